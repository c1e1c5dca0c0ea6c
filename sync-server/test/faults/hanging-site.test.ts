import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyzeResponseSchema } from '../../../engine/contract/analysis.ts';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import { type AnalysisService, createAnalysisService } from '../../src/analysis/analysis-service.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import type { AnalysisPool } from '../../src/pool/analysis-pool.ts';
import type { AnalysisOutcome } from '../../src/pool/analysis-task.ts';
import { openStore } from '../../src/store/store.ts';
import { pollUntilSettled } from '../../../test-support/poll.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * A site that never answers, or answers a byte at a time for ever, holds an analysis
 * slot only until its limit: the analysis fails with a readable reason, the socket
 * is closed, and the next analysis in line gets the slot.
 */

interface HangingSite {
  url: string;
  openSockets(): number;
  close(): Promise<void>;
}

/** `behaviour` answers the home page; robots.txt is a 404 at once, as on many sites. */
async function startSite(behaviour: (response: ServerResponse) => void): Promise<HangingSite> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    if (request.url === '/robots.txt') return response.writeHead(404).end();
    if (request.url === '/') return behaviour(response);
    response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Calm page</title><h1>Invoices</h1><a href="/signup">Start free trial</a>');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    openSockets: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a hanging site through the HTTP API', () => {
  let server: TestServer;
  let silent: HangingSite;
  let trickling: HangingSite;
  let calm: HangingSite;

  beforeAll(async () => {
    silent = await startSite(() => undefined); // headers never come
    trickling = await startSite((response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<!doctype html><title>Trickle</title>');
      const timer = setInterval(() => response.write('<p>.</p>'), 200);
      response.on('close', () => clearInterval(timer));
    });
    calm = await startSite((response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Calm - invoices</title><h1>Invoices</h1>'));
    server = await startTestServer({ ANALYSIS_CONCURRENCY: '2' });
  });
  afterAll(async () => {
    await server?.close();
    for (const site of [silent, trickling, calm]) await site?.close();
  });

  it('fails each with the reason, closes its connection, and frees the slots for the analysis queued behind', { timeout: 90_000 }, async () => {
    const submit = async (url: string) =>
      analyzeResponseSchema.parse(
        await (
          await fetch(`${server.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url }) })
        ).json(),
      ).analysisId;
    // Both slots are taken by the hanging sites; the calm one waits in line.
    const silentId = await submit(silent.url);
    const tricklingId = await submit(trickling.url);
    const calmId = await submit(calm.url);
    await vi.waitFor(() => expect(silent.openSockets() + trickling.openSockets()).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect((await (await fetch(`${server.url}/api/analysis/${calmId}/status`)).json()) as { status: string }).toMatchObject({ status: 'pending' });

    const [silentEnd, tricklingEnd, calmEnd] = await Promise.all(
      [silentId, tricklingId, calmId].map(async (id) => (await pollUntilSettled(server.url, id, 80_000)).at(-1)!),
    );
    expect(silentEnd).toMatchObject({ status: 'failed', error: expect.stringMatching(/did not answer within 10 seconds/) });
    expect(tricklingEnd).toMatchObject({ status: 'failed', error: expect.stringMatching(/did not finish loading within 10 seconds/) });
    expect(calmEnd, JSON.stringify(calmEnd)).toMatchObject({ status: 'completed' });
    await vi.waitFor(() => expect(silent.openSockets() + trickling.openSockets()).toBe(0), { timeout: 5_000 });
  });
});

/**
 * Code that never yields (a parser stuck on a page, say) cannot see its own deadline;
 * the service ends such a worker from outside. Before parse-html.ts, 200 000 unclosed
 * <span>s were such a page.
 */
describe('a worker that never answers at all', () => {
  /** Like piscina: a run ends only when the thread answers or its signal aborts it (piscina then ends the thread). */
  class StuckPool implements AnalysisPool {
    started: string[] = [];
    aborted: string[] = [];
    run(request: { url: string }, _at: string, _progress: unknown, signal?: AbortSignal) {
      this.started.push(request.url);
      return new Promise<AnalysisOutcome>((resolve, reject) => {
        if (request.url.includes('calm')) return resolve({ ok: true, result: exampleAnalysisResult() });
        signal?.addEventListener('abort', () => {
          this.aborted.push(request.url);
          reject(new Error('The task has been aborted'));
        });
      });
    }
    async destroy() {}
  }

  let service: AnalysisService;
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('is stopped from outside at the hard limit, its analysis fails with the reason, and the slot goes to the next', async () => {
    const temp = await makeTempDir('oa-stuck-');
    const store = await openStore(temp.dir);
    const pool = new StuckPool();
    const config = loadConfig({ DATA_DIR: temp.dir, ALLOW_PRIVATE_NETWORK: 'true', ANALYSIS_CONCURRENCY: '1', LOG_LEVEL: 'silent' });
    service = createAnalysisService({ config, store, logger: createLogger('silent'), pool, hardLimitMs: 2_000 });
    cleanups.push(
      temp.remove,
      () => store.close(),
      () => service.close(),
    );

    const stuck = await service.submit({ url: 'http://127.0.0.1:9/stuck' });
    const next = await service.submit({ url: 'http://127.0.0.1:9/calm' });
    await vi.waitFor(async () => expect((await service.getStatus(stuck.analysisId))?.status).toBe('failed'), { timeout: 5_000 });
    expect((await service.getStatus(stuck.analysisId))?.error).toBe('The site took longer than 2 seconds to analyze, so the analysis was stopped.');
    expect(pool.aborted).toEqual(['http://127.0.0.1:9/stuck']);
    await vi.waitFor(async () => expect((await service.getStatus(next.analysisId))?.status).toBe('completed'), { timeout: 5_000 });
  });
});
