import { ANALYSIS_STEP_NAMES, type AnalysisStep, type AnalyzeRequest } from '../../../engine/contract/analysis.ts';
import { siteKeyOf } from '../../../engine/contract/site-key.ts';
import { type AnalysisArchive, siteKeyFor } from './analysis-archive.ts';
import type { AnalysisRecord } from './db-schema.ts';
import type { JsonDb } from './json-db.ts';
import type { AnalysisOrigin, AnalysisRepository } from './repositories.ts';

/**
 * The embedded analysis index: unfinished analyses in db.json, settled ones in the
 * append-only archive (analysis-archive.ts), so db.json holds only live work. Records
 * go out as copies.
 */
export class LowdbAnalyses implements AnalysisRepository {
  constructor(
    private readonly db: JsonDb,
    private readonly archive: AnalysisArchive,
  ) {}

  /**
   * Moves settled records still in db.json (from before the archive, or left by a crash
   * between the archive's append and db.json's write) to the archive. Run once at open.
   */
  async archiveSettled(): Promise<void> {
    const live = this.db.data.analyses;
    const settled = Object.values(live).filter((record) => isSettled(record) || this.archive.has(record.id));
    if (settled.length === 0) return;
    await this.archive.append(settled.filter((record) => !this.archive.has(record.id)));
    await this.db.mutate((data) => {
      for (const record of settled) delete data.analyses[record.id];
    });
  }

  async get(id: string): Promise<AnalysisRecord | undefined> {
    // The archive first: a record there is settled, whatever a stale db.json copy says.
    const record = this.archive.get(id) ?? (Object.hasOwn(this.db.data.analyses, id) ? this.db.data.analyses[id] : undefined);
    return record && copyOf(record);
  }

  async unfinished(): Promise<AnalysisRecord[]> {
    return Object.values(this.db.data.analyses)
      .filter((record) => !isSettled(record) && !this.archive.has(record.id))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map(copyOf);
  }

  /**
   * The site's completed analyses asked for before this one, latest first: its history
   * as the changes of issue #15 read it. The caller takes the first whose report reads.
   */
  async completedBefore(record: AnalysisRecord): Promise<AnalysisRecord[]> {
    const site = siteKeyFor(record);
    // Only the site's own records are read: the changes request and every batch item ask.
    return this.archive
      .ofSite(site)
      .filter((other) => other.status === 'completed' && !other.rescoredFrom && other.createdAt < record.createdAt && other.id !== record.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(copyOf);
  }

  /** Settled from the start: it goes straight to the archive. */
  async createRescored(id: string, source: AnalysisRecord, engineVersion: string, now: string): Promise<AnalysisRecord> {
    const record = newRescoredRecord(id, source, engineVersion, now);
    await this.archive.append([record]);
    return copyOf(record);
  }

  async rescoreOf(source: AnalysisRecord, engineVersion: string): Promise<AnalysisRecord | undefined> {
    const found = this.archive
      .ofSite(siteKeyFor(source))
      .filter((other) => other.rescoredFrom === source.id && other.engineVersion === engineVersion)
      .at(-1);
    return found && copyOf(found);
  }

  async create(id: string, request: AnalyzeRequest, now: string, origin?: AnalysisOrigin): Promise<AnalysisRecord> {
    const record = newAnalysisRecord(id, request, now, origin);
    await this.db.mutate((data) => {
      data.analyses[id] = record;
    });
    return copyOf(record);
  }

  async start(id: string, now: string): Promise<AnalysisRecord | undefined> {
    return this.db.mutate((data) => {
      const record = data.analyses[id];
      if (!record) return undefined;
      recordChanges.start(record, now);
      return copyOf(record);
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
      if (record) recordChanges.progress(record, stepIndex, progress, now);
    });
  }

  async complete(id: string, now: string): Promise<AnalysisRecord | undefined> {
    return this.#settle(id, (record) => recordChanges.complete(record, now), mayComplete);
  }

  async fail(id: string, error: string, failureKind: 'permanent' | 'transient', now: string): Promise<AnalysisRecord | undefined> {
    return this.#settle(id, (record) => recordChanges.fail(record, error, failureKind, now), isUnfinished);
  }

  /** Appends the settled record to the archive, then drops it from db.json: a crash in between leaves it settled. */
  async #settle(id: string, change: (record: AnalysisRecord) => void, may: (record: AnalysisRecord) => boolean): Promise<AnalysisRecord | undefined> {
    const current = await this.get(id);
    // Ended already (by another executor of the same analysis): it stays as it ended.
    if (!current || !may(current)) return undefined;
    change(current);
    await this.archive.append([current]);
    if (Object.hasOwn(this.db.data.analyses, id)) {
      await this.db.mutate((data) => {
        delete data.analyses[id];
      });
    }
    return copyOf(current);
  }
}

