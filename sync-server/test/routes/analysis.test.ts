import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSites } from '../../../test-support/fixture-sites/site-server.ts';
import { ANALYSIS_STEP_NAMES, analysisResultSchema, analyzeResponseSchema } from '../../../engine/contract/analysis.ts';
import { pollUntilSettled } from '../../../test-support/poll.ts';
import { spawnServer } from '../support/spawn-server.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let fixtures: Awaited<ReturnType<typeof startFixtureSites>>;

beforeAll(async () => {
  fixtures = await startFixtureSites();
  server = await startTestServer({ ANALYSIS_CONCURRENCY: '2' });
});

afterAll(async () => {
  await server?.close();
  await fixtures?.close();
});

async function post(path: string, body: unknown, base = server.url) {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

function firstSite(): string {
  const [first] = Object.values(fixtures.sites).sort();
  if (!first) throw new Error('no fixture sites');
  return first;
}

describe('POST /api/analyze through to results', () => {
  it('analyses a fixture site: status moves through the named steps to completed, results pass the contract', async () => {
    const response = await post('/api/analyze', { url: firstSite(), signupsPerMonth: 800, currentActivationRate: 30, averageRevenuePerUser: 90 });
    expect(response.status).toBe(200);
    const { analysisId } = analyzeResponseSchema.parse(await response.json());

    const seen = await pollUntilSettled(server.url, analysisId);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ status: 'completed', progress: 100 });
    expect(last.steps.map((step) => step.name)).toEqual([...ANALYSIS_STEP_NAMES]);
    expect(last.steps[0]!.name).toBe('Scanning website content');
    for (const status of seen) expect(status.progress).toBeGreaterThanOrEqual(0);
    // progress never goes backwards
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]!.progress).toBeGreaterThanOrEqual(seen[i - 1]!.progress);

    const results = await fetch(`${server.url}/api/analysis/${analysisId}/results`);
    expect(results.status).toBe(200);
    const result = analysisResultSchema.parse(await results.json());
    expect(result.analysisId).toBe(analysisId);
    expect(result.revenue.currentMetrics).toMatchObject({ signupsPerMonth: 800, activationRate: 30, revenuePerUser: 90 });
    expect(result.pages[0]).toMatchObject({ kind: 'home', status: 200 });
  });

  it('honours the forced maturity level and demo-only flag', async () => {
    const response = await post('/api/analyze', { url: `${firstSite()}?maturity=Conversion-Optimised`, forceDemoOnly: true });
    const { analysisId } = analyzeResponseSchema.parse(await response.json());
    await pollUntilSettled(server.url, analysisId);
    const result = analysisResultSchema.parse(await (await fetch(`${server.url}/api/analysis/${analysisId}/results`)).json());
    expect(result.maturity.level).toBe('Conversion-Optimised');
    expect(result.onboardingFlags.demoOnly).toBe(true);
    expect(result.url).not.toContain('maturity=');
  });

  it('ends failed with a readable reason when the site does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const response = await post('/api/analyze', { url: `http://127.0.0.1:${port}/` });
    expect(response.status).toBe(200);
    const { analysisId } = analyzeResponseSchema.parse(await response.json());
    const last = (await pollUntilSettled(server.url, analysisId)).at(-1)!;
    expect(last.status).toBe('failed');
    expect(last.error).toMatch(/\w+ \w+/);

    const results = await fetch(`${server.url}/api/analysis/${analysisId}/results`);
    expect(results.status).toBe(409);
    expect(await results.json()).toMatchObject({ status: 'failed' });
  });

  it('answers 422 at once for a domain that does not resolve', async () => {
    const started = Date.now();
    const response = await post('/api/analyze', { url: 'https://this-domain-does-not-exist.invalid' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/resolve|not found|exist/i);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers 400 with the spec messages for bad input', async () => {
    const missing = await post('/api/analyze', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'Website URL is required.' });

    const invalid = await post('/api/analyze', { url: 'not a domain' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ message: 'Please enter a valid domain (e.g., an example domain)' });

    const wrongType = await post('/api/analyze', { url: 'acme.io', signupsPerMonth: 'lots' });
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as { message: string }).message).toMatch(/^signupsPerMonth/);
  });

  it('answers 404 for an unknown analysis', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await fetch(`${server.url}/api/analysis/${unknown}/status`)).status).toBe(404);
    const results = await fetch(`${server.url}/api/analysis/${unknown}/results`);
    expect(results.status).toBe(404);
    expect(await results.json()).toEqual({ message: 'Analysis not found' });
    expect((await fetch(`${server.url}/api/analysis/not-a-uuid/status`)).status).toBe(404);
  });
});

