// npm run bench:real [-- <corpus dir>...] [--json <file>] [--save-pages <dir> | --from-pages <dir>]:
// the engine against real companies' sites (../shared/real-dev by default; its README gives
// the format and the scoring). With several folders, each is reported on its own, then their
// union, which the thresholds judge. Every site is analysed as a visitor's analysis is: the
// real server process, POST /api/analyze, the crawl (with rendering as configured:
// BROWSER_RENDERING, auto by default) and the engine, then GET /api/analysis/{id}/results.
// --save-pages <dir> also keeps the pages each analysis read, from the admin's download of
// them, in <dir>/<corpus folder>/<site>/; --from-pages <dir> scores pages saved so with the
// engine of this checkout, in this process, without serving the corpus or starting a server
// (gather once, score again: each engine change measured in seconds, on the same pages).
// Prints per signal, per site and totals; exits 1 when a total is below the thresholds of issue #24.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { analyzePages, ENGINE_VERSION } from '../../engine/analysis/analyze.ts';
import { analysisResultSchema, type AnalysisResult } from '../../engine/contract/analysis.ts';
import { readPageSetFolder, writePageSetFolder } from '../../sync-server/src/cli/page-set-folder.ts';
import { pageSetFromFiles } from '../../sync-server/src/pages/page-set-files.ts';
import { readTarGz } from '../../sync-server/src/pages/tar-archive.ts';
import { adminSession, type AdminSession } from '../../sync-server/test/support/admin-session.ts';
import { spawnServer, type SpawnedServer } from '../../sync-server/test/support/spawn-server.ts';
import { adviceOnCorpus, printAdvice } from './advice-on-corpus.ts';
import { fitReport, printFit } from './fit-weights.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { pollUntilSettled } from '../../test-support/poll.ts';
import { listCorpusSites, startCorpusServer, type CorpusServer } from '../../test-support/real-dev/corpus-server.ts';
import { realDevDirs } from '../../test-support/real-dev/real-dev-sites.ts';
import { REAL_THRESHOLDS, scoreRealSites, shortfalls, type RealSite, type RealTruth } from './score-real.ts';
import { printObservedFriction, printReport, printSignalTable, printSummary } from './print-report.ts';

const args = process.argv.slice(2);
const valueOf = (flag: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const jsonFile = valueOf('--json');
const savePagesDir = valueOf('--save-pages');
const fromPagesDir = valueOf('--from-pages');
const flagValues = new Set(['--json', '--save-pages', '--from-pages'].map((flag) => args.indexOf(flag) + 1).filter((index) => index > 0));
const positional = args.filter((arg, index) => !arg.startsWith('--') && !flagValues.has(index));
if (savePagesDir && fromPagesDir) {
  process.stderr.write('--save-pages gathers pages and --from-pages scores saved ones: give one of them.\n');
  process.exit(2);
}
// The folders given, else REAL_DEV_DIR, else shared/real-dev and shared/real-dev-2 beside the main checkout (found from a linked worktree too).
const corpusDirs = (positional.length > 0 ? positional : realDevDirs()).map((dir) => path.resolve(dir));
/** Sites analysed at once: the server's pool runs that many in parallel. */
const PARALLEL = 2;
const ADMIN = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'bench-real-password' };

interface Folder {
  dir: string;
  slugs: string[];
  /** Absent with --from-pages: nothing is served. */
  corpus?: CorpusServer;
}

