import type { PageKind } from '../../engine/contract/analysis.ts';
import { buildSiteModel, type SiteModel } from '../../engine/analysis/model/site-model.ts';
import type { FetchedPage } from '../../engine/analysis/page.ts';
import type { Detection } from '../../engine/analysis/signals/detector.ts';

/** Test support: tiny HTML strings in, FetchedPage objects and a SiteModel out. */
export const TEST_ORIGIN = 'https://acme.test';

export interface PageSpec {
  html: string;
  kind?: PageKind;
  status?: number;
}

/** The page kind the crawler would give a path: /pricing -> pricing, /signup -> signup... */
export function kindOfPath(path: string): PageKind {
  if (path === '/' || path === '') return 'home';
  if (/pricing|preise|tarifs|precios/.test(path)) return 'pricing';
  if (/signup|sign-up|trial|register|registrieren|inscription|registro/.test(path)) return 'signup';
  if (/demo|contact|sales|kontakt/.test(path)) return 'demo';
  if (/docs|help|hilfe|aide|ayuda/.test(path)) return 'docs';
  return 'other';
}

/** A whole HTML document around a body fragment (a head may be given too; the default sets a mobile viewport, as pages do). */
export function htmlPage(body: string, head = '<title>Acme</title><meta name="viewport" content="width=device-width, initial-scale=1">'): string {
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

export function fetchedPages(pages: Record<string, string | PageSpec>, origin = TEST_ORIGIN): FetchedPage[] {
  return Object.entries(pages).map(([path, spec]) => {
    const { html, kind, status } = typeof spec === 'string' ? { html: spec, kind: undefined, status: undefined } : spec;
    const document = /<html/i.test(html) ? html : htmlPage(html);
    return {
      url: new URL(path, origin).href,
      kind: kind ?? kindOfPath(path),
      status: status ?? 200,
      html: status && status >= 400 ? '' : document,
      contentType: 'text/html; charset=utf-8',
      bytes: document.length,
      ms: 10,
    };
  });
}

/** A site of one or more pages: `siteOf({ '/': '<a href="/signup">Sign up</a>' })`. */
export function siteOf(pages: Record<string, string | PageSpec>, origin = TEST_ORIGIN): SiteModel {
  return buildSiteModel(`${origin}/`, fetchedPages(pages, origin));
}

/** Runs one detector over a site given as path -> HTML: `detectOn(freeTrial, { '/': '<p>14-day free trial</p>' })`. */
export function detectOn(detector: { detect(site: SiteModel): Detection }, pages: Record<string, string | PageSpec>, origin = TEST_ORIGIN): Detection {
  return detector.detect(siteOf(pages, origin));
}

/** What a rendered home page showed besides its HTML: the requests it made and the vendor globals it defined. */
export interface RenderedSpec {
  html?: string;
  requests?: string[];
  vendorGlobals?: string[];
}

/** Runs one detector over a home page as headless Chromium drew it: `detectOnRendered(liveChat, { requests: ['https://...'] })`. */
export function detectOnRendered(detector: { detect(site: SiteModel): Detection }, spec: RenderedSpec, origin = TEST_ORIGIN): Detection {
  const [home] = fetchedPages({ '/': spec.html ?? '<p>Welcome</p>' }, origin);
  const page: FetchedPage = {
    ...home!,
    rendered: true,
    requests: (spec.requests ?? []).map((url) => ({ url, type: url.endsWith('.js') ? 'script' : 'xhr' })),
    vendorGlobals: spec.vendorGlobals ?? [],
  };
  return detector.detect(buildSiteModel(`${origin}/`, [page]));
}
