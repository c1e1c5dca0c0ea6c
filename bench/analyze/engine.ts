// Engine-only CPU benchmark: analyzePages over the fixture sites read from disk (no
// network, no server), in a worker thread with the analysis pool's V8 limits, as the
// server runs it. Prints figures when run directly (`npx tsx bench/analyze/engine.ts`);
// bench/analyze/run.ts calls benchEngineInAnalysisThread() and prints the same figures. Asserts nothing.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ANALYSIS_WORKER_RESOURCE_LIMITS } from '../../sync-server/src/pool/analysis-pool.ts';
import { analyzePages } from '../../engine/analysis/analyze.ts';
import type { FetchedPage } from '../../engine/analysis/page.ts';
import { loadFixtureSites, type FixtureSite } from '../../test-support/fixture-sites/sites/load-fixture-sites.ts';

/** Rounds per measurement; the median round is reported, so one GC pause does not decide. */
const ROUNDS = 41;
const WARM_UP_ROUNDS = 3;
/** The benchmark page: the one fixture home page of about 300 KB. */
const LARGE_PAGE_MIN_BYTES = 250_000;

export interface EngineBenchmark {
  /** Engine CPU (user + system) per page, over every fixture page, median of rounds. */
  cpuMsPerPage: number;
  /** Engine CPU to analyse the ~300 KB home page on its own, median of rounds. */
  cpuMsFor300KbPage: number;
  /** The same, fastest round: closest to the cost on an idle machine (other processes inflate the median). */
  cpuMsFor300KbPageFastest: number;
  /** Engine CPU for one whole fixture site (all its pages), median over sites. */
  cpuMsPerSiteMedian: number;
  /** What was measured, in words (run.ts prints numbers as milliseconds, so this is text). */
  measuredOn: string;
}

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function analyse(site: FixtureSite, pages: FetchedPage[] = site.pages): void {
  analyzePages({ url: site.url, pages, options: {}, analyzedAt: '2026-01-01T00:00:00.000Z' });
}

/** CPU of a run over ROUNDS rounds after warming the JIT up: median and fastest round. */
function measureRounds(run: () => void): { median: number; fastest: number } {
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) run();
  const rounds = Array.from({ length: ROUNDS }, () => cpuMs(run));
  return { median: median(rounds), fastest: Math.min(...rounds) };
}

function measure(run: () => void): number {
  return measureRounds(run).median;
}

export async function benchEngine(): Promise<EngineBenchmark> {
  const sites = await loadFixtureSites();
  const pageCount = sites.reduce((sum, site) => sum + site.pages.length, 0);
  const large = sites.flatMap((site) => site.pages.map((page) => ({ site, page }))).find(({ page }) => page.bytes >= LARGE_PAGE_MIN_BYTES);
  if (!large) throw new Error(`No fixture page of ${LARGE_PAGE_MIN_BYTES} bytes or more to benchmark`);

  const allSites = measure(() => sites.forEach((site) => analyse(site)));
  const perSite = sites.map((site) => measure(() => analyse(site)));
  const largePage = measureRounds(() => analyse(large.site, [large.page]));
  return {
    cpuMsPerPage: allSites / pageCount,
    cpuMsFor300KbPage: largePage.median,
    cpuMsFor300KbPageFastest: largePage.fastest,
    cpuMsPerSiteMedian: median(perSite),
    measuredOn: `${pageCount} pages of ${sites.length} fixture sites; large page ${Math.round(large.page.bytes / 1024)} KB (${large.site.id})`,
  };
}

/**
 * The thread loads TypeScript through tsx whether or not the parent's loader reaches it
 * (the tsx command passes it on, `node --import tsx` does not).
 */
const THREAD_CODE = `
  const { parentPort, workerData } = require('node:worker_threads');
  import('tsx/esm/api')
    .then(({ register }) => register())
    .then(() => import(workerData.module))
    .then((module) => module.benchEngine())
    .then((result) => parentPort.postMessage(result));
`;

/** benchEngine() in a worker thread with the analysis pool's V8 limits: the engine's cost as the server pays it. */
export async function benchEngineInAnalysisThread(): Promise<EngineBenchmark> {
  const worker = new Worker(THREAD_CODE, { eval: true, workerData: { module: import.meta.url }, resourceLimits: ANALYSIS_WORKER_RESOURCE_LIMITS });
  try {
    return await new Promise<EngineBenchmark>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the engine benchmark thread stopped (exit ${code}) before answering`)));
    });
  } finally {
    await worker.terminate();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchEngineInAnalysisThread();
  process.stdout.write(`Engine CPU (analysis only, no network; in an analysis thread; median of rounds) over ${result.measuredOn}:\n`);
  process.stdout.write(`  per page: ${result.cpuMsPerPage.toFixed(2)} ms\n`);
  process.stdout.write(
    `  the ~300 KB page: ${result.cpuMsFor300KbPage.toFixed(2)} ms, fastest round ${result.cpuMsFor300KbPageFastest.toFixed(2)} ms (target: under 20 ms)\n`,
  );
  process.stdout.write(`  one whole site, median over sites: ${result.cpuMsPerSiteMedian.toFixed(2)} ms\n`);
}