describe('the network guard at the API', () => {
  it('refuses a loopback address with 422 when private networks are not allowed', async () => {
    const guarded = await startTestServer({ ALLOW_PRIVATE_NETWORK: 'false' });
    try {
      const response = await post('/api/analyze', { url: firstSite() }, guarded.url);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    } finally {
      await guarded.close();
    }
  });
});

describe('restart mid-analysis', () => {
  let slowSite: Server;
  let slowUrl: string;
  let releaseHome = false;

  beforeAll(async () => {
    // A site whose home page is held until the test lets it go.
    slowSite = createServer((request, response) => {
      const answer = () => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          '<html><head><title>Slowpoke - invoices</title></head><body><h1>Invoices in minutes</h1><a href="/signup">Start free trial</a></body></html>',
        );
      };
      if (request.url === '/' && !releaseHome) {
        const timer = setInterval(() => {
          if (releaseHome) {
            clearInterval(timer);
            answer();
          }
        }, 50);
        request.on('close', () => clearInterval(timer));
        return;
      }
      answer();
    });
    await new Promise<void>((resolve) => slowSite.listen(0, '127.0.0.1', resolve));
    slowUrl = `http://127.0.0.1:${(slowSite.address() as AddressInfo).port}/`;
  });

  afterAll(() => new Promise<void>((resolve) => slowSite.close(() => resolve())));

  it('an analysis running when the process is killed completes after the restart', async () => {
    const data = await makeTempDir('oa-restart-');
    try {
      const env = { DATA_DIR: data.dir, ALLOW_PRIVATE_NETWORK: 'true' };
      const first = await spawnServer(env);
      const response = await post('/api/analyze', { url: slowUrl }, first.url);
      const { analysisId } = analyzeResponseSchema.parse(await response.json());
      // Wait until it is running, then kill the process without warning.
      for (let i = 0; i < 100; i += 1) {
        const status = (await (await fetch(`${first.url}/api/analysis/${analysisId}/status`)).json()) as { status: string };
        if (status.status === 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      first.child.kill('SIGKILL');
      await first.exited;

      releaseHome = true;
      const second = await spawnServer(env);
      try {
        const last = (await pollUntilSettled(second.url, analysisId)).at(-1)!;
        expect(last.status).toBe('completed');
        const result = analysisResultSchema.parse(await (await fetch(`${second.url}/api/analysis/${analysisId}/results`)).json());
        expect(result.url).toBe(slowUrl);
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
    } finally {
      await data.remove();
    }
  });
});

describe('unfinished analyses per client (MAX_ANALYSES_PER_CLIENT)', () => {
  let heldSite: Server;
  let heldUrl: string;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });

  beforeAll(async () => {
    // Every page waits until the test lets the site answer, so analyses stay unfinished.
    heldSite = createServer((_request, response) => {
      void released.then(() => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          '<html><head><title>Holdfast - payroll</title></head><body><h1>Payroll in minutes</h1><a href="/signup">Start free trial</a></body></html>',
        );
      });
    });
    await new Promise<void>((resolve) => heldSite.listen(0, '127.0.0.1', resolve));
    heldUrl = `http://127.0.0.1:${(heldSite.address() as AddressInfo).port}/`;
  });

  afterAll(() => {
    release();
    return new Promise<void>((resolve) => heldSite.close(() => resolve()));
  });

  it('refuses a client with 429 while its limit of analyses is unfinished, counts no refused address, and accepts again once they end', async () => {
    const limited = await startTestServer({ MAX_ANALYSES_PER_CLIENT: '2', ANALYSIS_CONCURRENCY: '1' });
    try {
      const first = await post('/api/analyze', { url: `${heldUrl}?n=1` }, limited.url);
      expect(first.status).toBe(200);
      // Refused by the address check: it never counts against the client.
      expect((await post('/api/analyze', { url: 'https://this-domain-does-not-exist.invalid' }, limited.url)).status).toBe(422);
      const second = await post('/api/analyze', { url: `${heldUrl}?n=2` }, limited.url);
      expect(second.status).toBe(200);

      const refused = await post('/api/analyze', { url: `${heldUrl}?n=3` }, limited.url);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('10');
      expect(await refused.json()).toEqual({
        message: 'You already have 2 analyses waiting or running. Please wait for one of them to finish, then try again.',
      });

      release();
      for (const response of [first, second]) {
        const { analysisId } = analyzeResponseSchema.parse(await response.json());
        expect((await pollUntilSettled(limited.url, analysisId)).at(-1)!.status).toBe('completed');
      }
      const again = await post('/api/analyze', { url: `${heldUrl}?n=4` }, limited.url);
      expect(again.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
