import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSites } from '../../test-support/fixture-sites/site-server.ts';
import { loadFixtureSites } from '../../test-support/fixture-sites/sites/load-fixture-sites.ts';
import { analyzePages } from '../analysis/analyze.ts';
import { type ScoredSite, scoreAgainstTruth, splitOf } from '../../test-support/engine/accuracy.ts';
import { crawlSite } from './crawl-site.ts';

/**
 * The accuracy test again, but the way the product sees a site: served over HTTP,
 * found by the crawler's own discovery, then analysed. Development sites must come out
 * exactly as their readers say; held-out sites are only measured, their figures printed
 * without naming a site (engine/analysis/accuracy.test.ts holds the held-out targets).
 */
const MIN_MICRO_F1 = 0.9;
const MIN_PRECISION = 0.98;

let fixtures: Awaited<ReturnType<typeof startFixtureSites>>;
const analysed: ScoredSite[] = [];

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
  it(`reaches micro-F1 ${MIN_MICRO_F1} and precision ${MIN_PRECISION} or more on the development sites`, () => {
    const development = analysed.filter((site) => splitOf(site.truth) === 'development');
    const report = scoreAgainstTruth(development);
    console.log([`Signal accuracy over ${development.length} crawled development fixture sites:`, ...report.lines].join('\n'));
    expect(development.length).toBeGreaterThanOrEqual(12);
    expect(report.microF1).toBeGreaterThanOrEqual(MIN_MICRO_F1);
    expect(report.precision).toBeGreaterThanOrEqual(MIN_PRECISION);
  });

  it('gives each crawled development site the maturity level a reader expects', () => {
    const development = analysed.filter((site) => splitOf(site.truth) === 'development');
    expect(Object.fromEntries(development.map((site) => [site.id, site.result.maturity?.level]))).toEqual(
      Object.fromEntries(development.map((site) => [site.id, site.truth.expectedLevel])),
    );
  });

  it(`keeps precision ${MIN_PRECISION} or more on the held-out sites, measured without naming them`, () => {
    const heldOut = analysed.filter((site) => splitOf(site.truth) === 'held-out');
    const report = scoreAgainstTruth(heldOut, { listMistakes: false });
    console.log([`Signal accuracy over ${heldOut.length} crawled held-out fixture sites:`, ...report.lines].join('\n'));
    expect(heldOut.length).toBeGreaterThan(0);
    expect(report.precision).toBeGreaterThanOrEqual(MIN_PRECISION);
  });
});
