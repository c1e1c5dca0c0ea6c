import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyzeRequest } from '../../../engine/contract/analysis.ts';
import { type AnalysisService, UnprocessableAnalysisError } from '../../src/analysis/analysis-service.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import type { AnalysisRecord } from '../../src/store/db-schema.ts';
import { openStore, type Store } from '../../src/store/store.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { type BatchRunner, batchConcurrency, createBatchRunner } from '../../src/batch/batch-runner.ts';
import { parseBatchInput } from '../../src/batch/parse-batch-input.ts';
import { type BatchItemQueue, type BatchItemRef, type QueuedBatchItem, RetryLaterError } from '../../src/analysis/work-queue.ts';
import { inProcessRescorer } from '../support/in-process-rescorer.ts';

/**
 * An AnalysisService whose analyses settle only when the test says so. Its records
 * live in memory and outlive a runner, as the real ones outlive a process in db.json.
 */
class FakeAnalyses implements AnalysisService {
  readonly records = new Map<string, AnalysisRecord>();
  readonly submitted: { url: string; batchId?: string; id: string }[] = [];
  /** Makes the next submits for a URL throw (422 for a refused address, 503 for a busy server). */
  readonly refuse = new Map<string, Error>();
  #listeners = new Set<(record: AnalysisRecord) => void>();
  #next = 0;

  async submit(request: AnalyzeRequest, options: { batchId?: string } = {}) {
    const refusal = this.refuse.get(request.url);
    if (refusal) throw refusal;
    const id = `00000000-0000-4000-8000-${String(++this.#next).padStart(12, '0')}`;
    const at = new Date().toISOString();
    this.records.set(id, { id, request, status: 'pending', progress: 0, steps: [], createdAt: at, updatedAt: at, attempts: 0, batchId: options.batchId });
    this.submitted.push({ url: request.url, batchId: options.batchId, id });
    return { analysisId: id };
  }

  /** Analyses submitted and not yet settled. */
  running(): AnalysisRecord[] {
    return [...this.records.values()].filter((record) => record.status === 'pending' || record.status === 'running');
  }

  runningFor(url: string): AnalysisRecord {
    const record = this.running().find((candidate) => candidate.request.url === url);
    if (!record) throw new Error(`no running analysis for ${url}`);
    return record;
  }

  complete(id: string, { silently = false } = {}) {
    this.#settle(id, { status: 'completed' }, silently);
  }

  fail(id: string, error: string, failureKind: 'permanent' | 'transient') {
    this.#settle(id, { status: 'failed', error, failureKind }, false);
  }

  #settle(id: string, change: Partial<AnalysisRecord>, silently: boolean) {
    const record = { ...this.records.get(id)!, ...change };
    this.records.set(id, record);
    if (!silently) for (const listener of this.#listeners) listener(record);
  }

  getRecord = async (id: string) => this.records.get(id);
  getStatus = async () => undefined;
  getResult = async () => undefined;
  onSettled(listener: (record: AnalysisRecord) => void) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
  /** Settles only when the test says so, as `submit`'s analyses do (the shared queue's batch items run theirs this way). */
  run(id: string): Promise<AnalysisRecord | undefined> {
    const current = this.records.get(id);
    if (current?.status === 'completed' || current?.status === 'failed') return Promise.resolve(current);
    return new Promise((resolve) => {
      const unsubscribe = this.onSettled((record) => {
        if (record.id !== id) return;
        unsubscribe();
        resolve(record);
      });
    });
  }
  resume = async () => undefined;
  close = async () => undefined;
}

let store: Store;
let removeDir: () => Promise<void>;
let dataDir: string;
let analyses: FakeAnalyses;
const runners: BatchRunner[] = [];

const RETRY = { retries: 2, delayMs: 20 };

function newRunner(concurrency = 3) {
  const config = loadConfig({ DATA_DIR: dataDir, ANALYSIS_CONCURRENCY: String(concurrency) });
  const runner = createBatchRunner({ config, store, logger: createLogger('silent'), analyses, rescorer: inProcessRescorer(store), retry: RETRY });
  runners.push(runner);
  return runner;
}

/** Completes analyses as the runner submits them until the job is done; returns how many ran at once at most. */
async function completeEverything(runner: BatchRunner, batchId: string): Promise<number> {
  let peak = 0;
  for (let rounds = 0; (await runner.get(batchId))?.status !== 'completed'; rounds += 1) {
    if (rounds > 400) throw new Error('the job did not complete');
    peak = Math.max(peak, analyses.running().length);
    for (const record of analyses.running()) analyses.complete(record.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return peak;
}

const settled = (runner: BatchRunner, batchId: string) =>
  vi.waitFor(async () => expect((await runner.get(batchId))?.status).toBe('completed'), { timeout: 2000, interval: 5 });

beforeEach(async () => {
  ({ dir: dataDir, remove: removeDir } = await makeTempDir('oa-batch-'));
  store = await openStore(dataDir);
  analyses = new FakeAnalyses();
});

afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.close();
  await store.close();
  await removeDir();
});

