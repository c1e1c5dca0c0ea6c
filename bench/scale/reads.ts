// npm run bench:scale:reads: results reads at 50 connections on loopback with 100,000
// stored analyses, in the embedded store and on PostgreSQL (issue #14: >= 5,000 req/s
// embedded). The real server process reads the results of 20 analyses among them.
// BENCH_SECONDS (10) and BENCH_ANALYSES (100000) change the defaults.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedCompletedAnalyses } from '../../sync-server/test/support/seed-store.ts';
import { exampleAnalysisResult } from '../../engine/contract/examples.ts';
import { siteKeyOf } from '../../engine/contract/site-key.ts';
import { ARCHIVE_FILE } from '../../sync-server/src/store/analysis-archive.ts';
import { openPostgresStore } from '../../sync-server/src/store/postgres/postgres-store.ts';
import { spawnServer } from '../../sync-server/test/support/spawn-server.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { startPostgresCluster } from '../../sync-server/test/support/postgres-cluster.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ANALYSES = Number(process.env.BENCH_ANALYSES ?? 100_000);
const CONNECTIONS = 50;
const READ = 20;

const ids = Array.from({ length: READ }, (_, n) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`);
const results = ids.map((analysisId, n) => exampleAnalysisResult({ analysisId, siteName: `Read ${n}` }));
/** The rest of the history: settled analyses without a result to read. */
function historyRecord(n: number) {
  const url = `https://site-${n}.example/`;
  const at = new Date(Date.parse('2026-01-01T00:00:00.000Z') + n * 1000).toISOString();
  return {
    id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    request: { url },
    siteKey: siteKeyOf(url),
    status: 'failed',
    error: 'The site did not answer within 10 seconds',
    failureKind: 'transient',
    progress: 10,
    steps: [],
    createdAt: at,
    updatedAt: at,
    attempts: 1,
  };
}

async function readLoad(env: Record<string, string>): Promise<{ 'req/s': number; 'p50 ms': number; 'p99 ms': number; errors: number }> {
  const server = await spawnServer({ ...env, LOG_LEVEL: 'error' }, 120_000);
  try {
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: ids.map((id) => ({ method: 'GET' as const, path: `/api/analysis/${id}/results` })),
    });
    return {
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    await server.stop();
  }
}

const rows: Record<string, string | number>[] = [];

// Embedded: the 100,000 settled analyses in the append-only index, as the store keeps them.
const embedded = await makeTempDir('oa-bench-reads-');
await seedCompletedAnalyses(embedded.dir, results);
await writeFile(path.join(embedded.dir, ARCHIVE_FILE), Array.from({ length: ANALYSES - READ }, (_, n) => `${JSON.stringify(historyRecord(n))}\n`).join(''));
rows.push({ store: 'embedded (lowdb + index)', analyses: ANALYSES, ...(await readLoad({ DATA_DIR: embedded.dir })) });
await embedded.remove();

// PostgreSQL: a throwaway cluster on this machine.
const cluster = await startPostgresCluster();
try {
  const url = await cluster.createDatabase();
  const store = await openPostgresStore(url);
  for (const result of results) {
    await store.analyses.create(result.analysisId!, { url: result.url }, result.analyzedAt);
    await store.analyses.complete(result.analysisId!, result.analyzedAt);
    await store.results.write(result.analysisId!, result);
  }
  await store.close();
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (let from = 0; from < ANALYSES - READ; from += 5_000) {
    const batch = Array.from({ length: Math.min(5_000, ANALYSES - READ - from) }, (_, n) => historyRecord(from + n));
    await client.query(
      `INSERT INTO analyses (id, site_key, status, created_at, record)
       SELECT r->>'id', r->>'siteKey', r->>'status', r->>'createdAt', r FROM jsonb_array_elements($1::jsonb) AS r`,
      [JSON.stringify(batch)],
    );
  }
  await client.end();
  rows.push({
    store: 'PostgreSQL',
    analyses: ANALYSES,
    ...(await readLoad({ DATA_DIR: (await makeTempDir('oa-bench-reads-pg-')).dir, DATABASE_URL: url, JWT_SECRET: 'bench-reads-secret-0123456789abcdef0123' })),
  });
} finally {
  cluster.stop();
}

process.stdout.write(`\nResults reads on loopback, ${CONNECTIONS} connections, ${SECONDS} s each (client and server share this machine):\n`);
console.table(rows);
