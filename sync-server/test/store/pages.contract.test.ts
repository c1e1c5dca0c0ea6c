import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachStore, type OpenedStore } from '../support/store-kinds.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { packPageSet, unpackPageSet } from '../../src/pages/page-set-codec.ts';
import type { PageSet } from '../../src/pages/page-set.ts';
import { openStore } from '../../src/store/store.ts';

const FIRST = '00000000-0000-4000-8000-00000000c001';
const SECOND = '00000000-0000-4000-8000-00000000c002';

/** A small page set, as the analysis threads pack one. */
function pageSet(title: string): PageSet {
  const html = `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1><p>Start your free trial.</p></body></html>`;
  return {
    url: 'https://acme.io/',
    options: { signupsPerMonth: 400 },
    analyzedAt: '2026-11-23T10:00:00.000Z',
    engineVersion: '1.1.0',
    pages: [{ url: 'https://acme.io/', kind: 'home', status: 200, html, contentType: 'text/html', bytes: html.length, ms: 12 }],
  };
}

describeEachStore('stored pages in the $name store', (kind) => {
  let opened: OpenedStore;

  beforeEach(async () => {
    opened = await kind.open();
  });
  afterEach(async () => {
    await opened.dispose();
  });

  it('keeps a page set whole, replaces it when written again, and keeps it across a restart', async () => {
    const pages = opened.store.pages;
    expect(await pages.read(FIRST)).toBeUndefined();
    const first = packPageSet(pageSet('Acme'))!;
    await pages.write(FIRST, first, '2026-11-23T10:00:00.000Z');
    expect(unpackPageSet((await pages.read(FIRST))!)).toEqual(pageSet('Acme'));

    const again = packPageSet(pageSet('Acme, read again'))!;
    await pages.write(FIRST, again, '2026-11-23T11:00:00.000Z');
    expect(unpackPageSet((await pages.read(FIRST))!).pages[0]!.html).toContain('Acme, read again');
    expect(await pages.usage()).toMatchObject({ pageSets: 1, bytes: again.byteLength });

    const reopened = await opened.reopen();
    expect(unpackPageSet((await reopened.pages.read(FIRST))!)).toEqual(pageSet('Acme, read again'));
    expect(await reopened.pages.usage()).toMatchObject({ pageSets: 1, bytes: again.byteLength });
  });

  it('sweeps page sets stored before the given moment, and only those', async () => {
    const pages = opened.store.pages;
    await pages.write(FIRST, packPageSet(pageSet('Old'))!, '2026-10-01T00:00:00.000Z');
    await pages.write(SECOND, packPageSet(pageSet('New'))!, '2026-11-20T00:00:00.000Z');
    expect(await pages.sweep('2026-11-01T00:00:00.000Z')).toBe(1);
    expect(await pages.read(FIRST)).toBeUndefined();
    expect(await pages.read(SECOND)).toBeDefined();
    expect((await pages.usage()).pageSets).toBe(1);
    expect(await pages.sweep('2026-11-01T00:00:00.000Z')).toBe(0);
  });

  it('finds an analysis scored again by its source and engine, and leaves it out of the site history', async () => {
    const analyses = opened.store.analyses;
    await analyses.create(FIRST, { url: 'https://acme.io/' }, '2026-11-23T10:00:00.000Z');
    const source = (await analyses.complete(FIRST, '2026-11-23T10:01:00.000Z'))!;
    expect(await analyses.rescoreOf(source, '1.1.0')).toBeUndefined();

    const rescored = await analyses.createRescored(SECOND, source, '1.1.0', '2026-11-24T09:00:00.000Z');
    expect(rescored).toMatchObject({ id: SECOND, status: 'completed', progress: 100, rescoredFrom: FIRST, engineVersion: '1.1.0', siteKey: 'acme.io' });
    expect(await analyses.rescoreOf(source, '1.1.0')).toEqual(rescored);
    expect(await analyses.rescoreOf(source, '1.2.0')).toBeUndefined();
    expect(await analyses.unfinished()).toEqual([]);

    // A later look at the site compares with the analysis that read it, not with another reading of its pages.
    const later = await analyses.create('00000000-0000-4000-8000-00000000c003', { url: 'https://acme.io/' }, '2026-11-25T10:00:00.000Z');
    expect((await analyses.completedBefore(later)).map((record) => record.id)).toEqual([FIRST]);

    const reopened = await opened.reopen();
    expect(await reopened.analyses.rescoreOf(source, '1.1.0')).toEqual(rescored);
  });
});

describe('stored pages in the embedded store, after a crash', () => {
  it('counts no page set a kill -9 cut short: the half-written file is removed at start, never read', async () => {
    const temp = await makeTempDir('oa-pages-crash-');
    try {
      const store = await openStore(temp.dir);
      const whole = packPageSet(pageSet('Acme'))!;
      await store.pages.write(FIRST, whole, '2026-11-23T10:00:00.000Z');
      await store.close();
      // What a process killed in the middle of writing SECOND's pages leaves behind: part of its temp file.
      const dir = path.join(temp.dir, 'pages');
      await writeFile(path.join(dir, `${SECOND}.json.br.partial-0a1b2c3d4e5f`), whole.subarray(0, Math.floor(whole.length / 2)));

      const restarted = await openStore(temp.dir);
      expect(await restarted.pages.read(SECOND)).toBeUndefined();
      expect(await restarted.pages.usage()).toMatchObject({ pageSets: 1, bytes: whole.byteLength });
      expect(await readdir(dir)).toEqual([`${FIRST}.json.br`]);
      expect(unpackPageSet((await restarted.pages.read(FIRST))!)).toEqual(pageSet('Acme'));
      await restarted.close();
    } finally {
      await temp.remove();
    }
  });
});
