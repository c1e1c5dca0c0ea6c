import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { ANALYSIS_FORM_ID, APP_HANDLES_FORM } from '../../pwa/src/features/landing/early-presses.ts';

/** The toast on screen (Mantine notification), optionally the one holding `title`. */
export function toast(page: Page, title?: string | RegExp): Locator {
  const toasts = page.locator('.mantine-Notification-root');
  return title === undefined ? toasts : toasts.filter({ hasText: title });
}

/** axe's serious and critical findings on the page, with where they are. */
export async function severeAxeViolations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }));
}

/**
 * The keys of the reports kept in the browser's IndexedDB. Opening a database that does
 * not exist yet would create an empty one under the app, and a connection left open
 * would block the app's own opening of it: neither happens here.
 */
export function keptReportKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'onboarding-analyzer')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('onboarding-analyzer');
      open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
      open.onsuccess = () => {
        const database = open.result;
        if (!database.objectStoreNames.contains('results')) {
          database.close();
          resolve([]);
          return;
        }
        const keys = database.transaction('results').objectStore('results').getAllKeys();
        keys.onsuccess = () => {
          database.close();
          resolve(keys.result.map(String));
        };
        keys.onerror = () => {
          database.close();
          reject(keys.error ?? new Error('IndexedDB did not list the keys'));
        };
      };
    });
  });
}

/**
 * Waits until the report opened under `key` is kept on the device: it is written once the
 * report shows, so a test that cuts the visit short waits for it first.
 */
export async function reportKeptOnDevice(page: Page, key: string): Promise<void> {
  await expect.poll(() => keptReportKeys(page)).toContain(key);
}

/**
 * The landing page once the app has taken over its pre-rendered form. Before that the
 * page's first script answers the form and holds a press for the app (issue #31); a test
 * that is not about that first moment starts from here.
 */
export async function openLandingPage(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await startLandingApp(page);
}

/** The pre-rendered landing page loads the app at the visitor's first input (pwa/src/main.tsx): focus the address field, as a visitor would, and wait until the app runs. */
export async function startLandingApp(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Your website' }).focus();
  await appHandlesLandingForm(page);
}

/** Waits until the app handles the landing form (it marks the form when it takes it over from the first script). */
export async function appHandlesLandingForm(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator(`#${ANALYSIS_FORM_ID}`)).toHaveAttribute(APP_HANDLES_FORM, '', { timeout });
}

/**
 * Waits until the service worker is active (its precache is complete) and controls the page.
 * A reload it needs leaves the page as the caller had it: where the app ran the landing form,
 * it is started again, since the reloaded pre-rendered page waits for a first input, and
 * the app's first render (the offline banner above the form, say) would move the form under
 * the caller's next click.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    const appRanLandingForm = (await page.locator(`#${ANALYSIS_FORM_ID}[${APP_HANDLES_FORM}]`).count()) > 0;
    await page.reload();
    if (appRanLandingForm) await startLandingApp(page);
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}