describe('batch runner', () => {
  it('leaves one analysis slot free for visitors, but always runs at least one item', () => {
    expect(batchConcurrency(4)).toBe(3);
    expect(batchConcurrency(2)).toBe(1);
    expect(batchConcurrency(1)).toBe(1);
  });

  it('works through a job with bounded concurrency and completes it with the counts of DESIGN section 4', async () => {
    const runner = newRunner(3);
    const { batchId, totalItems } = await runner.create(parseBatchInput('a.io\nb.io\nc.io\nd.io\ne.io'));
    expect(totalItems).toBe(5);
    await vi.waitFor(() => expect(analyses.running()).toHaveLength(2));
    expect(await runner.get(batchId)).toMatchObject({ status: 'processing', completedItems: 0, processedItems: 0 });

    expect(await completeEverything(runner, batchId)).toBe(2);
    expect(analyses.submitted.map((entry) => entry.batchId)).toEqual(Array(5).fill(batchId));
    const detail = (await runner.get(batchId))!;
    expect(detail).toMatchObject({ totalItems: 5, completedItems: 5, failedItems: 0, processedItems: 5 });
    expect(detail.results.map((item) => [item.url, item.status])).toEqual(['a', 'b', 'c', 'd', 'e'].map((name) => [`https://${name}.io/`, 'completed']));
    expect(detail.results.every((item) => item.analysisId && analyses.records.get(item.analysisId)?.status === 'completed')).toBe(true);
  });

  it('stores the analysis id on the item as soon as it is submitted, but shows it only once completed', async () => {
    const runner = newRunner(2);
    const { batchId } = await runner.create(parseBatchInput('a.io'));
    await vi.waitFor(() => expect(analyses.running()).toHaveLength(1));
    const id = analyses.running()[0]!.id;
    await vi.waitFor(async () => expect((await store.batches.get(batchId))!.items[0]).toMatchObject({ status: 'processing', analysisId: id, attempts: 1 }));
    expect((await runner.get(batchId))!.results[0]).toEqual({ url: 'https://a.io/', status: 'processing' });
    analyses.complete(id);
    await settled(runner, batchId);
    expect((await runner.get(batchId))!.results[0]).toEqual({ url: 'https://a.io/', status: 'completed', analysisId: id });
  });

  it('records invalid entries as failed items at once, with their reason', async () => {
    const runner = newRunner();
    const response = await runner.create(parseBatchInput('url,company\na.io,Acme\nnope,Broken\na.io,Again'));
    expect(response).toMatchObject({ totalItems: 2, invalidItems: 1, duplicateItems: 1 });
    await vi.waitFor(() => expect(analyses.running()).toHaveLength(1));
    analyses.complete(analyses.running()[0]!.id);
    await settled(runner, response.batchId);
    expect(await runner.get(response.batchId)).toMatchObject({
      completedItems: 1,
      failedItems: 1,
      processedItems: 2,
      results: [
        { url: 'https://a.io/', companyName: 'Acme', status: 'completed' },
        { url: 'nope', companyName: 'Broken', status: 'failed', error: 'Line 3: "nope" is not a valid website address' },
      ],
    });
    expect(analyses.submitted.map((entry) => entry.url)).toEqual(['https://a.io/']);
  });

  it('fails an address the analysis service refuses (422) at once, and the job goes on', async () => {
    analyses.refuse.set('https://nowhere.invalid/', new UnprocessableAnalysisError('The domain nowhere.invalid does not resolve'));
    const runner = newRunner();
    const { batchId } = await runner.create(parseBatchInput('nowhere.invalid\nb.io'));
    await vi.waitFor(() => expect(analyses.running()).toHaveLength(1));
    analyses.complete(analyses.runningFor('https://b.io/').id);
    await settled(runner, batchId);
    expect((await runner.get(batchId))!.results).toEqual([
      { url: 'https://nowhere.invalid/', status: 'failed', error: 'The domain nowhere.invalid does not resolve' },
      { url: 'https://b.io/', status: 'completed', analysisId: expect.any(String) },
    ]);
    expect((await store.batches.get(batchId))!.items[0]!.attempts).toBe(1);
  });

  it('does not retry a permanent analysis failure', async () => {
    const runner = newRunner();
    const { batchId } = await runner.create(parseBatchInput('a.io'));
    await vi.waitFor(() => expect(analyses.running()).toHaveLength(1));
    analyses.fail(analyses.running()[0]!.id, 'The site answered 404 Not Found', 'permanent');
    await settled(runner, batchId);
    await new Promise((resolve) => setTimeout(resolve, RETRY.delayMs * 3));
    expect(analyses.submitted).toHaveLength(1);
    expect((await runner.get(batchId))!.results[0]).toEqual({ url: 'https://a.io/', status: 'failed', error: 'The site answered 404 Not Found' });
  });

  it('retries a transient failure after a delay and completes with the new analysis', async () => {
    const runner = newRunner();
    const { batchId } = await runner.create(parseBatchInput('a.io'));
    await vi.waitFor(() => expect(analyses.running()).toHaveLength(1));
    const first = analyses.running()[0]!.id;
    analyses.fail(first, 'The site took too long to answer', 'transient');
    await vi.waitFor(() => expect(analyses.running()).toHaveLength(1));
    const second = analyses.running()[0]!.id;
    expect(second).not.toBe(first);
    analyses.complete(second);
    await settled(runner, batchId);
    expect((await runner.get(batchId))!.results[0]).toEqual({ url: 'https://a.io/', status: 'completed', analysisId: second });
  });

  it('gives up after the bounded number of retries with the last error', async () => {
    const runner = newRunner();
    const { batchId } = await runner.create(parseBatchInput('a.io'));
    for (let attempt = 1; attempt <= RETRY.retries + 1; attempt += 1) {
      await vi.waitFor(() => expect(analyses.running()).toHaveLength(1));
      analyses.fail(analyses.running()[0]!.id, `The server answered 503 (attempt ${attempt})`, 'transient');
    }
    await settled(runner, batchId);
    expect(analyses.submitted).toHaveLength(RETRY.retries + 1);
    expect((await runner.get(batchId))!.results[0]).toMatchObject({ status: 'failed', error: 'The server answered 503 (attempt 3)' });
  });

  it('retries when the analysis service itself is unavailable (5xx on submit)', async () => {
    analyses.refuse.set('https://a.io/', Object.assign(new Error('The server is restarting. Please try again in a moment.'), { status: 503 }));
    const runner = newRunner();
    const { batchId } = await runner.create(parseBatchInput('a.io'));
    await settled(runner, batchId);
    expect((await store.batches.get(batchId))!.items[0]).toMatchObject({
      status: 'failed',
      attempts: RETRY.retries + 1,
      error: 'The server is restarting. Please try again in a moment.',
    });
  });

  it('shares the slots between jobs instead of finishing one before starting the next', async () => {
    const runner = newRunner(3);
    const first = await runner.create(parseBatchInput('a1.io\na2.io\na3.io\na4.io'));
    const second = await runner.create(parseBatchInput('b1.io\nb2.io'));
    await vi.waitFor(() => expect(analyses.running()).toHaveLength(2));
    analyses.complete(analyses.running()[0]!.id);
    await vi.waitFor(() => expect(analyses.submitted).toHaveLength(3));
    expect(analyses.submitted.map((entry) => entry.batchId)).toEqual([first.batchId, first.batchId, second.batchId]);
    expect((await runner.list()).map((job) => job.id)).toEqual([second.batchId, first.batchId]);
  });

  it('lists jobs newest first and knows nothing of an unknown id', async () => {
    const runner = newRunner();
    const older = await runner.create(parseBatchInput('a.io'));
    const newer = await runner.create(parseBatchInput('b.io\nc.io'));
    expect(await runner.list()).toEqual([
      { id: newer.batchId, createdAt: expect.any(String), status: expect.any(String), totalItems: 2, completedItems: 0 },
      { id: older.batchId, createdAt: expect.any(String), status: expect.any(String), totalItems: 1, completedItems: 0 },
    ]);
    expect(await runner.get('no-such-batch')).toBeUndefined();
    expect(await runner.get('__proto__')).toBeUndefined();
  });
});

