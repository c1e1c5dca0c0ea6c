import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMisbehavingServer, type MisbehavingServer } from '../../../test-support/fixture-sites/misbehaving-server.ts';
import { analyzeResponseSchema } from '../../../engine/contract/analysis.ts';
import { batchCreateResponseSchema } from '../../../engine/contract/batch.ts';
import { DIRECT_CASES, namesResolvingTo, REDIRECT_CASES, withPort } from '../../../test-support/engine/ssrf-corpus.ts';
import { adminSession, type AdminSession, waitForBatch } from '../support/admin-session.ts';
import { pollUntilSettled } from '../../../test-support/poll.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The SSRF corpus of test-support/engine/ssrf-corpus.ts, sent through the HTTP API
 * (POST /api/analyze and POST /api/batch/csv) of a server with ALLOW_PRIVATE_NETWORK
 * off. The target is a canary HTTP server on loopback that counts TCP connections; it
 * must count none. Redirect chains start at the misbehaving server under a
 * public-looking name, let through by the crawler's test hook for exactly its own
 * address and port (see crawler-test-hooks.ts), so every later hop meets the guard
 * as a real public site's redirect would.
 */

const BLOCKED = /only public websites can be analyzed/;
/** What the address normalisation of SPEC section 5 says before the guard is even asked. */
const NOT_AN_ADDRESS = 'Please enter a valid domain (e.g., an example domain)';

let canary: Server;
let canaryV6: Server | undefined;
let canaryPort: number;
let connections = 0;
let firstHop: MisbehavingServer;
let guarded: TestServer;
let admin: AdminSession;

const answerCanary = (_: unknown, response: ServerResponse) => response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Canary reached</title>');

async function listenCanary(host: string, port: number): Promise<Server | undefined> {
  const server = createServer(answerCanary);
  server.on('connection', () => (connections += 1));
  return new Promise((resolve) => {
    server.once('error', () => resolve(undefined)); // no IPv6 loopback here
    server.listen(port, host, () => resolve(server));
  });
}

beforeAll(async () => {
  canary = (await listenCanary('127.0.0.1', 0))!;
  canaryPort = (canary.address() as AddressInfo).port;
  canaryV6 = await listenCanary('::1', canaryPort);
  firstHop = await startMisbehavingServer();
  guarded = await startTestServer(
    { ALLOW_PRIVATE_NETWORK: 'false', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'ssrf-test-password', ANALYSIS_CONCURRENCY: '2' },
    { crawlerTestHooks: { hosts: namesResolvingTo(), guardExemptions: [{ address: '127.0.0.1', port: firstHop.port }] } },
  );
  admin = await adminSession(guarded.url, 'admin', 'ssrf-test-password');
});

afterAll(async () => {
  await guarded?.close();
  await firstHop?.close();
  await new Promise<void>((resolve) => canary.close(() => resolve()));
  if (canaryV6) await new Promise<void>((resolve) => canaryV6!.close(() => resolve()));
});

afterEach(() => {
  const reached = connections;
  connections = 0; // so one failing case does not fail the next
  expect(reached, 'connections that reached the canary').toBe(0);
});

const canaryAddress = (address: string) => withPort(address, canaryPort);
const redirectFromFirstHop = (target: string) => `http://first-hop.example:${firstHop.port}/redirect-to?to=${encodeURIComponent(canaryAddress(target))}`;

