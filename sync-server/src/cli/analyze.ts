// npm run analyze -- <url> [--pricing <url>] [--json]
// Runs the same engine as the server, in this process, and prints the report.
import { parseArgs } from 'node:util';
import { ENGINE_VERSION, analyzePages } from '../../../engine/analysis/analyze.ts';
import type { AnalysisResult } from '../../../engine/contract/analysis.ts';
import { SIGNAL_TITLES } from '../../../engine/contract/signals.ts';
import { CrawlError, crawlSite, preflight } from '../../../engine/crawl/crawl-site.ts';
import { normalizePricingUrl, normalizeWebsiteUrl } from '../../../engine/crawl/normalize-url.ts';

const USAGE = 'Usage: npm run analyze -- <url> [--pricing <url>] [--json]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { pricing: { type: 'string' }, json: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (values.help || positionals.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 1;
  }
  const site = normalizeWebsiteUrl(positionals[0]);
  if (!site.ok) return fail(site.message);
  const pricing = normalizePricingUrl(values.pricing);
  if (!pricing.ok) return fail(pricing.message);
  const allowPrivateNetwork = process.env.ALLOW_PRIVATE_NETWORK === 'true';

  await preflight(site.value.url, { allowPrivateNetwork });
  const pages = await crawlSite({ url: site.value.url, pricingUrl: pricing.value, allowPrivateNetwork });
  const result = analyzePages({
    url: site.value.url,
    pages,
    analyzedAt: new Date().toISOString(),
    options: { forceDemoOnly: site.value.forceDemoOnly, forceMaturityLevel: site.value.forceMaturityLevel },
  });
  process.stdout.write(values.json ? `${JSON.stringify(result, null, 2)}\n` : summary(result));
  return 0;
}

function summary(result: Omit<AnalysisResult, 'analysisId'>): string {
  const lines: string[] = [];
  lines.push(`${result.siteName} (${result.url}) — engine ${ENGINE_VERSION}`);
  lines.push(`Maturity: ${result.maturity.level}, score ${result.maturity.score}/100${result.onboardingFlags.demoOnly ? ' (demo-only)' : ''}`);
  lines.push(`Pages read: ${result.pages.map((page) => `${page.kind} ${page.status}`).join(', ')}`);
  lines.push('', 'Found:');
  for (const signal of result.signals.filter((s) => s.present)) {
    const quote = signal.evidence[0];
    lines.push(`  ✓ ${SIGNAL_TITLES[signal.id]}${quote ? `: ${quote.text} (${quote.page})` : ''}`);
  }
  lines.push('', 'Missing:');
  lines.push(`  ${result.signals.filter((s) => !s.present).map((s) => SIGNAL_TITLES[s.id]).join(', ') || 'nothing'}`);
  lines.push('', 'Friction:');
  for (const type of ['functional', 'emotional', 'motivational'] as const) {
    lines.push(`  ${type}: ${result.friction[type].level} (${result.friction[type].score})`);
  }
  lines.push('', 'Top strategies:');
  for (const strategy of result.strategies.slice(0, 3)) {
    lines.push(`  - ${strategy.title} (effort ${strategy.effort}, ${strategy.estimatedTime})`);
  }
  return `${lines.join('\n')}\n`;
}

function fail(message: string): number {
  process.stderr.write(`${message}\n`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof CrawlError || error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