/** A shared item queue in memory: runs each pushed item once, and again at once when its handler asks to be retried. */
class RetryingItemQueue implements BatchItemQueue {
  readonly retried: string[] = [];
  #handler: ((item: BatchItemRef) => Promise<void>) | undefined;
  async push(items: QueuedBatchItem[]) {
    for (const { batchId, itemId } of items) void this.#run({ batchId, itemId });
  }
  process(_concurrency: number, handler: (item: BatchItemRef) => Promise<void>) {
    this.#handler = handler;
  }
  async #run(item: BatchItemRef) {
    for (;;) {
      try {
        return await this.#handler!(item);
      } catch (error) {
        if (!(error instanceof RetryLaterError)) throw error;
        this.retried.push(item.itemId);
      }
    }
  }
}

describe('batch runner on a shared item queue', () => {
  it('hands a transient failure back to the queue, whose retry starts a new analysis, and fails a permanent one at once', async () => {
    const queue = new RetryingItemQueue();
    const config = loadConfig({ DATA_DIR: dataDir, ANALYSIS_CONCURRENCY: '3' });
    const runner = createBatchRunner({
      config,
      store,
      logger: createLogger('silent'),
      analyses,
      rescorer: inProcessRescorer(store),
      retry: RETRY,
      itemQueue: queue,
    });
    runners.push(runner);
    const { batchId } = await runner.create(parseBatchInput('a.io\nb.io'));
    await vi.waitFor(() => expect(analyses.running()).toHaveLength(2));
    const firstA = analyses.runningFor('https://a.io/').id;
    analyses.fail(firstA, 'The site took too long to answer', 'transient');
    analyses.fail(analyses.runningFor('https://b.io/').id, 'The site answered 404', 'permanent');
    await vi.waitFor(() => expect(analyses.running()).toHaveLength(1));
    const secondA = analyses.runningFor('https://a.io/').id;
    expect(secondA).not.toBe(firstA);
    analyses.complete(secondA);
    await settled(runner, batchId);
    const job = (await store.batches.get(batchId))!;
    expect(job.items.map(({ url, status, analysisId, attempts }) => ({ url, status, analysisId, attempts }))).toEqual([
      { url: 'https://a.io/', status: 'completed', analysisId: secondA, attempts: 2 },
      expect.objectContaining({ url: 'https://b.io/', status: 'failed', attempts: 1 }),
    ]);
    // The transient failure went back to the queue (no waiting in the runner), the permanent one did not.
    expect(queue.retried).toEqual([job.items[0]!.id]);
  });

  it('gives up after the bounded number of retries', async () => {
    const queue = new RetryingItemQueue();
    const config = loadConfig({ DATA_DIR: dataDir, ANALYSIS_CONCURRENCY: '3' });
    const runner = createBatchRunner({
      config,
      store,
      logger: createLogger('silent'),
      analyses,
      rescorer: inProcessRescorer(store),
      retry: RETRY,
      itemQueue: queue,
    });
    runners.push(runner);
    const { batchId } = await runner.create(parseBatchInput('a.io'));
    for (let attempt = 1; attempt <= RETRY.retries + 1; attempt += 1) {
      await vi.waitFor(() => expect(analyses.running()).toHaveLength(1));
      analyses.fail(analyses.running()[0]!.id, `The server answered 503 (attempt ${attempt})`, 'transient');
    }
    await settled(runner, batchId);
    expect(queue.retried).toHaveLength(RETRY.retries);
    expect((await runner.get(batchId))!.results[0]).toMatchObject({ status: 'failed', error: 'The server answered 503 (attempt 3)' });
  });
});

