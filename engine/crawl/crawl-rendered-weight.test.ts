import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRenderedSites, type RenderedSites } from '../../test-support/fixture-sites/rendered-sites/rendered-site-server.ts';
import { lacks } from '../../test-support/prerequisites/needs.ts';
import { analyzePages } from '../analysis/analyze.ts';
import { createRenderService } from '../render/render-service.ts';
import { createSharedBrowser } from '../render/shared-browser.ts';
import { crawlSite } from './crawl-site.ts';

/**
 * Weight and reach measured on a page Chromium drew (issue #29): the bytes each request
 * cost on the network, and other companies' scripts, on a fixture whose home page loads
 * 4.2 MB of its own script bundles and 30 scripts from 10 other hosts (the hosts resolve to a refused address:
 * the guard stops them, and the page still asked for them).
 */
const browser = createSharedBrowser();
let sites: RenderedSites;

beforeAll(async () => {
  sites = await startRenderedSites({ only: ['heavy-atlasboard'] });
});
afterAll(async () => {
  await browser.close();
  await sites?.close();
});

describe.skipIf(lacks('chromium'))('weight and reach of a rendered home page', () => {
  it('finds the 4.2 MB page and its 30 third-party scripts from 10 hosts, with the figures, and the same figures read again', async () => {
    const url = `${sites.sites['heavy-atlasboard']!}/`;
    const host = new URL(url).host;
    const lookup = async () => ['10.0.0.1'];
    const renderer = createRenderService({
      browser,
      guard: { allowPrivateNetwork: false, allowedHosts: [host], lookup: async (name: string) => (name === '127.0.0.1' ? ['127.0.0.1'] : ['10.0.0.1']) },
      concurrency: 1,
    });
    const pages = await crawlSite({ url, allowPrivateNetwork: false, allowedHosts: [host], lookup, rendering: { mode: 'always', renderer } });
    const home = pages.find((page) => page.kind === 'home')!;
    expect(home.rendered).toBe(true);
    const bundles = home.requests!.filter((request) => request.url.includes('/js/app-'));
    expect(bundles.map((request) => request.bytes! >= 1_050_000)).toEqual([true, true, true, true]);

    const result = analyzePages({ url, pages, options: {}, analyzedAt: '2026-01-01T00:00:00.000Z' });
    const heavy = result.friction.observed?.find((finding) => finding.kind === 'heavy-page');
    expect(heavy).toMatchObject({ checked: true, weight: 2, dimension: 'functional' });
    expect(heavy!.figures.bytes).toBeGreaterThanOrEqual(4_200_000);
    expect(heavy!.issue).toMatch(/^The home page loads 4\.\d MB$/);
    expect(heavy!.evidence[0]).toMatchObject({ url: home.url, measured: true });
    expect(result.friction.observed?.find((finding) => finding.kind === 'third-party-scripts')).toMatchObject({
      checked: true,
      figures: { scripts: 30, hosts: 10 },
      issue: 'The home page loads 30 third-party scripts from 10 hosts',
    });
    expect(
      result.friction.functional.issues
        .slice(0, 2)
        .map((issue) => issue.kind)
        .sort(),
    ).toEqual(['heavy-page', 'third-party-scripts']);
    // Same pages in, same findings out.
    expect(analyzePages({ url, pages, options: {}, analyzedAt: '2026-01-01T00:00:00.000Z' }).friction).toEqual(result.friction);
  });
});
