import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPgBossQueues, type PgBossQueues, queueTiming } from '../../src/analysis/pg-boss-queue.ts';
import { RetryLaterError } from '../../src/analysis/work-queue.ts';
import { ANALYSIS_HARD_LIMIT_MS } from '../../src/analysis/analysis-service.ts';
import { createLogger } from '../../src/logger.ts';
import { sharedTestCluster, stopSharedTestCluster } from '../support/postgres-cluster.ts';
import { waitFor } from '../../../test-support/poll.ts';
import { lacks } from '../../../test-support/prerequisites/needs.ts';

/** The pg-boss queue on a real PostgreSQL server (issue #14); recovery after a process dies is faults/kill-9-shared-queue.test.ts. */

let databaseUrl: string;
const opened: PgBossQueues[] = [];

beforeAll(async () => {
  databaseUrl = await (await sharedTestCluster()).createDatabase();
});
afterEach(async () => {
  for (const queues of opened.splice(0)) await queues.analyses.close();
});
afterAll(async () => {
  await stopSharedTestCluster();
});

async function open(): Promise<PgBossQueues> {
  const queues = await openPgBossQueues({ databaseUrl, logger: createLogger('silent'), timing: queueTiming(6), retryDelaySeconds: 1 });
  opened.push(queues);
  return queues;
}

describe.skipIf(lacks('postgres'))('queue timing', () => {
  it('expires a job only after the analysis hard limit and the time to save it, by default', () => {
    const timing = queueTiming();
    expect(timing.hardLimitMs).toBe(ANALYSIS_HARD_LIMIT_MS);
    expect(timing.expirySeconds * 1000).toBeGreaterThan(ANALYSIS_HARD_LIMIT_MS);
    expect(timing.maintenanceIntervalSeconds).toBeLessThanOrEqual(60);
  });

  it('shortens the hard limit under a shorter expiry, still ahead of it', () => {
    const timing = queueTiming(12);
    expect(timing.hardLimitMs).toBeLessThan(12_000);
    expect(timing.hardLimitMs).toBeGreaterThan(0);
    expect(timing.maintenanceIntervalSeconds).toBeLessThan(12);
  });
});

describe.skipIf(lacks('postgres'))('the pg-boss queue', () => {
  it("hands out a visitor's analysis before batch work queued earlier", async () => {
    const queues = await open();
    const batch = [randomUUID(), randomUUID(), randomUUID()];
    const visitor = randomUUID();
    for (const id of batch) await queues.analyses.push(id, true);
    await queues.analyses.push(visitor, false);
    const order: string[] = [];
    queues.analyses.process(1, async (id) => {
      order.push(id);
    });
    await waitFor(() => order.length === 4);
    expect(order[0]).toBe(visitor);
    expect(order.slice(1)).toEqual(batch);
  });

  it('lets batches take turns by place: a small batch is not held up behind a large one queued earlier', async () => {
    const queues = await open();
    const large = randomUUID();
    const small = randomUUID();
    const item = (batchId: string, position: number) => ({ batchId, itemId: randomUUID(), position });
    await queues.batchItems.push([0, 1, 2, 3].map((position) => item(large, position)));
    await queues.batchItems.push([0, 1].map((position) => item(small, position)));
    const order: string[] = [];
    queues.batchItems.process(1, async ({ batchId }) => {
      order.push(batchId === large ? 'large' : 'small');
    });
    await waitFor(() => order.length === 6);
    expect(order).toEqual(['large', 'small', 'large', 'small', 'large', 'large']);
  });

  it('queues the same analysis and the same batch item once, however often pushed', async () => {
    const queues = await open();
    const id = randomUUID();
    const item = { batchId: randomUUID(), itemId: randomUUID(), position: 0 };
    await queues.analyses.push(id, false);
    await queues.analyses.push(id, false);
    await queues.batchItems.push([item, item]);
    await queues.batchItems.push([item]);
    const runs: string[] = [];
    const after = randomUUID();
    queues.analyses.process(1, async (analysisId) => {
      runs.push(analysisId);
    });
    queues.batchItems.process(1, async ({ itemId }) => {
      runs.push(itemId);
    });
    await queues.analyses.push(after, false);
    await waitFor(() => runs.includes(after) && runs.includes(item.itemId));
    // A moment more for a duplicate to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.filter((run) => run === id)).toHaveLength(1);
    expect(runs.filter((run) => run === item.itemId)).toHaveLength(1);
  });

  it('runs a job again after its handler threw, once the retry delay has passed', async () => {
    const queues = await open();
    const item = { batchId: randomUUID(), itemId: randomUUID(), position: 0 };
    const tries: number[] = [];
    queues.batchItems.process(1, async () => {
      tries.push(Date.now());
      if (tries.length === 1) throw new RetryLaterError('the site timed out');
    });
    await queues.batchItems.push([item]);
    await waitFor(() => tries.length === 2);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(900);
  });
});

describe.skipIf(lacks('postgres'))('processes starting together on a new database', () => {
  it('all open the queues (creating them took turns; at once they deadlocked) and share the work', async () => {
    const fresh = await (await sharedTestCluster()).createDatabase();
    const together = await Promise.all(
      Array.from({ length: 4 }, () => openPgBossQueues({ databaseUrl: fresh, logger: createLogger('silent'), timing: queueTiming(6), retryDelaySeconds: 1 })),
    );
    opened.push(...together);
    const ran: string[] = [];
    together[3]!.analyses.process(1, async (analysisId) => {
      ran.push(analysisId);
    });
    const analysisId = randomUUID();
    await together[0]!.analyses.push(analysisId, false);
    await waitFor(() => ran.length === 1);
    expect(ran).toEqual([analysisId]);
  });
});
