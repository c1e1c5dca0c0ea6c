// npm run bench:load: the built server under load on loopback. Starts the real server
// process with completed analyses, shares and vanity links in its DATA_DIR, then drives
// autocannon at 50 connections against results reads, status polls, share reads and
// vanity resolves (20 s each), and a mixed run while analyses of the fixture sites are
// running. Prints requests per second, p50 / p99 latency and errors per run.
// BENCH_LOAD_SECONDS and BENCH_LOAD_CONNECTIONS change the defaults;
// BENCH_LOAD_HISTORY=N adds N past analyses to db.json first, to see how its size
// weighs on the writes every vanity resolve makes.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { startFixtureSites } from '../../test-support/fixture-sites/site-server.ts';
import { seedCompletedAnalyses } from '../../sync-server/test/support/seed-store.ts';
import { exampleAnalysisResult } from '../../engine/contract/examples.ts';
import { adminSession } from '../../sync-server/test/support/admin-session.ts';
import type { DbData } from '../../sync-server/src/store/db-schema.ts';
import { DEFERRED_WRITE_MS } from '../../sync-server/src/store/json-db.ts';
import { spawnServer } from '../../sync-server/test/support/spawn-server.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { benchServerEnv } from '../support/bench-server.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const SEEDED = 20;
const HISTORY = Number(process.env.BENCH_LOAD_HISTORY ?? 0);
const PASSWORD = 'bench-load-password';

interface Figures {
  run: string;
  requests: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  non2xx: number;
  /** Bytes on the wire per answer, headers included. */
  'KB/answer': number;
}

const ids = Array.from({ length: SEEDED }, (_, n) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`);
const fixtures = await startFixtureSites();
const data = await makeTempDir('oa-bench-load-');
await seedCompletedAnalyses(
  data.dir,
  ids.map((analysisId, n) => exampleAnalysisResult({ analysisId, siteName: `Load ${n}` })),
);
if (HISTORY > 0) {
  const file = path.join(data.dir, 'db.json');
  const db = JSON.parse(await readFile(file, 'utf8')) as DbData;
  const template = db.analyses[ids[0]!]!;
  for (let n = 0; n < HISTORY; n += 1) {
    const id = `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    db.analyses[id] = { ...template, id, status: 'failed', error: 'The site did not answer within 10 seconds', request: { url: `https://site-${n}.example/` } };
  }
  await writeFile(file, JSON.stringify(db));
}
// autocannon is one client: MAX_ANALYSES_PER_CLIENT would refuse most of the mixed run's analyses.
const server = await spawnServer({
  ...benchServerEnv(data.dir, PASSWORD),
  MAX_ANALYSES_PER_CLIENT: '0',
});

try {
  const admin = await adminSession(server.url, 'admin', PASSWORD);
  const slugs: string[] = [];
  const vanityPaths: string[] = [];
  for (const [n, analysisId] of ids.entries()) {
    const share = await fetch(`${server.url}/api/analysis/${analysisId}/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyName: `Load Company ${n}` }),
    });
    slugs.push(((await share.json()) as { slug: string }).slug);
    vanityPaths.push(`load-${n}`);
    const vanity = await admin.api('/vanity', { method: 'POST', body: { vanityPath: `load-${n}`, analysisId } });
    if (vanity.status !== 201) throw new Error(`could not create a vanity link: ${vanity.status}`);
  }

  const gets = (paths: string[], headers: Record<string, string> = {}) => paths.map((p) => ({ method: 'GET' as const, path: p, headers }));
  const runs: [string, string[]][] = [
    ['results reads', ids.map((id) => `/api/analysis/${id}/results`)],
    ['status polls', ids.map((id) => `/api/analysis/${id}/status`)],
    ['share reads', slugs.map((slug) => `/api/results/${slug}`)],
    ['vanity resolves', vanityPaths.map((p) => `/api/v/${p}`)],
  ];
  // As browsers ask: results come compressed once per report, shared reports compressed per request.
  const BROTLI = { 'accept-encoding': 'gzip, deflate, br' };
  const compressedRuns: [string, string[]][] = [
    ['results reads, br', ids.map((id) => `/api/analysis/${id}/results`)],
    ['share reads, br', slugs.map((slug) => `/api/results/${slug}`)],
  ];

  const figures: Figures[] = [];
  const load = async (run: string, paths: string[], headers: Record<string, string> = {}) => {
    process.stdout.write(`${run}: ${CONNECTIONS} connections for ${SECONDS} s...\n`);
    // As a person's browser: a vanity resolve from an HTTP library counts as a preview, not a view (#16).
    const asBrowser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', ...headers };
    const result = await autocannon({ url: server.url, connections: CONNECTIONS, duration: SECONDS, requests: gets(paths, asBrowser) });
    figures.push({
      run,
      requests: result.requests.total,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      'KB/answer': Math.round(result.throughput.total / Math.max(result.requests.total, 1) / 102.4) / 10,
    });
    return result;
  };

  for (const [run, paths] of runs) await load(run, paths);
  for (const [run, paths] of compressedRuns) await load(run, paths, BROTLI);

  // Every resolve counts a visit, written to db.json within DEFERRED_WRITE_MS; check none was lost under load.
  await new Promise((resolve) => setTimeout(resolve, DEFERRED_WRITE_MS + 500));
  const db = JSON.parse(await readFile(path.join(data.dir, 'db.json'), 'utf8')) as DbData;
  const counted = Object.values(db.vanity).reduce((sum, entry) => sum + entry.accessCount, 0);
  const resolved = figures.find((f) => f.run === 'vanity resolves')!;
  const dbBytes = (await readFile(path.join(data.dir, 'db.json'))).length;

  // Mixed: all four reads at once while analyses of the fixture sites keep the pool busy.
  const sites = Object.values(fixtures.sites).sort();
  let stop = false;
  let analysesCompleted = 0;
  let analysesSubmitted = 0;
  const analysisLoop = async (lane: number) => {
    for (let n = lane; !stop; n += 2) {
      const response = await fetch(`${server.url}/api/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: `${sites[n % sites.length]}/?load=${n}` }),
      });
      analysesSubmitted += 1;
      const { analysisId } = (await response.json()) as { analysisId: string };
      while (!stop) {
        const status = (await (await fetch(`${server.url}/api/analysis/${analysisId}/status`)).json()) as { status: string };
        if (status.status === 'completed' || status.status === 'failed') {
          if (status.status === 'completed') analysesCompleted += 1;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };
  const background = [analysisLoop(0), analysisLoop(1)];
  await load(
    'mixed, analyses running',
    runs.flatMap(([, paths]) => paths),
  );
  stop = true;
  await Promise.all(background);

  process.stdout.write(
    `\nLoad on loopback, ${CONNECTIONS} connections, ${SECONDS} s per run, ${SEEDED + HISTORY} analyses in db.json (client and server share this machine):\n`,
  );
  console.table(figures);
  process.stdout.write(
    `Vanity visits counted in db.json: ${counted} for ${resolved.requests - resolved.non2xx - resolved.errors} answered resolves (db.json ${Math.round(dbBytes / 1024)} KB).\n` +
      `Analyses during the mixed run: ${analysesSubmitted} submitted, ${analysesCompleted} completed.\n`,
  );
  const answered = resolved.requests - resolved.non2xx - resolved.errors;
  if (figures.some((f) => f.errors > 0 || f.non2xx > 0) || counted < answered) process.exitCode = 1;
} finally {
  await server.stop();
  await fixtures.close();
  await data.remove();
}
