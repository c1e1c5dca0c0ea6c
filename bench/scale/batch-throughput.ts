// npm run bench:scale:batch: batch throughput on PostgreSQL with one and with two server
// processes on the same database (issue #14), the fixture SaaS sites served on loopback.
// One batch is accepted by the first process; pg-boss hands its items to every process.
// BENCH_BATCH_SITES (60) items per batch; ANALYSIS_CONCURRENCY (2) threads per process.
// Processes, PostgreSQL and the sites all share this machine: on a machine with few
// cores a second process adds queue consumers, not CPU.
import { startFixtureSites } from '../../test-support/fixture-sites/site-server.ts';
import { batchCreateResponseSchema } from '../../engine/contract/batch.ts';
import { adminSession, waitForBatch } from '../../sync-server/test/support/admin-session.ts';
import { spawnServer, type SpawnedServer } from '../../sync-server/test/support/spawn-server.ts';
import { startPostgresCluster } from '../../sync-server/test/support/postgres-cluster.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';

const ITEMS = Number(process.env.BENCH_BATCH_SITES ?? 60);
const CONCURRENCY = process.env.ANALYSIS_CONCURRENCY || '2';
const TIMEOUT_MS = 30 * 60 * 1000;
const PASSWORD = 'bench-scale-batch-password';

const fixtures = await startFixtureSites();
const cluster = await startPostgresCluster();
const siteUrls = Object.values(fixtures.sites).sort();
const rows: Record<string, string | number>[] = [];

async function run(processCount: number): Promise<void> {
  const databaseUrl = await cluster.createDatabase();
  const servers: SpawnedServer[] = [];
  const dirs: { remove(): Promise<void> }[] = [];
  try {
    for (let n = 0; n < processCount; n += 1) {
      const data = await makeTempDir('oa-bench-scale-batch-');
      dirs.push(data);
      servers.push(
        await spawnServer(
          {
            DATABASE_URL: databaseUrl,
            DATA_DIR: data.dir,
            JWT_SECRET: 'bench-scale-batch-jwt-secret-0123456789abcdef',
            ADMIN_USERNAME: 'admin',
            ADMIN_PASSWORD: PASSWORD,
            ALLOW_PRIVATE_NETWORK: 'true',
            ANALYSIS_CONCURRENCY: CONCURRENCY,
            BROWSER_RENDERING: 'off',
            LOG_LEVEL: 'error',
          },
          120_000,
        ),
      );
    }
    // A query string per item keeps repeats of a site from being collapsed as duplicates.
    const urls = Array.from({ length: ITEMS }, (_, n) => `${siteUrls[n % siteUrls.length]}/?bench-scale-item=${processCount}-${n}`);
    const admin = await adminSession(servers[0]!.url, 'admin', PASSWORD);
    const started = performance.now();
    const response = await admin.api('/batch/csv', { method: 'POST', body: { csvContent: ['url', ...urls].join('\n') } });
    if (response.status !== 201) throw new Error(`the batch was refused: ${response.status} ${await response.text()}`);
    const { batchId } = batchCreateResponseSchema.parse(await response.json());
    const done = await waitForBatch(admin, batchId, { timeoutMs: TIMEOUT_MS, intervalMs: 250 });
    const seconds = (performance.now() - started) / 1000;
    rows.push({
      processes: processCount,
      'threads each': Number(CONCURRENCY),
      items: ITEMS,
      completed: done.completedItems,
      failed: done.failedItems,
      seconds: Number(seconds.toFixed(1)),
      'items/min': Math.round((done.processedItems / seconds) * 60),
    });
  } finally {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    for (const dir of dirs) await dir.remove();
  }
}

try {
  await run(1);
  await run(2);
} finally {
  cluster.stop();
  await fixtures.close();
}

process.stdout.write(`\nBatch throughput on PostgreSQL (pg-boss), ${ITEMS} loopback fixture sites per batch, accepted by the first process:\n`);
console.table(rows);
