import { afterEach, beforeEach, expect, it } from 'vitest';
import { VANITY_STATS_DAYS } from '../../../engine/contract/vanity.ts';
import { type OpenedStore, describeEachStore } from '../support/store-kinds.ts';
import type { VanityRepository } from '../../src/store/repositories.ts';
import { MAX_REFERRER_HOSTS, VanityPathTakenError } from '../../src/store/vanity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-23T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describeEachStore('vanity links in the $name store', (kind) => {
  let opened: OpenedStore;
  let vanity: VanityRepository;

  beforeEach(async () => {
    opened = await kind.open();
    vanity = opened.store.vanity;
    await vanity.add({ vanityPath: 'Acme', analysisId: 'a1' }, daysAgo(60));
  });
  afterEach(async () => {
    await opened.dispose();
  });

  it('adds, finds in any letter case, lists newest first and removes links; a path is taken in any letter case', async () => {
    const beta = await vanity.add({ vanityPath: 'beta-launch', analysisId: 'a2' }, daysAgo(1));
    expect(beta).toMatchObject({ vanityPath: 'beta-launch', analysisId: 'a2', accessCount: 0, lastAccessedAt: null, createdAt: daysAgo(1).toISOString() });
    expect(await vanity.find('ACME')).toMatchObject({ vanityPath: 'Acme', analysisId: 'a1' });
    expect(await vanity.find('constructor')).toBeUndefined();
    expect((await vanity.list()).map((link) => link.vanityPath)).toEqual(['beta-launch', 'Acme']);
    await expect(vanity.add({ vanityPath: 'ACME', analysisId: 'a3' })).rejects.toThrow(VanityPathTakenError);
    expect(await vanity.remove('acme')).toBe(true);
    expect(await vanity.remove('acme')).toBe(false);
    expect(await vanity.find('Acme')).toBeUndefined();
    const reopened = await opened.reopen();
    expect((await reopened.vanity.list()).map((link) => link.vanityPath)).toEqual(['beta-launch']);
  });

  it('gives a path to one of two requests that want it at once', async () => {
    const outcomes = await Promise.allSettled([vanity.add({ vanityPath: 'Launch', analysisId: 'a1' }), vanity.add({ vanityPath: 'launch', analysisId: 'a2' })]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect((await vanity.list()).filter((link) => link.vanityPath.toLowerCase() === 'launch')).toHaveLength(1);
  });

  it('counts every one of many views at once, and keeps them across a restart', async () => {
    await Promise.all(Array.from({ length: 200 }, () => vanity.recordVisit('acme', { now: NOW })));
    expect(await vanity.find('acme')).toMatchObject({ accessCount: 200, lastAccessedAt: NOW.toISOString() });
    const reopened = await opened.reopen();
    expect((await reopened.vanity.readStats('acme', NOW))?.views).toBe(200);
  });

  it('counts views per UTC day over the last 30 days, oldest first, and forgets older days', async () => {
    await vanity.recordVisit('acme', { now: daysAgo(40) });
    await vanity.recordVisit('acme', { now: daysAgo(29) });
    await vanity.recordVisit('acme', { now: daysAgo(1) });
    await vanity.recordVisit('acme', { now: NOW });
    await vanity.recordVisit('acme', { now: NOW });

    const stats = (await vanity.readStats('ACME', NOW))!;
    expect(stats.views).toBe(5); // accessCount: every view ever
    expect(stats.daily).toHaveLength(VANITY_STATS_DAYS);
    expect(stats.daily[0]).toEqual({ date: '2026-10-25', views: 1 });
    expect(stats.daily.at(-2)).toEqual({ date: '2026-11-22', views: 1 });
    expect(stats.daily.at(-1)).toEqual({ date: '2026-11-23', views: 2 });
    expect(stats.daily.reduce((sum, day) => sum + day.views, 0)).toBe(4);
  });

  it('counts previews apart from views and lastAccessedAt', async () => {
    expect(await vanity.recordPreview('acme')).toBe(true);
    expect(await vanity.recordPreview('no-such-link')).toBe(false);
    expect(await vanity.recordVisit('no-such-link')).toBeUndefined();
    expect(await vanity.readStats('acme', NOW)).toMatchObject({ views: 0, previews: 1 });
    expect(await vanity.find('acme')).toMatchObject({ accessCount: 0, lastAccessedAt: null });
  });

  it('ranks referrers by views and keeps at most a bounded number of hosts', async () => {
    for (let host = 0; host < MAX_REFERRER_HOSTS + 5; host += 1) await vanity.recordVisit('acme', { referrerHost: `site-${host}.example`, now: NOW });
    await vanity.recordVisit('acme', { referrerHost: 'site-7.example', now: NOW });
    const { referrers, views } = (await vanity.readStats('acme', NOW))!;
    expect(views).toBe(MAX_REFERRER_HOSTS + 6);
    expect(referrers).toHaveLength(MAX_REFERRER_HOSTS);
    expect(referrers[0]).toEqual({ host: 'site-7.example', views: 2 });
  });

  it('keeps the statistics out of the API list', async () => {
    await vanity.recordVisit('acme', { referrerHost: 'news.example', now: NOW });
    expect(Object.keys((await vanity.list())[0]!).sort()).toEqual(['accessCount', 'analysisId', 'createdAt', 'id', 'lastAccessedAt', 'vanityPath']);
    expect(await vanity.find('acme')).not.toHaveProperty('stats');
  });

  it('has no statistics for a link that does not exist', async () => {
    expect(await vanity.readStats('nothing-here', NOW)).toBeUndefined();
  });
});