/** A new pending analysis; every store creates it so. */
export function newAnalysisRecord(id: string, request: AnalyzeRequest, now: string, { batchId, watchId }: AnalysisOrigin = {}): AnalysisRecord {
  return {
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
    ...(watchId ? { watchId } : {}),
  };
}

/** An analysis made by scoring `source`'s pages again: completed as it is stored, in `source`'s history but never its successor. */
export function newRescoredRecord(id: string, source: AnalysisRecord, engineVersion: string, now: string): AnalysisRecord {
  const record = newAnalysisRecord(id, source.request, now);
  recordChanges.complete(record, now);
  return { ...record, siteKey: siteKeyFor(source), rescoredFrom: source.id, engineVersion };
}

/** Work a batch or a watch asked for waits behind visitors' analyses, in every queue and after a restart. */
export function isBackgroundWork(record: Pick<AnalysisRecord, 'batchId' | 'watchId'>): boolean {
  return Boolean(record.batchId || record.watchId);
}

/** What each named operation does to a record, in every store. */
export const recordChanges = {
  start(record: AnalysisRecord, now: string): void {
    record.status = 'running';
    record.attempts += 1;
    record.progress = Math.max(record.progress, 1);
    record.steps = stepsAt(0);
    record.updatedAt = now;
  },
  /** Never backwards, at most 99 until completed. */
  progress(record: AnalysisRecord, stepIndex: number, progress: number, now: string): void {
    record.progress = Math.min(99, Math.max(record.progress, Math.round(progress)));
    record.steps = stepsAt(stepIndex);
    record.updatedAt = now;
  },
  complete(record: AnalysisRecord, now: string): void {
    record.status = 'completed';
    record.progress = 100;
    record.steps = stepsAt(ANALYSIS_STEP_NAMES.length);
    delete record.error;
    delete record.failureKind;
    record.updatedAt = now;
  },
  fail(record: AnalysisRecord, error: string, failureKind: 'permanent' | 'transient', now: string): void {
    record.status = 'failed';
    record.error = error;
    record.failureKind = failureKind;
    record.updatedAt = now;
  },
};

function isSettled(record: AnalysisRecord): boolean {
  return record.status === 'completed' || record.status === 'failed';
}

/**
 * Which changes an ended analysis still takes, when two executors ran it (a process taken
 * for dead was not): a completed report stays completed; a failure gives way to a
 * completion, since the report exists; nothing starts it again.
 */
export const isUnfinished = (record: AnalysisRecord): boolean => !isSettled(record);
export const mayComplete = (record: AnalysisRecord): boolean => record.status !== 'completed';

/** Callers may keep what they are given: it never changes under them. */
function copyOf(record: AnalysisRecord): AnalysisRecord {
  return structuredClone(record);
}

/** Steps before `index` completed, `index` in progress, the rest pending. */
export function stepsAt(index: number): AnalysisStep[] {
  return ANALYSIS_STEP_NAMES.map((name, i) => ({
    name,
    status: i < index ? 'completed' : i === index ? 'in-progress' : 'pending',
  }));
}
