// npm run analyze -- [options] <url>: runs the same engine as the server, in this
// process, and prints the report. `--help` lists the options and exit codes.
import { writeFile } from 'node:fs/promises';
import { ENGINE_VERSION, analyzePages, type AnalyzeInput } from '../../../engine/analysis/analyze.ts';
import type { AnalysisResult } from '../../../engine/contract/analysis.ts';
import { SIGNAL_TITLES } from '../../../engine/contract/signals.ts';
import { crawlSite, preflight } from '../../../engine/crawl/crawl-site.ts';
import { RENDERING_MODES, type RenderingMode } from '../../../engine/crawl/render-stage.ts';
import { findChromium } from '../../../engine/render/find-chromium.ts';
import { createRenderService } from '../../../engine/render/render-service.ts';
import { createSharedBrowser } from '../../../engine/render/shared-browser.ts';
import { normalizePricingUrl, normalizeWebsiteUrl } from '../../../engine/contract/normalize-url.ts';
import { APP_VERSION } from '../version.ts';
import { EXIT, HELP, parseAnalyzeArgs } from './analyze-args.ts';
import { readPageSetFolder, writePageSetFolder } from './page-set-folder.ts';

async function main(): Promise<number> {
  const command = parseAnalyzeArgs(process.argv.slice(2));
  switch (command.kind) {
    case 'help':
      process.stdout.write(HELP);
      return EXIT.ok;
    case 'version':
      process.stdout.write(`onboarding-analyzer ${APP_VERSION} (engine ${ENGINE_VERSION})\n`);
      return EXIT.ok;
    case 'usage-error':
      return usageError(command.message);
    case 'from-pages':
      // Gather once, score again: the saved pages and their time, so an unchanged engine gives the same report.
      return writeReport(analyzePages(await readPageSetFolder(command.fromPages)), command);
  }
  const site = normalizeWebsiteUrl(command.url);
  if (!site.ok) return usageError(site.message);
  const pricing = normalizePricingUrl(command.pricing);
  if (!pricing.ok) return usageError(pricing.message);
  const allowPrivateNetwork = process.env.ALLOW_PRIVATE_NETWORK === 'true';
  // Progress is for a person watching; piped or redirected, stderr carries only errors.
  const showProgress = process.stderr.isTTY === true;

  const mode = renderingMode(process.env.BROWSER_RENDERING);
  if (!mode) return usageError(`BROWSER_RENDERING must be one of ${RENDERING_MODES.join(', ')}.`);

  await preflight(site.value.url, { allowPrivateNetwork });
  // As the server does: one Chromium, behind the crawler's guard, when rendering is asked for and one is found.
  const browser = createSharedBrowser(mode === 'off' ? null : (findChromium(process.env.CHROMIUM_PATH) ?? null));
  const renderer = browser.executablePath ? createRenderService({ browser, concurrency: 1, guard: { allowPrivateNetwork } }) : undefined;
  let pages;
  try {
    pages = await crawlSite({
      url: site.value.url,
      pricingUrl: pricing.value,
      allowPrivateNetwork,
      rendering: { mode, ...(renderer ? { renderer } : {}) },
      onPage: showProgress
        ? (page, fetched, planned) => process.stderr.write(`Read ${fetched}/${planned}: ${page.url} (${page.status || 'no answer'})\n`)
        : undefined,
    });
  } finally {
    await browser.close();
  }
  const input: AnalyzeInput = {
    url: site.value.url,
    pages,
    analyzedAt: new Date().toISOString(),
    options: { forceDemoOnly: site.value.forceDemoOnly, forceMaturityLevel: site.value.forceMaturityLevel },
  };
  const result = analyzePages(input);
  if (command.savePages) {
    await writePageSetFolder(command.savePages, { ...input, engineVersion: result.engineVersion });
    if (showProgress) process.stderr.write(`Pages saved in ${command.savePages}\n`);
  }
  return writeReport(result, command);
}

async function writeReport(result: Omit<AnalysisResult, 'analysisId'>, command: { json: boolean; output: string | undefined }): Promise<number> {
  const report = command.json ? `${JSON.stringify(result, null, 2)}\n` : summary(result);
  if (command.output) {
    await writeFile(command.output, report);
    if (process.stderr.isTTY) process.stderr.write(`Report written to ${command.output}\n`);
  } else {
    process.stdout.write(report);
  }
  return EXIT.ok;
}

function summary(result: Omit<AnalysisResult, 'analysisId'>): string {
  const lines: string[] = [];
  lines.push(`${result.siteName} (${result.url}) — engine ${result.engineVersion}`);
  lines.push(`Maturity: ${result.maturity.level}, score ${result.maturity.score}/100${result.onboardingFlags.demoOnly ? ' (demo-only)' : ''}`);
  lines.push(`Pages read: ${result.pages.map((page) => `${page.kind} ${page.status}`).join(', ')}`);
  lines.push('', 'Found:');
  for (const signal of result.signals.filter((s) => s.present)) {
    const quote = signal.evidence[0];
    lines.push(`  ✓ ${SIGNAL_TITLES[signal.id]}${quote ? `: ${quote.text} (${quote.page})` : ''}`);
  }
  lines.push('', 'Missing:');
  lines.push(
    `  ${
      result.signals
        .filter((s) => !s.present)
        .map((s) => SIGNAL_TITLES[s.id])
        .join(', ') || 'nothing'
    }`,
  );
  lines.push('', 'Friction:');
  for (const type of ['functional', 'emotional', 'motivational'] as const) {
    lines.push(`  ${type}: ${result.friction[type].level} (${result.friction[type].score})`);
  }
  lines.push('', 'Top strategies:');
  for (const strategy of result.strategies.slice(0, 3)) {
    lines.push(`  - ${strategy.title} (effort ${strategy.effort}, ${strategy.estimatedTime})`);
    if (strategy.basis) lines.push(`    ${strategy.basis}`);
  }
  return `${lines.join('\n')}\n`;
}

/** BROWSER_RENDERING as the server reads it: unset or empty is auto. */
function renderingMode(value: string | undefined): RenderingMode | undefined {
  if (!value) return 'auto';
  return RENDERING_MODES.find((mode) => mode === value);
}

function usageError(message: string): number {
  process.stderr.write(`${message}\nRun with --help for usage.\n`);
  return EXIT.usage;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Analysis failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(EXIT.analysisFailed);
  },
);
