import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from './find-chromium.ts';

/**
 * One headless Chromium per server process, shared by page rendering and PDFs
 * (DESIGN section 3). Launched on first use, relaunched if it crashes, closed at
 * shutdown. Callers open a fresh context per job and close it themselves, so no
 * cookies, storage or cache pass from one analysis or report to the next.
 */
export interface SharedBrowser {
  /** The executable in use, or undefined when no Chromium is installed. */
  readonly executablePath: string | null;
  /** The running browser; null when no Chromium is available or it failed to start. */
  get(): Promise<Browser | null>;
  close(): Promise<void>;
}

/** `null` means no Chromium: every caller gets no browser (tests of the fallbacks). */
export function createSharedBrowser(executablePath: string | null = findChromium() ?? null): SharedBrowser {
  let launching: Promise<Browser | null> | undefined;
  let closed = false;

  async function launch(): Promise<Browser | null> {
    if (!executablePath || closed) return null;
    try {
      const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS] });
      // A crashed browser is launched again by the next caller.
      browser.on('disconnected', () => {
        launching = undefined;
      });
      if (closed) {
        await browser.close();
        return null;
      }
      return browser;
    } catch {
      launching = undefined;
      return null;
    }
  }

  return {
    executablePath,
    get() {
      launching ??= launch();
      return launching;
    },
    async close() {
      closed = true;
      const browser = await launching;
      launching = undefined;
      await browser?.close().catch(() => undefined);
    },
  };
}
