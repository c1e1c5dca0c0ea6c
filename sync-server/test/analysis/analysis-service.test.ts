import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import type { AnalysisPool } from '../../src/pool/analysis-pool.ts';
import type { AnalysisOutcome, ProgressMessage } from '../../src/pool/analysis-task.ts';
import type { AnalysisRecord } from '../../src/store/db-schema.ts';
import { StoreWriteError } from '../../src/store/json-db.ts';
import { openStore, type Store } from '../../src/store/store.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import type { AnalysisQueue } from '../../src/analysis/work-queue.ts';
import {
  ANALYSIS_NOT_SAVED_MESSAGE,
  type AnalysisService,
  createAnalysisService,
  MAX_ANALYSIS_ATTEMPTS,
  UnprocessableAnalysisError,
} from '../../src/analysis/analysis-service.ts';

/** A pool whose runs the test finishes by hand, so every state in between can be observed. */
class ManualPool implements AnalysisPool {
  runs: { url: string; progress: (m: ProgressMessage) => void; finish: (o: AnalysisOutcome) => void; crash: (error: Error) => void; signal?: AbortSignal }[] =
    [];
  destroyed = false;

  run(request: { url: string }, _at: string, onProgress: (m: ProgressMessage) => void, signal?: AbortSignal) {
    return new Promise<AnalysisOutcome>((resolve, reject) => {
      this.runs.push({ url: request.url, progress: onProgress, finish: resolve, crash: reject, signal });
      signal?.addEventListener('abort', () => reject(new Error('aborted')));
    });
  }

  async destroy() {
    this.destroyed = true;
  }
}