const folders: Folder[] = [];
for (const dir of corpusDirs) {
  const fail = (error: unknown): never => {
    process.stderr.write(`Cannot read the corpus at ${dir}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  };
  const corpus = fromPagesDir ? undefined : await startCorpusServer(dir).catch(fail);
  const slugs = corpus ? corpus.slugs : await listCorpusSites(dir).catch(fail);
  if (slugs.length === 0) {
    process.stderr.write(`No sites (folders with index.html and truth.json) in ${dir}\n`);
    process.exit(2);
  }
  folders.push({ dir, slugs, ...(corpus ? { corpus } : {}) });
}
const data = await makeTempDir('oa-bench-real-');
let server: SpawnedServer | undefined;
let admin: AdminSession | undefined;
if (!fromPagesDir) {
  server = await spawnServer({
    DATA_DIR: data.dir,
    ALLOW_PRIVATE_HOSTS: folders.map((folder) => new URL(folder.corpus!.origin).host).join(','),
    LOG_LEVEL: 'error',
    ANALYSIS_CONCURRENCY: String(PARALLEL),
    MAX_ANALYSES_PER_CLIENT: '0',
    ...ADMIN,
    ...(process.env.BROWSER_RENDERING ? { BROWSER_RENDERING: process.env.BROWSER_RENDERING } : {}),
  });
  if (savePagesDir) admin = await adminSession(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
}

/** Every completed analysis, for the advice rules. */
const analysed: { slug: string; result: AnalysisResult }[] = [];

/** Where a site's pages are saved, or read from: <dir>/<corpus folder's name>/<site>. */
const savedPagesOf = (root: string, folder: Folder, slug: string) => path.join(path.resolve(root), path.basename(folder.dir), slug);

async function siteOf(folder: Folder, slug: string, home: string): Promise<Omit<RealSite, 'outcome'>> {
  const truth = JSON.parse(await readFile(path.join(folder.dir, slug, 'truth.json'), 'utf8')) as RealTruth;
  const files = (await readdir(path.join(folder.dir, slug)))
    .filter((file) => file.endsWith('.html'))
    .sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)));
  return { slug, truth, corpusPages: files.map((file) => `${home}${file === 'index.html' ? '' : file}`) };
}

/** --from-pages: each site's pages as the crawler fetched them, for the advice rules' quotes (nothing serves the corpus). */
const savedHtml = new Map<string, Map<string, string>>();

/** --from-pages: the saved pages scored by this checkout's engine; the corpus' own addresses are the ones they were read at. */
async function scoreSaved(folder: Folder, slug: string): Promise<RealSite> {
  try {
    const pages = await readPageSetFolder(savedPagesOf(fromPagesDir!, folder, slug));
    const result = { ...analyzePages(pages), analysisId: `saved-${slug}` };
    savedHtml.set(slug, new Map(pages.pages.map((page) => [page.url, page.staticHtml ?? page.html])));
    analysed.push({ slug, result });
    return { ...(await siteOf(folder, slug, pages.url)), outcome: { ok: true, result } };
  } catch (error) {
    return { ...(await siteOf(folder, slug, '')), outcome: { ok: false, error: error instanceof Error ? error.message : String(error) } };
  }
}

async function analyse(folder: Folder, slug: string): Promise<RealSite> {
  if (fromPagesDir) return scoreSaved(folder, slug);
  const corpus = folder.corpus!;
  const site = await siteOf(folder, slug, corpus.homeOf(slug));
  const { url: serverUrl } = serverOf();
  try {
    const response = await fetch(`${serverUrl}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: corpus.homeOf(slug) }),
    });
    if (!response.ok) throw new Error(`POST /api/analyze ${response.status}: ${await response.text()}`);
    const { analysisId } = (await response.json()) as { analysisId: string };
    const last = (await pollUntilSettled(serverUrl, analysisId, 180_000, 200)).at(-1);
    if (last?.status !== 'completed') throw new Error(`analysis ${last?.status}: ${last?.error ?? 'no reason given'}`);
    const results = await fetch(`${serverUrl}/api/analysis/${analysisId}/results`);
    if (!results.ok) throw new Error(`GET results ${results.status}`);
    const result = analysisResultSchema.parse(await results.json());
    if (admin) await savePages(admin, analysisId, savedPagesOf(savePagesDir!, folder, slug));
    analysed.push({ slug, result });
    return { ...site, outcome: { ok: true, result } };
  } catch (error) {
    return { ...site, outcome: { ok: false, error: error instanceof Error ? error.message : String(error) } };
  }
}

function serverOf(): SpawnedServer {
  if (!server) throw new Error('no server: --from-pages scores saved pages only');
  return server;
}

/** The pages the analysis read, as the admin downloads them (GET /api/analysis/{id}/pages), unpacked into `dir`. */
async function savePages(session: AdminSession, analysisId: string, dir: string): Promise<void> {
  const response = await session.api(`/analysis/${analysisId}/pages`);
  if (!response.ok) throw new Error(`GET pages ${response.status}`);
  const files = readTarGz(new Uint8Array(await response.arrayBuffer()));
  await writePageSetFolder(dir, await pageSetFromFiles(async (name) => files.get(name)));
}

let exitCode = 0;
try {
  const started = performance.now();
  const queue = folders.flatMap((folder) => folder.slugs.map((slug) => ({ folder, slug })));
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
  if (savePagesDir) process.stdout.write(`Pages saved in ${path.resolve(savePagesDir)} (score them again with --from-pages)\n\n`);
  if (fromPagesDir)
    process.stdout.write(`Scored the pages saved in ${path.resolve(fromPagesDir)} with engine ${ENGINE_VERSION}, without serving the corpus\n\n`);
  for (const { folder, report } of reports) process.stdout.write(`${printReport(report, { corpusDir: folder.dir, seconds })}\n`);
  // The union is what the thresholds judge: one folder alone is too few sites to tune on.
  const union = folders.length > 1 ? scoreRealSites(folders.flatMap((folder) => sites.get(folder)!)) : reports[0]!.report;
  if (folders.length > 1) {
    process.stdout.write(
      `Union of ${folders.length} folders (${union.sites.length} sites)\n\n${printSignalTable(union)}\n${printSummary(union, 'Union totals')}`,
    );
    for (const { folder, report } of reports) process.stdout.write(printSummary(report, path.basename(folder.dir)));
  }
  // Observed friction (issue #29), its own section: printed per site, counted per kind, never scored.
  for (const folder of folders) process.stdout.write(`\n${printObservedFriction(sites.get(folder)!, path.basename(folder.dir))}`);
  if (jsonFile)
    await writeFile(
      jsonFile,
      `${JSON.stringify(folders.length > 1 ? { union, folders: reports.map(({ folder, report }) => ({ dir: folder.dir, report })) } : union, null, 2)}\n`,
    );
  // Fitted on every site given (the union): the weights table's fit and whether it holds on a site left out.
  const fit = fitReport(folders.flatMap((folder) => sites.get(folder)!.map((site) => ({ slug: site.slug, truth: site.truth }))));
  process.stdout.write(`\n${printFit(fit)}`);
  const readSaved = async (slug: string, url: string) => savedHtml.get(slug)?.get(url) ?? '';
  const advice = await adviceOnCorpus(
    [...analysed].sort((a, b) => a.slug.localeCompare(b.slug)),
    fromPagesDir ? readSaved : undefined,
  );
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
  await server?.stop();
  for (const folder of folders) await folder.corpus?.close();
  await data.remove();
}
process.exit(exitCode);
