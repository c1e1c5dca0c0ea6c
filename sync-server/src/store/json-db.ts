import { TextFile } from 'lowdb/node';
import { type DbData, emptyDb } from './db-schema.ts';

/** How long a deferred change (see `mutateSoon`) may wait for its write. */
export const DEFERRED_WRITE_MS = 1000;

export class StoreOpenError extends Error {}
export class StoreWriteError extends Error {}

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * db.json through lowdb's atomic file adapter, with group commit: mutations apply to
 * memory at once, in order, and each waits until a write that includes it is on
 * disk. If that write fails, memory goes back to what is on disk and every waiter
 * hears of it, so a caller is never told "saved" for data that is not.
 */
export class JsonDb {
  readonly #adapter: TextFile;
  readonly #file: string;
  #data: DbData;
  /** The exact text last written (or read), to roll back to when a write fails. */
  #savedText: string;
  #waiting: Waiter[] = [];
  #writing: Promise<void> | null = null;
  /** The timer that writes deferred changes, while some are not on disk yet. */
  #deferredTimer: NodeJS.Timeout | null = null;
  /** Counts deferred changes, so a write can tell whether it took in all of them. */
  #deferredChanges = 0;

  private constructor(file: string, adapter: TextFile, data: DbData, savedText: string) {
    this.#file = file;
    this.#adapter = adapter;
    this.#data = data;
    this.#savedText = savedText;
  }

  /** Reads db.json (or starts empty when it does not exist). A corrupt file stops here, untouched. */
  static async open(file: string): Promise<JsonDb> {
    const adapter = new TextFile(file);
    const untouched = 'It has been left untouched; restore it from a backup or move it aside to start with an empty store.';
    let text: string | null;
    try {
      text = await adapter.read();
    } catch (error) {
      throw new StoreOpenError(`The data file ${file} could not be read (${(error as Error).message}). ${untouched}`);
    }
    if (text === null) return new JsonDb(file, adapter, withoutPrototypes(emptyDb()), JSON.stringify(emptyDb()));
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new StoreOpenError(`The data file ${file} is corrupt or truncated (${(error as Error).message}). ${untouched}`);
    }
    if (!isDbShape(parsed)) {
      throw new StoreOpenError(`The data file ${file} is not an Onboarding Analyzer store. ${untouched}`);
    }
    return new JsonDb(file, adapter, withoutPrototypes({ ...emptyDb(), ...parsed }), text);
  }

  get file(): string {
    return this.#file;
  }

  /** Read-only view of the current data; do not hold it across an await. */
  get data(): Readonly<DbData> {
    return this.#data;
  }

  /**
   * Applies `change` and resolves once it is on disk. `change` must be synchronous
   * and must do its checks (and throw) before it modifies anything.
   */
  async mutate<T>(change: (data: DbData) => T): Promise<T> {
    const result = change(this.#data);
    await new Promise<void>((resolve, reject) => {
      this.#waiting.push({ resolve, reject });
      this.#writing ??= this.#drain();
    });
    return result;
  }

  /**
   * Applies `change` in memory now and writes it within DEFERRED_WRITE_MS, with
   * whatever else is written by then; the caller does not wait for the disk. For
   * counters whose last second may be lost in a crash (vanity views): a burst of them
   * costs one write of db.json, not one per request. A failed write drops them.
   */
  mutateSoon<T>(change: (data: DbData) => T): T {
    const result = change(this.#data);
    this.#deferredChanges += 1;
    if (!this.#deferredTimer) {
      this.#deferredTimer = setTimeout(() => {
        this.#deferredTimer = null;
        this.mutate(() => undefined).catch(() => undefined); // the rollback already happened; writes that must succeed report it
      }, DEFERRED_WRITE_MS);
      this.#deferredTimer.unref();
    }
    return result;
  }

  /** Resolves when every mutation made so far, deferred ones included, is on disk (or has failed). */
  async flush(): Promise<void> {
    if (this.#deferredTimer) {
      clearTimeout(this.#deferredTimer);
      this.#deferredTimer = null;
      await this.mutate(() => undefined).catch(() => undefined);
    }
    while (this.#writing) await this.#writing;
  }

  async #drain(): Promise<void> {
    try {
      while (this.#waiting.length > 0) {
        const group = this.#waiting.splice(0);
        const text = JSON.stringify(this.#data);
        const deferredIncluded = this.#deferredChanges;
        try {
          await this.#adapter.write(text);
          this.#savedText = text;
          // Deferred changes this write took in need no write of their own.
          if (this.#deferredTimer && deferredIncluded === this.#deferredChanges) {
            clearTimeout(this.#deferredTimer);
            this.#deferredTimer = null;
          }
          for (const waiter of group) waiter.resolve();
        } catch (error) {
          // Undo everything not on disk, including mutations that queued behind this write.
          this.#data = withoutPrototypes(JSON.parse(this.#savedText) as DbData);
          const failure = new StoreWriteError(`Could not save data to ${this.#file}: ${(error as Error).message}`);
          for (const waiter of [...group, ...this.#waiting.splice(0)]) waiter.reject(failure);
        }
      }
    } finally {
      this.#writing = null;
    }
  }
}

/**
 * Record maps are keyed by ids, slugs and paths that come from requests. Without a
 * prototype, a key such as "constructor" finds nothing instead of Object's own members.
 */
function withoutPrototypes(data: DbData): DbData {
  const map = <T extends object>(records: T | undefined): T => Object.assign(Object.create(null) as T, records);
  return {
    ...data,
    analyses: map(data.analyses),
    shares: map(data.shares),
    vanity: map(data.vanity),
    batches: map(withItemIds(data.batches)),
    // Files written before watches (issue #26) have none of these: they start empty.
    watches: map(data.watches),
    watchRuns: map(data.watchRuns),
    alerts: map(data.alerts),
    deliveries: map(data.deliveries),
  };
}

/** The record maps of db.json, keyed by ids, slugs and paths. */
const RECORD_MAPS = ['analyses', 'shares', 'vanity', 'batches', 'watches', 'watchRuns', 'alerts', 'deliveries'] as const;

/** Items stored before they had ids (they were addressed by position) get their position as id. */
function withItemIds(batches: DbData['batches']): DbData['batches'] {
  for (const job of Object.values(batches ?? {})) {
    job.items.forEach((item, index) => {
      item.id ??= `item-${index}`;
    });
  }
  return batches;
}

function isDbShape(value: unknown): value is Partial<DbData> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return RECORD_MAPS.every((key) => record[key] === undefined || (typeof record[key] === 'object' && record[key] !== null && !Array.isArray(record[key])));
}
