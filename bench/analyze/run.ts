// npm run bench:analyze — analysis wall time per fixture site end to end (static path),
// engine CPU per page, analyses per minute at full pool concurrency, /api/health latency
// while the pool is saturated, then the rendered path (rendered.ts). Prints figures; asserts nothing.
import { availableParallelism } from 'node:os';
import { startFixtureSites } from '../../test-support/fixture-sites/site-server.ts';
import { pollUntilSettled } from '../../test-support/poll.ts';
import { spawnServer } from '../../sync-server/test/support/spawn-server.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { median, ms, percentile } from '../support/stats.ts';
import { benchEngineInAnalysisThread } from './engine.ts';
import { benchRenderedPath } from './rendered.ts';

const ROUNDS_PER_SITE = 3;
const THROUGHPUT_ANALYSES = 40;

async function analyse(base: string, url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  if (!response.ok) throw new Error(`POST /api/analyze ${response.status}: ${await response.text()}`);
  const { analysisId } = (await response.json()) as { analysisId: string };
  const last = (await pollUntilSettled(base, analysisId, 120_000, 10)).at(-1);
  if (last?.status !== 'completed') throw new Error(`analysis of ${url} ended ${last?.status}: ${last?.error}`);
  return performance.now() - started;
}

const fixtures = await startFixtureSites();
const data = await makeTempDir('oa-bench-');
const concurrency = availableParallelism();
// One client submits everything here, more at once than MAX_ANALYSES_PER_CLIENT lets a visitor.
// The static path as before rendering existed: four sites load a tag manager, which `auto` would render.
const server = await spawnServer({
  DATA_DIR: data.dir,
  ALLOW_PRIVATE_NETWORK: 'true',
  LOG_LEVEL: 'error',
  ANALYSIS_CONCURRENCY: String(concurrency),
  MAX_ANALYSES_PER_CLIENT: '0',
  BROWSER_RENDERING: 'off',
});

try {
  const sites = Object.entries(fixtures.sites).sort();
  await analyse(server.url, sites[0]![1]); // warm the worker threads

  const wall: number[] = [];
  process.stdout.write(`\nEnd-to-end analysis wall time on loopback (${ROUNDS_PER_SITE} runs per site, one at a time):\n`);
  for (const [name, url] of sites) {
    const runs: number[] = [];
    for (let round = 0; round < ROUNDS_PER_SITE; round += 1) runs.push(await analyse(server.url, `${url}?round=${round}`));
    wall.push(...runs);
    process.stdout.write(`  ${name.padEnd(28)} median ${ms(median(runs))}\n`);
  }
  process.stdout.write(`  all sites: median ${ms(median(wall))}, p95 ${ms(percentile(wall, 95))}\n`);

  const engine = await benchEngineInAnalysisThread();
  process.stdout.write(`\nEngine CPU (analysis only, no network, in a thread with the pool's V8 limits):\n`);
  for (const [key, value] of Object.entries(engine)) process.stdout.write(`  ${key}: ${typeof value === 'number' ? ms(value) : String(value)}\n`);

  // Saturate the pool and watch the HTTP server stay responsive.
  const healthLatencies: number[] = [];
  let healthErrors = 0;
  let saturated = true;
  const probe = (async () => {
    while (saturated) {
      const started = performance.now();
      const ok = await fetch(`${server.url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) healthLatencies.push(performance.now() - started);
      else healthErrors += 1;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const started = performance.now();
  await Promise.all(Array.from({ length: THROUGHPUT_ANALYSES }, (_, n) => analyse(server.url, `${sites[n % sites.length]![1]}?load=${n}`)));
  const elapsed = performance.now() - started;
  saturated = false;
  await probe;
  process.stdout.write(`\nThroughput with the pool saturated (ANALYSIS_CONCURRENCY=${concurrency}, ${THROUGHPUT_ANALYSES} analyses submitted at once):\n`);
  process.stdout.write(`  ${((THROUGHPUT_ANALYSES / elapsed) * 60_000).toFixed(0)} analyses per minute\n`);
  process.stdout.write(
    `  /api/health meanwhile: p50 ${ms(median(healthLatencies))}, p99 ${ms(percentile(healthLatencies, 99))}, max ${ms(Math.max(...healthLatencies))} over ${healthLatencies.length} requests, ${healthErrors} errors\n\n`,
  );
} catch (error) {
  process.stderr.write(`benchmark failed: ${(error as Error).message}\nserver output:\n${server.output().slice(-3000)}\n`);
  process.exitCode = 1;
} finally {
  await server.stop();
  await fixtures.close();
  await data.remove();
}

if (process.exitCode !== 1) await benchRenderedPath();
