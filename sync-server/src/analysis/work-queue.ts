import type { BatchItemRecord, BatchRecord } from '../store/db-schema.ts';
import { PriorityQueue } from './priority-queue.ts';

/**
 * Where accepted analyses wait for a worker (issue #14). Two implementations: the
 * in-process priority queue for the embedded store, resumed from the store at start,
 * and pg-boss for PostgreSQL (pg-boss-queue.ts), shared by every process on the
 * database, which retries and recovers work itself.
 */
export interface AnalysisQueue {
  /**
   * True when the queue brings back the work of a process that stopped (pg-boss expires
   * and retries its jobs): nothing is resumed from the store at start, and a handler
   * that throws has its job retried later, with backoff.
   */
  readonly recoversWork: boolean;
  /** Queues a stored analysis; visitors' (background false) go before batch work. */
  push(analysisId: string, background: boolean): Promise<void>;
  /** Runs `handler` for each queued analysis, at most `concurrency` at once in this process. Called once. */
  process(concurrency: number, handler: (analysisId: string) => Promise<void>): void;
  /** Stops taking work; jobs in flight end (or fail, to be retried) through their handlers first. */
  close(): Promise<void>;
}

/** One batch item, addressed by id. */
export interface BatchItemRef {
  batchId: string;
  itemId: string;
}

/** A batch item as queued, with its place in its batch (0 for the first). */
export interface QueuedBatchItem extends BatchItemRef {
  /** Batches take turns by place: every batch's first item goes before any batch's second, so a large batch never holds up a small one. */
  position: number;
}

/** The job's items in these states, as a shared queue takes them (with their place in the job). */
export function queuedItems(job: BatchRecord, statuses: BatchItemRecord['status'][]): QueuedBatchItem[] {
  return job.items.flatMap((item, position) => (statuses.includes(item.status) ? [{ batchId: job.id, itemId: item.id, position }] : []));
}

/**
 * Batch items as jobs of a shared queue: a batch accepted by one process is worked on
 * by any. Only pg-boss has one; with the embedded store the batch runner schedules its
 * items from the store itself (round robin between jobs).
 */
export interface BatchItemQueue {
  /** Queues each item once: pushing an item that is already queued does nothing. */
  push(items: QueuedBatchItem[]): Promise<void>;
  /** Runs `handler` for each item, at most `concurrency` at once here; throwing retries the item later, with backoff. Called once. */
  process(concurrency: number, handler: (item: BatchItemRef) => Promise<void>): void;
}

/** The embedded store's queue: in memory, so the store's unfinished analyses are resumed into it at start. */
export function createLocalAnalysisQueue(): AnalysisQueue {
  let queue: PriorityQueue<string> | undefined;
  return {
    recoversWork: false,
    async push(analysisId, background) {
      if (!queue) throw new Error('the analysis queue has no handler yet');
      queue.push(analysisId, background);
    },
    process(concurrency, handler) {
      queue = new PriorityQueue(concurrency, handler);
    },
    async close() {},
  };
}

/** Thrown by a handler of a queue that recovers work: the job is tried again after the queue's retry delay, not logged as an error. */
export class RetryLaterError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RetryLaterError';
  }
}
