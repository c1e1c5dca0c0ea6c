// npm run bench:real [-- <corpus dir>] [--json <file>]: the engine against real companies'
// sites (../shared/real-dev by default; its README gives the format and the scoring).
// Every site is analysed as a visitor's analysis is: the real server process, POST
// /api/analyze, the crawl (with rendering as configured: BROWSER_RENDERING, auto by
// default) and the engine, then GET /api/analysis/{id}/results. Prints per signal, per
// site and totals; exits 1 when a total is below the thresholds of issue #24.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { analysisResultSchema } from '../../engine/contract/analysis.ts';
import { spawnServer } from '../../sync-server/test/support/spawn-server.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { pollUntilSettled } from '../../test-support/poll.ts';
import { startCorpusServer } from '../../test-support/real-dev/corpus-server.ts';
import { realDevDir } from '../../test-support/real-dev/real-dev-sites.ts';
import { REAL_THRESHOLDS, scoreRealSites, shortfalls, type RealSite, type RealTruth } from './score-real.ts';
import { printReport } from './print-report.ts';

const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const positional = args.filter((arg, index) => !arg.startsWith('--') && (jsonAt < 0 || index !== jsonAt + 1));
// REAL_DEV_DIR, else shared/real-dev beside the main checkout (found from a linked worktree too).
const corpusDir = path.resolve(positional[0] ?? realDevDir());
/** Sites analysed at once: the server's pool runs that many in parallel. */
const PARALLEL = 2;

const corpus = await startCorpusServer(corpusDir).catch((error: unknown) => {
  process.stderr.write(`Cannot read the corpus at ${corpusDir}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
if (corpus.slugs.length === 0) {
  process.stderr.write(`No sites (folders with index.html and truth.json) in ${corpusDir}\n`);
  process.exit(2);
}
const data = await makeTempDir('oa-bench-real-');
const server = await spawnServer({
  DATA_DIR: data.dir,
  ALLOW_PRIVATE_HOSTS: new URL(corpus.origin).host,
  LOG_LEVEL: 'error',
  ANALYSIS_CONCURRENCY: String(PARALLEL),
  MAX_ANALYSES_PER_CLIENT: '0',
  ...(process.env.BROWSER_RENDERING ? { BROWSER_RENDERING: process.env.BROWSER_RENDERING } : {}),
});

async function analyse(slug: string): Promise<RealSite> {
  const truth = JSON.parse(await readFile(path.join(corpusDir, slug, 'truth.json'), 'utf8')) as RealTruth;
  const files = (await readdir(path.join(corpusDir, slug)))
    .filter((file) => file.endsWith('.html'))
    .sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)));
  const corpusPages = files.map((file) => `${corpus.homeOf(slug)}${file === 'index.html' ? '' : file}`);
  const site = { slug, truth, corpusPages };
  try {
    const response = await fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: corpus.homeOf(slug) }),
    });
    if (!response.ok) throw new Error(`POST /api/analyze ${response.status}: ${await response.text()}`);
    const { analysisId } = (await response.json()) as { analysisId: string };
    const last = (await pollUntilSettled(server.url, analysisId, 180_000, 200)).at(-1);
    if (last?.status !== 'completed') throw new Error(`analysis ${last?.status}: ${last?.error ?? 'no reason given'}`);
    const results = await fetch(`${server.url}/api/analysis/${analysisId}/results`);
    if (!results.ok) throw new Error(`GET results ${results.status}`);
    return { ...site, outcome: { ok: true, result: analysisResultSchema.parse(await results.json()) } };
  } catch (error) {
    return { ...site, outcome: { ok: false, error: error instanceof Error ? error.message : String(error) } };
  }
}

let exitCode = 0;
try {
  const started = performance.now();
  const queue = [...corpus.slugs];
  const sites: RealSite[] = [];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let slug = queue.shift(); slug; slug = queue.shift()) {
        sites.push(await analyse(slug));
        process.stderr.write(`  analysed ${sites.length}/${corpus.slugs.length}: ${slug}\n`);
      }
    }),
  );
  sites.sort((a, b) => a.slug.localeCompare(b.slug));
  const report = scoreRealSites(sites);
  process.stdout.write(printReport(report, { corpusDir, seconds: (performance.now() - started) / 1000 }));
  if (jsonFile) await writeFile(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  const below = shortfalls(report);
  if (below.length > 0) {
    process.stdout.write(`\nBelow the thresholds (${JSON.stringify(REAL_THRESHOLDS)}):\n${below.map((line) => `  ${line}`).join('\n')}\n`);
    exitCode = 1;
  } else {
    process.stdout.write('\nEvery threshold met.\n');
  }
} finally {
  await server.stop();
  await corpus.close();
  await data.remove();
}
process.exit(exitCode);
