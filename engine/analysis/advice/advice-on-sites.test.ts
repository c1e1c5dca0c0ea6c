import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredLanguage } from '../../../test-support/engine/advice-checks.ts';
import { ADVICE_RULES, adviceOf, copiesOf, type AdvisedSite } from '../../../test-support/engine/advice-rules.ts';
import { crawlEach } from '../../../test-support/engine/crawled-sites.ts';
import { startFixtureSites } from '../../../test-support/fixture-sites/site-server.ts';
import { analyzePages } from '../analyze.ts';

/**
 * Issue #25's "done when" over every fixture site, each served on loopback and read by
 * the crawler as the product reads it. The same rules (test-support/engine/advice-rules.ts)
 * hold the real corpus to account in bench:real, so this test needs nothing outside the
 * repository (issue #32 item 7).
 */

const sites: AdvisedSite[] = [];
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const fixtures = await startFixtureSites();
  close = fixtures.close;
  const served = Object.fromEntries(Object.entries(fixtures.sites).map(([name, url]) => [name, `${url}/`]));
  for (const [name, { url, pages }] of await crawlEach(served)) {
    const home = pages.find((page) => page.kind === 'home');
    sites.push({
      name,
      language: declaredLanguage(home?.html ?? ''),
      pages,
      result: analyzePages({ url, pages, options: {}, analyzedAt: '2026-01-01T00:00:00.000Z' }),
    });
  }
}, 180_000);

afterAll(async () => {
  await close?.();
});

describe('advice written from the site itself, on every fixture site', () => {
  it('reads every fixture site, in four languages, with quotes and foreign example copy to check', () => {
    expect(sites.length).toBeGreaterThanOrEqual(40);
    expect(new Set(sites.map((site) => site.language))).toEqual(new Set(['en', 'de', 'fr', 'es']));
    // The rules below must have something to hold: quotes to find on pages, copy to read in its language.
    expect(sites.flatMap(adviceOf).filter((item) => item.evidence.length > 0).length).toBeGreaterThan(50);
    expect(sites.filter((site) => site.language !== 'en' && copiesOf(site).length > 0).length).toBeGreaterThanOrEqual(8);
  });

  for (const { rule, failures } of ADVICE_RULES) {
    it(rule, () => {
      expect(sites.flatMap((site) => failures(site).map((failure) => `${site.name}: ${failure}`))).toEqual([]);
    });
  }
});
