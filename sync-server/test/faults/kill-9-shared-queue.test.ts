import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema } from '../../../engine/contract/analysis.ts';
import { batchCreateResponseSchema } from '../../../engine/contract/batch.ts';
import { type MisbehavingServer, startMisbehavingServer } from '../../../test-support/fixture-sites/misbehaving-server.ts';
import { type FixtureSites, startFixtureSites } from '../../../test-support/fixture-sites/site-server.ts';
import { pollUntilSettled } from '../../../test-support/poll.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import type { AnalysisRecord, BatchRecord } from '../../src/store/db-schema.ts';
import { adminSession, waitForBatch } from '../support/admin-session.ts';
import { sharedTestCluster, stopSharedTestCluster } from '../support/postgres-cluster.ts';
import { FAULT_ADMIN, ServerProcesses } from './server-process.ts';
import { pgBossMajorFor } from '../../src/analysis/pg-boss-major.ts';
import { queueTiming } from '../../src/analysis/pg-boss-queue.ts';
import { lacks } from '../../../test-support/prerequisites/needs.ts';

/**
 * Issue #14: with DATABASE_URL, pg-boss recovers the work of a process that dies. Two
 * server processes share one database; the first accepts a batch and two visitors'
 * analyses and is killed with SIGKILL while items are being analysed on both. The
 * queue fails the dead process' jobs into retry (their heartbeat lapsed, with pg-boss 12;
 * they expired, with 10) and the second takes them: every item is completed exactly once,
 * by one analysis each, and the visitors' analyses complete.
 */

const BATCH_ITEMS = 8;
/** The server processes run on this Node, so on this pg-boss (with job heartbeats from 12 on). */
const heartbeats = pgBossMajorFor() === 12;
/**
 * With heartbeats the default expiry (125 s) stays: the dead process' jobs can come back
 * in time only through their lapsed heartbeats. Without, a short one, so they are taken up
 * in seconds rather than after the two-minute hard limit.
 */
const QUEUE_EXPIRY_SECONDS = heartbeats ? undefined : 20;
/** Each page of a batch item's site takes this long, so the kill always lands mid-analysis (fixture pages answer in a millisecond). */
const SLOW_PAGE_MS = 700;

const processes = new ServerProcesses();
let fixtures: FixtureSites;
let slowSite: MisbehavingServer;
let databaseUrl: string;
let db: pg.Pool;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  fixtures = await startFixtureSites();
  slowSite = await startMisbehavingServer({ pageDelayMs: SLOW_PAGE_MS });
  databaseUrl = await (await sharedTestCluster()).createDatabase();
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
});
afterAll(async () => {
  await processes.stopAll();
  await db?.end();
  await fixtures?.close();
  await slowSite?.close();
  for (const cleanup of cleanups) await cleanup();
  await stopSharedTestCluster();
});

async function batchAnalyses(batchId: string): Promise<AnalysisRecord[]> {
  const { rows } = await db.query<{ record: AnalysisRecord }>("SELECT record FROM analyses WHERE record->>'batchId' = $1", [batchId]);
  return rows.map((row) => row.record);
}

async function batchRecord(batchId: string): Promise<BatchRecord> {
  const { rows } = await db.query<{ job: BatchRecord }>('SELECT job FROM batches WHERE id = $1', [batchId]);
  return rows[0]!.job;
}

