// Engine CPU of two checkouts over the same fixture pages, each engine alone in its own worker
// thread with the analysis pool's V8 limits (as the pool runs it), round by round in turn (A, B,
// B, A, ...), one thread working at a time, so that a shared machine's noise falls on both alike.
// The engine comes from each tree, the fixture pages from this one. Prints the medians for each
// tree and the median of the per-round ratios, which is the steadiest figure when other processes
// compete for the cores. (process.cpuUsage counts the whole process: the idle threads add nothing.)
//   npm run bench:compare -- <baseline-tree> [other-tree] [rounds]
// e.g. after `git worktree add ../baseline <commit>` (with its node_modules); the other tree
// defaults to this one. Asserts nothing.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';
import { ANALYSIS_WORKER_RESOURCE_LIMITS } from '../../sync-server/src/pool/analysis-pool.ts';
import type { FetchedPage } from '../../engine/analysis/page.ts';
import type { FixtureSite } from '../../test-support/fixture-sites/sites/load-fixture-sites.ts';

const WARM_UP_ROUNDS = 5;
const LARGE_PAGE_MIN_BYTES = 250_000;
const THIS_TREE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Figures {
  tree: string;
  perPage: number;
  largePage: number;
}

interface Comparison {
  pageCount: number;
  figures: [Figures, Figures];
  /** Median over rounds of B's time over A's, per page and for the large page. */
  ratio: { perPage: number; largePage: number };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

type Analyse = (site: FixtureSite, pages?: FetchedPage[]) => void;

async function engineOf(tree: string): Promise<Analyse> {
  const { analyzePages } = (await import(pathToFileURL(path.join(tree, 'engine/analysis/analyze.ts')).href)) as {
    analyzePages: (input: { url: string; pages: FetchedPage[]; options: object; analyzedAt: string }) => unknown;
  };
  return (site, pages = site.pages) => {
    analyzePages({ url: site.url, pages, options: {}, analyzedAt: '2026-01-01T00:00:00.000Z' });
  };
}

/** Runs inside a tree's own worker: loads that tree's engine and this tree's fixture pages, then analyses them each time it is asked. */
export async function serveTree(tree: string): Promise<void> {
  const { loadFixtureSites } = (await import(pathToFileURL(path.join(THIS_TREE, 'test-support/fixture-sites/sites/load-fixture-sites.ts')).href)) as {
    loadFixtureSites: () => Promise<FixtureSite[]>;
  };
  const sites = await loadFixtureSites();
  const analyse = await engineOf(tree);
  const pageCount = sites.reduce((sum, site) => sum + site.pages.length, 0);
  const large = sites.flatMap((site) => site.pages.map((page) => ({ site, page }))).find(({ page }) => page.bytes >= LARGE_PAGE_MIN_BYTES);
  if (!large) throw new Error(`No fixture page of ${LARGE_PAGE_MIN_BYTES} bytes or more to benchmark`);
  const port = parentPort!;
  port.on('message', () => {
    const allMs = cpuMs(() => sites.forEach((site) => analyse(site)));
    const largeMs = cpuMs(() => analyse(large.site, [large.page]));
    port.postMessage({ pageCount, allMs, largeMs } satisfies RoundFigures);
  });
  port.postMessage('ready');
}

interface RoundFigures {
  pageCount: number;
  allMs: number;
  largeMs: number;
}

const THREAD_CODE = `
  const { workerData } = require('node:worker_threads');
  import('tsx/esm/api')
    .then(({ register }) => register())
    .then(() => import(workerData.module))
    .then((module) => module.serveTree(workerData.tree));
`;

/** A worker thread holding one tree's engine, with the analysis pool's V8 limits, as the pool runs it. */
async function treeThread(tree: string): Promise<{ round: () => Promise<RoundFigures>; stop: () => Promise<number> }> {
  const worker = new Worker(THREAD_CODE, { eval: true, workerData: { module: import.meta.url, tree }, resourceLimits: ANALYSIS_WORKER_RESOURCE_LIMITS });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      const stopped = (code: number) => reject(new Error(`the thread of ${tree} stopped (exit ${code}) before answering`));
      worker.once('message', (message) => {
        worker.off('error', reject).off('exit', stopped);
        resolve(message);
      });
      worker.once('error', reject).once('exit', stopped);
    });
  await next();
  return {
    round: () => {
      const answer = next() as Promise<RoundFigures>;
      worker.postMessage('round');
      return answer;
    },
    stop: () => worker.terminate(),
  };
}

/**
 * Both trees' engines, each alone in its own thread (one engine per thread, as in the
 * pool: two engines in one thread slowed each other, the older one by up to 60 %), round
 * by round in turn, one thread working at a time.
 */
export async function compareTrees(trees: [string, string], rounds: number): Promise<Comparison> {
  const threads = await Promise.all(trees.map(treeThread));
  try {
    const all = threads.map((): number[] => []);
    const largeRounds = threads.map((): number[] => []);
    let pageCount = 0;
    for (let round = -WARM_UP_ROUNDS; round < rounds; round += 1) {
      const order = round % 2 ? [1, 0] : [0, 1];
      for (const which of order) {
        const figures = await threads[which]!.round();
        pageCount = figures.pageCount;
        if (round >= 0) {
          all[which]!.push(figures.allMs);
          largeRounds[which]!.push(figures.largeMs);
        }
      }
    }
    const figures = trees.map((tree, which) => ({ tree, perPage: median(all[which]!) / pageCount, largePage: median(largeRounds[which]!) })) as [
      Figures,
      Figures,
    ];
    return {
      pageCount,
      figures,
      ratio: {
        perPage: median(all[1]!.map((ms, round) => ms / all[0]![round]!)),
        largePage: median(largeRounds[1]!.map((ms, round) => ms / largeRounds[0]![round]!)),
      },
    };
  } finally {
    await Promise.all(threads.map((thread) => thread.stop()));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv[2]) {
    console.error('usage: npm run bench:compare -- <baseline-tree> [other-tree] [rounds]');
    process.exit(2);
  }
  const trees: [string, string] = [path.resolve(process.argv[2]), path.resolve(process.argv[3] ?? THIS_TREE)];
  const rounds = Number(process.argv[4] ?? 40);
  const result = await compareTrees(trees, rounds);
  process.stdout.write(
    `Engine CPU over ${result.pageCount} fixture pages, ${rounds} rounds each, in turn, each engine in its own analysis thread (medians):\n`,
  );
  for (const { tree, perPage, largePage } of result.figures) {
    process.stdout.write(`  ${tree}: per page ${perPage.toFixed(3)} ms, the ~300 KB page ${largePage.toFixed(2)} ms\n`);
  }
  const percent = (ratio: number) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)} %`;
  process.stdout.write(
    `  second vs first, median of per-round ratios: per page ${percent(result.ratio.perPage)}, large page ${percent(result.ratio.largePage)}\n`,
  );
}
