import { clearSavedMetrics, readSavedMetrics, type SavedMetrics, writeSavedMetrics } from '../../../lib/db.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { clampMetric, METRIC_NAMES } from './metric-limits.ts';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): KeyValueStorage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Stored values are checked and brought into SPEC's ranges; anything unreadable counts as nothing saved. */
export function parseSavedMetrics(value: unknown): SavedMetrics | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (!METRIC_NAMES.every((name) => typeof record[name] === 'number' && Number.isFinite(record[name]))) return undefined;
  return {
    signupsPerMonth: clampMetric('signupsPerMonth', record.signupsPerMonth as number),
    activationRate: clampMetric('activationRate', record.activationRate as number),
    revenuePerUser: clampMetric('revenuePerUser', record.revenuePerUser as number),
  };
}

/** SPEC section 3's savedMetrics key, read at once so saved values show from the first frame. */
export function readLocalSavedMetrics(storage = browserStorage()): SavedMetrics | undefined {
  try {
    const text = storage?.getItem(STORAGE_KEYS.savedMetrics);
    return text ? parseSavedMetrics(JSON.parse(text)) : undefined;
  } catch {
    return undefined;
  }
}

/** localStorage first; the IndexedDB mirror when localStorage was cleared (and then localStorage is refilled). */
export async function loadSavedMetrics(storage = browserStorage()): Promise<SavedMetrics | undefined> {
  const local = readLocalSavedMetrics(storage);
  if (local) return local;
  const mirrored = parseSavedMetrics(await readSavedMetrics());
  if (mirrored) writeLocal(storage, mirrored);
  return mirrored;
}

export async function storeSavedMetrics(metrics: SavedMetrics, storage = browserStorage()): Promise<void> {
  writeLocal(storage, metrics);
  await writeSavedMetrics(metrics);
}

export async function removeSavedMetrics(storage = browserStorage()): Promise<void> {
  try {
    storage?.removeItem(STORAGE_KEYS.savedMetrics);
  } catch {
    // Storage blocked: nothing was saved there.
  }
  await clearSavedMetrics();
}

function writeLocal(storage: KeyValueStorage | undefined, metrics: SavedMetrics) {
  try {
    storage?.setItem(STORAGE_KEYS.savedMetrics, JSON.stringify(metrics));
  } catch {
    // Quota or blocked storage: the IndexedDB mirror still holds them.
  }
}
