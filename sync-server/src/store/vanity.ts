import { randomUUID } from 'node:crypto';
import { VANITY_STATS_DAYS, type VanityStats, type VanityUrl } from '../../../engine/contract/vanity.ts';
import type { VanityRecord, VanityStatsRecord } from './db-schema.ts';
import type { JsonDb } from './json-db.ts';
import type { VanityRepository } from './repositories.ts';

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

/** Vanity links in db.json, keyed by the lower-cased path. */
export class LowdbVanity implements VanityRepository {
  constructor(private readonly db: JsonDb) {}

  async list(): Promise<VanityUrl[]> {
    return Object.values(this.db.data.vanity)
      .map(publicVanityUrl)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.vanityPath.localeCompare(b.vanityPath));
  }

  async find(vanityPath: string): Promise<VanityUrl | undefined> {
    const entry = this.db.data.vanity[keyOf(vanityPath)];
    return entry ? publicVanityUrl(entry) : undefined;
  }

  async add(input: { vanityPath: string; analysisId: string }, now = new Date()): Promise<VanityUrl> {
    return this.db.mutate((data) => {
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

  async remove(vanityPath: string): Promise<boolean> {
    if (!this.db.data.vanity[keyOf(vanityPath)]) return false; // nothing to write
    return this.db.mutate((data) => {
      const key = keyOf(vanityPath);
      if (!data.vanity[key]) return false;
      delete data.vanity[key];
      return true;
    });
  }

  /**
   * The increment is applied in memory at once, so concurrent visits each count, and
   * written with the next write of db.json (within a second): a resolve does not wait
   * for the disk, and a burst of them is one write. A crash may lose the last second
   * of counts, never a link.
   */
  async recordVisit(vanityPath: string, { referrerHost, now = new Date() }: { referrerHost?: string; now?: Date } = {}): Promise<VanityUrl | undefined> {
    return this.db.mutateSoon((data) => {
      const entry = data.vanity[keyOf(vanityPath)];
      if (!entry) return undefined;
      entry.accessCount += 1;
      entry.lastAccessedAt = now.toISOString();
      entry.stats = withView(entry.stats ?? emptyStats(), now, referrerHost);
      return publicVanityUrl(entry);
    });
  }

  async recordPreview(vanityPath: string): Promise<boolean> {
    return this.db.mutateSoon((data) => {
      const entry = data.vanity[keyOf(vanityPath)];
      if (!entry) return false;
      (entry.stats ??= emptyStats()).previews += 1;
      return true;
    });
  }

  async readStats(vanityPath: string, now = new Date()): Promise<VanityStats | undefined> {
    const entry = this.db.data.vanity[keyOf(vanityPath)];
    return entry ? statsOf(entry.accessCount, entry.stats ?? emptyStats(), now) : undefined;
  }
}

/** The API's fields of a stored link, without its statistics. */
export function publicVanityUrl({ stats: _stats, ...entry }: VanityRecord): VanityUrl {
  return entry;
}

/** The statistics with one more view on `now`'s day (and from `referrerHost`); older days dropped. Changes `stats`. */
export function withView(stats: VanityStatsRecord, now: Date, referrerHost?: string): VanityStatsRecord {
  stats.daily = lastDays(stats.daily, now);
  addTo(stats.daily, 'date', utcDate(now), Infinity);
  if (referrerHost) addTo(stats.referrers, 'host', referrerHost, MAX_REFERRER_HOSTS);
  return stats;
}

/** What GET /api/vanity/{path}/stats answers: every one of the last 30 days present, referrers ranked. */
export function statsOf(views: number, stats: VanityStatsRecord, now: Date): VanityStats {
  const viewsOn = new Map(stats.daily.map((day) => [day.date, day.views]));
  const daily = Array.from({ length: VANITY_STATS_DAYS }, (_, index) => {
    const date = utcDate(new Date(now.getTime() - (VANITY_STATS_DAYS - 1 - index) * DAY_MS));
    return { date, views: viewsOn.get(date) ?? 0 };
  });
  const referrers = stats.referrers.map((referrer) => ({ ...referrer }));
  referrers.sort((a, b) => b.views - a.views || a.host.localeCompare(b.host));
  return { views, previews: stats.previews, daily, referrers };
}

export function emptyStats(): VanityStatsRecord {
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
