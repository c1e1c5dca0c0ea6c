import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSites, startFixtureSites } from '../../../test-support/fixture-sites/site-server.ts';
import type { BatchCreateResponse } from '../../../engine/contract/batch.ts';
import { adminSession, waitForBatch } from '../support/admin-session.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { startTestServer } from '../support/test-server.ts';

/** Batches of real (fixture) sites through the real engine, over HTTP. */

const CREDENTIALS = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'batch-sites-password', JWT_SECRET: 'batch-sites-test-secret-0123456789abcdef' };
let fixtures: FixtureSites;
let siteUrls: string[];

beforeAll(async () => {
  fixtures = await startFixtureSites();
  siteUrls = Object.values(fixtures.sites).sort();
});
afterAll(async () => {
  await fixtures.close();
});

/** `count` addresses of the fixture sites, made distinct with a query string so none is collapsed as a duplicate. */
function distinctSiteUrls(count: number): string[] {
  expect(siteUrls.length, 'test-support/fixture-sites/sites holds the fixture sites').toBeGreaterThan(0);
  return Array.from({ length: count }, (_, n) => `${siteUrls[n % siteUrls.length]}/?batch-item=${n}`);
}

async function startServer(env: Record<string, string> = {}) {
  const server = await startTestServer({ ...CREDENTIALS, ...env });
  return { server, admin: await adminSession(server.url, CREDENTIALS.ADMIN_USERNAME, CREDENTIALS.ADMIN_PASSWORD) };
}

describe('a batch of fixture sites', () => {
  it('completes every site with an analysis id and fails an unreachable address with its reason', { timeout: 180_000 }, async () => {
    const { server, admin } = await startServer();
    try {
      const sites = distinctSiteUrls(3);
      // Port 1 on loopback: nothing listens there, so the connection is refused.
      const unreachable = 'http://127.0.0.1:1/';
      const csvContent = ['url,companyName', ...sites.map((url, n) => `${url},Fixture ${n}`), `${unreachable},Nobody`].join('\n');
      const response = await admin.api('/batch/csv', { method: 'POST', body: { csvContent } });
      expect(response.status).toBe(201);
      const { batchId } = (await response.json()) as BatchCreateResponse;

      const done = await waitForBatch(admin, batchId, { timeoutMs: 170_000 });
      expect(done).toMatchObject({ status: 'completed', totalItems: 4, completedItems: 3, failedItems: 1, processedItems: 4 });
      for (const item of done.results.slice(0, 3)) {
        expect(item).toMatchObject({ status: 'completed', analysisId: expect.any(String) });
        const result = await fetch(`${server.url}/api/analysis/${item.analysisId}/results`);
        expect(result.status).toBe(200);
      }
      expect(done.results[3]).toMatchObject({ url: unreachable, status: 'failed', error: expect.stringMatching(/\S/) });
      expect(done.results[3]!.analysisId).toBeUndefined();

      const csv = await (await admin.api(`/batch/${batchId}/results.csv`)).text();
      expect(csv).toContain(`${server.url}/results/${done.results[0]!.analysisId}`);
      expect(csv).toMatch(/,(Basic|Guided|Conversion-Optimised),\d+/);
    } finally {
      await server.close();
    }
  });
});

describe('a batch across a restart', () => {
  it('resumes after the server stops mid-batch, and every item completes', { timeout: 240_000 }, async () => {
    const data = await makeTempDir('oa-batch-restart-');
    try {
      // Two analysis slots leave the batch one, so items run one after another.
      const env = { DATA_DIR: data.dir, ANALYSIS_CONCURRENCY: '2' };
      const sites = distinctSiteUrls(6);
      const first = await startServer(env);
      const response = await first.admin.api('/batch/csv', { method: 'POST', body: { csvContent: sites.join('\n') } });
      const { batchId } = (await response.json()) as BatchCreateResponse;

      // Stop as soon as the first item is done: the job is then mid-way.
      const deadline = Date.now() + 120_000;
      while (((await first.server.services.batches.get(batchId))?.completedItems ?? 0) < 1) {
        if (Date.now() > deadline) throw new Error('the first item did not complete');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const atStop = (await first.server.services.batches.get(batchId))!;
      await first.server.close();
      expect(atStop.processedItems).toBeLessThan(sites.length);

      const second = await startServer(env);
      try {
        const done = await waitForBatch(second.admin, batchId, { timeoutMs: 200_000 });
        expect(done).toMatchObject({ status: 'completed', totalItems: 6, completedItems: 6, failedItems: 0 });
        expect(done.results.map((item) => item.url)).toEqual(sites);
        const ids = done.results.map((item) => item.analysisId);
        expect(new Set(ids).size).toBe(6);
        for (const id of ids) expect((await fetch(`${second.server.url}/api/analysis/${id}/results`)).status).toBe(200);
      } finally {
        await second.server.close();
      }
    } finally {
      await data.remove();
    }
  });
});
