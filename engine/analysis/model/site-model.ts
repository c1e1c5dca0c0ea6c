import { getDomain } from 'tldts';
import { PAGE_KINDS } from '../../contract/analysis.ts';
import type { FetchedPage } from '../page.ts';
import { shareReadings } from '../text/site-readings.ts';
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
  /**
   * The site's own host or one of its subdomains, counting the domain its home page
   * declares as its own (canonical link, og:url): a site served from a mirror or a
   * preview address still owns demo.acme.com.
   */
  isOwnHost(host: string): boolean;
  /** The brand's names as they appear in its hosts ("acme" of acme.com and of a declared acme.io). */
  brandNames: string[];
  /** An own host, or a domain of the same brand under another ending: acme.com often runs its app at app.acme.io. */
  isBrandHost(host: string): boolean;
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

/** A brand name must be this long to be matched inside another host ("io" or "app" would match everything). */
const MIN_BRAND_LENGTH = 4;

/** Registrable domains the home page names as its own: its canonical address and og:url, when they are real hosts. */
function declaredDomains(home: PageModel | undefined): string[] {
  const domains = new Set<string>();
  for (const url of home?.declaredUrls ?? []) {
    const domain = getDomain(hostOf(url), { allowPrivateDomains: true });
    if (domain) domains.add(domain);
  }
  return [...domains];
}

/** "acme" of acme.com and app.acme.io; nothing for an IP address or a one-label host. */
function brandOf(host: string): string | undefined {
  const domain = getDomain(host, { allowPrivateDomains: true });
  const label = domain?.split('.')[0];
  return label && label.length >= MIN_BRAND_LENGTH ? label : undefined;
}

/** "acme" of acme.example.dev too: a site on a subdomain of someone else's domain is named by its first label. */
function firstLabelOf(host: string): string | undefined {
  const label = host.split('.')[0];
  return label && host.includes('.') && !/^\d+$/.test(label) && label.length >= MIN_BRAND_LENGTH && !GENERIC_LABELS.has(label) ? label : undefined;
}
/** First labels that name a role, not a brand. */
const GENERIC_LABELS = new Set(['home', 'site', 'info', 'about', 'landing', 'web', 'shop', 'store', 'blog']);

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

export function buildSiteModel(url: string, fetched: readonly FetchedPage[]): SiteModel {
  const pages = orderPages(fetched).map(buildPageModel);
  shareReadings(pages);
  const byKey = new Map<string, PageModel>();
  for (const page of pages) if (!byKey.has(pageKey(page.url))) byKey.set(pageKey(page.url), page);
  const home = pages.find((page) => page.kind === 'home') ?? pages[0];
  const rootHost = hostOf(home?.url ?? url) || hostOf(url);
  const memos = new Map<string, unknown>();
  const ownDomains = [rootHost, ...declaredDomains(home)];
  const brandNames = [...new Set([...ownDomains.map(brandOf), firstLabelOf(rootHost)].filter((name): name is string => name !== undefined))];
  // Detectors ask about the same few hosts for every link: the public suffix look-up runs once per host.
  const brandHosts = new Map<string, boolean>();
  const isOwnHost = (host: string) => {
    const bare = host.toLowerCase().replace(/^www\./, '');
    return ownDomains.some((own) => bare === own || bare.endsWith(`.${own}`));
  };
  return {
    url,
    rootHost,
    pages,
    readable: pages.filter((page) => page.readable),
    home,
    pageAt: (target) => (target ? byKey.get(pageKey(target)) : undefined),
    isOwnHost,
    brandNames,
    // The brand must own the domain, or be the label just under a public suffix: acme.zendesk.com is Zendesk's host, app.acme.io is Acme's.
    isBrandHost: (host) => {
      let known = brandHosts.get(host);
      if (known === undefined) {
        known = isOwnHost(host) || brandNames.includes(brandOf(host.toLowerCase()) ?? '');
        brandHosts.set(host, known);
      }
      return known;
    },
    memo: <T>(key: string, compute: () => T): T => {
      if (!memos.has(key)) memos.set(key, compute());
      return memos.get(key) as T;
    },
  };
}