function analyze(url: string, base = guarded.url) {
  return fetch(`${base}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url }) });
}

/** A CSV of one quoted url column, so tabs and commas inside an address stay in it. */
const csvOf = (urls: string[]) => ['url', ...urls.map((url) => `"${url.replaceAll('"', '""')}"`)].join('\n');

describe('POST /api/analyze with ALLOW_PRIVATE_NETWORK off', () => {
  const answeredBy = { guard: 0, normalisation: 0 };

  it(`runs a corpus of at least 60 spellings and redirect chains`, () => {
    expect(DIRECT_CASES.length + REDIRECT_CASES.length).toBeGreaterThanOrEqual(60);
  });

  describe.each(DIRECT_CASES)('%s', (_, address) => {
    it('is refused at once, before anything is queued', async () => {
      const response = await analyze(canaryAddress(address));
      const body = (await response.json()) as { message: string; analysisId?: string };
      expect(body.analysisId).toBeUndefined();
      if (response.status === 422) {
        expect(body.message).toMatch(BLOCKED);
        answeredBy.guard += 1;
      } else {
        // Shapes SPEC section 5 does not accept as a website address never reach the guard.
        expect(response.status).toBe(400);
        expect(body.message).toBe(NOT_AN_ADDRESS);
        answeredBy.normalisation += 1;
      }
    });
  });

  it('refused most of the corpus at the guard itself, not only by the address check', () => {
    expect(answeredBy.guard + answeredBy.normalisation).toBe(DIRECT_CASES.length);
    expect(answeredBy.guard).toBeGreaterThanOrEqual(40);
  });

  describe.each(REDIRECT_CASES)('a redirect from a public-looking first hop %s', (_, target) => {
    it('is accepted, reaches the first hop, and fails at the redirect with the guard reason', async () => {
      const start = redirectFromFirstHop(target);
      const before = firstHop.stats.requests.length;
      const response = await analyze(start);
      expect(response.status).toBe(200);
      const { analysisId } = analyzeResponseSchema.parse(await response.json());
      const last = (await pollUntilSettled(guarded.url, analysisId)).at(-1)!;
      expect(last.status).toBe('failed');
      expect(last.error).toMatch(BLOCKED);
      expect(firstHop.stats.requests.slice(before)).toContain(new URL(start).pathname + new URL(start).search);
    });
  });

  it('a chain of two allowed hops, then loopback, fails at the third', async () => {
    const inner = `/redirect-to?to=${encodeURIComponent(canaryAddress('http://127.0.0.1:P/'))}`;
    const response = await analyze(`http://first-hop.example:${firstHop.port}/redirect-to?to=${encodeURIComponent(inner)}`);
    const { analysisId } = analyzeResponseSchema.parse(await response.json());
    const last = (await pollUntilSettled(guarded.url, analysisId)).at(-1)!;
    expect(last).toMatchObject({ status: 'failed', error: expect.stringMatching(BLOCKED) });
  });
});

describe('POST /api/batch/csv with ALLOW_PRIVATE_NETWORK off', () => {
  it('every spelling in one batch ends failed with a reason, none analysed', async () => {
    const response = await admin.api('/batch/csv', { method: 'POST', body: { csvContent: csvOf(DIRECT_CASES.map(([, address]) => canaryAddress(address))) } });
    expect(response.status).toBe(201);
    const { batchId } = batchCreateResponseSchema.parse(await response.json());
    const done = await waitForBatch(admin, batchId);
    expect(done.completedItems).toBe(0);
    expect(done.results.length).toBeGreaterThan(10); // spellings of the same address count once
    for (const item of done.results) {
      expect(item.status, item.url).toBe('failed');
      expect(item.analysisId, item.url).toBeUndefined();
      expect(item.error, item.url).toMatch(/only public websites can be analyzed|is not a valid website address/);
    }
    expect(done.results.filter((item) => BLOCKED.test(item.error ?? '')).length).toBeGreaterThanOrEqual(10);
  });

  it('every redirect chain in one batch ends failed at the guard', async () => {
    const response = await admin.api('/batch/csv', {
      method: 'POST',
      body: { csvContent: csvOf(REDIRECT_CASES.map(([, target]) => redirectFromFirstHop(target))) },
    });
    expect(response.status).toBe(201);
    const { batchId, totalItems } = batchCreateResponseSchema.parse(await response.json());
    expect(totalItems).toBe(REDIRECT_CASES.length);
    const done = await waitForBatch(admin, batchId);
    expect(done.failedItems).toBe(REDIRECT_CASES.length);
    for (const item of done.results) expect(item.error, item.url).toMatch(BLOCKED);
  });
});

describe('the canary', () => {
  it('is reached through the same API when private networks are allowed (the counter works)', async () => {
    const open = await startTestServer({ ALLOW_PRIVATE_NETWORK: 'true' });
    try {
      const response = await analyze(`http://127.0.0.1:${canaryPort}/`, open.url);
      const { analysisId } = analyzeResponseSchema.parse(await response.json());
      await pollUntilSettled(open.url, analysisId);
      const reached = connections;
      connections = 0;
      expect(reached).toBeGreaterThan(0);
    } finally {
      await open.close();
    }
  });
});
