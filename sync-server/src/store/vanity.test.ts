import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VANITY_STATS_DAYS } from '../../../engine/contract/vanity.ts';
import { makeTempDir } from '../testing/temp-dir.ts';
import { openStore, type Store } from './store.ts';
import { addVanityUrl, findVanityUrl, listVanityUrls, MAX_REFERRER_HOSTS, readVanityStats, recordVanityPreview, recordVanityVisit } from './vanity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-23T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describe('vanity statistics in the store', () => {
  let store: Store;
  let remove: () => Promise<void>;

  beforeEach(async () => {
    const temp = await makeTempDir('oa-vanity-store-');
    remove = temp.remove;
    store = await openStore(temp.dir);
    await addVanityUrl(store.db, { vanityPath: 'Acme', analysisId: 'a1' }, daysAgo(60));
  });
  afterEach(async () => {
    await store.close();
    await remove();
  });

  it('counts views per UTC day over the last 30 days, oldest first, and forgets older days', () => {
    recordVanityVisit(store.db, 'acme', { now: daysAgo(40) });
    recordVanityVisit(store.db, 'acme', { now: daysAgo(29) });
    recordVanityVisit(store.db, 'acme', { now: daysAgo(1) });
    recordVanityVisit(store.db, 'acme', { now: NOW });
    recordVanityVisit(store.db, 'acme', { now: NOW });

    const stats = readVanityStats(store.db, 'ACME', NOW)!;
    expect(stats.views).toBe(5); // accessCount: every view ever
    expect(stats.daily).toHaveLength(VANITY_STATS_DAYS);
    expect(stats.daily[0]).toEqual({ date: '2026-10-25', views: 1 });
    expect(stats.daily.at(-2)).toEqual({ date: '2026-11-22', views: 1 });
    expect(stats.daily.at(-1)).toEqual({ date: '2026-11-23', views: 2 });
    expect(stats.daily.reduce((sum, day) => sum + day.views, 0)).toBe(4);
    expect(store.db.data.vanity.acme!.stats!.daily.map((day) => day.date)).not.toContain('2026-10-14');
  });

  it('counts previews apart from views and lastAccessedAt', () => {
    expect(recordVanityPreview(store.db, 'acme')).toBe(true);
    expect(recordVanityPreview(store.db, 'no-such-link')).toBe(false);
    expect(readVanityStats(store.db, 'acme', NOW)).toMatchObject({ views: 0, previews: 1 });
    expect(findVanityUrl(store.db, 'acme')).toMatchObject({ accessCount: 0, lastAccessedAt: null });
  });

  it('ranks referrers by views and keeps at most a bounded number of hosts', () => {
    for (let host = 0; host < MAX_REFERRER_HOSTS + 5; host += 1) recordVanityVisit(store.db, 'acme', { referrerHost: `site-${host}.example`, now: NOW });
    recordVanityVisit(store.db, 'acme', { referrerHost: 'site-7.example', now: NOW });
    const { referrers, views } = readVanityStats(store.db, 'acme', NOW)!;
    expect(views).toBe(MAX_REFERRER_HOSTS + 6);
    expect(referrers).toHaveLength(MAX_REFERRER_HOSTS);
    expect(referrers[0]).toEqual({ host: 'site-7.example', views: 2 });
  });

  it('keeps the statistics out of the API list', () => {
    recordVanityVisit(store.db, 'acme', { referrerHost: 'news.example', now: NOW });
    expect(Object.keys(listVanityUrls(store.db)[0]!).sort()).toEqual(['accessCount', 'analysisId', 'createdAt', 'id', 'lastAccessedAt', 'vanityPath']);
    expect(findVanityUrl(store.db, 'acme')).not.toHaveProperty('stats');
  });

  it('has no statistics for a link that does not exist', () => {
    expect(readVanityStats(store.db, 'nothing-here', NOW)).toBeUndefined();
  });
});
