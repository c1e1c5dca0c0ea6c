import { afterAll, describe, expect, it } from 'vitest';
import { findChromium } from './find-chromium.ts';
import { createSharedBrowser } from './shared-browser.ts';
import { lacks } from '../../test-support/prerequisites/needs.ts';

const browser = createSharedBrowser();
afterAll(() => browser.close());

describe('createSharedBrowser', () => {
  it('finds nothing at a CHROMIUM_PATH that does not exist, and then gives no browser', async () => {
    expect(findChromium('/nowhere/chromium')).toBeUndefined();
    const none = createSharedBrowser(null);
    expect(await none.get()).toBeNull();
  });

  it.skipIf(lacks('chromium'))('launches one browser and hands the same one to every caller', async () => {
    const [first, second] = await Promise.all([browser.get(), browser.get()]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    const context = await first!.newContext();
    const page = await context.newPage();
    await page.setContent('<h1>Rendered</h1>');
    expect(await page.textContent('h1')).toBe('Rendered');
    await context.close();
  });

  it.skipIf(lacks('chromium'))('launches a new browser after the old one went away', async () => {
    const first = await browser.get();
    await first!.close();
    const second = await browser.get();
    expect(second).not.toBe(first);
    expect(second!.isConnected()).toBe(true);
  });
});
