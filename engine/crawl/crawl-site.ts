import { isJavascriptShell } from '../analysis/model/javascript-shell.ts';
import type { FetchedPage } from '../analysis/page.ts';
import type { PageKind } from '../contract/analysis.ts';
import { botProtectionOf } from './bot-protection.ts';
import { BotProtectionError, CrawlError, crawlErrors } from './crawl-error.ts';
import { CRAWL_LIMITS, MAX_ROBOTS_BYTES, type CrawlLimits } from './crawl-limits.ts';
import { createGuardedAgent } from './guarded-agent.ts';
import { mapWithConcurrency } from './map-with-concurrency.ts';
import { resolveAllowedAddresses, type GuardExemption, type HostLookup } from './network-guard.ts';
import { planFollowUps, planPages, type PlannedPage } from './page-discovery.ts';
import { notRenderedReason, shouldRenderHome, shouldRenderPage, withRendering, type RenderingOptions } from './render-stage.ts';
import { RobotsPolicy, type RobotsVerdict } from './robots.ts';
import { fetchDocument, parseCrawlUrl } from './safe-fetch.ts';

export { CrawlError } from './crawl-error.ts';
export type { HostLookup } from './network-guard.ts';
export type { PageRenderer, RenderingMode, RenderingOptions } from './render-stage.ts';

export interface CrawlOptions {
  /** Normalised home page address. */
  url: string;
  /** Pricing page given by the visitor; otherwise discovered. */
  pricingUrl?: string;
  allowPrivateNetwork: boolean;
  signal?: AbortSignal;
  /** Called as pages are fetched, so the caller can report progress. */
  onPage?: (page: FetchedPage, fetched: number, planned: number) => void;
  /** Name resolution; the system resolver by default. Tests inject names that resolve to chosen addresses. */
  lookup?: HostLookup;
  /** Tighter limits for tests; DESIGN's limits by default. */
  limits?: Partial<CrawlLimits>;
  /**
   * Test hook only (the product never sets it): exact address:port pairs the guard lets
   * through although private, so a guard test can start a redirect chain on a loopback
   * server while every other loopback port stays refused.
   */
  guardExemptions?: readonly GuardExemption[];
  /** ALLOW_PRIVATE_HOSTS: `host:port` names reachable although private. */
  allowedHosts?: readonly string[];
  /** BROWSER_RENDERING and the renderer; none: read statically only. */
  rendering?: RenderingOptions;
}

export interface PreflightOptions {
  allowPrivateNetwork: boolean;
  lookup?: HostLookup;
  guardExemptions?: readonly GuardExemption[];
  allowedHosts?: readonly string[];
}

/**
 * Checks, before anything is queued, that the address resolves and that the guard
 * allows it. Sends no HTTP request. Throws CrawlError('dns' | 'blocked' | 'invalid-url').
 */
export async function preflight(url: string, options: PreflightOptions): Promise<void> {
  const parsed = parseCrawlUrl(url);
  const port = Number(parsed.port) || (parsed.protocol === 'https:' ? 443 : 80);
  await resolveAllowedAddresses(parsed.hostname, port, {
    allowPrivateNetwork: options.allowPrivateNetwork,
    lookup: options.lookup,
    exemptions: options.guardExemptions,
    allowedHosts: options.allowedHosts,
  });
}

