import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgBossQueues, type PgBossQueues, queueTiming } from '../../src/analysis/pg-boss-queue.ts';
import { startQueueSweep } from '../../src/analysis/queue-sweep.ts';
import { createLogger } from '../../src/logger.ts';
import { openPostgresStore } from '../../src/store/postgres/postgres-store.ts';
import type { Store } from '../../src/store/repositories.ts';
import { sharedTestCluster, stopSharedTestCluster } from '../support/postgres-cluster.ts';
import { waitFor } from '../../../test-support/poll.ts';

/**
 * Work stored but never queued (its process died between the two) is given its job;
 * work that has one is not queued again (issue #14).
 */

let store: Store;
let queues: PgBossQueues;

beforeAll(async () => {
  const databaseUrl = await (await sharedTestCluster()).createDatabase();
  store = await openPostgresStore(databaseUrl);
  queues = await openPgBossQueues({ databaseUrl, logger: createLogger('silent'), timing: queueTiming(6), retryDelaySeconds: 1 });
});
afterAll(async () => {
  await queues?.analyses.close();
  await store?.close();
  await stopSharedTestCluster();
});

describe('the queue sweep', () => {
  it("queues unfinished visitors' analyses and batch items that have no job, each once", async () => {
    const now = new Date().toISOString();
    const visitor = randomUUID();
    await store.analyses.create(visitor, { url: 'https://visitor.example/' }, now);
    const batchId = randomUUID();
    const job = await store.batches.create(
      batchId,
      [
        { url: 'https://pending.example/', status: 'pending', attempts: 0 },
        { url: 'https://done.example/', status: 'pending', attempts: 0 },
      ],
      now,
    );
    const [pending, done] = job.items as [(typeof job.items)[0], (typeof job.items)[0]];
    const batchAnalysis = randomUUID();
    await store.analyses.create(batchAnalysis, { url: 'https://done.example/' }, now, { batchId });
    await store.batches.startItem(batchId, done.id, now);
    await store.batches.completeItem(batchId, done.id, batchAnalysis, undefined, now);
    const finished = randomUUID();
    await store.analyses.create(finished, { url: 'https://finished.example/' }, now);
    await store.analyses.fail(finished, 'The site did not answer', 'permanent', now);

    const analyses: string[] = [];
    const items: string[] = [];
    queues.analyses.process(1, async (id) => {
      analyses.push(id);
    });
    queues.batchItems.process(1, async ({ itemId }) => {
      items.push(itemId);
    });

    const first = startQueueSweep({ store, analyses: queues.analyses, batchItems: queues.batchItems, logger: createLogger('silent'), intervalMs: 60_000 });
    await waitFor(() => analyses.includes(visitor) && items.includes(pending.id));
    await first.stop();
    // Still unfinished in the store (the fake handlers changed nothing), but their jobs exist: a second sweep queues nothing.
    const second = startQueueSweep({ store, analyses: queues.analyses, batchItems: queues.batchItems, logger: createLogger('silent'), intervalMs: 60_000 });
    await second.stop();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(analyses).toEqual([visitor]);
    expect(items).toEqual([pending.id]);
  });
});
