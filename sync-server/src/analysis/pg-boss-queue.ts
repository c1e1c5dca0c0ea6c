import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from '../logger.ts';
import { ANALYSIS_HARD_LIMIT_MS } from './analysis-service.ts';
import { type AnalysisQueue, type BatchItemQueue, type BatchItemRef, type QueuedBatchItem, RetryLaterError } from './work-queue.ts';

/** pg-boss keeps its tables in this schema of the store's database, apart from the store's own (public). */
export const QUEUE_SCHEMA = 'pgboss';
const ANALYSES = 'analyses';
const BATCH_ITEMS = 'batch-items';

/** Time kept between the analysis' hard limit and its job's expiry, for the outcome to be saved. */
const SAVE_MARGIN_SECONDS = 10;
/** Visitors' analyses are fetched before batch work: pg-boss takes the highest priority first (batch items: 0 and below). */
const VISITOR_PRIORITY = 10;
/**
 * Tries a job gets after failing (its process died, the store failed, a transient site
 * failure in a batch): generous, since the store's own counts (an analysis' attempts,
 * a batch item's retries) decide when to give up and record the failure.
 */
const RETRY_LIMIT = 10;
/** How often an idle worker asks the database for work; a process wakes its own workers at once when it queues something. */
const POLLING_INTERVAL_SECONDS = 1;
/** Stopping waits this long for jobs in flight (main.ts exits after 10 s in all). */
const STOP_TIMEOUT_MS = 8_000;

export interface QueueTiming {
  /** A job still active this long after it started is failed and retried by any process: its process died. */
  expirySeconds: number;
  /** How often one of the processes expires overdue jobs. */
  maintenanceIntervalSeconds: number;
  /** The analysis' own watchdog (analysis-service.ts), ahead of the job's expiry, so a live process is never overtaken. */
  hardLimitMs: number;
}

/**
 * QUEUE_EXPIRY_SECONDS (tests make it short) or, by default, the analysis' hard limit
 * plus time to save its outcome. A shorter expiry shortens the hard limit with it.
 */
export function queueTiming(expirySeconds?: number): QueueTiming {
  const expiry = expirySeconds ?? Math.ceil(ANALYSIS_HARD_LIMIT_MS / 1000) + SAVE_MARGIN_SECONDS;
  const margin = Math.min(SAVE_MARGIN_SECONDS, Math.floor(expiry / 3));
  return {
    expirySeconds: expiry,
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(expiry / 2))),
    hardLimitMs: Math.min(ANALYSIS_HARD_LIMIT_MS, (expiry - margin) * 1000),
  };
}

export interface PgBossQueues {
  readonly analyses: AnalysisQueue;
  readonly batchItems: BatchItemQueue;
  readonly timing: QueueTiming;
  /**
   * Stops taking jobs, first thing when the process stops: a job taken while the services
   * close would be handed straight back, and each hand-back doubles its retry delay.
   */
  stopTaking(): Promise<void>;
}

export interface PgBossQueueOptions {
  databaseUrl: string;
  logger: Logger;
  timing: QueueTiming;
  /** Seconds before a failed job is tried again, doubled on each further failure. */
  retryDelaySeconds: number;
}

/**
 * pg-boss on the store's database (issue #14): analyses and batch items are jobs that
 * any process may take. A process that dies leaves its jobs active; once they pass
 * their expiry, maintenance (run by one process at a time) fails them into retry and
 * another process takes them: that is the recovery, nothing is resumed by hand.
 * Job ids are the analysis and item ids, so queuing the same work twice queues it once.
 */
