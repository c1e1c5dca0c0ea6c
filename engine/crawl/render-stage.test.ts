import { describe, expect, it } from 'vitest';
import type { FetchedPage } from '../analysis/page.ts';
import { loadsUnreadableScripts, shouldRenderHome, shouldRenderPage, withRendering, type PageRenderer } from './render-stage.ts';

const renderer: PageRenderer = { render: async () => [] };
const page = (overrides: Partial<FetchedPage> = {}): FetchedPage => ({
  url: 'https://acme.test/',
  kind: 'home',
  status: 200,
  html: '<html><body><h1>Acme</h1></body></html>',
  contentType: 'text/html',
  bytes: 40,
  ms: 3,
  ...overrides,
});

describe('when the crawl renders', () => {
  it('auto renders a home page that is a JavaScript shell or loads a tag manager, and leaves a plain one to the static reader', () => {
    expect(shouldRenderHome({ mode: 'auto', renderer }, page({ javascriptOnly: true }))).toBe(true);
    expect(
      shouldRenderHome(
        { mode: 'auto', renderer },
        page({ html: '<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-X"></script><h1>Acme</h1>' }),
      ),
    ).toBe(true);
    expect(shouldRenderHome({ mode: 'auto', renderer }, page())).toBe(false);
  });

  it('always renders the home page, off never does, and nothing renders without a browser', () => {
    expect(shouldRenderHome({ mode: 'always', renderer }, page())).toBe(true);
    expect(shouldRenderHome({ mode: 'off', renderer }, page({ javascriptOnly: true }))).toBe(false);
    expect(shouldRenderHome({ mode: 'always' }, page({ javascriptOnly: true }))).toBe(false);
  });

  it('renders other pages only when they are JavaScript shells that were fetched', () => {
    expect(shouldRenderPage({ mode: 'auto', renderer }, page({ kind: 'pricing', javascriptOnly: true }))).toBe(true);
    expect(shouldRenderPage({ mode: 'always', renderer }, page({ kind: 'pricing' }))).toBe(false);
    expect(shouldRenderPage({ mode: 'auto', renderer }, page({ kind: 'pricing', javascriptOnly: true, error: 'The site answered 500' }))).toBe(false);
  });

  it('knows tag-manager containers by their addresses, not by a word in the text', () => {
    expect(loadsUnreadableScripts('<script src="/gtm.js?id=GTM-1"></script>')).toBe(true);
    expect(loadsUnreadableScripts('<p>We replaced our tag manager with gtm.js last year.</p>')).toBe(false);
  });
});

describe('withRendering', () => {
  it('replaces the static HTML with what the browser drew, with its requests and globals', () => {
    const rendered = withRendering(page({ javascriptOnly: true }), {
      ok: true,
      page: {
        url: 'https://acme.test/',
        status: 200,
        html: '<h1>Drawn</h1>',
        requests: [{ url: 'https://widget.intercom.io/widget/x', type: 'script' }],
        vendorGlobals: ['Intercom'],
        ms: 900,
      },
    });
    expect(rendered).toMatchObject({ html: '<h1>Drawn</h1>', rendered: true, vendorGlobals: ['Intercom'], javascriptOnly: true });
    // What was fetched stays beside what was drawn: an analysis keeps both with its pages.
    expect(rendered.staticHtml).toBe(page({ javascriptOnly: true }).html);
  });

  it('keeps the static page and says why when the render failed, and names a challenge the browser met', () => {
    expect(withRendering(page({ javascriptOnly: true }), { ok: false, reason: 'The browser could not reach the page' })).toMatchObject({
      notRendered: 'The browser could not reach the page',
    });
    const challenge = '<html><head><title>Just a moment...</title></head><body><script>window._cf_chl_opt={}</script></body></html>';
    expect(
      withRendering(page(), { ok: true, page: { url: 'https://acme.test/', status: 403, html: challenge, requests: [], vendorGlobals: [], ms: 500 } }),
    ).toMatchObject({ botProtection: 'Cloudflare' });
  });
});