const { analysisId: _id, ...resultWithoutId } = exampleAnalysisResult();

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(dir?: string, concurrency = 2, queue?: AnalysisQueue) {
  const temp = dir ? { dir, remove: async () => undefined } : await makeTempDir('oa-analysis-');
  const config = loadConfig({ DATA_DIR: temp.dir, ALLOW_PRIVATE_NETWORK: 'true', ANALYSIS_CONCURRENCY: String(concurrency), LOG_LEVEL: 'silent' });
  const store: Store = await openStore(temp.dir);
  const pool = new ManualPool();
  const service: AnalysisService = createAnalysisService({ config, store, logger: createLogger('silent'), pool, ...(queue ? { queue } : {}) });
  cleanups.push(async () => {
    await service.close();
    await store.close();
    await temp.remove();
  });
  return { dir: temp.dir, store, pool, service };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('analysis service', () => {
  it('stores a pending analysis, runs it through its steps and stores the result', async () => {
    const { service, pool, store } = await setup();
    const settled: AnalysisRecord[] = [];
    service.onSettled((record) => settled.push(record));

    const { analysisId } = await service.submit({ url: 'http://127.0.0.1:9/' });
    await vi.waitFor(async () =>
      expect(await service.getStatus(analysisId)).toMatchObject({
        status: 'running',
        steps: [
          { name: 'Scanning website content', status: 'in-progress' },
          expect.anything(),
          expect.anything(),
          expect.anything(),
          expect.anything(),
          expect.anything(),
        ],
      }),
    );

    await vi.waitFor(() => expect(pool.runs).toHaveLength(1));
    pool.runs[0]!.progress({ stepIndex: 1, progress: 40 });
    await vi.waitFor(async () => expect((await service.getStatus(analysisId))!.progress).toBe(40));
    const midway = (await service.getStatus(analysisId))!;
    expect(midway.progress).toBe(40);
    expect(midway.steps.map((s) => s.status)).toEqual(['completed', 'in-progress', 'pending', 'pending', 'pending', 'pending']);

    pool.runs[0]!.finish({ ok: true, result: resultWithoutId });
    await vi.waitFor(async () => expect(await service.getStatus(analysisId)).toMatchObject({ status: 'completed', progress: 100 }));
    expect((await service.getStatus(analysisId))!.steps.every((s) => s.status === 'completed')).toBe(true);
    expect(await service.getResult(analysisId)).toEqual({ ...resultWithoutId, analysisId });
    expect(await store.results.read(analysisId)).toEqual({ ...resultWithoutId, analysisId });
    expect(settled.map((r) => [r.id, r.status])).toEqual([[analysisId, 'completed']]);
  });

  it('normalises the address and reads the hidden overrides from it', async () => {
    const { service } = await setup();
    const { analysisId } = await service.submit({ url: ' http://127.0.0.1:9/?demo=true&maturity=Basic ' });
    expect((await service.getRecord(analysisId))!.request).toEqual({ url: 'http://127.0.0.1:9/', forceDemoOnly: true, forceMaturityLevel: 'Basic' });
  });

  it('refuses an invalid address with the spec message and queues nothing', async () => {
    const { service, pool } = await setup();
    await expect(service.submit({ url: 'not a domain' })).rejects.toMatchObject({
      status: 400,
      message: 'Please enter a valid domain (e.g., an example domain)',
    });
    await expect(service.submit({ url: 'acme.io', pricingUrl: 'nope' })).rejects.toMatchObject({
      status: 400,
      message: 'Please enter a valid URL or leave it empty.',
    });
    expect(pool.runs).toHaveLength(0);
  });

  it('answers 422 at once for a domain that does not resolve', async () => {
    const { service, pool } = await setup();
    await expect(service.submit({ url: 'https://no-such-host.invalid' })).rejects.toBeInstanceOf(UnprocessableAnalysisError);
    expect(pool.runs).toHaveLength(0);
  });

  it('records a failure with its reason and kind', async () => {
    const { service, pool } = await setup();
    const { analysisId } = await service.submit({ url: 'http://127.0.0.1:9/' });
    await vi.waitFor(() => expect(pool.runs).toHaveLength(1));
    pool.runs[0]!.finish({ ok: false, message: 'The site answered 503 Service Unavailable', permanent: false });
    await vi.waitFor(async () =>
      expect(await service.getStatus(analysisId)).toMatchObject({ status: 'failed', error: 'The site answered 503 Service Unavailable' }),
    );
    expect((await service.getRecord(analysisId))!.failureKind).toBe('transient');
    expect(await service.getResult(analysisId)).toBeUndefined();
  });

  it('fails an analysis whose result breaks the contract instead of storing it', async () => {
    const { service, pool } = await setup();
    const { analysisId } = await service.submit({ url: 'http://127.0.0.1:9/' });
    await vi.waitFor(() => expect(pool.runs).toHaveLength(1));
    pool.runs[0]!.finish({ ok: true, result: { ...resultWithoutId, siteName: '' } });
    await vi.waitFor(async () =>
      expect(await service.getStatus(analysisId)).toMatchObject({
        status: 'failed',
        error: 'The analysis could not be completed because of an internal error.',
      }),
    );
  });

  it('runs at most ANALYSIS_CONCURRENCY at once and visitors before batches', async () => {
    const { service, pool } = await setup(undefined, 1);
    await service.submit({ url: 'http://127.0.0.1:1/' });
    await service.submit({ url: 'http://127.0.0.1:2/' }, { batchId: 'b1' });
    await service.submit({ url: 'http://127.0.0.1:3/' });
    await vi.waitFor(() => expect(pool.runs.map((r) => r.url)).toEqual(['http://127.0.0.1:1/']));
    pool.runs[0]!.finish({ ok: true, result: resultWithoutId });
    await vi.waitFor(() => expect(pool.runs.map((r) => r.url)).toEqual(['http://127.0.0.1:1/', 'http://127.0.0.1:3/']));
  });

  it('leaves running analyses running on close and finishes them after a restart', async () => {
    const first = await setup();
    const { analysisId } = await first.service.submit({ url: 'http://127.0.0.1:9/' });
    const waiting = await first.service.submit({ url: 'http://127.0.0.1:8/' });
    await vi.waitFor(() => expect(first.pool.runs).toHaveLength(2));
    await first.service.close();
    expect(first.pool.destroyed).toBe(true);
    expect((await first.service.getStatus(analysisId))!.status).toBe('running');
    await first.store.close();

    const second = await setup(first.dir);
    await second.service.resume();
    await vi.waitFor(() => expect(second.pool.runs.map((r) => r.url).sort()).toEqual(['http://127.0.0.1:8/', 'http://127.0.0.1:9/']));
    for (const run of second.pool.runs) run.finish({ ok: true, result: resultWithoutId });
    await vi.waitFor(async () => expect((await second.service.getStatus(analysisId))!.status).toBe('completed'));
    expect((await second.service.getStatus(waiting.analysisId))!.status).toBe('completed');
  });

  it('leaves an analysis whose result cannot be saved running in the store, and tells its status and listeners why', async () => {
    const { service, pool, store } = await setup();
    store.results.write = async () => {
      throw new StoreWriteError('Could not save data: ENOSPC');
    };
    const settled: AnalysisRecord[] = [];
    service.onSettled((record) => settled.push(record));
    const { analysisId } = await service.submit({ url: 'http://127.0.0.1:9/' });
    await vi.waitFor(() => expect(pool.runs).toHaveLength(1));
    pool.runs[0]!.finish({ ok: true, result: resultWithoutId });
    await vi.waitFor(async () => expect(await service.getStatus(analysisId)).toMatchObject({ status: 'failed', error: ANALYSIS_NOT_SAVED_MESSAGE }));
    expect(settled).toEqual([expect.objectContaining({ id: analysisId, status: 'failed', failureKind: 'transient', error: ANALYSIS_NOT_SAVED_MESSAGE })]);
    // A restart with room again runs it: the store still says running.
    expect((await store.analyses.get(analysisId))?.status).toBe('running');
  });

  it('gives up on an analysis that was interrupted too many times', async () => {
    const first = await setup();
    const { analysisId } = await first.service.submit({ url: 'http://127.0.0.1:9/' });
    await first.service.close();
    // As a site that crashed its worker every time leaves it: started that often, still running.
    while ((await first.store.analyses.get(analysisId))!.attempts < MAX_ANALYSIS_ATTEMPTS)
      await first.store.analyses.start(analysisId, new Date().toISOString());
    await first.store.close();

    const second = await setup(first.dir);
    await second.service.resume();
    await vi.waitFor(async () => expect(await second.service.getStatus(analysisId)).toMatchObject({ status: 'failed' }));
    await tick();
    expect(second.pool.runs).toHaveLength(0);
  });
});

/** A queue that recovers work, in memory: a handler that throws has its analysis run again at once (pg-boss waits its retry delay). */
class RetryingQueue implements AnalysisQueue {
  readonly recoversWork = true;
  readonly failures: unknown[] = [];
  #handler: ((analysisId: string) => Promise<void>) | undefined;
  async push(analysisId: string) {
    void this.#run(analysisId);
  }
  process(_concurrency: number, handler: (analysisId: string) => Promise<void>) {
    this.#handler = handler;
  }
  async close() {}
  async #run(analysisId: string) {
    while (this.failures.length < 10) {
      try {
        return await this.#handler!(analysisId);
      } catch (error) {
        this.failures.push(error);
      }
    }
  }
}

