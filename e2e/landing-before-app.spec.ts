import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, test } from './support/fixtures.ts';
import { appHandlesLandingForm, toast } from './support/page-helpers.ts';

const websiteField = (page: Page) => page.getByRole('textbox', { name: 'Your website' });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Get your FREE Activation Strategy' });

/** The page as a visitor on a slow connection has it before the app's code arrives: no script runs at all. */
async function withoutScripts(page: Page) {
  await page.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.fallback()));
}

test.describe('the landing form before the app has run', () => {
  test('a click on the pre-rendered form starts the analysis and opens its progress page', async ({ page, sites, consoleErrors }) => {
    await withoutScripts(page);
    await page.goto('/');
    await expect(submitButton(page)).toBeEnabled();
    await websiteField(page).fill(sites.ledgerly!);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/analyzing\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const analysisId = new URL(page.url()).pathname.split('/').at(-1)!;

    // Once the code arrives, the page it landed on is the app's progress page for that analysis.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/(analyzing|results)/${analysisId}$`));
    await expect(page.getByRole('heading', { name: /Onboarding Assessment|Crunching Your Numbers/ }).first()).toBeVisible({ timeout: 30_000 });
    allowConsoleErrors(consoleErrors, /Failed to load resource|ERR_FAILED/);
  });

  test('a refusal comes back to the landing page with the reason in the failure banner', async ({ page, consoleErrors }) => {
    await withoutScripts(page);
    await page.goto('/');
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/\?error=analysis_refused&reason=/);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    const banner = page.getByRole('alert').filter({ hasText: 'Analysis Failed' });
    await expect(banner).toBeVisible();
    await expect(banner.getByTestId('analysis-failed-reason')).toHaveText('Website URL is required.');
    allowConsoleErrors(consoleErrors, /Failed to load resource|ERR_FAILED/);
  });

  test('a link from another site cannot put its own words into the failure banner', async ({ page }) => {
    await page.goto(`/?error=analysis_refused&reason=${encodeURIComponent('Call +1 555 0100 to unlock your report')}`, {
      referer: 'https://elsewhere.example/mail',
    });
    const banner = page.getByRole('alert').filter({ hasText: 'Analysis Failed' });
    await expect(banner).toBeVisible();
    await expect(banner.getByTestId('analysis-failed-reason')).toHaveCount(0);
    await expect(page.getByText('Call +1 555 0100')).toHaveCount(0);
  });

  test('pressed offline before the code runs, the request is held for the app, which keeps it for when the connection returns', async ({ page, sites }) => {
    // The browser says it is offline (the server stays reachable, so only the page's own code decides).
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
    let release!: () => void;
    const appHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/start-app-*.js', async (route) => {
      await appHeld;
      await route.fallback();
    });
    await page.goto('/');
    await websiteField(page).fill(sites.ledgerly!);
    // The app's code has not run: left to the browser, this press would post the form into no connection.
    await submitButton(page).click();
    await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    await expect(toast(page, "Saved for when you're back online")).toContainText('the analysis of 127.0.0.1 is saved on this device');
    await expect(page.getByTestId('queued-analyses')).toContainText('127.0.0.1');
    await expect(submitButton(page)).toBeEnabled();
  });

  test('an address typed before the code arrives is still there once it runs, and is what gets sent', async ({ page, sites }) => {
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() === 'script') await scriptsHeld;
      await route.fallback();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await websiteField(page).fill(sites.ledgerly!);
    release();
    await appHandlesLandingForm(page);
    await expect(websiteField(page)).toHaveValue(sites.ledgerly!);
    const [sent] = await Promise.all([page.waitForRequest('**/api/analyze'), submitButton(page).click()]);
    expect((sent.postDataJSON() as { url: string }).url).toContain('127.0.0.1');
    await expect(page).toHaveURL(/\/analyzing\//);
  });
});

test.describe('the landing page in a browser that runs no script', () => {
  test.use({ javaScriptEnabled: false });

  test('draws no control that would need one, and its form posts itself', async ({ page, sites }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Turn Signups Into Revenue' })).toBeVisible();
    // The example chips and the options toggle could never work here: not drawn, rather than drawn and dead.
    await expect(page.getByRole('group', { name: 'Example websites' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show additional options' })).toBeHidden();
    await expect(submitButton(page)).toBeEnabled();
    await websiteField(page).fill(sites.ledgerly!);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/analyzing\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
