import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPgBossQueues, type PgBossQueues, queueTiming } from '../../src/analysis/pg-boss-queue.ts';
import { type PgBossMajor, pgBossMajorFor, QUEUE_SCHEMAS } from '../../src/analysis/pg-boss-major.ts';
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

/** Both majors where this Node runs pg-boss 12 (the older one runs there too); 10 alone on an older Node. */
const MAJORS: PgBossMajor[] = pgBossMajorFor() === 12 ? [10, 12] : [10];

const openOn = (url: string, major?: PgBossMajor) =>
  openPgBossQueues({ databaseUrl: url, logger: createLogger('silent'), timing: queueTiming(6), retryDelaySeconds: 1, major });

async function open(major: PgBossMajor): Promise<PgBossQueues> {
  const queues = await openOn(databaseUrl, major);
  opened.push(queues);
  return queues;
}

describe('which pg-boss a process runs', () => {
  it('is 12, with job heartbeats, from Node 22.12 on, and 10 before', () => {
    expect(['20.19.0', '22.11.0', '22.12.0', '24.0.0', '26.10.0'].map((version) => pgBossMajorFor(version))).toEqual([10, 10, 12, 12, 12]);
  });

  it.skipIf(lacks('postgres'))('is the one this Node gets unless told, each in its own schema', async () => {
    const queues = await openOn(databaseUrl);
    opened.push(queues);
    expect(queues.major).toBe(pgBossMajorFor(process.versions.node));
    expect(queues.schema).toBe(QUEUE_SCHEMAS[queues.major]);
    expect(new Set(Object.values(QUEUE_SCHEMAS)).size).toBe(2);
  });
});

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

describe.skipIf(lacks('postgres')).each(MAJORS)('the pg-boss queue (pg-boss %i)', (major) => {
  it("hands out a visitor's analysis before batch work queued earlier", async () => {
    const queues = await open(major);
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
    const queues = await open(major);
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
    const queues = await open(major);
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
    const queues = await open(major);
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

describe.skipIf(lacks('postgres')).each(MAJORS)('processes starting together on a new database (pg-boss %i)', (major) => {
  it('all open the queues (creating them took turns; at once they deadlocked) and share the work', async () => {
    const fresh = await (await sharedTestCluster()).createDatabase();
    const together = await Promise.all(Array.from({ length: 4 }, () => openOn(fresh, major)));
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
