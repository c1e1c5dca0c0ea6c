import type { Route } from '@playwright/test';
import { exampleAnalysisResult } from '../engine/contract/examples.ts';
import { emulateSlowPhone } from '../test-support/slow-phone.ts';
import { allowConsoleErrors, expect, type Page, test } from './support/fixtures.ts';

// Issue #31: a report opened cold on a slow phone. From the first paint on, the page under
// the top bar is never empty (a loading state or the open tab's content), and the site's
// icon is never an empty box or a broken image (a neutral icon until it has loaded).

const ANALYSIS_ID = '2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d';
const result = exampleAnalysisResult({ analysisId: ANALYSIS_ID });
const REPORT = `/results/${ANALYSIS_ID}`;
const TAB_NAMES = ['Onboarding Overview', 'Revenue Impact', 'Friction Analysis', 'Improvement Strategy', "What's Next"];

/** A 1x1 PNG, served in place of the icon service so nothing leaves the machine. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const ICON_SERVICE = 'https://icons.example/favicon?domain={domain}&sz={size}';

test.use({ seedResults: [result], appEnv: { FAVICON_SERVICE_URL: ICON_SERVICE } });

/**
 * Watches every frame from the first paint and keeps what a visitor should never see: the
 * main area with neither a loading state nor visible content, or the site icon displayed
 * before it has an image to show.
 */
async function watchEveryFrame(page: Page) {
  await page.addInitScript(() => {
    const problems: string[] = [];
    const noted = new Set<string>();
    (window as { firstPaintProblems?: string[] }).firstPaintProblems = problems;
    const note = (problem: string) => {
      if (noted.has(problem)) return;
      noted.add(problem);
      problems.push(`${problem} (at ${Math.round(performance.now())} ms)`);
    };
    const shown = (element: Element) => element instanceof HTMLElement && element.offsetParent !== null && element.getBoundingClientRect().height > 0;
    const look = () => {
      const main = document.querySelector('main');
      if (main && shown(main)) {
        const loading = [...main.querySelectorAll('.mantine-Loader-root')].some(shown);
        const tabContent = [...main.querySelectorAll('[role="tabpanel"]')].some((panel) => shown(panel) && (panel as HTMLElement).innerText.trim() !== '');
        if (!loading && !tabContent) note(`nothing under the header: ${main.innerText.trim().slice(0, 80) || 'an empty page'}`);
      }
      for (const icon of document.querySelectorAll<HTMLImageElement>('img[data-testid="site-favicon"]')) {
        if (shown(icon) && !(icon.complete && icon.naturalWidth > 0)) note('the site icon is displayed without an image');
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const problemsSeen = (page: Page) => page.evaluate(() => (window as { firstPaintProblems?: string[] }).firstPaintProblems);

/** Answers the icon service after `delayMs`, with the icon or a failure. */
async function iconService(page: Page, { delayMs, fails = false }: { delayMs: number; fails?: boolean }) {
  await page.route('https://icons.example/**', async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await (fails ? route.abort() : route.fulfill({ contentType: 'image/png', body: PIXEL }));
  });
}

test.describe('a report opened cold on a slow phone (CPU 4x slower, slow 4G)', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await emulateSlowPhone(page);
    await watchEveryFrame(page);
  });

  test('shows a loading state or the tab, never an empty page, and its icon only once loaded; each tab pressed first shows its content', async ({ page }) => {
    await iconService(page, { delayMs: 4000 });
    await page.goto(REPORT, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: "Acme's Onboarding Assessment" })).toBeVisible({ timeout: 60_000 });
    // The icon service has not answered yet: the neutral icon stands in.
    await expect(page.getByTestId('site-favicon-fallback')).toBeVisible();
    await expect(page.getByTestId('site-favicon')).toBeHidden();
    await expect(page.getByRole('tabpanel', { name: 'Onboarding Overview' })).toContainText('Level 2: Guided', { timeout: 30_000 });
    await expect(page.getByTestId('site-favicon')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('site-favicon-fallback')).toHaveCount(0);

    for (const name of TAB_NAMES.slice(1)) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name })).not.toBeEmpty({ timeout: 30_000 });
    }
    await expect(page.getByRole('tabpanel', { name: "What's Next" })).toContainText(/\S/);
    expect(await problemsSeen(page)).toEqual([]);
  });

  test('keeps the neutral icon when the icon service fails, never a broken image', async ({ page, consoleErrors }) => {
    await iconService(page, { delayMs: 1000, fails: true });
    await page.goto(REPORT, { waitUntil: 'commit' });
    await expect(page.getByRole('tabpanel', { name: 'Onboarding Overview' })).toContainText('Level 2: Guided', { timeout: 60_000 });
    await expect(page.getByTestId('site-favicon-fallback')).toBeVisible();
    // Once the request has failed, no image element is left at all.
    await expect(page.getByTestId('site-favicon')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('site-favicon-fallback')).toBeVisible();
    expect(await problemsSeen(page)).toEqual([]);
    allowConsoleErrors(consoleErrors, /ERR_FAILED|Failed to load resource/);
  });
});
