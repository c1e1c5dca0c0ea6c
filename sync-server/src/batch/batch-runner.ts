import { randomUUID } from 'node:crypto';
import type { AnalyzeRequest } from '../../../engine/contract/analysis.ts';
import type { BatchCreateResponse, BatchItemChange, BatchJobDetail, BatchJobSummary } from '../../../engine/contract/batch.ts';
import type { AnalysisService } from '../analysis/analysis-service.ts';
import { type BatchItemQueue, type BatchItemRef, queuedItems, RetryLaterError } from '../analysis/work-queue.ts';
import { changesSince } from '../analysis/changes-since.ts';
import type { Rescorer } from '../analysis/rescore.ts';
import type { ServerConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { toBatchDetail, toBatchSummary } from '../store/batches.ts';
import type { AnalysisRecord, BatchItemRecord } from '../store/db-schema.ts';
import type { NewBatchItem, Store } from '../store/repositories.ts';
import type { ParsedBatch } from './parse-batch-input.ts';

export interface BatchRunner {
  /** Stores a new job (invalid entries as failed items) and starts working on it. */
  create(parsed: ParsedBatch): Promise<BatchCreateResponse>;
  /** Every job, newest first. */
  list(): Promise<BatchJobSummary[]>;
  get(batchId: string): Promise<BatchJobDetail | undefined>;
  /** A new job with the same items (addresses and company names), or undefined for an unknown job. */
  runAgain(batchId: string): Promise<BatchCreateResponse | undefined>;
  /** Picks up jobs left pending or processing by a previous process (without a shared item queue only: pg-boss recovers its own). */
  resume(): Promise<void>;
  /** Stops starting items; items in flight stay `processing` with their analysis id and resume at the next start. */
  close(): Promise<void>;
}

export interface RetryPolicy {
  /** Extra attempts after a transient failure (timeout, 5xx); a permanent one is never retried. */
  retries: number;
  delayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 2, delayMs: 3000 };

export interface BatchRunnerDeps {
  config: ServerConfig;
  store: Store;
  logger: Logger;
  analyses: AnalysisService;
  /** Brings an item's previous report to the current engine when another made it (issue #30). */
  rescorer: Pick<Rescorer, 'currentReading' | 'engine'>;
  retry?: RetryPolicy;
  now?: () => Date;
  /**
   * A queue shared by every process (pg-boss with DATABASE_URL): each item is a job that
   * runs its analysis itself, and its transient failures are retried by the queue, with
   * backoff. Without one, items are scheduled here from the store and wait for their
   * analyses in this process' queue.
   */
  itemQueue?: BatchItemQueue;
}

/** Leaves one analysis slot for visitors: a large batch never makes them wait for a worker. */
export function batchConcurrency(analysisConcurrency: number): number {
  return Math.max(1, analysisConcurrency - 1);
}

/** What an item's analysis came to. */
type Outcome = { ok: true; analysisId: string } | { ok: false; error: string; transient: boolean };

export function createBatchRunner(deps: BatchRunnerDeps): BatchRunner {
  const { store, logger, analyses, rescorer } = deps;
  const retry = deps.retry ?? DEFAULT_RETRY;
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const repo = store.batches;
  const limit = batchConcurrency(deps.config.analysisConcurrency);
  const itemQueue = deps.itemQueue;

  /** Items being worked on (by item id), and the tasks doing it. */
  const active = new Set<string>();
  const tasks = new Set<Promise<void>>();
  /** Items waiting for their analysis to settle, by analysis id. */
  const waiting = new Map<string, (record: AnalysisRecord | undefined) => void>();
  const pauses = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  let closed = false;

  // Subscribed before anything resumes, so no settlement is missed.
  const unsubscribe = analyses.onSettled((record) => waiting.get(record.id)?.(record));

  /** The running pass of `pump`, and whether another was asked for meanwhile. */
  let pumping: Promise<void> | null = null;
  let pumpAgain = false;

  /** Starts pending items while slots are free; one pass at a time, since reading the jobs waits for the store. */
  function pump(): void {
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = (async () => {
      do {
        pumpAgain = false;
        while (!closed && active.size < limit) {
          const next = await nextPendingItem();
          if (!next) break;
          start(next.batchId, next.itemId);
        }
      } while (pumpAgain && !closed);
    })()
      .catch((error: unknown) => logger.error('could not read the batch jobs', { error }))
      .finally(() => {
        pumping = null;
      });
    tasks.add(pumping);
    void pumping.finally(() => tasks.delete(pumping!));
  }

  /** Round robin by load: the unfinished job with the fewest items in flight goes next, oldest first on a tie. */
  async function nextPendingItem(): Promise<{ batchId: string; itemId: string } | undefined> {
    let best: { batchId: string; itemId: string; load: number } | undefined;
    for (const job of await repo.unfinished()) {
      const item = job.items.find((candidate) => candidate.status === 'pending' && !active.has(candidate.id));
      if (!item) continue;
      const load = job.items.filter((candidate) => active.has(candidate.id)).length;
      if (!best || load < best.load) best = { batchId: job.id, itemId: item.id, load };
    }
    return best;
  }

  function start(batchId: string, itemId: string, analysisId?: string): void {
    active.add(itemId);
    const task = runItem(batchId, itemId, analysisId)
      .catch(async (error: unknown) => {
        // Only the store can fail here: a job whose progress cannot be kept cannot run.
        logger.error('a batch job cannot continue', { batchId, itemId, error });
        await repo.failJob(batchId, now()).catch(() => undefined);
      })
      .finally(() => {
        active.delete(itemId);
        tasks.delete(task);
        pump();
      });
    tasks.add(task);
  }

  /** Submits (or re-attaches to) the item's analysis until it completes, fails for good, or the runner closes. */
  async function runItem(batchId: string, itemId: string, attachTo?: string): Promise<void> {
    let analysisId = attachTo;
    for (;;) {
      if (!analysisId) {
        const item = await repo.startItem(batchId, itemId, now());
        if (!item || closed) return;
        const submitted = await submit(item, batchId);
        if ('error' in submitted) {
          if (await retryLater(batchId, item, submitted)) continue;
          return;
        }
        analysisId = submitted.analysisId;
        // Stored at once, so a restart re-attaches to this analysis instead of starting another.
        await repo.attachAnalysis(batchId, itemId, analysisId, now());
      }
      // On a shared queue the item's job runs the analysis itself: its process may be any.
      const record = itemQueue ? await analyses.run(analysisId) : await settlement(analysisId);
      if (closed) return;
      const outcome = outcomeOf(record, analysisId);
      if (outcome.ok) {
        await repo.completeItem(batchId, itemId, outcome.analysisId, await changeOf(outcome.analysisId), now());
        return;
      }
      const item = (await repo.get(batchId))?.items.find((candidate) => candidate.id === itemId);
      if (!item || !(await retryLater(batchId, item, outcome))) return;
      analysisId = undefined;
    }
  }

  async function submit(item: BatchItemRecord, batchId: string): Promise<{ analysisId: string } | Extract<Outcome, { ok: false }>> {
    const request: AnalyzeRequest = { url: item.url };
    try {
      return await analyses.submit(request, { batchId, enqueue: !itemQueue });
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      const message = error instanceof Error && error.message ? error.message : 'The analysis could not be started';
      // 4xx: the address itself is the problem (does not resolve, refused by the guard); 5xx may pass.
      return { ok: false, error: message, transient: status >= 500 };
    }
  }

  /** Waits out the retry delay when a transient failure has attempts left (true), else records the failure (false). */
  async function retryLater(batchId: string, item: BatchItemRecord, failure: Extract<Outcome, { ok: false }>): Promise<boolean> {
    const { attempts } = item;
    if (failure.transient && attempts <= retry.retries) {
      // The shared queue waits out the delay itself, the job's slot free meanwhile.
      if (itemQueue) throw new RetryLaterError(failure.error);
      logger.info('retrying a batch item after a transient failure', { batchId, itemId: item.id, attempts, reason: failure.error });
      await pause(retry.delayMs);
      return !closed;
    }
    await repo.failItem(batchId, item.id, failure.error, now());
    return false;
  }

  /**
   * The item's change since the site's previous analysis, worked out once when it
   * completes so the details screen never reads two reports per row. A report that
   * cannot be read leaves the item without one rather than failing it.
   */
  async function changeOf(analysisId: string): Promise<BatchItemChange | undefined> {
    try {
      const record = await analyses.getRecord(analysisId);
      if (!record) return undefined;
      const changes = await changesSince({ analyses, store, rescorer }, record);
      const result = await analyses.getResult(analysisId);
      if (!changes?.previous || !result) return undefined;
      return {
        previousAnalysisId: changes.previous.analysisId,
        scoreDelta: changes.scoreDelta,
        levelChanged: changes.levelChanged,
        previousLevel: changes.previous.level,
        level: result.maturity.level,
        ...(changes.engineChanged ? { engineChanged: changes.engineChanged } : {}),
      };
    } catch (error) {
      logger.warn('could not compare a batch item with its previous analysis', { analysisId, error });
      return undefined;
    }
  }

  /** The analysis record once it has settled; undefined if the runner closes first or the record is gone. */
  function settlement(analysisId: string): Promise<AnalysisRecord | undefined> {
    return new Promise((resolve) => {
      if (closed) {
        resolve(undefined);
        return;
      }
      // Listening before the record is read, so a settlement in between is not missed.
      waiting.set(analysisId, (record) => {
        waiting.delete(analysisId);
        resolve(record);
      });
      analyses.getRecord(analysisId).then(
        (current) => {
          if (!current || current.status === 'completed' || current.status === 'failed') waiting.get(analysisId)?.(current);
        },
        () => waiting.get(analysisId)?.(undefined),
      );
    });
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (closed) {
        resolve();
        return;
      }
      const entry = {
        timer: setTimeout(() => entry.wake(), ms),
        wake: () => {
          clearTimeout(entry.timer);
          pauses.delete(entry);
          resolve();
        },
      };
      pauses.add(entry);
    });
  }

  async function createJob(items: NewBatchItem[]) {
    const job = await repo.create(randomUUID(), items, now());
    logger.info('batch job created', { batchId: job.id, items: items.length });
    if (itemQueue) await itemQueue.push(queuedItems(job, ['pending']));
    else pump();
    return job;
  }

  /**
   * One item's job on the shared queue, on whichever process takes it: first run, a
   * retry after a transient failure, or the job of a process that died. What the store
   * says of the item tells which: an item that ended is left alone (each is done once),
   * one whose analysis is under way or done is re-attached to it, the rest start anew.
   * Throws to have the queue try it later: a transient failure, the store failing, or
   * this process stopping before the item ended.
   */
  async function runQueuedItem({ batchId, itemId }: BatchItemRef): Promise<void> {
    if (closed) throw new RetryLaterError('the server is stopping');
    const item = (await repo.get(batchId))?.items.find((candidate) => candidate.id === itemId);
    if (!item || item.status === 'completed' || item.status === 'failed') return;
    let attachTo = item.status === 'processing' ? item.analysisId : undefined;
    if (attachTo) {
      const record = await analyses.getRecord(attachTo);
      // Its failure was counted and judged worth another try before the job was retried.
      if (!record || (record.status === 'failed' && record.failureKind === 'transient')) attachTo = undefined;
    }
    active.add(itemId);
    try {
      await runItem(batchId, itemId, attachTo);
    } finally {
      active.delete(itemId);
    }
    if (closed) {
      const after = (await repo.get(batchId))?.items.find((candidate) => candidate.id === itemId);
      if (after && after.status !== 'completed' && after.status !== 'failed') throw new RetryLaterError('the server stopped before the item ended');
    }
  }
  itemQueue?.process(limit, runQueuedItem);

  return {
    async create(parsed) {
      const items: NewBatchItem[] = parsed.entries.map((entry) => ({
        url: entry.url,
        ...(entry.companyName ? { companyName: entry.companyName } : {}),
        ...(entry.invalidReason ? { status: 'failed' as const, error: entry.invalidReason } : { status: 'pending' as const }),
        attempts: 0,
      }));
      const job = await createJob(items);
      return {
        batchId: job.id,
        totalItems: items.length,
        invalidItems: parsed.entries.filter((entry) => entry.invalidReason).length,
        duplicateItems: parsed.duplicates,
      };
    },

    async runAgain(batchId) {
      const earlier = await repo.get(batchId);
      if (!earlier) return undefined;
      // Every item is tried again, failed ones too: the site may answer this time.
      const items: NewBatchItem[] = earlier.items.map((item) => ({
        url: item.url,
        ...(item.companyName ? { companyName: item.companyName } : {}),
        status: 'pending' as const,
        attempts: 0,
      }));
      const job = await createJob(items);
      return { batchId: job.id, totalItems: items.length };
    },

    list: async () => (await repo.list()).map(toBatchSummary),

    async get(batchId) {
      const job = await repo.get(batchId);
      return job ? toBatchDetail(job) : undefined;
    },

    async resume() {
      const jobs = await repo.unfinished();
      if (jobs.length > 0) logger.info(`resuming ${jobs.length} unfinished batch jobs`);
      for (const job of jobs) {
        for (const item of job.items) {
          if (item.status !== 'processing') continue;
          // Stopped between "processing" and the submit: nothing runs for it, so it waits its turn again.
          if (item.analysisId) start(job.id, item.id, item.analysisId);
          else await repo.requeueItem(job.id, item.id, now());
        }
        await repo.settleIfDone(job.id, now());
      }
      pump();
    },

    async close() {
      closed = true;
      unsubscribe();
      for (const wake of [...waiting.values()]) wake(undefined);
      for (const entry of [...pauses]) entry.wake();
      await Promise.allSettled([...tasks]);
    },
  };
}

function outcomeOf(record: AnalysisRecord | undefined, analysisId: string): Outcome {
  if (!record) return { ok: false, error: 'The analysis was lost; it will be started again', transient: true };
  if (record.status === 'completed') return { ok: true, analysisId };
  return { ok: false, error: record.error ?? 'The analysis failed', transient: record.failureKind === 'transient' };
}
