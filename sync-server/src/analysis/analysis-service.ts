import { randomUUID } from 'node:crypto';
import { type AnalysisResult, type AnalysisStatus, type AnalyzeRequest, analysisResultSchema } from '../../../engine/contract/analysis.ts';
import { CrawlError, preflight, type PageRenderer } from '../../../engine/crawl/crawl-site.ts';
import { normalizePricingUrl, normalizeWebsiteUrl } from '../../../engine/contract/normalize-url.ts';
import type { ServerConfig } from '../config.ts';
import { HttpError, retryAfter } from '../http/http-error.ts';
import type { Logger } from '../logger.ts';
import { type AnalysisPool, createAnalysisPool } from '../pool/analysis-pool.ts';
import { ANALYSIS_DEADLINE_MS } from '../pool/analysis-task.ts';
import { type CrawlerTestHooks, crawlerHookOptions } from '../pool/crawler-test-hooks.ts';
import { isBackgroundWork } from '../store/analyses.ts';
import type { AnalysisRecord } from '../store/db-schema.ts';
import { StoreWriteError } from '../store/json-db.ts';
import type { Store } from '../store/repositories.ts';
import { ClientAnalysisQuota, TOO_MANY_ANALYSES_RETRY_AFTER_SECONDS, tooManyAnalysesMessage } from './client-quota.ts';
import { type AnalysisQueue, createLocalAnalysisQueue } from './work-queue.ts';

/** The address cannot be analysed at all (does not resolve, refused by the guard): HTTP 422. */
export class UnprocessableAnalysisError extends HttpError {
  constructor(message: string) {
    super(422, message);
    this.name = 'UnprocessableAnalysisError';
  }
}

/** The client already has MAX_ANALYSES_PER_CLIENT analyses waiting or running: HTTP 429. */
export class TooManyAnalysesError extends HttpError {
  constructor(limit: number) {
    super(429, tooManyAnalysesMessage(limit), { headers: retryAfter(TOO_MANY_ANALYSES_RETRY_AFTER_SECONDS) });
    this.name = 'TooManyAnalysesError';
  }
}

/**
 * A worker that has not answered this long after its own deadline is stopped from
 * outside (piscina ends the thread): a thread busy in synchronous code never sees its
 * deadline, and must not hold a slot for good.
 */
export const ANALYSIS_HARD_LIMIT_MS = ANALYSIS_DEADLINE_MS + 15_000;

/** What a visitor polling an analysis hears when its outcome could not be written to DATA_DIR. */
export const ANALYSIS_NOT_SAVED_MESSAGE = 'The server could not save this analysis because its storage is full or not writable. Please try again later.';

/** A site that keeps crashing workers is given up after this many starts. */
export const MAX_ANALYSIS_ATTEMPTS = 3;

export interface SubmitOptions {
  /** Set when a batch asks; batch work yields to visitors' analyses in the queue. */
  batchId?: string;
  /** Set when a watch's run asks (issue #26); like batch work, it yields to visitors' analyses. */
  watchId?: string;
  /** The id to store it under, chosen by a caller that recorded it first (a watch's run); a new one otherwise. */
  analysisId?: string;
  /** The visitor's address: its unfinished analyses count against MAX_ANALYSES_PER_CLIENT. */
  clientAddress?: string;
  /**
   * False: the record is stored but not queued, because the caller runs it itself with
   * `run` (a batch item on a shared queue runs its analysis inside its own job).
   */
  enqueue?: boolean;
}

export interface AnalysisService {
  /** Checks the address, stores a pending record, queues it. Throws HttpError 400 / UnprocessableAnalysisError 422 / TooManyAnalysesError 429. */
  submit(request: AnalyzeRequest, options?: SubmitOptions): Promise<{ analysisId: string }>;
  getRecord(analysisId: string): Promise<AnalysisRecord | undefined>;
  getStatus(analysisId: string): Promise<AnalysisStatus | undefined>;
  /** The stored result of a completed analysis. */
  getResult(analysisId: string): Promise<AnalysisResult | undefined>;
  /** Called once per analysis when it ends (completed or failed). Returns an unsubscribe function. */
  onSettled(listener: (record: AnalysisRecord) => void): () => void;
  /**
   * Runs a stored analysis here and now, outside the queue, and gives back its record
   * once it has ended (or as it stands if the service closes first). Throws when its
   * outcome could not be saved.
   */
  run(analysisId: string): Promise<AnalysisRecord | undefined>;
  /** Re-queues analyses left pending or running by a previous process (the embedded store's queue only: pg-boss recovers its own). */
  resume(): Promise<void>;
  /** Stops taking work; running analyses stay `running` in the store and resume at the next start or on another process. */
  close(): Promise<void>;
}

