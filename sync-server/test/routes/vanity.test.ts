import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import {
  VANITY_MESSAGES,
  VANITY_STATS_DAYS,
  vanityCreateResponseSchema,
  vanityListResponseSchema,
  vanityResolveResponseSchema,
  vanityStatsSchema,
} from '../../../engine/contract/vanity.ts';
import { forgedTokens } from '../../src/auth/forged-tokens.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const JWT_SECRET = 'vanity-routes-test-secret-0123456789abcdef';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'vanity-test-password', JWT_SECRET });
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'vanity-test-password' }),
  });
  ({ token } = (await response.json()) as { token: string });
});
afterAll(async () => {
  await server.close();
});

/** An analysis in the index; with a stored result unless `pending` (then it is still running). */
async function seedAnalysis({ pending = false } = {}): Promise<string> {
  const id = randomUUID();
  const result = exampleAnalysisResult({ analysisId: id });
  const { store } = server.services;
  await store.analyses.create(id, { url: result.url }, result.analyzedAt);
  await store.analyses.start(id, result.analyzedAt);
  if (!pending) {
    await store.results.write(id, result);
    await store.analyses.complete(id, result.analyzedAt);
  }
  return id;
}

/** Node's fetch says "node", which counts as an HTTP library: requests here come from a person's browser unless a test says otherwise. */
const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function api(
  path: string,
  { method = 'GET', body, auth = token, userAgent = BROWSER_UA }: { method?: string; body?: unknown; auth?: string | null; userAgent?: string } = {},
) {
  const headers: Record<string, string> = { 'user-agent': userAgent };
  if (auth !== null) headers.authorization = `Bearer ${auth}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function createVanity(vanityPath: string, analysisId: string) {
  const response = await api('/vanity', { method: 'POST', body: { vanityPath, analysisId } });
  expect(response.status).toBe(201);
  return vanityCreateResponseSchema.parse(await response.json()).vanity;
}

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

describe('vanity administration', () => {
  it('creates a link, lists it newest first, and deletes it', async () => {
    const analysisId = await seedAnalysis();
    const response = await api('/vanity', { method: 'POST', body: { vanityPath: 'acme-first', analysisId } });
    expect(response.status).toBe(201);
    const created = vanityCreateResponseSchema.parse(await response.json());
    expect(created.message).toBe('Vanity URL created successfully');
    expect(created.vanity).toMatchObject({ vanityPath: 'acme-first', analysisId, lastAccessedAt: null, accessCount: 0 });

    await new Promise((resolve) => setTimeout(resolve, 5)); // a later createdAt
    await createVanity('acme-second', analysisId);

    const list = await api('/vanity');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const paths = vanityListResponseSchema.parse(await list.json()).map((entry) => entry.vanityPath);
    expect(paths.indexOf('acme-second')).toBeLessThan(paths.indexOf('acme-first'));

    const deleted = await api('/vanity/acme-first', { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: 'Vanity URL deleted successfully' });
    const after = vanityListResponseSchema.parse(await (await api('/vanity')).json());
    expect(after.map((entry) => entry.vanityPath)).not.toContain('acme-first');
  });

  it('answers a second delete of the same path with 404', async () => {
    await createVanity('delete-twice', await seedAnalysis());
    expect((await api('/vanity/delete-twice', { method: 'DELETE' })).status).toBe(200);
    const again = await api('/vanity/delete-twice', { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await messageOf(again)).toBe('Vanity URL not found');
  });

  it.each([
    [{ vanityPath: 'ab' }, VANITY_MESSAGES.pathTooShort],
    [{ vanityPath: 'a'.repeat(51) }, VANITY_MESSAGES.pathTooLong],
    [{ vanityPath: 'acme inc' }, VANITY_MESSAGES.pathCharacters],
    [{ vanityPath: '<script>x</script>' }, VANITY_MESSAGES.pathCharacters],
    [{ vanityPath: 'acme', analysisId: '   ' }, VANITY_MESSAGES.analysisUrlRequired],
    [{ vanityPath: 'acme', analysisId: undefined }, VANITY_MESSAGES.analysisUrlRequired],
  ])('refuses %j with 400 and the SPEC message', async (override, message) => {
    const body = { analysisId: '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c', ...override };
    const response = await api('/vanity', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
  });

  it('refuses a path already taken, whatever its letter case, with 409', async () => {
    const analysisId = await seedAnalysis();
    await createVanity('Duplicate-Me', analysisId);
    const response = await api('/vanity', { method: 'POST', body: { vanityPath: 'duplicate-me', analysisId } });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe('The vanity path "Duplicate-Me" is already in use. Choose another path.');
  });

  it('refuses an unknown analysis, a non-UUID id and an analysis without results with 404', async () => {
    const unknown = randomUUID();
    const missing = await api('/vanity', { method: 'POST', body: { vanityPath: 'nowhere', analysisId: unknown } });
    expect(missing.status).toBe(404);
    expect(await messageOf(missing)).toBe(`No analysis was found with the ID ${unknown}`);

    expect((await api('/vanity', { method: 'POST', body: { vanityPath: 'nowhere', analysisId: '12345' } })).status).toBe(404);

    const pending = await seedAnalysis({ pending: true });
    const unfinished = await api('/vanity', { method: 'POST', body: { vanityPath: 'nowhere', analysisId: pending } });
    expect(unfinished.status).toBe(404);
    expect(await messageOf(unfinished)).toMatch(/has no results yet/);

    const list = vanityListResponseSchema.parse(await (await api('/vanity')).json());
    expect(list.map((entry) => entry.vanityPath)).not.toContain('nowhere');
  });

  it('links the analysis behind a pasted share or vanity results address, as the results page reads it', async () => {
    const analysisId = await seedAnalysis();
    const share = await api(`/analysis/${analysisId}/share`, { method: 'POST', body: { companyName: 'Pasted Share Inc' } });
    const { slug } = (await share.json()) as { slug: string };
    expect((await createVanity('from-share-slug', slug)).analysisId).toBe(analysisId);
    expect((await createVanity('from-handoff', 'shared-from-share-slug')).analysisId).toBe(analysisId);
    expect((await createVanity('from-upper-id', analysisId.toUpperCase())).analysisId).toBe(analysisId);

    const unknownSlug = await api('/vanity', { method: 'POST', body: { vanityPath: 'nowhere', analysisId: 'no-such-share' } });
    expect(unknownSlug.status).toBe(404);
    expect(await messageOf(unknownSlug)).toBe('No analysis was found with the ID no-such-share');
    expect((await api('/vanity', { method: 'POST', body: { vanityPath: 'nowhere', analysisId: 'shared-no-such-link' } })).status).toBe(404);
  });
});

describe('admin routes without a valid token', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/vanity'],
    ['POST', '/vanity', { vanityPath: 'sneaky', analysisId: '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c' }],
    ['DELETE', '/vanity/sneaky'],
    ['GET', '/admin/check-auth'],
  ];

  it.each(routes)('%s %s answers 401 without a token', async (method, path, body) => {
    const response = await api(path, { method, body, auth: null });
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe('Authentication required');
  });

  it.each(routes)('%s %s answers 401 to every forged, expired or foreign token', async (method, path, body) => {
    for (const [kind, forged] of Object.entries(forgedTokens(JWT_SECRET))) {
      const response = await api(path, { method, body, auth: forged });
      expect(response.status, kind).toBe(401);
    }
  });

  it('changes nothing when refused', async () => {
    const analysisId = await seedAnalysis();
    await createVanity('guarded', analysisId);
    await api('/vanity/guarded', { method: 'DELETE', auth: forgedTokens(JWT_SECRET).expired });
    const list = vanityListResponseSchema.parse(await (await api('/vanity')).json());
    expect(list.map((entry) => entry.vanityPath)).toContain('guarded');
  });
});

describe('GET /api/v/{path}', () => {
  it('resolves publicly to the result with the analysis id and path, and counts the visit', async () => {
    const analysisId = await seedAnalysis();
    await createVanity('Resolve-Me', analysisId);

    const response = await api('/v/resolve-me', { auth: null });
    expect(response.status).toBe(200);
    const resolved = vanityResolveResponseSchema.parse(await response.json());
    expect(resolved).toMatchObject({ analysisId, vanityPath: 'Resolve-Me', siteName: 'Acme', url: 'https://www.acme.io/' });
    expect(resolved.companyName).toBeUndefined();

    const entry = vanityListResponseSchema.parse(await (await api('/vanity')).json()).find((item) => item.vanityPath === 'Resolve-Me');
    expect(entry?.accessCount).toBe(1);
    expect(Date.now() - Date.parse(entry!.lastAccessedAt!)).toBeLessThan(60_000);
  });

  it('carries the company name of the newest share of the analysis', async () => {
    const analysisId = await seedAnalysis();
    await server.services.store.shares.create({ analysisId, companyName: 'Old Name' }, new Date('2026-01-01T00:00:00.000Z'));
    await server.services.store.shares.create({ analysisId, companyName: 'Acme Corp' }, new Date('2026-02-01T00:00:00.000Z'));
    await createVanity('shared-one', analysisId);
    const resolved = vanityResolveResponseSchema.parse(await (await api('/v/shared-one', { auth: null })).json());
    expect(resolved.companyName).toBe('Acme Corp');
  });

  it('answers an unknown or impossible path with 404 and a message', async () => {
    for (const path of ['/v/no-such-link', '/v/a', `/v/${encodeURIComponent('../../etc/passwd')}`]) {
      const response = await api(path, { auth: null });
      expect(response.status, path).toBe(404);
      expect(await messageOf(response)).toBe('Vanity URL not found');
    }
  });

  it('counts every one of many concurrent visits', async () => {
    await createVanity('popular', await seedAnalysis());
    const responses = await Promise.all(Array.from({ length: 40 }, () => api('/v/popular', { auth: null })));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const entry = vanityListResponseSchema.parse(await (await api('/vanity')).json()).find((item) => item.vanityPath === 'popular');
    expect(entry?.accessCount).toBe(40);
  });
});

describe('views that are people, and GET /api/vanity/{path}/stats', () => {
  const BOT_AGENTS = [
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'curl/8.5.0',
  ];

  async function stats(vanityPath: string) {
    const response = await api(`/vanity/${vanityPath}/stats`);
    expect(response.status).toBe(200);
    return vanityStatsSchema.parse(await response.json());
  }
  async function accessCountOf(vanityPath: string) {
    return vanityListResponseSchema.parse(await (await api('/vanity')).json()).find((item) => item.vanityPath === vanityPath)!.accessCount;
  }

  it('counts bots, link previews and HEAD requests as previews, and browsers as views by day and referring host', async () => {
    await createVanity('counted-link', await seedAnalysis());
    const before = await stats('counted-link');
    expect(before).toMatchObject({ views: 0, previews: 0, referrers: [] });
    expect(before.daily).toHaveLength(VANITY_STATS_DAYS);
    expect(before.daily.every((day) => day.views === 0)).toBe(true);

    // Bots on the resolver API and on the /v/{path} page itself, and a HEAD request: previews only.
    for (const [index, userAgent] of BOT_AGENTS.entries()) {
      const response =
        index % 2 === 0
          ? await api('/v/counted-link', { auth: null, userAgent })
          : await fetch(`${server.url}/v/counted-link`, { headers: { 'user-agent': userAgent } });
      expect(response.status === 200 || response.status === 503, userAgent).toBe(true); // 503: the page needs a built app
    }
    expect((await api('/v/counted-link', { method: 'HEAD', auth: null })).status).toBe(200);
    const afterBots = await stats('counted-link');
    expect(afterBots.views).toBe(0);
    expect(afterBots.previews).toBe(BOT_AGENTS.length + 1);
    expect(await accessCountOf('counted-link')).toBe(0);

    // Three people: two came from LinkedIn, one from a link inside the app (not a referrer).
    const own = new URL(server.url).hostname;
    const referrers = ['https://www.linkedin.com/feed/', 'https://www.linkedin.com/in/someone?trk=x', `http://${own}/admin/vanity`];
    for (const referrer of referrers) {
      expect((await api(`/v/counted-link?referrer=${encodeURIComponent(referrer)}`, { auth: null })).status).toBe(200);
    }
    // A person's browser loading the page is not a view by itself: its resolver call above is.
    await fetch(`${server.url}/v/counted-link`, { headers: { 'user-agent': BROWSER_UA } });

    const after = await stats('counted-link');
    expect(after.views).toBe(3);
    expect(after.previews).toBe(afterBots.previews);
    expect(await accessCountOf('counted-link')).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    expect(after.daily.at(-1)).toEqual({ date: today, views: 3 });
    expect(after.daily.slice(0, -1).every((day) => day.views === 0)).toBe(true);
    expect(after.daily.map((day) => day.date)).toEqual([...after.daily.map((day) => day.date)].sort());
    expect(after.referrers).toEqual([{ host: 'www.linkedin.com', views: 2 }]);
  });

  it('lists every one of the last 30 days, oldest first, one day apart', async () => {
    await createVanity('thirty-days', await seedAnalysis());
    const { daily } = await stats('thirty-days');
    const dates = daily.map((day) => Date.parse(`${day.date}T00:00:00Z`));
    for (let index = 1; index < dates.length; index += 1) expect(dates[index]! - dates[index - 1]!).toBe(24 * 60 * 60 * 1000);
    expect(daily.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('is for admins only, and 404 for an unknown link', async () => {
    await createVanity('private-stats', await seedAnalysis());
    expect((await api('/vanity/private-stats/stats', { auth: null })).status).toBe(401);
    expect((await api('/vanity/private-stats/stats', { auth: 'not-a-token' })).status).toBe(401);
    const missing = await api('/vanity/no-such-link/stats');
    expect(missing.status).toBe(404);
    expect(await messageOf(missing)).toBe('Vanity URL not found');
  });

  it('keeps no address or User-Agent in the store', async () => {
    await createVanity('no-traces', await seedAnalysis());
    await api('/v/no-traces?referrer=https%3A%2F%2Fnews.example.org%2Fpost%3Fuser%3Dalice', { auth: null });
    await api('/v/no-traces', { auth: null, userAgent: BOT_AGENTS[0]! });
    // What reaches the disk: the embedded store writes the views within a second of the visit.
    let stored = '';
    await vi.waitFor(
      async () => {
        stored = await storedVanityLink('no-traces');
        expect(stored).toContain('news.example.org');
      },
      { timeout: 5_000 },
    );
    expect(stored).not.toMatch(/127\.0\.0\.1|Mozilla|Slackbot|alice|\/post/);
  });
});

/** Everything the store keeps about one link, as text: db.json's record, or its rows in PostgreSQL. */
async function storedVanityLink(pathKey: string): Promise<string> {
  const { databaseUrl, dataDir } = server.config;
  if (!databaseUrl) {
    return JSON.stringify((JSON.parse(await readFile(path.join(dataDir, 'db.json'), 'utf8')) as { vanity: Record<string, unknown> }).vanity[pathKey]);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = [];
    for (const table of ['vanity_links', 'vanity_daily_views', 'vanity_referrers']) {
      rows.push((await client.query(`SELECT * FROM ${table} WHERE path_key = $1`, [pathKey])).rows);
    }
    return JSON.stringify(rows);
  } finally {
    await client.end();
  }
}
