import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSites } from '../../e2e/fixtures/site-server.ts';
import { loadFixtureSites } from '../../e2e/fixtures/sites/load-fixture-sites.ts';
import { analyzePages } from '../analysis/analyze.ts';
import { scoreAgainstTruth } from '../analysis/testing/accuracy.ts';
import type { AnalysisResult } from '../contract/analysis.ts';
import { crawlSite } from './crawl-site.ts';

/**
 * The accuracy test again, but the way the product sees a site: served over HTTP,
 * found by the crawler's own discovery, then analysed.
 */
const MIN_MICRO_F1 = 0.9;

let fixtures: Awaited<ReturnType<typeof startFixtureSites>>;
const analysed: { id: string; truth: Awaited<ReturnType<typeof loadFixtureSites>>[number]['truth']; result: Omit<AnalysisResult, 'analysisId'> }[] = [];

beforeAll(async () => {
  fixtures = await startFixtureSites();
  for (const site of await loadFixtureSites()) {
    const url = fixtures.sites[site.id];
    if (!url) throw new Error(`fixture site ${site.id} is not served`);
    const pages = await crawlSite({ url: `${url}/`, allowPrivateNetwork: true });
    analysed.push({ id: site.id, truth: site.truth, result: analyzePages({ url: `${url}/`, pages, options: {}, analyzedAt: '2026-01-01T00:00:00.000Z' }) });
  }
}, 120_000);

afterAll(async () => {
  await fixtures?.close();
});

describe('accuracy through the crawler', () => {
  it(`reaches micro-F1 ${MIN_MICRO_F1} or more against truth.json`, () => {
    const report = scoreAgainstTruth(analysed);
    console.log([`Signal accuracy over ${analysed.length} crawled fixture sites:`, ...report.lines].join('\n'));
    expect(analysed.length).toBeGreaterThanOrEqual(12);
    expect(report.microF1).toBeGreaterThanOrEqual(MIN_MICRO_F1);
  });

  it('gives each crawled site the maturity level a reader expects', () => {
    expect(Object.fromEntries(analysed.map((site) => [site.id, site.result.maturity.level]))).toEqual(
      Object.fromEntries(analysed.map((site) => [site.id, site.truth.expectedLevel])),
    );
  });
});
