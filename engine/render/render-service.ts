import type { PageRenderer } from '../crawl/render-stage.ts';
import type { GuardOptions } from '../crawl/network-guard.ts';
import { renderPages, type PageSlot, type RenderOutcome } from './render-pages.ts';
import type { SharedBrowser } from './shared-browser.ts';

/**
 * The process's rendering service: the shared browser, the network guard every render
 * obeys, and a limit on pages drawn at once across all analyses (ANALYSIS_CONCURRENCY),
 * so a burst of analyses queues here instead of opening a browser tab each.
 */
export interface RenderService extends PageRenderer {
  /** The Chromium in use, or null when none was found. */
  readonly executablePath: string | null;
}

/** DESIGN section 3: each page gets this long to load and fall quiet. */
export const RENDER_SETTLE_MS = 8_000;

export function createRenderService(options: { browser: SharedBrowser; guard: GuardOptions; concurrency: number; settleMs?: number }): RenderService {
  const settleMs = options.settleMs ?? RENDER_SETTLE_MS;
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot: PageSlot = async (work) => {
    if (running >= options.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };

  return {
    executablePath: options.browser.executablePath,
    async render(urls) {
      const browser = await options.browser.get();
      if (!browser)
        return urls.map((): RenderOutcome => ({ ok: false, reason: 'This page is drawn by JavaScript, and no browser was available to render it' }));
      // However the pages behave (and however long they wait for a slot), the call ends: settle time per page plus a margin to close.
      const deadline = AbortSignal.timeout(urls.length * settleMs + 5_000);
      return renderPages(browser, { urls, guard: options.guard, settleMs }, deadline, slot);
    },
  };
}
