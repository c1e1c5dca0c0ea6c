import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

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
