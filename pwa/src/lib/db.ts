import Dexie, { type EntityTable } from 'dexie';
import type { AnalysisResult, AnalyzeRequest } from '../../../engine/contract/analysis.ts';
import type { SharedAnalysisResult } from '../../../engine/contract/share.ts';
import type { Alert, Watch } from '../../../engine/contract/watches.ts';
import { LOCAL_DATABASE_NAME, markLocalDatabaseInUse } from './local-database.ts';

/** A report as last fetched, so it opens again without the network (DESIGN section 5). */
export interface StoredResult {
  /** The analysis id, the share slug or the vanity hand-off id (shared-{path}) it was opened under. */
  key: string;
  result: AnalysisResult | SharedAnalysisResult;
  storedAt: number;
}

/** The visitor's own revenue metrics (SPEC section 3's savedMetrics), mirrored from localStorage. */
export interface SavedMetrics {
  signupsPerMonth: number;
  activationRate: number;
  revenuePerUser: number;
}

export interface StoredMetrics extends SavedMetrics {
  /** One record: saved metrics belong to the visitor, not to one report. */
  key: typeof SAVED_METRICS_KEY;
  savedAt: number;
}

/** An analysis asked for while offline, sent when the connection returns. */
export interface OutboxEntry {
  id?: number;
  request: AnalyzeRequest;
  createdAt: number;
}

/** The watched sites and their alerts as the admin last loaded them, so the list reads offline (issue #26). */
export interface StoredWatchList {
  key: typeof WATCH_LIST_KEY;
  watches: Watch[];
  alerts: Alert[];
  storedAt: number;
}

export const SAVED_METRICS_KEY = 'saved';
export const WATCH_LIST_KEY = 'watches';

/** Reports kept on the device; older ones are dropped first. */
export const MAX_STORED_RESULTS = 50;

export class AppDb extends Dexie {
  results!: EntityTable<StoredResult, 'key'>;
  metrics!: EntityTable<StoredMetrics, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  watchLists!: EntityTable<StoredWatchList, 'key'>;

  constructor(name = LOCAL_DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      results: 'key, storedAt',
      metrics: 'key',
      outbox: '++id, createdAt',
    });
    this.version(2).stores({ watchLists: 'key' });
  }
}

export const db = new AppDb();
markLocalDatabaseInUse();

/*
 * The helpers below treat IndexedDB as a cache: when it is unavailable (private
 * windows, quota, blocked storage) the app keeps working from the network, so
 * failures are swallowed rather than shown.
 */

export async function rememberResult(key: string, result: AnalysisResult | SharedAnalysisResult, database: AppDb = db): Promise<void> {
  try {
    await database.transaction('rw', database.results, async () => {
      await database.results.put({ key, result, storedAt: Date.now() });
      const excess = (await database.results.count()) - MAX_STORED_RESULTS;
      if (excess > 0) {
        const oldest = await database.results.orderBy('storedAt').limit(excess).primaryKeys();
        await database.results.bulkDelete(oldest);
      }
    });
  } catch {
    // A report that cannot be cached still shows; it just will not open offline.
  }
}

export async function recallResult(key: string, database: AppDb = db): Promise<StoredResult['result'] | undefined> {
  try {
    return (await database.results.get(key))?.result;
  } catch {
    return undefined;
  }
}

export async function forgetResult(key: string, database: AppDb = db): Promise<void> {
  try {
    await database.results.delete(key);
  } catch {
    // Nothing cached, nothing to forget.
  }
}

/** Every report kept on this device, the one opened most recently first ("Your reports"). */
export function listRememberedResults(database: AppDb = db): Promise<StoredResult[]> {
  return database.results.orderBy('storedAt').reverse().toArray();
}

export async function forgetAllResults(database: AppDb = db): Promise<void> {
  await database.results.clear();
}

export async function writeSavedMetrics(metrics: SavedMetrics, database: AppDb = db): Promise<void> {
  try {
    await database.metrics.put({ ...metrics, key: SAVED_METRICS_KEY, savedAt: Date.now() });
  } catch {
    // localStorage holds the primary copy.
  }
}

export async function readSavedMetrics(database: AppDb = db): Promise<SavedMetrics | undefined> {
  try {
    const stored = await database.metrics.get(SAVED_METRICS_KEY);
    if (!stored) return undefined;
    const { signupsPerMonth, activationRate, revenuePerUser } = stored;
    return { signupsPerMonth, activationRate, revenuePerUser };
  } catch {
    return undefined;
  }
}

export async function clearSavedMetrics(database: AppDb = db): Promise<void> {
  try {
    await database.metrics.delete(SAVED_METRICS_KEY);
  } catch {
    // Already gone.
  }
}

export async function rememberWatchList(watches: Watch[], alerts: Alert[], database: AppDb = db): Promise<void> {
  try {
    await database.watchLists.put({ key: WATCH_LIST_KEY, watches, alerts, storedAt: Date.now() });
  } catch {
    // The list still shows; it just will not read offline.
  }
}

export async function recallWatchList(database: AppDb = db): Promise<StoredWatchList | undefined> {
  try {
    return await database.watchLists.get(WATCH_LIST_KEY);
  } catch {
    return undefined;
  }
}

export async function forgetWatchList(database: AppDb = db): Promise<void> {
  try {
    await database.watchLists.delete(WATCH_LIST_KEY);
  } catch {
    // Nothing kept.
  }
}
