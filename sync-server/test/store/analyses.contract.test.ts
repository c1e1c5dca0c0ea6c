import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANALYSIS_STEP_NAMES } from '../../../engine/contract/analysis.ts';
import { describeEachStore, type OpenedStore } from '../support/store-kinds.ts';
import { tempDirPerTest } from '../../../test-support/temp-dir-per-test.ts';
import { ARCHIVE_FILE } from '../../src/store/analysis-archive.ts';
import { StoreOpenError } from '../../src/store/json-db.ts';
import type { AnalysisRepository } from '../../src/store/repositories.ts';
import { openStore } from '../../src/store/store.ts';

describeEachStore('analyses in the $name store', (kind) => {
  let opened: OpenedStore;
  let repo: AnalysisRepository;
  let minute = 0;

  beforeEach(async () => {
    opened = await kind.open();
    repo = opened.store.analyses;
  });
  afterEach(async () => {
    await opened.dispose();
  });

  async function analysed(id: string, url: string, status: 'completed' | 'failed' | 'pending' = 'completed') {
    minute += 1;
    const at = `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;
    await repo.create(id, { url }, at);
    if (status === 'completed') await repo.complete(id, at);
    if (status === 'failed') await repo.fail(id, 'down', 'transient', at);
    return (await repo.get(id))!;
  }

  it('moves an analysis from pending through its steps to completed, and keeps it across a restart', async () => {
    const created = await repo.create('a1', { url: 'https://acme.io/' }, '2026-11-23T10:00:00.000Z', { batchId: 'batch-1' });
    expect(created).toMatchObject({ id: 'a1', status: 'pending', progress: 0, attempts: 0, batchId: 'batch-1', siteKey: 'acme.io' });
    expect(created.steps.map((step) => step.status)).toEqual(ANALYSIS_STEP_NAMES.map(() => 'pending'));

    const started = await repo.start('a1', '2026-11-23T10:00:01.000Z');
    expect(started).toMatchObject({ status: 'running', attempts: 1, progress: 1, updatedAt: '2026-11-23T10:00:01.000Z' });
    await repo.progress('a1', 2, 55.4, '2026-11-23T10:00:02.000Z');
    await repo.progress('a1', 1, 30, '2026-11-23T10:00:03.000Z'); // a late message never moves the bar back
    const midway = (await repo.get('a1'))!;
    expect(midway.progress).toBe(55);
    expect(midway.steps.map((step) => step.status)).toEqual(['completed', 'in-progress', 'pending', 'pending', 'pending', 'pending']);
    expect(await repo.unfinished()).toEqual([expect.objectContaining({ id: 'a1' })]);

    const completed = await repo.complete('a1', '2026-11-23T10:00:04.000Z');
    expect(completed).toMatchObject({ status: 'completed', progress: 100 });
    expect(completed!.steps.every((step) => step.status === 'completed')).toBe(true);
    expect(await repo.unfinished()).toEqual([]);

    const reopened = await opened.reopen();
    expect(await reopened.analyses.get('a1')).toEqual(completed);
  });

  it('records a failure with its reason and kind; a later completion clears them', async () => {
    await repo.create('a1', { url: 'https://acme.io/' }, '2026-11-23T10:00:00.000Z');
    expect(await repo.fail('a1', 'The site answered 503', 'transient', '2026-11-23T10:00:01.000Z')).toMatchObject({
      status: 'failed',
      error: 'The site answered 503',
      failureKind: 'transient',
    });
    const completed = (await repo.complete('a1', '2026-11-23T10:00:02.000Z'))!;
    expect(completed).not.toHaveProperty('error');
    expect(completed).not.toHaveProperty('failureKind');
  });

  it('leaves a completed analysis completed: a late start, progress or failure (a second executor) changes nothing', async () => {
    await repo.create('a1', { url: 'https://acme.io/' }, '2026-11-23T10:00:00.000Z');
    await repo.start('a1', '2026-11-23T10:00:01.000Z');
    const completed = (await repo.complete('a1', '2026-11-23T10:00:02.000Z'))!;
    expect(await repo.start('a1', '2026-11-23T10:00:03.000Z')).toBeUndefined();
    await repo.progress('a1', 1, 40, '2026-11-23T10:00:03.000Z');
    expect(await repo.fail('a1', 'The site answered 503', 'transient', '2026-11-23T10:00:04.000Z')).toBeUndefined();
    expect(await repo.complete('a1', '2026-11-23T10:00:05.000Z')).toBeUndefined();
    expect(await repo.get('a1')).toEqual(completed);
    expect(await (await opened.reopen()).analyses.get('a1')).toEqual(completed);
  });

  it("keeps the watch that asked for an analysis, and that it is no batch's", async () => {
    const watched = await repo.create('w1', { url: 'https://acme.io/' }, '2026-11-23T10:00:00.000Z', { watchId: 'watch-1' });
    expect(watched).toMatchObject({ id: 'w1', status: 'pending', watchId: 'watch-1' });
    expect(watched).not.toHaveProperty('batchId');
    await repo.start('w1', '2026-11-23T10:00:01.000Z');
    expect(await repo.complete('w1', '2026-11-23T10:00:02.000Z')).toMatchObject({ status: 'completed', watchId: 'watch-1' });
  });

  it('answers undefined for an unknown id, and changes nothing for it', async () => {
    expect(await repo.get('nothing')).toBeUndefined();
    expect(await repo.get('constructor')).toBeUndefined();
    expect(await repo.start('nothing', '2026-11-23T10:00:00.000Z')).toBeUndefined();
    expect(await repo.complete('nothing', '2026-11-23T10:00:00.000Z')).toBeUndefined();
    await repo.progress('nothing', 1, 10, '2026-11-23T10:00:00.000Z');
    expect(await repo.unfinished()).toEqual([]);
  });

  it('gives copies: changing what it returned changes nothing stored', async () => {
    const record = await repo.create('a1', { url: 'https://acme.io/' }, '2026-11-23T10:00:00.000Z');
    record.status = 'completed';
    (await repo.get('a1'))!.steps[0]!.status = 'completed';
    expect(await repo.get('a1')).toMatchObject({ status: 'pending', steps: expect.arrayContaining([{ name: ANALYSIS_STEP_NAMES[0], status: 'pending' }]) });
  });

  it('lists unfinished analyses oldest first', async () => {
    await repo.create('later', { url: 'https://b.io/' }, '2026-11-23T10:05:00.000Z');
    await repo.create('earlier', { url: 'https://a.io/' }, '2026-11-23T10:01:00.000Z');
    await repo.create('done', { url: 'https://c.io/' }, '2026-11-23T10:00:00.000Z');
    await repo.complete('done', '2026-11-23T10:06:00.000Z');
    await repo.start('later', '2026-11-23T10:06:00.000Z');
    expect((await repo.unfinished()).map((record) => record.id)).toEqual(['earlier', 'later']);
  });

  it('lists the earlier completed analyses of the same site, latest first', async () => {
    await analysed('a1', 'https://www.acme.io/');
    await analysed('other', 'https://other.io/');
    await analysed('a2', 'http://acme.io');
    await analysed('a-failed', 'https://acme.io/', 'failed');
    await analysed('a-pending', 'https://acme.io/', 'pending');
    await analysed('acme-pricing', 'https://acme.io/pricing');
    const latest = await analysed('a3', 'https://acme.io/?utm_source=mail');
    expect((await repo.completedBefore(latest)).map((record) => record.id)).toEqual(['a2', 'a1']);
  });

  it('finds nothing before the first analysis of a site, and nothing later than the one asked about', async () => {
    const first = await analysed('b1', 'https://beta.io/');
    await analysed('b2', 'https://beta.io/');
    expect(await repo.completedBefore(first)).toEqual([]);
  });
});

describe('the embedded store', () => {
  const temp = tempDirPerTest();

  const legacyRecord = (id: string, url: string, status: 'completed' | 'running', at: string) => ({
    id,
    request: { url },
    status,
    progress: status === 'completed' ? 100 : 40,
    steps: ANALYSIS_STEP_NAMES.map((name) => ({ name, status: status === 'completed' ? 'completed' : 'pending' })),
    createdAt: at,
    updatedAt: at,
    attempts: 1,
  });

  it('moves settled analyses of an older db.json to the index at open, and reads those without a site key by their address', async () => {
    const analyses = {
      c1: legacyRecord('c1', 'https://gamma.io/', 'completed', '2026-11-23T10:00:00.000Z'),
      r1: legacyRecord('r1', 'https://delta.io/', 'running', '2026-11-23T10:00:30.000Z'),
    };
    await writeFile(path.join(temp.dir, 'db.json'), JSON.stringify({ schemaVersion: 1, analyses, shares: {}, vanity: {}, batches: {} }));
    const store = await openStore(temp.dir);
    try {
      expect(Object.keys(store.db.data.analyses)).toEqual(['r1']);
      expect((await store.analyses.unfinished()).map((record) => record.id)).toEqual(['r1']);
      await store.analyses.create('c2', { url: 'https://www.gamma.io' }, '2026-11-23T10:01:00.000Z');
      const later = (await store.analyses.complete('c2', '2026-11-23T10:01:00.000Z'))!;
      expect(later.siteKey).toBe('gamma.io');
      expect((await store.analyses.completedBefore(later)).map((record) => record.id)).toEqual(['c1']);
    } finally {
      await store.close();
    }
  });

  it('keeps db.json to unfinished analyses: settled ones live in the append-only index', async () => {
    const store = await openStore(temp.dir);
    await store.analyses.create('done', { url: 'https://a.io/' }, '2026-11-23T10:00:00.000Z');
    await store.analyses.create('failed', { url: 'https://b.io/' }, '2026-11-23T10:00:00.000Z');
    await store.analyses.create('running', { url: 'https://c.io/' }, '2026-11-23T10:00:00.000Z');
    await store.analyses.complete('done', '2026-11-23T10:01:00.000Z');
    await store.analyses.fail('failed', 'down', 'transient', '2026-11-23T10:01:00.000Z');
    await store.analyses.start('running', '2026-11-23T10:01:00.000Z');
    await store.close();
    const onDisk = JSON.parse(await readFile(path.join(temp.dir, 'db.json'), 'utf8')) as { analyses: Record<string, unknown> };
    expect(Object.keys(onDisk.analyses)).toEqual(['running']);
    const index = (await readFile(path.join(temp.dir, ARCHIVE_FILE), 'utf8')).trim().split('\n');
    expect(index.map((line) => (JSON.parse(line) as { id: string }).id)).toEqual(['done', 'failed']);
  });

  it('drops a line cut short by a crash and appends after it on a line of its own', async () => {
    const store = await openStore(temp.dir);
    await store.analyses.create('a1', { url: 'https://a.io/' }, '2026-11-23T10:00:00.000Z');
    await store.analyses.complete('a1', '2026-11-23T10:01:00.000Z');
    await store.close();
    await appendFile(path.join(temp.dir, ARCHIVE_FILE), '{"id":"a2","request":{"url":"https');

    const reopened = await openStore(temp.dir);
    expect(await reopened.analyses.get('a1')).toMatchObject({ status: 'completed' });
    expect(await reopened.analyses.get('a2')).toBeUndefined();
    await reopened.analyses.create('a3', { url: 'https://a.io/' }, '2026-11-23T10:02:00.000Z');
    await reopened.analyses.fail('a3', 'down', 'permanent', '2026-11-23T10:03:00.000Z');
    await reopened.close();
    const again = await openStore(temp.dir);
    expect(await again.analyses.get('a3')).toMatchObject({ status: 'failed', error: 'down' });
    await again.close();
  });

  it('refuses to open over an index damaged in the middle, and leaves it untouched', async () => {
    await writeFile(path.join(temp.dir, ARCHIVE_FILE), 'not json\n{"id":"a1"}\n');
    await expect(openStore(temp.dir)).rejects.toThrow(StoreOpenError);
    expect(await readFile(path.join(temp.dir, ARCHIVE_FILE), 'utf8')).toBe('not json\n{"id":"a1"}\n');
  });
});
