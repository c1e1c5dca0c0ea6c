// npm run bench:real [-- <corpus dir>...] [--json <file>]: the engine against real companies'
// sites (../shared/real-dev by default; its README gives the format and the scoring). With
// several folders, each is reported on its own, then their union, which the thresholds judge.
// Every site is analysed as a visitor's analysis is: the real server process, POST
// /api/analyze, the crawl (with rendering as configured: BROWSER_RENDERING, auto by
// default) and the engine, then GET /api/analysis/{id}/results. Prints per signal, per
// site and totals; exits 1 when a total is below the thresholds of issue #24.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { analysisResultSchema, type AnalysisResult } from '../../engine/contract/analysis.ts';
import { adviceOnCorpus, printAdvice } from './advice-on-corpus.ts';
import { fitReport, printFit } from './fit-weights.ts';
import { spawnServer } from '../../sync-server/test/support/spawn-server.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { pollUntilSettled } from '../../test-support/poll.ts';
import { startCorpusServer, type CorpusServer } from '../../test-support/real-dev/corpus-server.ts';
import { realDevDir } from '../../test-support/real-dev/real-dev-sites.ts';
import { REAL_THRESHOLDS, scoreRealSites, shortfalls, type RealSite, type RealTruth } from './score-real.ts';
import { printReport, printSignalTable, printSummary } from './print-report.ts';

const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const positional = args.filter((arg, index) => !arg.startsWith('--') && (jsonAt < 0 || index !== jsonAt + 1));
// REAL_DEV_DIR, else shared/real-dev beside the main checkout (found from a linked worktree too).
const corpusDirs = (positional.length > 0 ? positional : [realDevDir()]).map((dir) => path.resolve(dir));
/** Sites analysed at once: the server's pool runs that many in parallel. */
const PARALLEL = 2;

interface Folder {
  dir: string;
  corpus: CorpusServer;
}

const folders: Folder[] = [];
for (const dir of corpusDirs) {
  const corpus = await startCorpusServer(dir).catch((error: unknown) => {
    process.stderr.write(`Cannot read the corpus at ${dir}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  });
  if (corpus.slugs.length === 0) {
    process.stderr.write(`No sites (folders with index.html and truth.json) in ${dir}\n`);
    process.exit(2);
  }
  folders.push({ dir, corpus });
}
const data = await makeTempDir('oa-bench-real-');
const server = await spawnServer({
  DATA_DIR: data.dir,
  ALLOW_PRIVATE_HOSTS: folders.map((folder) => new URL(folder.corpus.origin).host).join(','),
  LOG_LEVEL: 'error',
  ANALYSIS_CONCURRENCY: String(PARALLEL),
  MAX_ANALYSES_PER_CLIENT: '0',
  ...(process.env.BROWSER_RENDERING ? { BROWSER_RENDERING: process.env.BROWSER_RENDERING } : {}),
});

/** Every completed analysis, for the advice rules. */
const analysed: { slug: string; result: AnalysisResult }[] = [];

async function analyse({ dir, corpus }: Folder, slug: string): Promise<RealSite> {
  const truth = JSON.parse(await readFile(path.join(dir, slug, 'truth.json'), 'utf8')) as RealTruth;
  const files = (await readdir(path.join(dir, slug)))
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
    const result = analysisResultSchema.parse(await results.json());
    analysed.push({ slug, result });
    return { ...site, outcome: { ok: true, result } };
  } catch (error) {
    return { ...site, outcome: { ok: false, error: error instanceof Error ? error.message : String(error) } };
  }
}

let exitCode = 0;
try {
  const started = performance.now();
  const queue = folders.flatMap((folder) => folder.corpus.slugs.map((slug) => ({ folder, slug })));
  const total = queue.length;
  const sites = new Map<Folder, RealSite[]>(folders.map((folder) => [folder, []]));
  let done = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        sites.get(next.folder)!.push(await analyse(next.folder, next.slug));
        done += 1;
        process.stderr.write(`  analysed ${done}/${total}: ${next.slug}\n`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const bySlug = (a: RealSite, b: RealSite) => a.slug.localeCompare(b.slug);
  const reports = folders.map((folder) => ({ folder, report: scoreRealSites(sites.get(folder)!.sort(bySlug)) }));
  for (const { folder, report } of reports) process.stdout.write(`${printReport(report, { corpusDir: folder.dir, seconds })}\n`);
  // The union is what the thresholds judge: one folder alone is too few sites to tune on.
  const union = folders.length > 1 ? scoreRealSites(folders.flatMap((folder) => sites.get(folder)!)) : reports[0]!.report;
  if (folders.length > 1) {
    process.stdout.write(
      `Union of ${folders.length} folders (${union.sites.length} sites)\n\n${printSignalTable(union)}\n${printSummary(union, 'Union totals')}`,
    );
    for (const { folder, report } of reports) process.stdout.write(printSummary(report, path.basename(folder.dir)));
  }
  if (jsonFile)
    await writeFile(
      jsonFile,
      `${JSON.stringify(folders.length > 1 ? { union, folders: reports.map(({ folder, report }) => ({ dir: folder.dir, report })) } : union, null, 2)}\n`,
    );
  // Fitted on every site given (the union): the weights table's fit and whether it holds on a site left out.
  const fit = fitReport(folders.flatMap((folder) => sites.get(folder)!.map((site) => ({ slug: site.slug, truth: site.truth }))));
  process.stdout.write(`\n${printFit(fit)}`);
  const advice = await adviceOnCorpus([...analysed].sort((a, b) => a.slug.localeCompare(b.slug)));
  process.stdout.write(`\n${printAdvice(advice)}`);
  const below = [
    ...shortfalls(union),
    ...(fit.leaveOneOut / fit.total < REAL_THRESHOLDS.levelFromLabelsLeaveOneOut
      ? [`level from the labels, leave-one-out, ${(fit.leaveOneOut / fit.total).toFixed(3)} is below ${REAL_THRESHOLDS.levelFromLabelsLeaveOneOut}`]
      : []),
    ...advice.filter(({ failures }) => failures.length > 0).map(({ rule, failures }) => `advice: ${failures.length} failures of "${rule}"`),
  ];
  if (below.length > 0) {
    process.stdout.write(`\nBelow the thresholds (${JSON.stringify(REAL_THRESHOLDS)}):\n${below.map((line) => `  ${line}`).join('\n')}\n`);
    exitCode = 1;
  } else {
    process.stdout.write('\nEvery threshold met.\n');
  }
} finally {
  await server.stop();
  for (const folder of folders) await folder.corpus.close();
  await data.remove();
}
process.exit(exitCode);
