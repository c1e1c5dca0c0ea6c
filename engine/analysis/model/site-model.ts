import { PAGE_KINDS } from '../../contract/analysis.ts';
import type { FetchedPage } from '../page.ts';
import { buildPageModel } from './build-page-model.ts';
import type { PageModel } from './page-model.ts';

/** Everything the detectors read: the site's pages, parsed once, and shared look-ups. */
export interface SiteModel {
  /** The address the visitor asked for. */
  url: string;
  /** Host without "www.", so app.example.com and www.example.com both belong to example.com. */
  rootHost: string;
  /** Every fetched page, home first, then by kind and URL (order-independent). */
  pages: PageModel[];
  /** Pages that answered with HTML. */
  readable: PageModel[];
  home?: PageModel;
  /** The fetched page at an address, ignoring hash, query, trailing slash and ".html". */
  pageAt(url: string | undefined): PageModel | undefined;
  /** The site's own host or one of its subdomains, or those of the address its home page names as its own (canonical). */
  isOwnHost(host: string): boolean;
  /** Computes a value once per site (detectors that build on other detectors). */
  memo<T>(key: string, compute: () => T): T;
}

/** "https://a.io/pricing.html#x" and "https://a.io/pricing/" name the same page. */
export function pageKey(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname
      .replace(/\/index\.html?$/i, '/')
      .replace(/\.html?$/i, '')
      .replace(/\/+$/, '');
    return `${parsed.hostname.replace(/^www\./, '')}${path}`.toLowerCase();
  } catch {
    return url;
  }
}

function orderPages(pages: readonly FetchedPage[]): FetchedPage[] {
  const rank = (page: FetchedPage) => PAGE_KINDS.indexOf(page.kind);
  return [...pages].sort((a, b) => rank(a) - rank(b) || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

export function buildSiteModel(url: string, fetched: readonly FetchedPage[]): SiteModel {
  const pages = orderPages(fetched).map(buildPageModel);
  const byKey = new Map<string, PageModel>();
  for (const page of pages) if (!byKey.has(pageKey(page.url))) byKey.set(pageKey(page.url), page);
  const home = pages.find((page) => page.kind === 'home') ?? pages[0];
  const rootHost = hostOf(home?.url ?? url) || hostOf(url);
  // A site served from another address (a staging host, a mirror) still names its own domain in rel=canonical or og:url.
  const canonicalHost = hostOf(home?.canonicalUrl ?? '');
  const ownRoots = [rootHost, ...(canonicalHost.includes('.') && canonicalHost !== rootHost ? [canonicalHost] : [])];
  const memos = new Map<string, unknown>();
  return {
    url,
    rootHost,
    pages,
    readable: pages.filter((page) => page.readable),
    home,
    pageAt: (target) => (target ? byKey.get(pageKey(target)) : undefined),
    isOwnHost: (host) => {
      const bare = host.toLowerCase().replace(/^www\./, '');
      return ownRoots.some((root) => bare === root || bare.endsWith(`.${root}`));
    },
    memo: <T>(key: string, compute: () => T): T => {
      if (!memos.has(key)) memos.set(key, compute());
      return memos.get(key) as T;
    },
  };
}
