import type { FetchedPage } from '../analysis/page.ts';
import type { RenderOutcome } from '../render/render-pages.ts';
import { botProtectionOf } from './bot-protection.ts';

/**
 * When the crawl asks a browser for help (BROWSER_RENDERING), and how what the browser
 * saw replaces what the static reader saw. The renderer itself lives elsewhere (one
 * Chromium per server process, in the main thread); the crawl only sees this interface.
 */
export type RenderingMode = 'auto' | 'always' | 'off';
export const RENDERING_MODES: readonly RenderingMode[] = ['auto', 'always', 'off'];

export interface PageRenderer {
  /** Renders the pages in one fresh browser context, in order; one outcome per URL. */
  render(urls: string[]): Promise<RenderOutcome[]>;
}

export interface RenderingOptions {
  mode: RenderingMode;
  /** Absent when no Chromium is available. */
  renderer?: PageRenderer;
}

/**
 * Scripts whose effect the static reader cannot know: tag-manager containers add
 * vendors at run time. (A JavaScript shell is the other reason to render.)
 */
const UNREADABLE_SCRIPTS =
  /<script\b[^>]*\bsrc\s*=\s*["']?[^"'>\s]*(?:\/gtm\.js|googletagmanager\.com\/gtag\/js|tags\.tiqcdn\.com|assets\.adobedtm\.com|\/tag-?manager|cdn\.segment\.com\/analytics\.js|\/utag\.js)/i;

export function loadsUnreadableScripts(html: string): boolean {
  return UNREADABLE_SCRIPTS.test(html);
}

/** Whether to render the home page: always, or in auto mode when static reading falls short. */
export function shouldRenderHome(rendering: RenderingOptions | undefined, home: FetchedPage): boolean {
  if (!rendering?.renderer || rendering.mode === 'off') return false;
  return rendering.mode === 'always' || home.javascriptOnly === true || loadsUnreadableScripts(home.html);
}

/** Other pages are rendered when their static HTML is a JavaScript shell (in `always` and `auto` alike). */
export function shouldRenderPage(rendering: RenderingOptions | undefined, page: FetchedPage): boolean {
  return Boolean(rendering?.renderer) && rendering?.mode !== 'off' && page.javascriptOnly === true && !page.error;
}

/** Why a JavaScript-only page was not rendered, in the coverage panel's words. */
export function notRenderedReason(rendering: RenderingOptions | undefined): string {
  if (rendering?.mode === 'off') return 'This page is drawn by JavaScript, and rendering is switched off on this server';
  return 'This page is drawn by JavaScript, and no browser was available to render it';
}

/** The page as the browser drew it; a failed render leaves the static page and says why. */
export function withRendering(page: FetchedPage, outcome: RenderOutcome | undefined): FetchedPage {
  if (!outcome?.ok) {
    return page.javascriptOnly ? { ...page, notRendered: outcome?.reason ?? 'The page could not be rendered' } : page;
  }
  const vendor = botProtectionOf({ html: outcome.page.html });
  if (vendor) return { ...page, botProtection: vendor };
  return {
    ...page,
    html: outcome.page.html,
    staticHtml: page.html,
    rendered: true,
    requests: outcome.page.requests,
    vendorGlobals: outcome.page.vendorGlobals,
  };
}
