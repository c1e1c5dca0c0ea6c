import { afterEach, beforeEach, expect, it } from 'vitest';
import { type OpenedStore, describeEachStore } from '../support/store-kinds.ts';
import type { BatchRepository, SecretRepository } from '../../src/store/repositories.ts';

const T0 = '2026-11-23T10:00:00.000Z';
const T1 = '2026-11-23T10:01:00.000Z';
const CHANGE = { previousAnalysisId: 'p1', scoreDelta: 4, levelChanged: false, previousLevel: 'Guided', level: 'Guided' } as const;

describeEachStore('batch jobs in the $name store', (kind) => {
  let opened: OpenedStore;
  let batches: BatchRepository;

  beforeEach(async () => {
    opened = await kind.open();
    batches = opened.store.batches;
  });
  afterEach(async () => {
    await opened.dispose();
  });

  const twoItems = () =>
    batches.create(
      'job-1',
      [
        { url: 'https://a.io/', companyName: 'A', status: 'pending', attempts: 0 },
        { url: 'https://b.io/', status: 'pending', attempts: 0 },
      ],
      T0,
    );

  it('gives every item its own id, in the order given', async () => {
    const job = await twoItems();
    expect(job).toMatchObject({ id: 'job-1', status: 'pending', createdAt: T0, updatedAt: T0 });
    expect(job.items.map((item) => item.url)).toEqual(['https://a.io/', 'https://b.io/']);
    expect(new Set(job.items.map((item) => item.id)).size).toBe(2);
    expect(await batches.get('job-1')).toEqual(job);
  });

  it('moves items by id and keeps the job status in step', async () => {
    const [a, b] = (await twoItems()).items;
    expect(await batches.startItem('job-1', b!.id, T1)).toMatchObject({ url: 'https://b.io/', status: 'processing', attempts: 1 });
    expect(await batches.get('job-1')).toMatchObject({ status: 'processing', updatedAt: T1 });
    expect(await batches.attachAnalysis('job-1', b!.id, 'analysis-b', T1)).toMatchObject({ analysisId: 'analysis-b' });
    expect(await batches.completeItem('job-1', b!.id, 'analysis-b', CHANGE, T1)).toMatchObject({
      status: 'completed',
      analysisId: 'analysis-b',
      change: CHANGE,
    });
    expect((await batches.get('job-1'))!.status).toBe('processing');

    await batches.startItem('job-1', a!.id, T1);
    await batches.attachAnalysis('job-1', a!.id, 'analysis-a', T1);
    const failed = await batches.failItem('job-1', a!.id, 'The site answered 404', T1);
    expect(failed).toMatchObject({ status: 'failed', error: 'The site answered 404' });
    expect(failed).not.toHaveProperty('analysisId');
    expect(await batches.get('job-1')).toMatchObject({ status: 'completed' });
    expect(await batches.unfinished()).toEqual([]);

    const reopened = await opened.reopen();
    expect((await reopened.batches.get('job-1'))!.items.map((item) => item.status)).toEqual(['failed', 'completed']);
  });

  it('starts an item afresh on a retry, and puts one back in line', async () => {
    const [a] = (await twoItems()).items;
    await batches.startItem('job-1', a!.id, T0);
    await batches.failItem('job-1', a!.id, 'timeout', T0);
    const again = await batches.startItem('job-1', a!.id, T1);
    expect(again).toMatchObject({ status: 'processing', attempts: 2 });
    expect(again).not.toHaveProperty('error');
    expect(await batches.requeueItem('job-1', a!.id, T1)).toMatchObject({ status: 'pending', attempts: 2 });
  });

  it('answers undefined for an unknown job or item', async () => {
    await twoItems();
    expect(await batches.get('nothing')).toBeUndefined();
    expect(await batches.get('constructor')).toBeUndefined();
    expect(await batches.startItem('nothing', 'x', T1)).toBeUndefined();
    expect(await batches.startItem('job-1', 'no-such-item', T1)).toBeUndefined();
    expect((await batches.get('job-1'))!.status).toBe('pending');
  });

  it('keeps a failed job failed, and settles a job whose items all ended', async () => {
    const [a] = (await twoItems()).items;
    await batches.failJob('job-1', T1);
    await batches.startItem('job-1', a!.id, T1);
    expect((await batches.get('job-1'))!.status).toBe('failed');

    await batches.create('job-2', [{ url: 'https://c.io/', status: 'failed', error: 'invalid', attempts: 0 }], T1);
    expect((await batches.get('job-2'))!.status).toBe('pending');
    await batches.settleIfDone('job-2', T1);
    expect((await batches.get('job-2'))!.status).toBe('completed');
  });

  it('lists jobs newest first and unfinished ones oldest first', async () => {
    await batches.create('old', [{ url: 'https://a.io/', status: 'pending', attempts: 0 }], T0);
    await batches.create('new', [{ url: 'https://b.io/', status: 'pending', attempts: 0 }], T1);
    await batches.create('done', [{ url: 'https://c.io/', status: 'failed', error: 'invalid', attempts: 0 }], T1);
    await batches.settleIfDone('done', T1);
    expect((await batches.list()).map((job) => job.id)).toEqual(['done', 'new', 'old']);
    expect((await batches.unfinished()).map((job) => job.id)).toEqual(['old', 'new']);
  });

  it('loses no item change when many arrive at once', async () => {
    const items = Array.from({ length: 50 }, (_, n) => ({ url: `https://s${n}.io/`, status: 'pending' as const, attempts: 0 }));
    const job = await batches.create('job-3', items, T0);
    await Promise.all(job.items.map((item, n) => batches.completeItem('job-3', item.id, `analysis-${n}`, undefined, T1)));
    const after = (await batches.get('job-3'))!;
    expect(after.items.every((item, n) => item.status === 'completed' && item.analysisId === `analysis-${n}`)).toBe(true);
    expect(after.status).toBe('completed');
  });
});

describeEachStore('generated secrets in the $name store', (kind) => {
  let opened: OpenedStore;
  let secrets: SecretRepository;

  beforeEach(async () => {
    opened = await kind.open();
    secrets = opened.store.secrets;
  });
  afterEach(async () => {
    await opened.dispose();
  });

  it('creates a secret once, also when two starts race, and gives it back after a restart', async () => {
    const [one, two] = await Promise.all([secrets.loadOrCreate('jwtSecret', async () => 'first'), secrets.loadOrCreate('jwtSecret', async () => 'second')]);
    expect(one.value).toBe(two.value);
    expect([one.created, two.created].filter(Boolean)).toHaveLength(1);
    const reopened = await opened.reopen();
    expect(await reopened.secrets.loadOrCreate('jwtSecret', async () => 'third')).toEqual({ value: one.value, created: false });
    expect(await reopened.secrets.loadOrCreate('adminPasswordHash', async () => 'hash')).toEqual({ value: 'hash', created: true });
    expect(reopened.secrets.locationOf('jwtSecret')).not.toBe('');
  });
});
