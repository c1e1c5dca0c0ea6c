import PgBoss from 'pg-boss';
import { ensureQueue, QUEUE_SCHEMA, takingTurns } from '../analysis/pg-boss-queue.ts';
import type { Logger } from '../logger.ts';
import { type WatchTask, type WatchTimers, taskId } from './watch-timers.ts';

const WATCH_TASKS = 'watch-tasks';
/** Tasks are short (store a run and queue its analysis, or one webhook try of at most 10 s). */
const WORKERS = 2;
const POLLING_INTERVAL_SECONDS = 1;
/** A task whose process died is taken up by another after this long. */
const EXPIRY_SECONDS = 60;
/** A task that failed (the store did) is tried again after 5 s, doubling. */
const RETRY = { retryLimit: 5, retryDelay: 5, retryBackoff: true } as const;
const STOP_TIMEOUT_MS = 8_000;

/**
 * The watches' timers with DATABASE_URL (issue #26): each task is a pg-boss job deferred
 * to its time (`startAfter`), whose id is named by the task, so every process may arm
 * the same slot and pg-boss keeps one job; whichever process is up when it comes due
 * takes it, and one that dies with it leaves it to another after its expiry. A slot
 * missed while every process was down is a job past its time: it runs once at the next
 * start. Only `send`, `work`, `complete`, `fail` and `stop` of pg-boss are used.
 */
export async function openPgBossWatchTimers(options: { databaseUrl: string; logger: Logger }): Promise<WatchTimers> {
  const { logger } = options;
  const boss = new PgBoss({ connectionString: options.databaseUrl, schema: QUEUE_SCHEMA, max: 2, schedule: false });
  boss.on('error', (error) => logger.error('the watch task queue reported an error', { error }));
  await boss.start();
  await takingTurns(options.databaseUrl, () => ensureQueue(boss, WATCH_TASKS, { policy: 'standard', expireInSeconds: EXPIRY_SECONDS, ...RETRY }));
  const workerIds: string[] = [];

  return {
    async arm(task, at) {
      await boss.send(WATCH_TASKS, task, { id: taskId(task), startAfter: new Date(at) });
      if (Date.parse(at) <= Date.now()) for (const id of workerIds) boss.notifyWorker(id);
    },
    async start(handler) {
      for (let n = 0; n < WORKERS; n += 1) {
        const id = await boss.work<WatchTask>(WATCH_TASKS, { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS }, async (jobs) => {
          // Settled here and awaited, as the analysis queue does (pg-boss 10 would not wait before a stop).
          for (const job of jobs) {
            try {
              await handler(job.data);
              await boss.complete(WATCH_TASKS, job.id);
            } catch (error) {
              logger.error('a watch task failed; it will be tried again', { task: job.data.kind, error });
              await boss.fail(WATCH_TASKS, job.id, { message: error instanceof Error ? error.message : String(error) });
            }
          }
        });
        workerIds.push(id);
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
