// npm run bench:lighthouse — Lighthouse (performance, accessibility, best practices) on
// the built app served by the real server, for the landing page and a results page,
// mobile (Lighthouse's default: emulated phone, simulated slow 4G and 4x CPU slowdown)
// and desktop. Prints figures; asserts nothing. STATIC_DIR picks another build folder,
// LIGHTHOUSE_RUNS the runs per page (3), LIGHTHOUSE_FORM_FACTORS "mobile", "desktop" or
// both (the default), LIGHTHOUSE_SAVE a folder for the full reports.
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { exampleAnalysisResult } from '../../engine/contract/examples.ts';
import { seedCompletedAnalyses } from '../../sync-server/test/support/seed-store.ts';
import { spawnServer } from '../../sync-server/test/support/spawn-server.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;
/** Runs per page and form factor; the median performance run is reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const report = exampleAnalysisResult();
const data = await makeTempDir('oa-lighthouse-');
await seedCompletedAnalyses(data.dir, [report]);
const server = await spawnServer({
  DATA_DIR: data.dir,
  LOG_LEVEL: 'error',
  // Nothing may reach the public internet: no icon service, no third-party scripts.
  FAVICON_SERVICE_URL: '',
  TESTIMONIAL_WIDGET_URL: '',
  NEWSLETTER_SCRIPT_URL: '',
  BOOKING_URL: 'https://booking.example/strategy-call',
  ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}),
});
if (process.env.LIGHTHOUSE_SAVE) await mkdir(process.env.LIGHTHOUSE_SAVE, { recursive: true });
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });

const pages = [
  { name: 'landing', path: '/' },
  { name: 'results', path: `/results/${report.analysisId}` },
];
const formFactors = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
].filter(({ name }) => (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',').includes(name));

/** One Lighthouse run; a run whose trace recording failed (NO_NAVSTART and the like) is tried again. */
async function audit(url: string, flags: Flags, config: typeof desktopConfig | undefined, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt >= attempts) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    process.stdout.write(`  (retrying ${url}: ${result.lhr.runtimeError.code})\n`);
  }
}

function score(lhr: Result, category: (typeof CATEGORIES)[number]): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

/** The audits that cost points, worst first, so a shortfall names its cause. */
function shortfalls(lhr: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      lines.push(`    ${category} · ${audit.id} (${Math.round(audit.score * 100)}): ${audit.displayValue ?? audit.title}`);
      const items = (audit.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items ?? [];
      for (const item of items.slice(0, 3))
        if (item.node?.snippet) lines.push(`      ${item.node.snippet.slice(0, 160)} ${item.node.explanation?.split('\n')[1] ?? ''}`);
    }
  }
  for (const id of ['render-blocking-resources', 'unused-javascript', 'total-byte-weight', 'bootup-time']) {
    const audit = lhr.audits[id];
    if (audit?.displayValue) lines.push(`    info · ${id}: ${audit.displayValue}`);
  }
  return lines;
}

try {
  process.stdout.write(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} on ${CHROME_PATH}, ${RUNS} run(s) each, median performance run shown\n`,
  );
  for (const formFactor of formFactors) {
    for (const page of pages) {
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          // Every run is a first visit: IndexedDB and localStorage too (no "Your reports" from an earlier run).
          clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb', 'local_storage'],
        };
        const result = await audit(`${server.url}${page.path}`, flags, formFactor.config);
        runs.push(result.lhr);
        if (process.env.LIGHTHOUSE_SAVE)
          await writeFile(path.join(process.env.LIGHTHOUSE_SAVE, `${formFactor.name}-${page.name}-${i}.json`), result.report as string);
      }
      runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      const scores = CATEGORIES.map((category) => `${category} ${score(lhr, category)}`).join(', ');
      const allPerformance = runs.map((run) => score(run, 'performance')).join('/');
      process.stdout.write(`\n${formFactor.name.padEnd(7)} ${page.name.padEnd(8)} ${scores}  (performance per run: ${allPerformance})\n`);
      if (formFactor === formFactors[0] && page === pages[0]) {
        // Simulated throttling scales the CPU time it observes: a busy machine scores lower.
        const load = loadavg()
          .map((value) => value.toFixed(1))
          .join(' ');
        process.stdout.write(`  (benchmark index ${lhr.environment.benchmarkIndex}; ${availableParallelism()} cores, load average ${load})\n`);
      }
      process.stdout.write(`  ${METRICS.map((id) => `${id.replace(/-/g, ' ')}: ${lhr.audits[id]?.displayValue ?? '?'}`).join(' · ')}\n`);
      for (const line of shortfalls(lhr)) process.stdout.write(`${line}\n`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  await data.remove();
}
