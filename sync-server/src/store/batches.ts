import { randomUUID } from 'node:crypto';
import type { BatchItemChange, BatchJobDetail, BatchJobSummary, BatchResultItem } from '../../../engine/contract/batch.ts';
import type { BatchItemRecord, BatchRecord } from './db-schema.ts';
import type { JsonDb } from './json-db.ts';
import type { BatchRepository, NewBatchItem } from './repositories.ts';

/** Batch jobs and their items in db.json. Jobs go out as copies, so a caller never sees one change under it. */
export class LowdbBatches implements BatchRepository {
  constructor(private readonly db: JsonDb) {}

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
    const job: BatchRecord = { id, createdAt: now, updatedAt: now, status: 'pending', items: items.map((item) => ({ id: randomUUID(), ...item })) };
    await this.db.mutate((data) => {
      data.batches[id] = job;
    });
    return structuredClone(job);
  }

  startItem(batchId: string, itemId: string, now: string) {
    return this.#updateItem(batchId, itemId, now, (item) => {
      item.status = 'processing';
      item.attempts += 1;
      delete item.error;
      delete item.analysisId;
    });
  }

  attachAnalysis(batchId: string, itemId: string, analysisId: string, now: string) {
    return this.#updateItem(batchId, itemId, now, (item) => {
      item.analysisId = analysisId;
    });
  }

  completeItem(batchId: string, itemId: string, analysisId: string, change: BatchItemChange | undefined, now: string) {
    return this.#updateItem(batchId, itemId, now, (item) => {
      item.status = 'completed';
      item.analysisId = analysisId;
      delete item.error;
      delete item.change;
      if (change) item.change = change;
    });
  }

  failItem(batchId: string, itemId: string, error: string, now: string) {
    return this.#updateItem(batchId, itemId, now, (item) => {
      item.status = 'failed';
      item.error = error;
      delete item.analysisId;
      delete item.change;
    });
  }

  requeueItem(batchId: string, itemId: string, now: string) {
    return this.#updateItem(batchId, itemId, now, (item) => {
      item.status = 'pending';
    });
  }

  async failJob(batchId: string, now: string): Promise<void> {
    await this.db.mutate((data) => {
      const job = data.batches[batchId];
      if (!job) return;
      job.status = 'failed';
      job.updatedAt = now;
    });
  }

  async settleIfDone(batchId: string, now: string): Promise<void> {
    await this.db.mutate((data) => {
      const job = data.batches[batchId];
      if (!job || job.status === 'failed' || job.status === 'completed') return;
      if (batchCounts(job).processedItems !== job.items.length) return;
      job.status = 'completed';
      job.updatedAt = now;
    });
  }

  async #updateItem(batchId: string, itemId: string, now: string, change: (item: BatchItemRecord) => void): Promise<BatchItemRecord | undefined> {
    return this.db.mutate((data) => {
      const job = Object.hasOwn(data.batches, batchId) ? data.batches[batchId] : undefined;
      const item = job?.items.find((candidate) => candidate.id === itemId);
      if (!job || !item) return undefined;
      change(item);
      job.updatedAt = now;
      job.status = jobStatusAfter(job, item);
      return structuredClone(item);
    });
  }
}

/** The job's status once `changed` (one of its items) has changed; every store keeps it by this rule. */
export function jobStatusAfter(job: BatchRecord, changed: BatchItemRecord): BatchRecord['status'] {
  if (job.status === 'failed') return 'failed';
  if (batchCounts(job).processedItems === job.items.length) return 'completed';
  if (changed.status === 'processing') return 'processing';
  return job.status;
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
