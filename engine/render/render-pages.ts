import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import type { PageRequest } from '../analysis/page.ts';
import { VENDOR_GLOBALS } from '../analysis/model/vendor-globals.ts';
import { USER_AGENT } from '../crawl/crawl-limits.ts';
import type { GuardOptions } from '../crawl/network-guard.ts';
import { startGuardedProxy } from './guarded-proxy.ts';

/**
 * Loads pages in headless Chromium the way a visitor's browser would, and records what
 * the static reader cannot see: the DOM the scripts drew, every request the page made,
 * and the vendor globals it defined. One fresh context per call (no cookies, storage or
 * cache from any other analysis), all its traffic through a guarded proxy, no
 * downloads, no service workers, and closed by its deadline whatever the page does.
 */
export interface RenderRequest {
  urls: string[];
  guard: GuardOptions;
  /** How long one page may take to load and settle (network quiet). */
  settleMs: number;
}

export interface RenderedPage {
  /** Where the page ended up after redirects. */
  url: string;
  status: number;
  html: string;
  requests: PageRequest[];
  vendorGlobals: string[];
  ms: number;
}

export type RenderOutcome = { ok: true; page: RenderedPage } | { ok: false; reason: string };

/** Enough requests to find every vendor on a heavy page; an endless poller stops counting here. */
const MAX_REQUESTS = 500;
const CONNECT_TIMEOUT_MS = 5_000;
/** Beyond the settle time: closing the context and reading the DOM of a busy page. */
const CLOSE_GRACE_MS = 2_000;

/** Runs one page's render when a page slot is free (the process-wide limit on pages drawn at once). */
export type PageSlot = <T>(work: () => Promise<T>) => Promise<T>;
const unlimited: PageSlot = (work) => work();

export async function renderPages(browser: Browser, request: RenderRequest, signal?: AbortSignal, slot: PageSlot = unlimited): Promise<RenderOutcome[]> {
  const proxy = await startGuardedProxy({ ...request.guard, connectTimeoutMs: CONNECT_TIMEOUT_MS });
  let context: BrowserContext | undefined;
  const closeContext = (): Promise<void> => (context ? context.close().catch(() => undefined) : Promise.resolve());
  const closeOnAbort = () => void closeContext();
  signal?.addEventListener('abort', closeOnAbort, { once: true });
  try {
    context = await browser.newContext({
      // '<-loopback>' takes away Chromium's own exception for localhost: loopback goes through the guard too.
      proxy: { server: proxy.url, bypass: '<-loopback>' },
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome ${USER_AGENT}`,
      acceptDownloads: false,
      serviceWorkers: 'block',
      javaScriptEnabled: true,
      viewport: { width: 1280, height: 900 },
    });
    const open = context;
    // Pages of one call render side by side as slots allow; outcomes keep the order asked for.
    return await Promise.all(
      request.urls.map((url) =>
        slot(() =>
          signal?.aborted
            ? Promise.resolve<RenderOutcome>({ ok: false, reason: 'The analysis ran out of time before this page was drawn' })
            : renderOne(open, url, request.settleMs),
        ),
      ),
    );
  } finally {
    signal?.removeEventListener('abort', closeOnAbort);
    await withTimeout(closeContext(), CLOSE_GRACE_MS);
    await proxy.close();
  }
}

async function renderOne(context: BrowserContext, url: string, settleMs: number): Promise<RenderOutcome> {
  const started = performance.now();
  const deadline = started + settleMs;
  const page = await context.newPage();
  const requests: PageRequest[] = [];
  const recorded = new Map<Request, PageRequest>();
  const record = (entry: PageRequest, request?: Request) => {
    if (requests.length >= MAX_REQUESTS) return;
    requests.push(entry);
    if (request) recorded.set(request, entry);
  };
  page.on('request', (seen) => {
    let initiator: string | undefined;
    try {
      initiator = seen.frame().url() || undefined;
    } catch {
      initiator = undefined; // a service worker's request has no frame
    }
    record({ url: seen.url(), type: seen.resourceType(), ...(initiator && initiator !== seen.url() ? { initiator } : {}) }, seen);
  });
  // What each finished request cost on the network (headers and encoded body), for the page-weight finding (issue #29).
  const sizing: Promise<void>[] = [];
  page.on('requestfinished', (done) => {
    const entry = recorded.get(done);
    if (!entry) return;
    sizing.push(
      done.sizes().then(
        (sizes) => {
          entry.bytes = Math.max(0, sizes.responseBodySize) + Math.max(0, sizes.responseHeadersSize);
        },
        () => undefined,
      ),
    );
  });
  page.on('websocket', (socket) => record({ url: socket.url(), type: 'websocket' }));
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: settleMs });
    const landedOn = page.url();
    let html = await withTimeout(page.content(), CLOSE_GRACE_MS);
    await page.waitForLoadState('networkidle', { timeout: Math.max(1, deadline - performance.now()) }).catch(() => undefined);
    // A meta refresh or script may have taken the page elsewhere while it settled: keep what was drawn at the address we asked for.
    if (page.url() === landedOn) html = (await withTimeout(page.content(), CLOSE_GRACE_MS)) ?? html;
    if (html === undefined) return { ok: false, reason: 'The page did not finish drawing in time' };
    const vendorGlobals = page.url() === landedOn ? await definedGlobals(page) : [];
    await withTimeout(Promise.all(sizing), CLOSE_GRACE_MS);
    return {
      ok: true,
      page: { url: landedOn, status: response?.status() ?? 0, html, requests, vendorGlobals, ms: Math.round(performance.now() - started) },
    };
  } catch (error) {
    return { ok: false, reason: renderFailure(error, settleMs) };
  } finally {
    await withTimeout(
      page.close().catch(() => undefined),
      CLOSE_GRACE_MS,
    );
  }
}

async function definedGlobals(page: Page): Promise<string[]> {
  try {
    const found = await withTimeout(
      // A dotted name is a property path (`RocketChat.livechat`); a getter that throws means "not there".
      page.evaluate(
        (candidates) =>
          candidates.filter((name) => {
            try {
              let value: unknown = globalThis;
              for (const key of name.split('.')) value = value == null ? undefined : (value as Record<string, unknown>)[key];
              return value != null;
            } catch {
              return false;
            }
          }),
        [...VENDOR_GLOBALS],
      ),
      CLOSE_GRACE_MS,
    );
    return (found ?? []).sort();
  } catch {
    return [];
  }
}

function renderFailure(error: unknown, settleMs: number): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/Timeout/i.test(message)) return `The page did not finish loading in the browser within ${settleMs / 1000} seconds`;
  if (/ERR_TUNNEL_CONNECTION_FAILED|ERR_PROXY|ERR_NAME_NOT_RESOLVED|ERR_CONNECTION/i.test(message)) return 'The browser could not reach the page';
  if (/closed|Target page/i.test(message)) return 'The browser stopped before the page was drawn';
  return 'The page could not be rendered';
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
