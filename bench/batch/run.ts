// npm run bench:batch: batch throughput end to end. Serves the fixture SaaS sites on
// loopback, starts the real server process (as `npm start` would), submits one batch
// of 200 fixture addresses through POST /api/batch/csv and times it until the job
// completes. ANALYSIS_CONCURRENCY (default: the number of cores) applies as configured.
// BENCH_STORE=postgres runs the server on a throwaway PostgreSQL cluster (DATABASE_URL).
import { availableParallelism } from 'node:os';
import { startFixtureSites } from '../../test-support/fixture-sites/site-server.ts';
import type { BatchCreateResponse } from '../../engine/contract/batch.ts';
import { batchConcurrency } from '../../sync-server/src/batch/batch-runner.ts';
import { adminSession, waitForBatch } from '../../sync-server/test/support/admin-session.ts';
import { spawnServer } from '../../sync-server/test/support/spawn-server.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { startPostgresCluster } from '../../sync-server/test/support/postgres-cluster.ts';
import { benchServerEnv } from '../support/bench-server.ts';

const SITES_IN_BATCH = Number(process.env.BENCH_BATCH_SITES ?? 200);
const TIMEOUT_MS = 30 * 60 * 1000;
const PASSWORD = 'bench-batch-password';

const concurrency = Number(process.env.ANALYSIS_CONCURRENCY || availableParallelism());
const fixtures = await startFixtureSites();
const data = await makeTempDir('oa-bench-batch-');
const cluster = process.env.BENCH_STORE === 'postgres' ? await startPostgresCluster() : undefined;
const database: Record<string, string> = cluster ? { DATABASE_URL: await cluster.createDatabase(), JWT_SECRET: 'bench-batch-jwt-secret-0123456789abcdef' } : {};
const server = await spawnServer({
  ...benchServerEnv(data.dir, PASSWORD),
  ...database,
});

try {
  const siteUrls = Object.values(fixtures.sites).sort();
  // A query string per item keeps repeats of a site from being collapsed as duplicates.
  const urls = Array.from({ length: SITES_IN_BATCH }, (_, n) => `${siteUrls[n % siteUrls.length]}/?bench-item=${n}`);
  const admin = await adminSession(server.url, 'admin', PASSWORD);

  const started = performance.now();
  const response = await admin.api('/batch/csv', { method: 'POST', body: { csvContent: ['url', ...urls].join('\n') } });
  if (response.status !== 201) throw new Error(`batch refused: ${response.status} ${await response.text()}`);
  const { batchId, totalItems } = (await response.json()) as BatchCreateResponse;
  const done = await waitForBatch(admin, batchId, { timeoutMs: TIMEOUT_MS, intervalMs: 250 });
  const seconds = (performance.now() - started) / 1000;

  const figures = {
    fixtureSites: siteUrls.length,
    items: totalItems,
    analysisConcurrency: concurrency,
    batchSlots: batchConcurrency(concurrency),
    status: done.status,
    completed: done.completedItems,
    failed: done.failedItems,
    seconds: Number(seconds.toFixed(1)),
    sitesPerMinute: Number(((done.processedItems / seconds) * 60).toFixed(1)),
  };
  process.stdout.write(
    `\nBatch throughput (${cluster ? 'PostgreSQL' : 'embedded store'}): ${figures.sitesPerMinute} sites per minute (${figures.items} fixture URLs in ${figures.seconds} s, ANALYSIS_CONCURRENCY=${concurrency}, ${figures.batchSlots} batch slots)\n`,
  );
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  if (done.failedItems > 0) {
    const reasons = [...new Set(done.results.filter((item) => item.status === 'failed').map((item) => item.error))];
    process.stdout.write(`Failed items' reasons: ${reasons.join(' | ')}\n`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  await fixtures.close();
  await data.remove();
  cluster?.stop();
}
