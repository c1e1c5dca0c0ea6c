import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSites } from '../../../test-support/fixture-sites/site-server.ts';
import { analysisStatusSchema, analyzeResponseSchema } from '../../../engine/contract/analysis.ts';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import { vanityListResponseSchema } from '../../../engine/contract/vanity.ts';
import { sharedTestCluster, stopSharedTestCluster } from '../support/postgres-cluster.ts';
import { adminSession } from '../support/admin-session.ts';
import { openPostgresStore } from '../../src/store/postgres/postgres-store.ts';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { lacks } from '../../../test-support/prerequisites/needs.ts';

/** Issue #14: two real server processes on one PostgreSQL database answer as one. */
const SEEDED = 'd0000000-0000-4000-8000-000000000001';
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let processes: SpawnedServer[] = [];
let fixtures: Awaited<ReturnType<typeof startFixtureSites>>;
let first: SpawnedServer;
let second: SpawnedServer;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  fixtures = await startFixtureSites();
  const databaseUrl = await (await sharedTestCluster()).createDatabase();
  const store = await openPostgresStore(databaseUrl);
  const result = exampleAnalysisResult({ analysisId: SEEDED });
  await store.analyses.create(SEEDED, { url: result.url }, result.analyzedAt);
  await store.results.write(SEEDED, result);
  await store.analyses.complete(SEEDED, result.analyzedAt);
  await store.close();
  // No JWT_SECRET and no ADMIN_PASSWORD: both are generated once, into the database, by whichever process starts first.
  const start = async () => {
    const data = await makeTempDir('oa-two-processes-');
    cleanups.push(data.remove);
    return spawnServer({ DATABASE_URL: databaseUrl, DATA_DIR: data.dir, ALLOW_PRIVATE_NETWORK: 'true', LOG_LEVEL: 'error', MAX_ANALYSES_PER_CLIENT: '0' });
  };
  processes = await Promise.all([start(), start()]);
  [first, second] = processes as [SpawnedServer, SpawnedServer];
});
afterAll(async () => {
  for (const server of processes) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await fixtures?.close();
  for (const cleanup of cleanups) await cleanup();
  await stopSharedTestCluster();
});

describe.skipIf(lacks('postgres'))('two server processes on one PostgreSQL database', () => {
  it('generate one admin password between them, and each accepts the tokens the other signed', async () => {
    const printed = processes.map((server) => /password: (\S+)/.exec(server.output())?.[1]).filter(Boolean);
    expect(printed).toHaveLength(1);
    const fromFirst = await adminSession(first.url, 'admin', printed[0]!);
    const fromSecond = await adminSession(second.url, 'admin', printed[0]!);
    expect((await fetch(`${second.url}/api/vanity`, { headers: { authorization: `Bearer ${fromFirst.token}` } })).status).toBe(200);
    expect((await fetch(`${first.url}/api/vanity`, { headers: { authorization: `Bearer ${fromSecond.token}` } })).status).toBe(200);
  });

  it('lose no write made through both at once: views, shares and vanity paths', async () => {
    const password = processes.map((server) => /password: (\S+)/.exec(server.output())?.[1]).find(Boolean)!;
    const admin = await adminSession(first.url, 'admin', password);
    expect((await admin.api('/vanity', { method: 'POST', body: { vanityPath: 'Both', analysisId: SEEDED } })).status).toBe(201);

    const views = Array.from({ length: 120 }, (_, n) => fetch(`${processes[n % 2]!.url}/api/v/both`, { headers: { 'user-agent': BROWSER_UA } }));
    expect((await Promise.all(views)).every((response) => response.ok)).toBe(true);
    const listed = vanityListResponseSchema.parse(await (await admin.api('/vanity')).json());
    expect(listed.find((link) => link.vanityPath === 'Both')?.accessCount).toBe(120);

    const share = (server: SpawnedServer, companyName: string) =>
      fetch(`${server.url}/api/analysis/${SEEDED}/share`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ companyName }),
      });
    const shares = await Promise.all(Array.from({ length: 10 }, (_, n) => share(processes[n % 2]!, `Team ${Math.floor(n / 2)}`)));
    const slugs = await Promise.all(shares.map(async (response) => ((await response.json()) as { slug: string }).slug));
    // Five names, each asked for through both processes: five links, the same one for the same name.
    expect(new Set(slugs).size).toBe(5);
    for (let n = 0; n < 10; n += 2) expect(slugs[n]).toBe(slugs[n + 1]);
    expect(shares.filter((response) => response.status === 201)).toHaveLength(5);

    const paths = await Promise.all(
      processes.map(async (server) =>
        (await adminSession(server.url, 'admin', password)).api('/vanity', { method: 'POST', body: { vanityPath: 'race', analysisId: SEEDED } }),
      ),
    );
    expect(paths.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  it('answer the status and result of an analysis accepted by the other', async () => {
    const site = Object.values(fixtures.sites).sort()[0]!;
    const accepted = await fetch(`${first.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: site }),
    });
    const { analysisId } = analyzeResponseSchema.parse(await accepted.json());
    let status;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
      status = analysisStatusSchema.parse(await (await fetch(`${second.url}/api/analysis/${analysisId}/status`)).json());
      if (status.status === 'completed' || status.status === 'failed') break;
    }
    expect(status).toMatchObject({ status: 'completed', progress: 100 });
    const result = await fetch(`${second.url}/api/analysis/${analysisId}/results`);
    expect(result.status).toBe(200);
    expect(((await result.json()) as { analysisId: string }).analysisId).toBe(analysisId);
  });

  // Last: it leaves this client locked out of both for 15 minutes.
  it('share the login limit: ten failures spread over both lock the client out of both', async () => {
    const login = (server: SpawnedServer) =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'wrong' }),
      });
    const failures = await Promise.all(Array.from({ length: 10 }, (_, n) => login(processes[n % 2]!)));
    expect(failures.map((response) => response.status)).toEqual(Array(10).fill(401));
    for (const server of processes) expect((await login(server)).status).toBe(429);
  });
});
