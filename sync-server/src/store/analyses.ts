import { ANALYSIS_STEP_NAMES, type AnalysisStep, type AnalyzeRequest } from '../../../engine/contract/analysis.ts';
import { siteKeyOf } from '../../../engine/contract/site-key.ts';
import type { AnalysisRecord } from './db-schema.ts';
import type { JsonDb } from './json-db.ts';
import type { AnalysisRepository } from './repositories.ts';

/** The analysis index in db.json: create, move through steps, settle. Records go out as copies. */
export class LowdbAnalyses implements AnalysisRepository {
  constructor(private readonly db: JsonDb) {}

  async get(id: string): Promise<AnalysisRecord | undefined> {
    const record = Object.hasOwn(this.db.data.analyses, id) ? this.db.data.analyses[id] : undefined;
    return record && copyOf(record);
  }

  async unfinished(): Promise<AnalysisRecord[]> {
    return Object.values(this.db.data.analyses)
      .filter((record) => record.status === 'pending' || record.status === 'running')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map(copyOf);
  }

  /**
   * The site's completed analyses asked for before this one, latest first: its history
   * as the changes of issue #15 read it. The caller takes the first whose report reads.
   */
  async completedBefore(record: AnalysisRecord): Promise<AnalysisRecord[]> {
    const site = siteKeyFor(record);
    const earlier: AnalysisRecord[] = [];
    // One pass without copying the index: it is read on every changes request and batch item.
    for (const id in this.db.data.analyses) {
      const other = this.db.data.analyses[id]!;
      if (other.status === 'completed' && other.createdAt < record.createdAt && other.id !== record.id && siteKeyFor(other) === site) earlier.push(other);
    }
    return earlier.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(copyOf);
  }

  async create(id: string, request: AnalyzeRequest, now: string, batchId?: string): Promise<AnalysisRecord> {
    const record: AnalysisRecord = {
      id,
      request,
      status: 'pending',
      progress: 0,
      steps: ANALYSIS_STEP_NAMES.map((name) => ({ name, status: 'pending' })),
      createdAt: now,
      updatedAt: now,
      attempts: 0,
      siteKey: siteKeyOf(request.url),
      ...(batchId ? { batchId } : {}),
    };
    await this.db.mutate((data) => {
      data.analyses[id] = record;
    });
    return copyOf(record);
  }

  async start(id: string, now: string): Promise<AnalysisRecord | undefined> {
    return this.#update(id, now, (record) => {
      record.status = 'running';
      record.attempts += 1;
      record.progress = Math.max(record.progress, 1);
      record.steps = stepsAt(0);
    });
  }

  /**
   * Moves the step checklist to `stepIndex` in progress and the bar to `progress` (never
   * backwards). Status polls read memory, and a restart starts the analysis over, so
   * progress is written with the next write of db.json rather than once per step.
   */
  async progress(id: string, stepIndex: number, progress: number, now: string): Promise<void> {
    this.db.mutateSoon((data) => {
      const record = data.analyses[id];
      if (!record) return;
      record.progress = Math.min(99, Math.max(record.progress, Math.round(progress)));
      record.steps = stepsAt(stepIndex);
      record.updatedAt = now;
    });
  }

  async complete(id: string, now: string): Promise<AnalysisRecord | undefined> {
    return this.#update(id, now, (record) => {
      record.status = 'completed';
      record.progress = 100;
      record.steps = stepsAt(ANALYSIS_STEP_NAMES.length);
      delete record.error;
      delete record.failureKind;
    });
  }

  async fail(id: string, error: string, failureKind: 'permanent' | 'transient', now: string): Promise<AnalysisRecord | undefined> {
    return this.#update(id, now, (record) => {
      record.status = 'failed';
      record.error = error;
      record.failureKind = failureKind;
    });
  }

  async #update(id: string, now: string, change: (record: AnalysisRecord) => void): Promise<AnalysisRecord | undefined> {
    return this.db.mutate((data) => {
      const record = data.analyses[id];
      if (!record) return undefined;
      change(record);
      record.updatedAt = now;
      return copyOf(record);
    });
  }
}

/** Callers may keep what they are given: it never changes under them. */
function copyOf(record: AnalysisRecord): AnalysisRecord {
  return structuredClone(record);
}

/** Records written before site history carry no key: it is derived from their address. */
function siteKeyFor(record: AnalysisRecord): string {
  return record.siteKey ?? siteKeyOf(record.request.url);
}

/** Steps before `index` completed, `index` in progress, the rest pending. */
export function stepsAt(index: number): AnalysisStep[] {
  return ANALYSIS_STEP_NAMES.map((name, i) => ({
    name,
    status: i < index ? 'completed' : i === index ? 'in-progress' : 'pending',
  }));
}