describe.skipIf(lacks('postgres'))('kill -9 of one of two processes on one PostgreSQL database', () => {
  it("the other finishes the batch the dead one accepted, every item once, and its visitors' analyses", { timeout: 240_000 }, async () => {
    const start = async () => {
      const data = await makeTempDir('oa-kill-shared-');
      cleanups.push(data.remove);
      // Two analysis threads each: one batch worker per process, so two items in flight means one on each.
      return processes.start({
        DATABASE_URL: databaseUrl,
        DATA_DIR: data.dir,
        ALLOW_PRIVATE_NETWORK: 'true',
        ANALYSIS_CONCURRENCY: '2',
        MAX_ANALYSES_PER_CLIENT: '0',
        BROWSER_RENDERING: 'off',
        ...(QUEUE_EXPIRY_SECONDS ? { QUEUE_EXPIRY_SECONDS: String(QUEUE_EXPIRY_SECONDS) } : {}),
      });
    };
    const [first, second] = await Promise.all([start(), start()]);
    const sites = Object.values(fixtures.sites).sort();
    const urls = Array.from({ length: BATCH_ITEMS }, (_, n) => slowSite.url(`/site/?shared-kill-item=${n}`));

    const admin = await adminSession(first.url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);
    const response = await admin.api('/batch/csv', { method: 'POST', body: { csvContent: ['url', ...urls].join('\n') } });
    expect(response.status).toBe(201);
    const { batchId } = batchCreateResponseSchema.parse(await response.json());

    // Visitors' analyses first: the kill follows the check below at once, while both items it saw are still being analysed.
    const visitors = await Promise.all(
      [0, 1].map(async (n) => {
        const accepted = await fetch(`${first.url}/api/analyze`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url: `${sites[n]}/?shared-kill-visitor=${n}` }),
        });
        return analyzeResponseSchema.parse(await accepted.json()).analysisId;
      }),
    );
    // Kill once an item has completed and two are being analysed (one on each process).
    const deadline = Date.now() + 120_000;
    for (;;) {
      const items = (await batchRecord(batchId)).items;
      const running = new Set((await batchAnalyses(batchId)).filter((record) => record.status === 'running').map((record) => record.id));
      const analysing = items.filter((item) => item.status === 'processing' && item.analysisId && running.has(item.analysisId));
      if (items.some((item) => item.status === 'completed') && analysing.length >= 2) break;
      if (Date.now() > deadline) throw new Error(`the batch did not get under way: ${JSON.stringify(items)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await processes.killHard(first);
    const killedAt = Date.now();
    const atKill = await batchRecord(batchId);
    expect(atKill.items.filter((item) => item.status === 'completed' || item.status === 'failed').length).toBeLessThan(BATCH_ITEMS);

    // The items in flight at the kill (one of them the dead process'), until each has completed.
    const inFlight = atKill.items.filter((item) => item.status === 'processing').map((item) => item.id);
    for (;;) {
      const items = (await batchRecord(batchId)).items.filter((item) => inFlight.includes(item.id));
      if (items.every((item) => item.status === 'completed')) break;
      expect(
        items.some((item) => item.status === 'failed'),
        JSON.stringify(items),
      ).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const recoverySeconds = (Date.now() - killedAt) / 1000;
    console.log(
      `[kill -9] pg-boss ${heartbeats ? '12, heartbeats' : '10, expiry'}: the items in flight completed ${recoverySeconds.toFixed(1)} s after the kill`,
    );
    // With heartbeats the dead process' item came back before its job could have expired.
    if (heartbeats) expect(recoverySeconds).toBeLessThan(queueTiming().expirySeconds);

    const secondAdmin = await adminSession(second.url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);
    const done = await waitForBatch(secondAdmin, batchId, { timeoutMs: 200_000 });
    expect(done).toMatchObject({ status: 'completed', totalItems: BATCH_ITEMS, completedItems: BATCH_ITEMS, failedItems: 0, processedItems: BATCH_ITEMS });
    expect(done.results.map((item) => item.url)).toEqual(urls);
    // Items completed before the kill keep their analysis.
    for (const before of atKill.items.filter((item) => item.status === 'completed')) {
      expect(done.results.find((item) => item.url === before.url)?.analysisId).toBe(before.analysisId);
    }

    // Each item analysed once to completion: one completed analysis per item, and it is the item's.
    const completed = (await batchAnalyses(batchId)).filter((record) => record.status === 'completed');
    expect(completed.map((record) => record.id).sort()).toEqual(done.results.map((item) => item.analysisId).sort());
    // The dead process' analysis was taken up where it stood (started again, same id), not begun anew.
    expect(completed.some((record) => record.attempts >= 2)).toBe(true);
    for (const record of completed) expect((await fetch(`${second.url}/api/analysis/${record.id}/results`)).status, record.id).toBe(200);

    for (const analysisId of visitors) {
      const last = (await pollUntilSettled(second.url, analysisId, 120_000)).at(-1)!;
      expect(last, analysisId).toMatchObject({ status: 'completed' });
    }
  });
});
