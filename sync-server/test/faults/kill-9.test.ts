import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompletedAnalyses } from '../support/seed-store.ts';
import { type FixtureSites, startFixtureSites } from '../../../test-support/fixture-sites/site-server.ts';
import { analyzeResponseSchema } from '../../../engine/contract/analysis.ts';
import { batchCreateResponseSchema, batchJobDetailSchema } from '../../../engine/contract/batch.ts';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import { shareResponseSchema, sharedAnalysisResultSchema } from '../../../engine/contract/share.ts';
import { vanityListResponseSchema } from '../../../engine/contract/vanity.ts';
import { adminSession, waitForBatch } from '../support/admin-session.ts';
import { pollUntilSettled } from '../../../test-support/poll.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { FAULT_ADMIN, ServerProcesses } from './server-process.ts';

/**
 * Acknowledged means on disk. The real server process is killed with SIGKILL in the
 * middle of a burst of writes from several clients (shares, vanity links, analyses),
 * and in the middle of a batch. After a restart on the same DATA_DIR, everything the
 * clients were told was saved is there, and every accepted analysis and batch item
 * finishes: none is lost, none is analysed twice into a second id.
 */

const SEEDED = ['0b1c2d3e-4f50-4a6b-8c7d-000000000001', '0b1c2d3e-4f50-4a6b-8c7d-000000000002', '0b1c2d3e-4f50-4a6b-8c7d-000000000003'];
/** Acknowledgements to wait for before the kill; requests keep flowing while it lands. */
const ACKS_BEFORE_KILL = 45;
const MAX_ANALYSES = 8;
const BATCH_ITEMS = 8;

const processes = new ServerProcesses();
let fixtures: FixtureSites;

beforeAll(async () => {
  fixtures = await startFixtureSites();
});
afterAll(async () => {
  await processes.stopAll();
  await fixtures?.close();
});

interface Acknowledged {
  shares: { slug: string; companyName: string; analysisId: string }[];
  vanity: { vanityPath: string; analysisId: string }[];
  analyses: string[];
}