/** Fetches the home page and the pages found from it. Throws CrawlError when the home page cannot be read. */
export async function crawlSite(options: CrawlOptions): Promise<FetchedPage[]> {
  const limits: CrawlLimits = { ...CRAWL_LIMITS, ...options.limits };
  options.signal?.throwIfAborted();
  await preflight(options.url, options);
  const agent = createGuardedAgent({
    allowPrivateNetwork: options.allowPrivateNetwork,
    lookup: options.lookup,
    exemptions: options.guardExemptions,
    allowedHosts: options.allowedHosts,
    timeoutMs: limits.pageTimeoutMs,
  });
  const fetchOne = (url: string, accept: 'html' | 'any') =>
    fetchDocument({
      url,
      accept,
      dispatcher: agent,
      limits: accept === 'html' ? limits : { ...limits, maxPageBytes: MAX_ROBOTS_BYTES },
      overflow: accept === 'html' ? 'fail' : 'truncate',
      signal: options.signal,
    });
  // A challenge in front of robots.txt is a challenge in front of the whole origin.
  const robots = new RobotsPolicy(async (robotsUrl) => {
    const outcome = await fetchOne(robotsUrl, 'any');
    const vendor = botProtectionOf({ headers: outcome.headers, html: outcome.errorPage ?? (/html/i.test(outcome.contentType) ? outcome.text : '') });
    return vendor ? { ...outcome, failure: crawlErrors.botProtection(new URL(robotsUrl).host, vendor) } : outcome;
  });

  const fetchPage = async (url: string, kind: PageKind): Promise<{ page: FetchedPage; failure?: CrawlError }> => {
    const verdict = await robots.check(url);
    if (!verdict.allowed) {
      const failure = robotsFailure(verdict, kind === 'home' ? 'the home page' : 'this page');
      const page: FetchedPage = { url, kind, status: 0, html: '', contentType: '', bytes: 0, ms: 0, error: failure.message };
      if (failure instanceof BotProtectionError) page.botProtection = failure.vendor;
      return { page, failure };
    }
    const outcome = await fetchOne(url, 'html');
    const page: FetchedPage = {
      url: outcome.url,
      kind,
      status: outcome.status,
      html: outcome.text,
      contentType: outcome.contentType,
      bytes: outcome.bytes,
      ms: outcome.ms,
    };
    const vendor = botProtectionOf({ headers: outcome.headers, html: outcome.errorPage ?? outcome.text });
    const failure = vendor ? crawlErrors.botProtection(siteAddress(outcome.url), vendor) : outcome.failure;
    if (vendor) {
      page.botProtection = vendor;
      page.html = '';
    }
    if (failure) page.error = failure.message;
    else if (isJavascriptShell(outcome.text)) page.javascriptOnly = true;
    return { page, failure };
  };

  try {
    const fetchedHome = await fetchPage(parseCrawlUrl(options.url).href, 'home');
    if (fetchedHome.failure) throw fetchedHome.failure;
    const home = await renderHome(fetchedHome.page, options);
    // Links the scripts drew count too: a client-rendered site's pricing page is found through its rendered navigation.
    const plan = planPages({ homeUrl: home.url, html: home.html, pricingUrl: options.pricingUrl, maxPages: limits.maxPages });
    let planned = plan.length + 1;
    let fetched = 1;
    options.onPage?.(home, fetched, planned);
    const fetchAll = (targets: PlannedPage[]) =>
      mapWithConcurrency(targets, limits.concurrency, async (target) => {
        options.signal?.throwIfAborted();
        const { page } = await fetchPage(target.url, target.kind);
        fetched += 1;
        options.onPage?.(page, fetched, planned);
        return page;
      });
    const first = await renderShells(await fetchAll(plan), options);
    // One step further while there is room: the demo form behind the pricing page, say.
    // A home page nobody could read (a JavaScript shell left unrendered) gives no reason to guess at others.
    const homeRead = !home.javascriptOnly || home.rendered === true;
    const followUps = planFollowUps({
      homeUrl: home.url,
      pages: first.filter((page) => !page.error && page.html),
      taken: [{ url: home.url, kind: 'home' }, ...plan, ...first.map((page) => ({ url: page.url, kind: page.kind }))],
      room: homeRead ? limits.maxPages - 1 - plan.length : 0,
      language: /<html[^>]*\slang=["']?([a-z]{2})/i.exec(home.html.slice(0, 2000))?.[1],
    });
    planned += followUps.length;
    const second = followUps.length > 0 ? await renderShells(await fetchAll(followUps), options) : [];
    return [home, ...first, ...second];
  } finally {
    await agent.destroy().catch(() => {});
  }
}

/** The home page as a browser draws it, when rendering is called for; a challenge there still ends the crawl. */
async function renderHome(home: FetchedPage, options: CrawlOptions): Promise<FetchedPage> {
  if (!shouldRenderHome(options.rendering, home)) {
    return home.javascriptOnly ? { ...home, notRendered: notRenderedReason(options.rendering) } : home;
  }
  options.signal?.throwIfAborted();
  const [outcome] = await options.rendering!.renderer!.render([home.url]);
  const rendered = withRendering(home, outcome);
  if (rendered.botProtection) throw crawlErrors.botProtection(siteAddress(home.url), rendered.botProtection);
  return rendered;
}

/** The other JavaScript-only pages, rendered in one context; the rest stay as read. */
async function renderShells(pages: FetchedPage[], options: CrawlOptions): Promise<FetchedPage[]> {
  const shells = pages.filter((page) => shouldRenderPage(options.rendering, page));
  const outcomes = shells.length > 0 ? await options.rendering!.renderer!.render(shells.map((page) => page.url)) : [];
  return pages.map((page) => {
    const index = shells.indexOf(page);
    if (index >= 0) {
      const rendered = withRendering(page, outcomes[index]);
      if (!rendered.botProtection) return rendered;
      return { ...rendered, html: '', error: crawlErrors.botProtection(siteAddress(page.url), rendered.botProtection).message };
    }
    return page.javascriptOnly && !page.error ? { ...page, notRendered: notRenderedReason(options.rendering) } : page;
  });
}

/** "acme.io" for a home page, "acme.io/pricing" for another: how a failure reason names it. */
function siteAddress(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname === '/' ? '' : parsed.pathname;
  return `${parsed.host}${path}`;
}

/**
 * Why robots.txt kept us from a page. When robots.txt got no answer at all (refused,
 * reset, timed out), the page's host is down, and that is the reason worth telling.
 */
function robotsFailure(verdict: Exclude<RobotsVerdict, { allowed: true }>, what: string): CrawlError {
  if (verdict.reason === 'disallowed') return crawlErrors.robotsDisallowed(what);
  if (verdict.failure.code !== 'http') return verdict.failure;
  return crawlErrors.robotsUnreachable(what, verdict.failure.message);
}
