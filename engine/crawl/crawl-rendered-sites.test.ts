import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERED_SITES_ROOT, startRenderedSites, type RenderedSites } from '../../test-support/fixture-sites/rendered-sites/rendered-site-server.ts';
import { analyzePages } from '../analysis/analyze.ts';
import type { SignalId } from '../contract/signals.ts';
import { createRenderService } from '../render/render-service.ts';
import { createSharedBrowser } from '../render/shared-browser.ts';
import { crawlSite, type RenderingMode } from './crawl-site.ts';
import { lacks } from '../../test-support/prerequisites/needs.ts';

/**
 * The crawl with a real headless Chromium over the rendered-sites fixtures, served on
 * loopback and reached through ALLOW_PRIVATE_HOSTS only (private networks refused):
 * what rendering finds, what is left unchecked without it, and challenge pages.
 */
interface Truth {
  present?: SignalId[];
  renderedOnly?: SignalId[];
  expectedLevel?: string;
  botProtection?: string;
}

const browser = createSharedBrowser();
let sites: RenderedSites;

beforeAll(async () => {
  sites = await startRenderedSites();
});
afterAll(async () => {
  await browser.close();
  await sites?.close();
});

const truthOf = async (name: string) => JSON.parse(await readFile(path.join(RENDERED_SITES_ROOT, name, 'truth.json'), 'utf8')) as Truth;
const hostOf = (url: string) => new URL(url).host;
// Vendor hosts resolve to a private address: the guard refuses them at once, and the request is recorded all the same.
const lookup = async () => ['10.0.0.1'];

async function analyse(name: string, mode: RenderingMode) {
  const url = `${sites.sites[name]!}/`;
  const guard = { allowPrivateNetwork: false, allowedHosts: [hostOf(url)], lookup };
  const renderer = createRenderService({
    browser,
    guard: { ...guard, lookup: async (host: string) => (host === '127.0.0.1' ? ['127.0.0.1'] : ['10.0.0.1']) },
    concurrency: 2,
  });
  const pages = await crawlSite({ url, allowPrivateNetwork: false, allowedHosts: [hostOf(url)], lookup, rendering: { mode, renderer } });
  return analyzePages({ url, pages, options: {}, analyzedAt: '2026-01-01T00:00:00.000Z' });
}

describe.skipIf(lacks('chromium'))('crawling sites a static reader cannot see', () => {
  it.each(['spa-orbitdesk', 'tagged-ledgerloop', 'testimonials-fieldnote'])('finds every signal of %s with evidence when rendering always', async (name) => {
    const truth = await truthOf(name);
    const result = await analyse(name, 'always');
    expect(result.coverage.rendered).toBe(true);
    for (const id of truth.present ?? []) {
      const signal = result.signals.find((candidate) => candidate.id === id)!;
      expect(signal, `${name}: ${id}`).toMatchObject({ present: true, checked: true });
      expect(signal.evidence.length, `${name}: ${id}`).toBeGreaterThan(0);
    }
    if (truth.expectedLevel) expect(result.maturity.level).toBe(truth.expectedLevel);
  });

  it('with rendering off, completes the client-rendered site with its signals unchecked, never missing', async () => {
    const result = await analyse('spa-orbitdesk', 'off');
    const url = `${sites.sites['spa-orbitdesk']!}/`;
    expect(result.coverage).toMatchObject({ rendered: false, javascriptOnlyPages: [url] });
    expect(result.coverage.unreadablePages[0]).toEqual({ url, reason: 'This page is drawn by JavaScript, and rendering is switched off on this server' });
    for (const id of (await truthOf('spa-orbitdesk')).present ?? []) {
      expect(
        result.signals.find((signal) => signal.id === id),
        id,
      ).toMatchObject({ present: false, checked: false });
    }
    expect(result.maturity.improvementAreas).toEqual([]);
  });

  it('says where the vendors were seen: the page requested their hosts while loading', async () => {
    const result = await analyse('tagged-ledgerloop', 'auto');
    const chat = result.signals.find((signal) => signal.id === 'live-chat')!;
    expect(chat.evidence.map((evidence) => evidence.text)).toContain('Intercom: the page requested widget.intercom.io while loading');
    const onboarding = result.signals.find((signal) => signal.id === 'onboarding-tool')!;
    expect(onboarding.evidence.map((evidence) => evidence.text)).toEqual(
      expect.arrayContaining(['Appcues: the page requested fast.appcues.com while loading', 'Appcues: the page set up window.Appcues while loading']),
    );
  });

  it('renders the same pages into the same signals twice', async () => {
    const signalsOf = async () => (await analyse('spa-orbitdesk', 'always')).signals.map(({ id, present, checked }) => ({ id, present, checked }));
    expect(await signalsOf()).toEqual(await signalsOf());
  });

  it.each(['cloudflare', 'akamai', 'imperva', 'datadome', 'perimeterx', 'aws-waf', 'sucuri'])(
    'ends on the %s challenge page with a reason naming it',
    async (vendor) => {
      const name = `challenge-${vendor}`;
      const truth = await truthOf(name);
      const url = sites.sites[name]!;
      await expect(analyse(name, 'auto')).rejects.toMatchObject({
        code: 'bot-protection',
        message: `${hostOf(url)} is behind ${truth.botProtection}'s bot protection, which did not let our reader in; nothing on it could be analysed.`,
      });
    },
  );

  it('marks a later page behind a challenge unreadable and carries on', async () => {
    const result = await analyse('challenge-on-pricing', 'auto');
    const site = sites.sites['challenge-on-pricing']!;
    expect(result.coverage.botProtection).toBe('Cloudflare');
    expect(result.coverage.unreadablePages).toEqual([
      {
        url: `${site}/pricing`,
        reason: `${hostOf(site)}/pricing is behind Cloudflare's bot protection, which did not let our reader in; nothing on it could be analysed.`,
      },
    ]);
    expect(result.signals.find((signal) => signal.id === 'transparent-pricing')).toMatchObject({ checked: false });
  });
});
