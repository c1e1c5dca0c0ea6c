import { randomUUID } from 'node:crypto';
import type { VanityUrl } from '../../../engine/contract/vanity.ts';
import type { JsonDb } from './json-db.ts';

/** A vanity path is taken whatever its letter case: /v/Acme and /v/acme are the same link. */
export class VanityPathTakenError extends Error {
  constructor(readonly vanityPath: string) {
    super(`The vanity path "${vanityPath}" is already in use`);
    this.name = 'VanityPathTakenError';
  }
}

/** Records are keyed by the lower-cased path, so lookups and the duplicate check agree. */
const keyOf = (vanityPath: string) => vanityPath.toLowerCase();

/** Vanity links in db.json; the routes go through these functions only. */
export function listVanityUrls(db: JsonDb): VanityUrl[] {
  return Object.values(db.data.vanity)
    .map((entry) => ({ ...entry }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.vanityPath.localeCompare(b.vanityPath));
}

export function findVanityUrl(db: JsonDb, vanityPath: string): VanityUrl | undefined {
  const entry = db.data.vanity[keyOf(vanityPath)];
  return entry ? { ...entry } : undefined;
}

/** Adds a link; throws VanityPathTakenError when the path (in any letter case) exists. */
export async function addVanityUrl(db: JsonDb, input: { vanityPath: string; analysisId: string }, now = new Date()): Promise<VanityUrl> {
  return db.mutate((data) => {
    const key = keyOf(input.vanityPath);
    const existing = data.vanity[key];
    if (existing) throw new VanityPathTakenError(existing.vanityPath);
    const entry: VanityUrl = {
      id: randomUUID(),
      vanityPath: input.vanityPath,
      analysisId: input.analysisId,
      createdAt: now.toISOString(),
      lastAccessedAt: null,
      accessCount: 0,
    };
    data.vanity[key] = entry;
    return { ...entry };
  });
}

/** Removes a link; false when there was none. */
export async function removeVanityUrl(db: JsonDb, vanityPath: string): Promise<boolean> {
  if (!db.data.vanity[keyOf(vanityPath)]) return false; // nothing to write
  return db.mutate((data) => {
    const key = keyOf(vanityPath);
    if (!data.vanity[key]) return false;
    delete data.vanity[key];
    return true;
  });
}

/**
 * Counts one visit. The increment is applied in memory at once, so concurrent visits
 * each count, and written with the next write of db.json (within a second): a resolve
 * does not wait for the disk, and a burst of them is one write. A crash may lose the
 * last second of counts, never a link. Undefined when the link was deleted meanwhile.
 */
export function recordVanityVisit(db: JsonDb, vanityPath: string, now = new Date()): VanityUrl | undefined {
  return db.mutateSoon((data) => {
    const entry = data.vanity[keyOf(vanityPath)];
    if (!entry) return undefined;
    entry.accessCount += 1;
    entry.lastAccessedAt = now.toISOString();
    return { ...entry };
  });
}