describe('analysis service on a queue that recovers work', () => {
  it('hands a crashed analysis thread back to the queue instead of failing the analysis, and the retry completes it', async () => {
    const queue = new RetryingQueue();
    const { service, pool } = await setup(undefined, 2, queue);
    const { analysisId } = await service.submit({ url: 'http://127.0.0.1:9/' });
    await vi.waitFor(() => expect(pool.runs).toHaveLength(1));
    pool.runs[0]!.crash(new Error('the worker thread exited'));
    await vi.waitFor(() => expect(pool.runs).toHaveLength(2));
    expect(queue.failures).toHaveLength(1);
    expect((await service.getStatus(analysisId))!.status).toBe('running');
    pool.runs[1]!.finish({ ok: true, result: resultWithoutId });
    await vi.waitFor(async () => expect(await service.getRecord(analysisId)).toMatchObject({ status: 'completed', attempts: 2 }));
  });

  it('fails it once its attempts are spent, as the embedded queue does', async () => {
    const queue = new RetryingQueue();
    const { service, pool } = await setup(undefined, 2, queue);
    const { analysisId } = await service.submit({ url: 'http://127.0.0.1:9/' });
    for (let attempt = 1; attempt <= MAX_ANALYSIS_ATTEMPTS; attempt += 1) {
      await vi.waitFor(() => expect(pool.runs).toHaveLength(attempt));
      pool.runs[attempt - 1]!.crash(new Error('the worker thread exited'));
    }
    await vi.waitFor(async () =>
      expect(await service.getRecord(analysisId)).toMatchObject({ status: 'failed', failureKind: 'transient', attempts: MAX_ANALYSIS_ATTEMPTS }),
    );
    expect(queue.failures).toHaveLength(MAX_ANALYSIS_ATTEMPTS - 1);
  });

  it('hands an analysis cut off by close back to the queue, to run again elsewhere', async () => {
    const queue = new RetryingQueue();
    const { service, pool } = await setup(undefined, 2, queue);
    const { analysisId } = await service.submit({ url: 'http://127.0.0.1:9/' });
    await vi.waitFor(() => expect(pool.runs).toHaveLength(1));
    await service.close();
    await vi.waitFor(() => expect(queue.failures.length).toBeGreaterThan(0));
    expect((await service.getRecord(analysisId))!.status).toBe('running');
  });
});
