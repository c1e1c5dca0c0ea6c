import { describe, expect, it } from 'vitest';
import { loadFixtureSite } from '../../test-support/fixture-sites/sites/load-fixture-sites.ts';
import { analyzePages } from './analyze.ts';

const ANALYZED_AT = '2026-01-01T00:00:00.000Z';

/**
 * The whole result for the benchmark's ~300 KB page (bench/analyze/engine.ts), pinned
 * as it was before the engine was tuned for speed: work on how fast the engine reads a
 * page must leave every signal, quote, score and strategy as it was. A change that
 * means to alter results updates these files on purpose (`vitest -u`).
 */
describe('pinned results of the large fixture page', () => {
  it('analyses the ~300 KB home page on its own exactly as pinned', async () => {
    const site = await loadFixtureSite('sproutmetrics');
    const home = site.pages.filter((page) => page.kind === 'home');
    expect(home[0]?.bytes).toBeGreaterThan(250_000);
    const result = analyzePages({ url: site.url, pages: home, options: {}, analyzedAt: ANALYZED_AT });
    await expect(`${JSON.stringify(result, null, 2)}\n`).toMatchFileSnapshot('./__snapshots__/sproutmetrics-home.json');
  });

  it('analyses the whole site around it exactly as pinned', async () => {
    const site = await loadFixtureSite('sproutmetrics');
    const result = analyzePages({ url: site.url, pages: site.pages, options: {}, analyzedAt: ANALYZED_AT });
    await expect(`${JSON.stringify(result, null, 2)}\n`).toMatchFileSnapshot('./__snapshots__/sproutmetrics-site.json');
  });
});
