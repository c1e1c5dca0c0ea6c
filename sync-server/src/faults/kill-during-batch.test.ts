import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSites, startFixtureSites } from '../../../e2e/fixtures/site-server.ts';
import { batchCreateResponseSchema, batchJobDetailSchema } from '../../../engine/contract/batch.ts';
import { adminSession, waitForBatch } from '../batch/testing/admin-session.ts';
import { makeTempDir } from '../testing/temp-dir.ts';
import { FAULT_ADMIN, ServerProcesses } from './server-process.ts';

/**
 * A batch of fixture sites is accepted, the process is killed with SIGKILL once the
 * job is under way, and a new process on the same DATA_DIR finishes every item: no
 * item is lost, none is analysed twice into a second id, all end completed.
 */

const ITEMS = 8;
const processes = new ServerProcesses();
let fixtures: FixtureSites;

beforeAll(async () => {
  fixtures = await startFixtureSites();
});
afterAll(async () => {
  await processes.stopAll();
  await fixtures?.close();
});

describe('kill -9 during a batch', () => {
  it('a new process finishes every accepted item', { timeout: 240_000 }, async () => {
    const data = await makeTempDir('oa-kill-batch-');
    try {
      const env = { DATA_DIR: data.dir, ALLOW_PRIVATE_NETWORK: 'true', ANALYSIS_CONCURRENCY: '2' };
      const sites = Object.values(fixtures.sites).sort();
      const urls = Array.from({ length: ITEMS }, (_, n) => `${sites[n % sites.length]}/?kill-item=${n}`);

      const first = await processes.start(env);
      const admin = await adminSession(first.url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);
      const response = await admin.api('/batch/csv', { method: 'POST', body: { csvContent: ['url', ...urls].join('\n') } });
      expect(response.status).toBe(201);
      const { batchId } = batchCreateResponseSchema.parse(await response.json());

      // Kill once an item has completed and another is being analysed.
      const deadline = Date.now() + 120_000;
      let atKill = batchJobDetailSchema.parse(await (await admin.api(`/batch/${batchId}`)).json());
      while (!(atKill.completedItems >= 1 && atKill.results.some((item) => item.status === 'processing'))) {
        if (Date.now() > deadline) throw new Error(`the batch did not get under way: ${JSON.stringify(atKill)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
        atKill = batchJobDetailSchema.parse(await (await admin.api(`/batch/${batchId}`)).json());
      }
      await processes.killHard(first);
      expect(atKill.processedItems).toBeLessThan(ITEMS);

      const second = await processes.start(env);
      const secondAdmin = await adminSession(second.url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);
      const done = await waitForBatch(secondAdmin, batchId, { timeoutMs: 200_000 });
      expect(done).toMatchObject({ status: 'completed', totalItems: ITEMS, completedItems: ITEMS, failedItems: 0, processedItems: ITEMS });
      expect(done.results.map((item) => item.url)).toEqual(urls);
      // Items completed before the kill keep their analysis.
      for (const before of atKill.results.filter((item) => item.status === 'completed')) {
        expect(done.results.find((item) => item.url === before.url)?.analysisId).toBe(before.analysisId);
      }
      const ids = done.results.map((item) => item.analysisId);
      expect(new Set(ids).size).toBe(ITEMS);
      for (const id of ids) expect((await fetch(`${second.url}/api/analysis/${id}/results`)).status, id).toBe(200);
    } finally {
      await processes.stopAll();
      await data.remove();
    }
  });
});
