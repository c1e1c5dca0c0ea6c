import type { BatchJobDetail, BatchJobSummary, BatchResultItem } from '../../../engine/contract/batch.ts';
import type { BatchItemRecord, BatchRecord } from './db-schema.ts';
import type { JsonDb } from './json-db.ts';

/** Batch jobs and their items in db.json. Items are addressed by their position in the job. */
export class BatchRepository {
  constructor(private readonly db: JsonDb) {}

  get(id: string): BatchRecord | undefined {
    return Object.hasOwn(this.db.data.batches, id) ? this.db.data.batches[id] : undefined;
  }

  /** Newest first; jobs created in the same millisecond keep the later one first. */
  list(): BatchRecord[] {
    return Object.values(this.db.data.batches)
      .reverse()
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Jobs a runner still has to work on, oldest first. */
  unfinished(): BatchRecord[] {
    return Object.values(this.db.data.batches)
      .filter((job) => job.status === 'pending' || job.status === 'processing')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async create(id: string, items: BatchItemRecord[], now: string): Promise<BatchRecord> {
    const job: BatchRecord = { id, createdAt: now, updatedAt: now, status: 'pending', items };
    await this.db.mutate((data) => {
      data.batches[id] = job;
    });
    return job;
  }

  /**
   * Changes one item and keeps the job's status in step: `processing` once an item
   * has started, `completed` once every item is completed or failed. A job marked
   * `failed` stays so.
   */
  async updateItem(batchId: string, index: number, now: string, change: (item: BatchItemRecord) => void): Promise<BatchItemRecord | undefined> {
    return this.db.mutate((data) => {
      const job = data.batches[batchId];
      const item = job?.items[index];
      if (!job || !item) return undefined;
      change(item);
      job.updatedAt = now;
      if (job.status !== 'failed') {
        if (batchCounts(job).processedItems === job.items.length) job.status = 'completed';
        else if (item.status === 'processing') job.status = 'processing';
      }
      return { ...item };
    });
  }

  /** The job cannot run any further (its state could not be kept); items not yet processed stay as they are. */
  async failJob(batchId: string, now: string): Promise<void> {
    await this.db.mutate((data) => {
      const job = data.batches[batchId];
      if (!job) return;
      job.status = 'failed';
      job.updatedAt = now;
    });
  }

  /** Brings a job whose items all ended (a restart came between the last item and the job) to `completed`. */
  async settleIfDone(batchId: string, now: string): Promise<void> {
    await this.db.mutate((data) => {
      const job = data.batches[batchId];
      if (!job || job.status === 'failed' || job.status === 'completed') return;
      if (batchCounts(job).processedItems !== job.items.length) return;
      job.status = 'completed';
      job.updatedAt = now;
    });
  }
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
