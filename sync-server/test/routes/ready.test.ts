import { mkdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { NOT_READY_MESSAGES, POOL_ANSWER_TIMEOUT_MS } from '../../src/routes/ready.ts';
import type { ReadyResponse } from '../../../engine/contract/common.ts';
import { pollFor } from '../../../test-support/poll.ts';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function start(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer({ ADMIN_PASSWORD: 'ready-test-password', ...env });
  servers.push(server);
  return server;
}

const ready = async (server: TestServer) => {
  const response = await fetch(`${server.url}/api/ready`);
  return { status: response.status, body: (await response.json()) as unknown, cache: response.headers.get('cache-control') };
};

describe('GET /api/ready', () => {
  it('is 200 when the store takes writes and an analysis thread answers', async () => {
    const server = await start();
    expect(await ready(server)).toMatchObject({ status: 200, body: { status: 'ready' }, cache: 'no-store' });
  });

  it('counts the pages analyses keep in its disk figures (issue #30)', async () => {
    const server = await start();
    // A cold analysis thread on a busy machine can keep readiness at 503 for a moment: asked until ready.
    const readyBody = () =>
      pollFor('readiness', async () => ((await ready(server)).status === 200 ? ((await ready(server)).body as ReadyResponse) : undefined));
    const before = await readyBody();
    expect(before.disk.storedPages).toEqual({ pageSets: 0, bytes: 0 });
    const analysisId = '00000000-0000-4000-8000-0000000000a1';
    await server.services.store.pages.write(analysisId, new Uint8Array(1234), new Date().toISOString());
    const after = await readyBody();
    expect(after.disk.storedPages).toEqual({ pageSets: 1, bytes: 1234 });
    // The embedded store keeps them on this machine's disk, and says how much room is left there.
    if (process.env.TEST_STORE !== 'postgres') expect(after.disk.freeBytes).toBeGreaterThan(0);
  });

  // The embedded store's failure is a broken volume under db.json; PostgreSQL's (a read-only session) is store/postgres/readiness.test.ts.
  it.skipIf(process.env.TEST_STORE === 'postgres')('is 503 while the store refuses writes, and ready again once it takes them', async () => {
    const server = await start();
    // Running as root, file modes do not stop a write: a directory where db.json goes does, like a broken volume.
    const dbFile = path.join(server.config.dataDir, 'db.json');
    await rm(dbFile, { force: true });
    await mkdir(dbFile);
    expect(await ready(server)).toMatchObject({ status: 503, body: { message: NOT_READY_MESSAGES.storeRefusesWrites } });
    // Liveness is another question: the process is up.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await rm(dbFile, { recursive: true });
    expect(await ready(server)).toMatchObject({ status: 200 });
  });

  it('is 503 when no analysis thread has answered within the timeout', { timeout: 30_000 }, async () => {
    // A site that never answers holds the only thread, so the ping waits in the queue behind it.
    const held: { end(): void }[] = [];
    const site: Server = createServer((_request, response) => void held.push(response));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const server = await start({ ANALYSIS_CONCURRENCY: '1' });
      const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
      const started = await fetch(`${server.url}/api/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });
      expect(started.status).toBe(200);
      while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      // The thread's last word was its first progress report: once that is older than the
      // timeout, the ping decides (and the crawl's 10 s page timeout is still far off).
      await new Promise((resolve) => setTimeout(resolve, POOL_ANSWER_TIMEOUT_MS + 500));
      expect(await ready(server)).toMatchObject({ status: 503, body: { message: NOT_READY_MESSAGES.poolSilent } });
      for (const response of held) response.end();
      await server.services.close();
    } finally {
      site.closeAllConnections();
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });

  it('is 503 from the moment shutdown begins, while liveness still answers', async () => {
    const server = await start();
    const closing = server.services.close();
    const [readiness, health] = await Promise.all([ready(server), fetch(`${server.url}/api/health`)]);
    expect(readiness).toMatchObject({ status: 503, body: { message: NOT_READY_MESSAGES.shuttingDown } });
    expect(health.status).toBe(200);
    await closing;
  });
});
