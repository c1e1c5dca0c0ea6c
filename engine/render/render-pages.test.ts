import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConnectionCanary, type ConnectionCanary } from '../../test-support/connection-canary.ts';
import { startRenderedSites, type RenderedSites } from '../../test-support/fixture-sites/rendered-sites/rendered-site-server.ts';
import { renderPages } from './render-pages.ts';
import { createSharedBrowser } from './shared-browser.ts';
import { lacks } from '../../test-support/prerequisites/needs.ts';

const browser = createSharedBrowser();
let sites: RenderedSites;
let canary: ConnectionCanary;
const hostOf = (url: string) => new URL(url).host;

beforeAll(async () => {
  canary = await startConnectionCanary();
  sites = await startRenderedSites({ only: ['spa-orbitdesk', 'tagged-ledgerloop', 'canary-trap'], replacements: canary.replacements });
});

afterAll(async () => {
  await browser.close();
  await sites?.close();
  canary?.close();
});

describe.skipIf(lacks('chromium'))('renderPages', () => {
  it('draws a client-rendered page and records the DOM its bundle wrote', async () => {
    const site = sites.sites['spa-orbitdesk']!;
    const [outcome] = await renderPages((await browser.get())!, {
      urls: [`${site}/pricing`],
      guard: { allowPrivateNetwork: false, allowedHosts: [hostOf(site)] },
      settleMs: 8000,
    });
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome?.ok) return;
    expect(outcome.page.html).toContain('$19 per agent / month');
    expect(outcome.page.requests.map((request) => new URL(request.url).pathname)).toContain('/assets/app.js');
  });

  it('records vendor requests and globals, which fail fast through the guard without reaching the internet', async () => {
    const site = sites.sites['tagged-ledgerloop']!;
    const started = performance.now();
    const [outcome] = await renderPages((await browser.get())!, {
      urls: [`${site}/`],
      guard: { allowPrivateNetwork: false, allowedHosts: [hostOf(site)], lookup: async () => ['10.0.0.1'] },
      settleMs: 8000,
    });
    expect(performance.now() - started).toBeLessThan(8000);
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome?.ok) return;
    const hosts = outcome.page.requests.map((request) => new URL(request.url).hostname);
    expect(hosts).toEqual(expect.arrayContaining(['widget.intercom.io', 'cdn.segment.com', 'fast.appcues.com']));
    expect(outcome.page.vendorGlobals).toEqual(expect.arrayContaining(['Appcues', 'analytics']));
    const intercom = outcome.page.requests.find((request) => request.url.includes('widget.intercom.io'));
    expect(intercom).toMatchObject({ type: 'script' });
  });

  it('opens no connection to a private address the page points at, by any route', async () => {
    const site = sites.sites['canary-trap']!;
    canary.connections = 0;
    const [outcome] = await renderPages((await browser.get())!, {
      urls: [`${site}/`],
      guard: { allowPrivateNetwork: false, allowedHosts: [hostOf(site)] },
      settleMs: 4000,
    });
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome?.ok) return;
    const paths = outcome.page.requests.map((request) => new URL(request.url).pathname);
    // The page did try: the browser asked for the canary's addresses, and the proxy refused each.
    expect(paths).toEqual(expect.arrayContaining(['/script.js', '/pixel.png', '/frame', '/fetch', '/go']));
    expect(canary.connections).toBe(0);
  });
});
