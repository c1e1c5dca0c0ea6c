import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The toast on screen (Mantine notification), optionally the one holding `title`. */
export function toast(page: Page, title?: string): Locator {
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
 * Waits until the report opened under `key` is kept in the browser's IndexedDB: it is
 * written once the report shows, so a test that cuts the visit short waits for it first.
 * (Polled from here: page.waitForFunction takes a promise a predicate returns as truthy.)
 */
export async function reportKeptOnDevice(page: Page, key: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (reportKey) => {
        // Opening a database that does not exist yet would create an empty one under the app.
        if (!(await indexedDB.databases()).some((database) => database.name === 'onboarding-analyzer')) return false;
        return new Promise<boolean>((resolve) => {
          const open = indexedDB.open('onboarding-analyzer');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const database = open.result;
            if (!database.objectStoreNames.contains('results')) {
              database.close();
              resolve(false);
              return;
            }
            const read = database.transaction('results').objectStore('results').get(reportKey);
            read.onsuccess = () => {
              database.close();
              resolve(read.result !== undefined);
            };
            read.onerror = () => {
              database.close();
              resolve(false);
            };
          };
        });
      }, key),
    )
    .toBe(true);
}