export async function openPgBossQueues(options: PgBossQueueOptions): Promise<PgBossQueues> {
  const { logger, timing } = options;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: QUEUE_SCHEMA,
    max: 4,
    schedule: false,
    maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds,
  });
  // Without a listener an 'error' event would end the process; pg-boss carries on after one.
  boss.on('error', (error) => logger.error('the job queue reported an error', { error }));
  await boss.start();
  const policy = {
    policy: 'standard' as const,
    retryLimit: RETRY_LIMIT,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: timing.expirySeconds,
  };
  await takingTurns(options.databaseUrl, async () => {
    for (const name of [ANALYSES, BATCH_ITEMS]) await ensureQueue(boss, name, policy);
  });

  const workerIds = new Map<string, string[]>();
  const wake = (name: string) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };

  function process<T extends object>(name: string, concurrency: number, handler: (data: T) => Promise<void>): void {
    // pg-boss 10 runs one job at a time per worker: `concurrency` workers of one job each.
    const ids: string[] = [];
    workerIds.set(name, ids);
    for (let n = 0; n < concurrency; n += 1) {
      let workerId: string | undefined;
      const work = async (jobs: PgBoss.Job<T>[]) => {
        try {
          for (const job of jobs) {
            // Each job is settled here, and awaited: pg-boss 10 settles a job after the handler
            // without waiting, so a stopping process could close its connections first and
            // leave the job active until it expires (minutes) instead of retrying it in seconds.
            // pg-boss's own settling afterwards only touches active jobs, so it changes nothing.
            try {
              await handler(job.data);
              await boss.complete(name, job.id);
            } catch (error) {
              if (error instanceof RetryLaterError) logger.info('a job will be tried again', { queue: name, jobId: job.id, reason: error.message });
              else logger.error('a job failed; it will be tried again', { queue: name, jobId: job.id, error });
              await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            }
          }
        } finally {
          // A worker that found work asks again at once: pg-boss would otherwise wait out the
          // polling interval after every job, which bounded a batch to one item a second per worker.
          if (workerId) boss.notifyWorker(workerId);
        }
      };
      boss.work<T>(name, { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS }, work).then(
        (id) => {
          workerId = id;
          ids.push(id);
        },
        (error: unknown) => logger.error('could not start a queue worker', { queue: name, error }),
      );
    }
  }

  return {
    timing,
    async stopTaking() {
      for (const name of [ANALYSES, BATCH_ITEMS]) await boss.offWork(name);
    },
    analyses: {
      recoversWork: true,
      async push(analysisId, background) {
        await boss.send(ANALYSES, { analysisId }, { id: analysisId, priority: background ? 0 : VISITOR_PRIORITY });
        wake(ANALYSES);
      },
      process(concurrency, handler) {
        process<{ analysisId: string }>(ANALYSES, concurrency, ({ analysisId }) => handler(analysisId));
      },
      // The analysis service closes its queue once its analyses in flight have ended (the
      // batch items' handlers with them): pg-boss stops as a whole, batch items included.
      async close() {
        // Stops fetching, waits for the jobs in flight, fails what is left into retry.
        await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      },
    },
    batchItems: {
      async push(items: QueuedBatchItem[]) {
        if (items.length === 0) return;
        // Lower priority the further down its batch: batches take turns by place, oldest first on a tie.
        await boss.insert(
          items.map(({ batchId, itemId, position }) => ({
            id: itemId,
            name: BATCH_ITEMS,
            data: { batchId, itemId } satisfies BatchItemRef,
            priority: -position,
          })),
        );
        wake(BATCH_ITEMS);
      },
      process(concurrency, handler) {
        process<BatchItemRef>(BATCH_ITEMS, concurrency, handler);
      },
    },
  };
}

/** Any constant of our own, apart from the store's migration lock. */
const QUEUE_SETUP_LOCK = 1_414_140_015;

/**
 * Creating a pg-boss queue creates its tables, and two processes starting together
 * deadlocked doing it at once (one of them then failed to start): they take turns
 * under a session advisory lock.
 */
export async function takingTurns(databaseUrl: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
    try {
      await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]);
    }
  } finally {
    await client.end();
  }
}

/** Creates the queue, or brings its settings up to date. */
export async function ensureQueue(boss: PgBoss, name: string, policy: Omit<PgBoss.Queue, 'name'>): Promise<void> {
  if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...policy });
  else await boss.createQueue(name, { name, ...policy });
}
