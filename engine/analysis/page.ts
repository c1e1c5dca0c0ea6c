import type { PageKind } from '../contract/analysis.ts';

/**
 * One page as the crawler fetched it: the input of the analysis. The analysis
 * never fetches anything; it reads these.
 */
export interface FetchedPage {
  /** Final URL after redirects. */
  url: string;
  kind: PageKind;
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  /** The decoded body ('' when the page failed or was not HTML). */
  html: string;
  contentType: string;
  bytes: number;
  ms: number;
  /** Why the page could not be read, when it could not. */
  error?: string;
  /** The bot-protection service whose challenge or block page this was (then `error` says so). */
  botProtection?: string;
  /** The static HTML is a JavaScript shell: a bundle draws everything a visitor reads. */
  javascriptOnly?: boolean;
  /** Why a JavaScript-only page was not rendered (rendering off, no browser, the render failed). */
  notRendered?: string;
  /** `html` is the DOM headless Chromium drew, not the static HTML. */
  rendered?: boolean;
  /** For a rendered page, the HTML as it was fetched, before the browser drew it (kept with the analysis' pages; the engine reads `html`). */
  staticHtml?: string;
  /** Every request the page made while it rendered. */
  requests?: PageRequest[];
  /** Well-known vendor globals (window.Intercom...) the rendered page defined. */
  vendorGlobals?: string[];
}

/** A request a rendered page made: what, of which kind, and who asked for it. */
export interface PageRequest {
  url: string;
  /** Chromium's resource type: script, xhr, fetch, document, image, websocket... */
  type: string;
  /** The script or document that caused it, when known. */
  initiator?: string;
  /** Bytes received over the network for it (headers and encoded body), when it finished loading. */
  bytes?: number;
}