describe('kill -9 during a burst of writes', () => {
  it('loses nothing that was acknowledged, and every accepted analysis completes after the restart', { timeout: 180_000 }, async () => {
    const data = await makeTempDir('oa-kill-writes-');
    try {
      await seedCompletedAnalyses(
        data.dir,
        SEEDED.map((analysisId) => exampleAnalysisResult({ analysisId })),
      );
      const env = { DATA_DIR: data.dir, ALLOW_PRIVATE_NETWORK: 'true', ANALYSIS_CONCURRENCY: '2' };
      const first = await processes.start(env);
      const admin = await adminSession(first.url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);
      const sites = Object.values(fixtures.sites).sort();

      const acked: Acknowledged = { shares: [], vanity: [], analyses: [] };
      const total = () => acked.shares.length + acked.vanity.length + acked.analyses.length;
      let counter = 0;
      let killed = false;
      const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

      // Each writer sends one request after another until the process is gone; a request cut off by the kill is simply not acknowledged.
      const writers = {
        share: async () => {
          const n = counter++;
          const analysisId = SEEDED[n % SEEDED.length]!;
          const companyName = `Burst Company ${n}`;
          const response = await fetch(`${first.url}/api/analysis/${analysisId}/share`, json({ companyName }));
          if (response.status === 201) acked.shares.push({ slug: shareResponseSchema.parse(await response.json()).slug, companyName, analysisId });
        },
        vanity: async () => {
          const n = counter++;
          const vanityPath = `burst-${n}`;
          const analysisId = SEEDED[n % SEEDED.length]!;
          const response = await admin.api('/vanity', { method: 'POST', body: { vanityPath, analysisId } });
          if (response.status === 201) acked.vanity.push({ vanityPath, analysisId });
        },
        analysis: async () => {
          if (acked.analyses.length >= MAX_ANALYSES) return new Promise((resolve) => setTimeout(resolve, 50));
          const n = counter++;
          const response = await fetch(`${first.url}/api/analyze`, json({ url: `${sites[n % sites.length]}/?burst=${n}` }));
          if (response.ok) acked.analyses.push(analyzeResponseSchema.parse(await response.json()).analysisId);
        },
      };
      let cutOff = 0;
      const loop = async (write: () => Promise<unknown>) => {
        while (!killed) await write().catch(() => (cutOff += 1));
      };
      const running = [writers.share, writers.share, writers.vanity, writers.vanity, writers.vanity, writers.analysis].map(loop);

      while (total() < ACKS_BEFORE_KILL) await new Promise((resolve) => setTimeout(resolve, 5));
      await processes.killHard(first);
      killed = true;
      await Promise.all(running);
      // The kill landed while requests were in flight, and the burst reached every kind of write.
      expect(cutOff).toBeGreaterThan(0);
      expect(acked.shares.length).toBeGreaterThan(5);
      expect(acked.vanity.length).toBeGreaterThan(5);
      expect(acked.analyses.length).toBeGreaterThan(0);

      const second = await processes.start(env);
      const secondAdmin = await adminSession(second.url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);

      for (const share of acked.shares) {
        const response = await fetch(`${second.url}/api/results/${share.slug}`);
        expect(response.status, share.slug).toBe(200);
        expect(sharedAnalysisResultSchema.parse(await response.json())).toMatchObject({ companyName: share.companyName, analysisId: share.analysisId });
      }

      const links = vanityListResponseSchema.parse(await (await secondAdmin.api('/vanity')).json());
      for (const link of acked.vanity) {
        expect(
          links.find((entry) => entry.vanityPath === link.vanityPath),
          link.vanityPath,
        ).toMatchObject({ analysisId: link.analysisId });
        expect((await fetch(`${second.url}/api/v/${link.vanityPath}`)).status, link.vanityPath).toBe(200);
      }

      for (const analysisId of acked.analyses) {
        const last = (await pollUntilSettled(second.url, analysisId, 120_000)).at(-1)!;
        expect(last.status, analysisId).toBe('completed');
        expect((await fetch(`${second.url}/api/analysis/${analysisId}/results`)).status).toBe(200);
      }
    } finally {
      await processes.stopAll();
      await data.remove();
    }
  });
});

describe('kill -9 during a batch', () => {
  it('a new process finishes every accepted item', { timeout: 240_000 }, async () => {
    const data = await makeTempDir('oa-kill-batch-');
    try {
      const env = { DATA_DIR: data.dir, ALLOW_PRIVATE_NETWORK: 'true', ANALYSIS_CONCURRENCY: '2' };
      const sites = Object.values(fixtures.sites).sort();
      const urls = Array.from({ length: BATCH_ITEMS }, (_, n) => `${sites[n % sites.length]}/?kill-item=${n}`);

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
      expect(atKill.processedItems).toBeLessThan(BATCH_ITEMS);

      const second = await processes.start(env);
      const secondAdmin = await adminSession(second.url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);
      const done = await waitForBatch(secondAdmin, batchId, { timeoutMs: 200_000 });
      expect(done).toMatchObject({ status: 'completed', totalItems: BATCH_ITEMS, completedItems: BATCH_ITEMS, failedItems: 0, processedItems: BATCH_ITEMS });
      expect(done.results.map((item) => item.url)).toEqual(urls);
      // Items completed before the kill keep their analysis.
      for (const before of atKill.results.filter((item) => item.status === 'completed')) {
        expect(done.results.find((item) => item.url === before.url)?.analysisId).toBe(before.analysisId);
      }
      const ids = done.results.map((item) => item.analysisId);
      expect(new Set(ids).size).toBe(BATCH_ITEMS);
      for (const id of ids) expect((await fetch(`${second.url}/api/analysis/${id}/results`)).status, id).toBe(200);
    } finally {
      await processes.stopAll();
      await data.remove();
    }
  });
});
