// The rendered path of bench:analyze: analyses with BROWSER_RENDERING=always over the
// rendered-sites fixtures and a few static sites, wall time per site (median and p95)
// and the peak memory of the server's Chromium (every process under the server's, PSS).
// Run alone with `tsx bench/analyze/rendered.ts`. Prints figures; asserts nothing.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRenderedSites } from '../../test-support/fixture-sites/rendered-sites/rendered-site-server.ts';
import { startFixtureSites } from '../../test-support/fixture-sites/site-server.ts';
import { findChromium } from '../../engine/render/find-chromium.ts';
import { pollUntilSettled } from '../../test-support/poll.ts';
import { spawnServer } from '../../sync-server/test/support/spawn-server.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { median, ms, percentile } from '../support/stats.ts';

const ROUNDS_PER_SITE = 5;
const RENDERED_SITES = ['spa-orbitdesk', 'tagged-ledgerloop', 'testimonials-fieldnote'];
const STATIC_SITES = ['ledgerly', 'parcelpoint', 'sproutmetrics'];

async function analyse(base: string, url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url }) });
  if (!response.ok) throw new Error(`POST /api/analyze ${response.status}: ${await response.text()}`);
  const { analysisId } = (await response.json()) as { analysisId: string };
  const last = (await pollUntilSettled(base, analysisId, 120_000, 10)).at(-1);
  if (last?.status !== 'completed') throw new Error(`analysis of ${url} ended ${last?.status}: ${last?.error}`);
  return performance.now() - started;
}

/**
 * Memory of every process below `rootPid` (the server's Chromium and its helpers), in
 * bytes: proportional set size, so pages the processes share are counted once. Linux only.
 */
async function descendantsMemory(rootPid: number): Promise<number> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc').catch(() => [])) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      parents.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  for (const pid of parents.keys()) {
    for (let ancestor = parents.get(pid); ancestor !== undefined && ancestor > 1; ancestor = parents.get(ancestor)) {
      if (ancestor !== rootPid) continue;
      const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
      total += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
      break;
    }
  }
  return total;
}

export async function benchRenderedPath(): Promise<void> {
  const chromium = findChromium();
  if (!chromium) {
    process.stdout.write('\nRendered path: skipped, no Chromium found (set CHROMIUM_PATH).\n');
    return;
  }
  const rendered = await startRenderedSites({ only: RENDERED_SITES });
  const statics = await startFixtureSites();
  const sites: [string, string][] = [
    ...RENDERED_SITES.map((name): [string, string] => [name, rendered.sites[name]!]),
    ...STATIC_SITES.map((name): [string, string] => [`${name} (static site)`, statics.sites[name]!]),
  ];
  const data = await makeTempDir('oa-bench-rendered-');
  const server = await spawnServer({
    DATA_DIR: data.dir,
    ALLOW_PRIVATE_NETWORK: 'true',
    LOG_LEVEL: 'error',
    BROWSER_RENDERING: 'always',
    ANALYSIS_CONCURRENCY: '2',
    MAX_ANALYSES_PER_CLIENT: '0',
  });
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await descendantsMemory(server.child.pid!));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    await analyse(server.url, `${sites[0]![1]}/`); // start the worker threads and the browser
    process.stdout.write(`\nRendered path (BROWSER_RENDERING=always, ${path.basename(chromium)}; ${ROUNDS_PER_SITE} runs per site, one at a time):\n`);
    const all: number[] = [];
    for (const [name, url] of sites) {
      const runs: number[] = [];
      for (let round = 0; round < ROUNDS_PER_SITE; round += 1) runs.push(await analyse(server.url, `${url}/?round=${round}`));
      all.push(...runs);
      process.stdout.write(`  ${name.padEnd(30)} median ${ms(median(runs))}, p95 ${ms(percentile(runs, 95))}\n`);
    }
    process.stdout.write(`  all sites: median ${ms(median(all))}, p95 ${ms(percentile(all, 95))}\n`);
    process.stdout.write(`  browser peak memory (PSS of the server's Chromium processes): ${(peak / (1024 * 1024)).toFixed(0)} MB\n`);
  } finally {
    sampling = false;
    await sampler;
    await server.stop();
    await rendered.close();
    await statics.close();
    await data.remove();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await benchRenderedPath();