export interface AnalysisServiceDeps {
  config: ServerConfig;
  store: Store;
  logger: Logger;
  /** Tests may pass their own; by default a piscina pool of ANALYSIS_CONCURRENCY threads. */
  pool?: AnalysisPool;
  /** The process's renderer (one Chromium, main thread); none: pages are read statically. */
  renderer?: PageRenderer;
  now?: () => Date;
  /** ANALYSIS_HARD_LIMIT_MS unless a test (or a shorter queue expiry) needs it shorter. */
  hardLimitMs?: number;
  /** Tests only: the address check and the default pool resolve and exempt as these say. */
  crawlerTestHooks?: CrawlerTestHooks;
  /** The in-process priority queue unless given (pg-boss with DATABASE_URL). */
  queue?: AnalysisQueue;
}

export function createAnalysisService(deps: AnalysisServiceDeps): AnalysisService {
  const { config, store, logger } = deps;
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const repo = store.analyses;
  const pool =
    deps.pool ??
    createAnalysisPool({
      threads: config.analysisConcurrency,
      allowPrivateNetwork: config.allowPrivateNetwork,
      allowedHosts: config.allowPrivateHosts,
      rendering: { mode: config.browserRendering, ...(deps.renderer ? { renderer: deps.renderer } : {}) },
      testHooks: deps.crawlerTestHooks,
    });
  const hardLimitMs = deps.hardLimitMs ?? ANALYSIS_HARD_LIMIT_MS;
  const queue = deps.queue ?? createLocalAnalysisQueue();
  const listeners = new Set<(record: AnalysisRecord) => void>();
  const inFlight = new Map<string, { abort: AbortController; done: Promise<void> }>();
  const quota = new ClientAnalysisQuota(store.analysisSlots, config.maxAnalysesPerClient);
  let closing = false;
  /**
   * Analyses whose next state could not be written (disk full, DATA_DIR unwritable).
   * On disk they stay pending or running and resume at the next start; until then
   * the status says failed with the reason, instead of "running" for ever.
   */
  const unsaved = new Set<string>();

  const settle = (record: AnalysisRecord | undefined) => {
    if (!record) return;
    for (const listener of listeners) {
      try {
        listener(record);
      } catch (error) {
        logger.error('an analysis listener failed', { analysisId: record.id, error });
      }
    }
  };

  async function execute(id: string): Promise<void> {
    const record = await repo.get(id);
    if (!record || record.status === 'completed' || record.status === 'failed' || closing) return;
    if (record.attempts >= MAX_ANALYSIS_ATTEMPTS) {
      settle(await repo.fail(id, 'The analysis was interrupted too many times and was stopped. Please try again.', 'transient', now()));
      return;
    }
    // Ended meanwhile (another process ran it to the end): nothing to do.
    if (!(await repo.start(id, now()))) return;
    const started = Date.now();
    const abort = new AbortController();
    let overran = false;
    const watchdog = setTimeout(() => {
      overran = true;
      abort.abort();
    }, hardLimitMs);
    let progressWrites = Promise.resolve();
    const run = pool
      .run(
        record.request,
        now(),
        (message) => {
          progressWrites = progressWrites
            .then(() => repo.progress(id, message.stepIndex, message.progress, now()))
            .catch((error: unknown) => logger.warn('could not record progress', { analysisId: id, error }));
        },
        abort.signal,
      )
      .then(async (outcome) => {
        await progressWrites;
        if (!outcome.ok) {
          settle(await repo.fail(id, outcome.message, outcome.permanent ? 'permanent' : 'transient', now()));
          logger.info('analysis failed', { analysisId: id, reason: outcome.message, ms: Date.now() - started });
          return;
        }
        const checked = analysisResultSchema.safeParse({ ...outcome.result, analysisId: id });
        if (!checked.success) {
          logger.error('the engine produced a result outside the contract', { analysisId: id, issues: checked.error.issues.slice(0, 5) });
          settle(await repo.fail(id, 'The analysis could not be completed because of an internal error.', 'permanent', now()));
          return;
        }
        // Its pages first (issue #30), then the result, then the record says completed. A crash
        // in between runs the analysis again, and its new page set replaces the old one whole.
        if (outcome.pages) await keepPages(id, outcome.pages);
        // The result file is written before the record says completed, so a completed analysis always has one.
        await store.results.write(id, checked.data);
        settle(await repo.complete(id, now()));
        logger.info('analysis completed', { analysisId: id, ms: Date.now() - started });
      })
      .catch(async (error: unknown) => {
        await progressWrites;
        if (closing) return; // left `running` in the store; the next start (or the queue) runs it again
        if (overran) {
          logger.error('analysis stopped from outside after its hard limit', { analysisId: id, ms: Date.now() - started });
          settle(
            await repo.fail(
              id,
              `The site took longer than ${Math.round(hardLimitMs / 1000)} seconds to analyze, so the analysis was stopped.`,
              'transient',
              now(),
            ),
          );
          return;
        }
        // Not recorded as failed: it stays running in the store and runs again at the next
        // start, once there is room; until then its status says why (`unsaved` below), and
        // listeners (a batch waiting for it) hear of a failure that trying again may mend.
        if (error instanceof StoreWriteError) {
          settle({ ...record, status: 'failed', error: ANALYSIS_NOT_SAVED_MESSAGE, failureKind: 'transient' });
          throw error;
        }
        logger.error('analysis worker failed', { analysisId: id, error });
        // A queue that retries runs it again later (left running here), until its attempts are spent.
        if (queue.recoversWork && record.attempts + 1 < MAX_ANALYSIS_ATTEMPTS) throw error;
        settle(await repo.fail(id, 'The analysis stopped unexpectedly. Please try again.', 'transient', now()));
      });
    inFlight.set(id, { abort, done: run });
    try {
      await run;
    } finally {
      clearTimeout(watchdog);
      inFlight.delete(id);
    }
  }

  /** The report matters more than its pages: one that cannot be kept is logged, and the analysis completes without it. */
  async function keepPages(id: string, packed: Uint8Array): Promise<void> {
    try {
      await store.pages.write(id, packed, now());
    } catch (error) {
      logger.warn('could not keep the pages of an analysis; it cannot be scored again', { analysisId: id, error });
    }
  }

  /**
   * One analysis from the queue. The embedded queue's failures are kept here (resumed at
   * the next start); a queue that recovers work gets them back to retry the job later,
   * as it does when the process stops before the analysis has ended.
   */
  async function runQueued(id: string): Promise<void> {
    try {
      await execute(id);
      unsaved.delete(id);
      if (closing && queue.recoversWork) {
        const record = await repo.get(id);
        if (record && record.status !== 'completed' && record.status !== 'failed') throw new Error('the server stopped before the analysis ended');
      }
    } catch (error) {
      if (error instanceof StoreWriteError) {
        unsaved.add(id);
        logger.error('could not save the state of an analysis; it runs again later', { analysisId: id, error });
      } else if (!closing) {
        logger.error('could not run an analysis', { analysisId: id, error });
      }
      if (queue.recoversWork) throw error;
    } finally {
      await quota.release(id).catch((error: unknown) => logger.warn('could not release a client quota slot', { analysisId: id, error }));
    }
  }
  queue.process(config.analysisConcurrency, runQueued);

  return {
    async submit(request, options = {}) {
      if (closing) throw new HttpError(503, 'The server is restarting. Please try again in a moment.');
      const site = normalizeWebsiteUrl(request.url);
      if (!site.ok) throw new HttpError(400, site.message);
      const pricing = normalizePricingUrl(request.pricingUrl);
      if (!pricing.ok) throw new HttpError(400, pricing.message);
      const accepted: AnalyzeRequest = withoutUndefined({
        ...request,
        url: site.value.url,
        pricingUrl: pricing.value,
        forceDemoOnly: request.forceDemoOnly || site.value.forceDemoOnly || undefined,
        forceMaturityLevel: request.forceMaturityLevel ?? site.value.forceMaturityLevel,
      });
      const id = options.analysisId ?? randomUUID();
      // Counted from before the address is checked, so parallel requests cannot slip past the limit.
      if (options.clientAddress !== undefined && !(await quota.take(options.clientAddress, id))) {
        logger.warn('analysis refused: the client has too many unfinished', { clientAddress: options.clientAddress });
        throw new TooManyAnalysesError(quota.limit);
      }
      try {
        try {
          await preflight(accepted.url, {
            allowPrivateNetwork: config.allowPrivateNetwork,
            allowedHosts: config.allowPrivateHosts,
            ...crawlerHookOptions(deps.crawlerTestHooks),
          });
        } catch (error) {
          if (error instanceof CrawlError) throw new UnprocessableAnalysisError(error.message);
          throw error;
        }
        await repo.create(id, accepted, now(), { batchId: options.batchId, watchId: options.watchId });
      } catch (error) {
        await quota.release(id);
        throw error;
      }
      if (options.enqueue !== false) await queue.push(id, isBackgroundWork(options));
      return { analysisId: id };
    },

    getRecord: (id) => repo.get(id),

    async getStatus(id) {
      const record = await repo.get(id);
      if (!record) return undefined;
      if (unsaved.has(id) && record.status !== 'completed' && record.status !== 'failed') {
        return { status: 'failed', progress: record.progress, steps: record.steps, error: ANALYSIS_NOT_SAVED_MESSAGE };
      }
      return withoutUndefined({ status: record.status, progress: record.progress, steps: record.steps, error: record.error });
    },

    async getResult(id) {
      return (await repo.get(id))?.status === 'completed' ? store.results.read(id) : undefined;
    },

    onSettled(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async run(id) {
      await execute(id);
      unsaved.delete(id);
      return repo.get(id);
    },

    async resume() {
      const unfinished = await repo.unfinished();
      if (unfinished.length > 0) logger.info(`resuming ${unfinished.length} unfinished analyses`);
      for (const record of unfinished) await queue.push(record.id, isBackgroundWork(record));
    },

    async close() {
      closing = true;
      for (const { abort } of inFlight.values()) abort.abort();
      await Promise.allSettled([...inFlight.values()].map(({ done }) => done));
      await pool.destroy();
      await queue.close();
    },
  };
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
