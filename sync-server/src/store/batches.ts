import { randomUUID } from 'node:crypto';
import type { BatchItemChange, BatchJobDetail, BatchJobSummary, BatchResultItem } from '../../../engine/contract/batch.ts';
import type { BatchItemRecord, BatchRecord } from './db-schema.ts';
import type { JsonDb } from './json-db.ts';
import type { BatchRepository, NewBatchItem } from './repositories.ts';

/** One named operation's change to one item (itemChanges). */
export type ItemChange = (item: BatchItemRecord) => void;

/**
 * The named item operations, the same in every store: each is one change (itemChanges)
 * to one item, made by the store's own `updateItem` (a db.json write, a locked row).
 */
export abstract class BatchItemOperations {
  protected abstract updateItem(batchId: string, itemId: string, now: string, change: ItemChange): Promise<BatchItemRecord | undefined>;

  startItem(batchId: string, itemId: string, now: string) {
    return this.updateItem(batchId, itemId, now, itemChanges.start);
  }

  attachAnalysis(batchId: string, itemId: string, analysisId: string, now: string) {
    return this.updateItem(batchId, itemId, now, (item) => itemChanges.attach(item, analysisId));
  }

  completeItem(batchId: string, itemId: string, analysisId: string, change: BatchItemChange | undefined, now: string) {
    return this.updateItem(batchId, itemId, now, (item) => itemChanges.complete(item, analysisId, change));
  }

  failItem(batchId: string, itemId: string, error: string, now: string) {
    return this.updateItem(batchId, itemId, now, (item) => itemChanges.fail(item, error));
  }

  requeueItem(batchId: string, itemId: string, now: string) {
    return this.updateItem(batchId, itemId, now, itemChanges.requeue);
  }
}

/** Batch jobs and their items in db.json. Jobs go out as copies, so a caller never sees one change under it. */
export class LowdbBatches extends BatchItemOperations implements BatchRepository {
  constructor(private readonly db: JsonDb) {
    super();
  }

  async get(id: string): Promise<BatchRecord | undefined> {
    const job = Object.hasOwn(this.db.data.batches, id) ? this.db.data.batches[id] : undefined;
    return job && structuredClone(job);
  }

  async list(): Promise<BatchRecord[]> {
    return Object.values(this.db.data.batches)
      .reverse()
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((job) => structuredClone(job));
  }

  async unfinished(): Promise<BatchRecord[]> {
    return Object.values(this.db.data.batches)
      .filter((job) => job.status === 'pending' || job.status === 'processing')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((job) => structuredClone(job));
  }

  async create(id: string, items: NewBatchItem[], now: string): Promise<BatchRecord> {
    const job = newBatchRecord(id, items, now);
    await this.db.mutate((data) => {
      data.batches[id] = job;
    });
    return structuredClone(job);
  }

  async failJob(batchId: string, now: string): Promise<void> {
    await this.db.mutate((data) => {
      const job = data.batches[batchId];
      if (job) jobChanges.fail(job, now);
    });
  }

  async settleIfDone(batchId: string, now: string): Promise<void> {
    await this.db.mutate((data) => {
      const job = data.batches[batchId];
      if (job) jobChanges.settleIfDone(job, now);
    });
  }

  protected override async updateItem(batchId: string, itemId: string, now: string, change: ItemChange): Promise<BatchItemRecord | undefined> {
    return this.db.mutate((data) => {
      const job = Object.hasOwn(data.batches, batchId) ? data.batches[batchId] : undefined;
      return job && jobChanges.item(job, itemId, now, change);
    });
  }
}

/** What each named item operation does to an item, in every store. */
export const itemChanges = {
  start(item: BatchItemRecord): void {
    item.status = 'processing';
    item.attempts += 1;
    delete item.error;
    delete item.analysisId;
  },
  attach(item: BatchItemRecord, analysisId: string): void {
    item.analysisId = analysisId;
  },
  complete(item: BatchItemRecord, analysisId: string, change: BatchItemChange | undefined): void {
    item.status = 'completed';
    item.analysisId = analysisId;
    delete item.error;
    delete item.change;
    if (change) item.change = change;
  },
  fail(item: BatchItemRecord, error: string): void {
    item.status = 'failed';
    item.error = error;
    delete item.analysisId;
    delete item.change;
  },
  requeue(item: BatchItemRecord): void {
    item.status = 'pending';
  },
};

/** What the job-level operations do to a job, in every store. */
export const jobChanges = {
  /** Changes one item and keeps the job's status in step; a copy of the item, or undefined for an unknown one. */
  item(job: BatchRecord, itemId: string, now: string, change: (item: BatchItemRecord) => void): BatchItemRecord | undefined {
    const item = job.items.find((candidate) => candidate.id === itemId);
    if (!item) return undefined;
    change(item);
    job.updatedAt = now;
    if (job.status !== 'failed') {
      if (batchCounts(job).processedItems === job.items.length) job.status = 'completed';
      else if (item.status === 'processing') job.status = 'processing';
    }
    return structuredClone(item);
  },
  fail(job: BatchRecord, now: string): void {
    job.status = 'failed';
    job.updatedAt = now;
  },
  settleIfDone(job: BatchRecord, now: string): void {
    if (job.status === 'failed' || job.status === 'completed') return;
    if (batchCounts(job).processedItems !== job.items.length) return;
    job.status = 'completed';
    job.updatedAt = now;
  },
};

/** A new job as every store keeps it: each item with its own id. */
export function newBatchRecord(id: string, items: NewBatchItem[], now: string): BatchRecord {
  return { id, createdAt: now, updatedAt: now, status: 'pending', items: items.map((item) => ({ id: randomUUID(), ...item })) };
}

/** DESIGN section 4: processed = completed + failed. */
export function batchCounts(job: BatchRecord) {
  let completedItems = 0;
  let failedItems = 0;
  for (const item of job.items) {
    if (item.status === 'completed') completedItems += 1;
    else if (item.status === 'failed') failedItems += 1;
  }
  return { totalItems: job.items.length, completedItems, failedItems, processedItems: completedItems + failedItems };
}

export function toBatchSummary(job: BatchRecord): BatchJobSummary {
  const { totalItems, completedItems } = batchCounts(job);
  return { id: job.id, createdAt: job.createdAt, status: job.status, totalItems, completedItems };
}

export function toBatchDetail(job: BatchRecord): BatchJobDetail {
  const { failedItems, processedItems } = batchCounts(job);
  return { ...toBatchSummary(job), updatedAt: job.updatedAt, failedItems, processedItems, results: job.items.map(toResultItem) };
}

/** What the API shows of an item: the analysis id only once there is a result to open. */
function toResultItem(item: BatchItemRecord): BatchResultItem {
  return {
    url: item.url,
    ...(item.companyName ? { companyName: item.companyName } : {}),
    status: item.status,
    ...(item.error ? { error: item.error } : {}),
    ...(item.status === 'completed' && item.analysisId ? { analysisId: item.analysisId } : {}),
    ...(item.status === 'completed' && item.change ? { change: item.change } : {}),
  };
}
