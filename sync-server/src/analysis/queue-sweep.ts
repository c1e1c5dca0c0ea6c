import type { Logger } from '../logger.ts';
import { isBackgroundWork } from '../store/analyses.ts';
import type { Store } from '../store/repositories.ts';
import { type AnalysisQueue, type BatchItemQueue, queuedItems } from './work-queue.ts';

export interface QueueSweepDeps {
  store: Store;
  analyses: AnalysisQueue;
  batchItems: BatchItemQueue;
  logger: Logger;
  intervalMs: number;
}

/**
 * Makes sure every unfinished analysis of a visitor or a watch, and every unfinished batch
 * item, has its job on the shared queue. Work is stored first and queued next, so a process that dies
 * in between would leave it stored with no job, waiting for ever. Queuing is idempotent
 * (job ids are the analysis and item ids): work that has its job, waiting, running on
 * any process or retrying, is untouched and nothing runs twice. Batch analyses are run
 * by their items' jobs, so only the items are queued for them. Runs at once, then every
 * `intervalMs`.
 */
export function startQueueSweep(deps: QueueSweepDeps): { stop(): Promise<void> } {
  const { store, logger } = deps;
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= (async () => {
      for (const record of await store.analyses.unfinished()) {
        if (!record.batchId) await deps.analyses.push(record.id, isBackgroundWork(record));
      }
      for (const job of await store.batches.unfinished()) await deps.batchItems.push(queuedItems(job, ['pending', 'processing']));
    })()
      .catch((error: unknown) => logger.warn('could not check that all unfinished work is queued', { error }))
      .finally(() => {
        running = undefined;
      });
  };
  sweep();
  const timer = setInterval(sweep, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