describe('batch runner across a restart', () => {
  it('re-attaches to analyses still running, takes up the rest, and loses no item', async () => {
    const before = newRunner(3);
    const { batchId } = await before.create(parseBatchInput('a.io\nb.io\nc.io\nd.io'));
    await vi.waitFor(() => expect(analyses.running()).toHaveLength(2));
    const inFlight = analyses.running().map((record) => record.id);
    await before.close();

    // While the server was down: one analysis finished (its news went nowhere), one still runs.
    analyses.complete(inFlight[0]!, { silently: true });
    const after = newRunner(3);
    await after.resume();
    await vi.waitFor(() => expect(analyses.running()).toHaveLength(2));
    // The running one was re-attached, not submitted again; the third item started in the freed slot.
    expect(analyses.submitted).toHaveLength(3);
    await completeEverything(after, batchId);
    const detail = (await after.get(batchId))!;
    expect(detail).toMatchObject({ totalItems: 4, completedItems: 4, processedItems: 4 });
    expect(detail.results.slice(0, 2).map((item) => item.analysisId)).toEqual(inFlight);
    expect(new Set(analyses.submitted.map((entry) => entry.url)).size).toBe(4);
  });

  it('puts an item that stopped before its analysis was submitted back in line', async () => {
    const first = newRunner();
    const { batchId } = await first.create(parseBatchInput('a.io\nb.io'));
    await first.close();
    // As a crash between "processing" and the submit would leave it.
    await store.batches.startItem(batchId, (await store.batches.get(batchId))!.items[1]!.id, new Date().toISOString());
    const second = newRunner();
    await second.resume();
    await completeEverything(second, batchId);
    expect((await second.get(batchId))!.completedItems).toBe(2);
  });

  it('completes a job whose last item ended while the runner was down', async () => {
    const first = newRunner();
    const { batchId } = await first.create(parseBatchInput('a.io'));
    await vi.waitFor(() => expect(analyses.running()).toHaveLength(1));
    await first.close();
    analyses.complete(analyses.running()[0]!.id, { silently: true });
    const second = newRunner();
    await second.resume();
    await settled(second, batchId);
    expect(analyses.submitted).toHaveLength(1);
  });
});
