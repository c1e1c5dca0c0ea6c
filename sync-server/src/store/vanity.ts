import { randomUUID } from 'node:crypto';
import { VANITY_STATS_DAYS, type VanityStats, type VanityUrl } from '../../../engine/contract/vanity.ts';
import type { VanityRecord, VanityStatsRecord } from './db-schema.ts';
import type { JsonDb } from './json-db.ts';

/** Distinct referring hosts kept per link, so a flood of made-up referrers cannot grow db.json without bound. */
export const MAX_REFERRER_HOSTS = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

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
    .map(publicVanityUrl)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.vanityPath.localeCompare(b.vanityPath));
}

export function findVanityUrl(db: JsonDb, vanityPath: string): VanityUrl | undefined {
  const entry = db.data.vanity[keyOf(vanityPath)];
  return entry ? publicVanityUrl(entry) : undefined;
}

/** The API's fields of a stored link, without its statistics. */
function publicVanityUrl({ stats: _stats, ...entry }: VanityRecord): VanityUrl {
  return entry;
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
 * Counts one view: a person's browser resolved the link (issue #16). The increment is applied in memory at once, so concurrent visits
 * each count, and written with the next write of db.json (within a second): a resolve
 * does not wait for the disk, and a burst of them is one write. A crash may lose the
 * last second of counts, never a link. Undefined when the link was deleted meanwhile.
 */
export function recordVanityVisit(
  db: JsonDb,
  vanityPath: string,
  { referrerHost, now = new Date() }: { referrerHost?: string; now?: Date } = {},
): VanityUrl | undefined {
  return db.mutateSoon((data) => {
    const entry = data.vanity[keyOf(vanityPath)];
    if (!entry) return undefined;
    entry.accessCount += 1;
    entry.lastAccessedAt = now.toISOString();
    const stats = (entry.stats ??= emptyStats());
    stats.daily = lastDays(stats.daily, now);
    addTo(stats.daily, 'date', utcDate(now), Infinity);
    if (referrerHost) addTo(stats.referrers, 'host', referrerHost, MAX_REFERRER_HOSTS);
    return publicVanityUrl(entry);
  });
}

/** Counts a fetch that is no person's view (a bot, a link preview, a HEAD request); false when there is no such link. */
export function recordVanityPreview(db: JsonDb, vanityPath: string): boolean {
  return db.mutateSoon((data) => {
    const entry = data.vanity[keyOf(vanityPath)];
    if (!entry) return false;
    (entry.stats ??= emptyStats()).previews += 1;
    return true;
  });
}

/** A link's statistics, with every one of the last 30 days present; undefined when there is no such link. */
export function readVanityStats(db: JsonDb, vanityPath: string, now = new Date()): VanityStats | undefined {
  const entry = db.data.vanity[keyOf(vanityPath)];
  if (!entry) return undefined;
  const stats = entry.stats ?? emptyStats();
  const viewsOn = new Map(stats.daily.map((day) => [day.date, day.views]));
  const daily = Array.from({ length: VANITY_STATS_DAYS }, (_, index) => {
    const date = utcDate(new Date(now.getTime() - (VANITY_STATS_DAYS - 1 - index) * DAY_MS));
    return { date, views: viewsOn.get(date) ?? 0 };
  });
  const referrers = stats.referrers.map((referrer) => ({ ...referrer }));
  referrers.sort((a, b) => b.views - a.views || a.host.localeCompare(b.host));
  return { views: entry.accessCount, previews: stats.previews, daily, referrers };
}

function emptyStats(): VanityStatsRecord {
  return { previews: 0, daily: [], referrers: [] };
}

function utcDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The days still inside the 30-day window; older ones are dropped so the record stays small. */
function lastDays(daily: VanityStatsRecord['daily'], now: Date): VanityStatsRecord['daily'] {
  const oldest = utcDate(new Date(now.getTime() - (VANITY_STATS_DAYS - 1) * DAY_MS));
  return daily.filter((day) => day.date >= oldest);
}

/** One more view for the row whose `key` is `value`; a new row only while fewer than `limit` exist. */
function addTo<K extends 'date' | 'host'>(rows: ({ [P in K]: string } & { views: number })[], key: K, value: string, limit: number): void {
  const row = rows.find((candidate) => candidate[key] === value);
  if (row) row.views += 1;
  else if (rows.length < limit) rows.push({ [key]: value, views: 1 } as { [P in K]: string } & { views: number });
}
