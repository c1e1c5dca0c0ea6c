import type { Request } from '@playwright/test';
import { EXAMPLE_ADDRESSES } from '../pwa/src/features/landing/example-addresses.ts';
import { emulateSlowPhone } from '../test-support/slow-phone.ts';
import { allowConsoleErrors, expect, type Page, test } from './support/fixtures.ts';
import { appHandlesLandingForm } from './support/page-helpers.ts';

// Issue #31: a first visit (a fresh context: empty cache, no service worker yet) where the
// visitor's very first action is a press, before the app's code has arrived.

const ANALYSIS_ID = '5b2d7c1e-8f3a-4b6c-9d0e-1a2b3c4d5e6f';

const websiteField = (page: Page) => page.getByRole('textbox', { name: 'Your website' });
const pricingField = (page: Page) => page.getByRole('textbox', { name: 'Pricing page (optional)' });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Get your FREE Activation Strategy' });
const sendingButton = (page: Page) => page.getByRole('button', { name: 'Analyzing...' });
const failureBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Analysis Failed' });

/** The body the app sends for an address with the sliders at their defaults (SPEC section 9). */
const requestFor = (url: string): Record<string, unknown> => ({
  url,
  signupsPerMonth: 500,
  currentActivationRate: 24,
  averageRevenuePerUser: 125,
  forceDemoOnly: false,
});

/** Answers POST /api/analyze once released, keeping the request; counts the bare form posts (POST /analyze), which must not happen with a script. */
async function holdAnalyzeCalls(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let received!: (request: Request) => void;
  const request = new Promise<Request>((resolve) => (received = resolve));
  await page.route('**/api/analyze', async (route) => {
    received(route.request());
    await released;
    await route.fulfill({ json: { analysisId: ANALYSIS_ID } });
  });
  await page.route(`**/api/analysis/${ANALYSIS_ID}/status`, (route) => route.fulfill({ json: { status: 'running', progress: 10, steps: [] } }));
  const formPosts: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/analyze') formPosts.push(sent.method());
  });
  return { request, release, formPosts };
}

/** The SPEC's request: a JSON POST of the normalised body. */
function expectSpecRequest(request: Request, body: Record<string, unknown>) {
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toContain('application/json');
  expect(request.postDataJSON()).toEqual(body);
}

/**
 * The page as it arrives: the first press comes as soon as the control is drawn (the
 * page's first paint), not once the page has loaded. Playwright could press a control
 * the browser has not drawn yet, which no visitor can.
 */
async function arrive(page: Page): Promise<void> {
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0);
}

/** An address typed at the first paint and sent with Enter: held ('Analyzing...'), then sent as the SPEC's JSON call, never as a bare form post. */
async function enterAtFirstPaintSendsTheSpecRequest(page: Page, appTimeout?: number): Promise<void> {
  const analyze = await holdAnalyzeCalls(page);
  await arrive(page);
  await websiteField(page).fill('calendly.com');
  await websiteField(page).press('Enter');
  await expect(sendingButton(page)).toBeDisabled();
  expectSpecRequest(await analyze.request, requestFor('https://calendly.com/'));
  analyze.release();
  await expect(page).toHaveURL(`/analyzing/${ANALYSIS_ID}`, { timeout: appTimeout });
  expect(analyze.formPosts).toEqual([]);
}

const PROFILES = [
  { name: 'on a desktop', prepare: async (_page: Page) => undefined, appTimeout: 10_000 },
  // The app takes seconds to arrive here: what waits for it waits longer.
  { name: 'on a slow phone (CPU 4x slower, slow 4G)', prepare: emulateSlowPhone, appTimeout: 45_000 },
];

for (const profile of PROFILES) {
  test.describe(`a first visit ${profile.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await profile.prepare(page);
    });

    for (const address of EXAMPLE_ADDRESSES) {
      test(`the example "${address}", clicked as the very first action, fills the address, which stays once the app runs`, async ({ page }) => {
        await arrive(page);
        await page.getByRole('button', { name: address, exact: true }).click();
        await expect(websiteField(page)).toHaveValue(address);
        await appHandlesLandingForm(page, profile.appTimeout);
        await expect(websiteField(page)).toHaveValue(address);
      });
    }

    test('an example, then the button, sends that address the SPEC way', async ({ page }) => {
      const analyze = await holdAnalyzeCalls(page);
      await arrive(page);
      await page.getByRole('button', { name: 'hubspot.com', exact: true }).click();
      await submitButton(page).click();
      await expect(sendingButton(page)).toBeDisabled();
      expectSpecRequest(await analyze.request, requestFor('https://hubspot.com/'));
      analyze.release();
      await expect(page).toHaveURL(`/analyzing/${ANALYSIS_ID}`, { timeout: profile.appTimeout });
      expect(analyze.formPosts).toEqual([]);
    });

    test('"Show additional options" pressed first opens the section with the pricing field and the three sliders, and closes it again', async ({ page }) => {
      await arrive(page);
      await page.getByRole('button', { name: 'Show additional options' }).click();
      const hide = page.getByRole('button', { name: 'Hide additional options' });
      await expect(hide).toHaveAttribute('aria-expanded', 'true');
      await expect(pricingField(page)).toBeVisible();
      for (const [name, value, text] of [
        ['Signups per month', '500', '500'],
        ['Current activation rate', '24', '24%'],
        ['Average revenue per user (monthly)', '125', '$125'],
      ] as const) {
        const slider = page.getByRole('slider', { name });
        await expect(slider).toBeVisible();
        await expect(slider).toHaveAttribute('aria-valuenow', value);
        await expect(slider).toHaveAttribute('aria-valuetext', text);
      }
      await hide.click();
      await expect(pricingField(page)).toBeHidden();
      await expect(page.getByRole('button', { name: 'Show additional options' })).toHaveAttribute('aria-expanded', 'false');

      // Opened again, it stays as the visitor left it when the app takes over, and the app's toggle closes it.
      await page.getByRole('button', { name: 'Show additional options' }).click();
      await appHandlesLandingForm(page, profile.appTimeout);
      await expect(pricingField(page)).toBeVisible();
      await hide.click();
      await expect(pricingField(page)).toBeHidden();
    });

    test('a pasted address sent at once (no key pressed) makes the JSON request with the normalised address and reads "Analyzing..."', async ({ page }) => {
      const analyze = await holdAnalyzeCalls(page);
      await arrive(page);
      // fill() sets the value as a paste does: no key events.
      await websiteField(page).fill('notioncom');
      await submitButton(page).click();
      await expect(sendingButton(page)).toBeDisabled();
      await expect(sendingButton(page).locator('.mantine-Loader-root')).toBeVisible();
      expectSpecRequest(await analyze.request, requestFor('https://notion.com/'));
      // Still sending while the server has not answered.
      await expect(sendingButton(page)).toBeDisabled();
      analyze.release();
      await expect(page).toHaveURL(`/analyzing/${ANALYSIS_ID}`, { timeout: profile.appTimeout });
      expect(analyze.formPosts).toEqual([]);
    });

    test('an address the browser filled in (no focus, no key), then a click, is sent the SPEC way', async ({ page }) => {
      const analyze = await holdAnalyzeCalls(page);
      await arrive(page);
      await websiteField(page).evaluate((field: HTMLInputElement) => {
        field.value = 'stripecom';
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await submitButton(page).click();
      expectSpecRequest(await analyze.request, requestFor('https://stripe.com/'));
      analyze.release();
      await expect(page).toHaveURL(`/analyzing/${ANALYSIS_ID}`, { timeout: profile.appTimeout });
      expect(analyze.formPosts).toEqual([]);
    });

    test('Enter in the field, the first key pressed, sends the SPEC request', async ({ page }) => {
      await enterAtFirstPaintSendsTheSpecRequest(page, profile.appTimeout);
    });

    test('an analyze call that fails, sent at once, shows the "Analysis Failed" banner with its suggestions and "Try Again"', async ({
      page,
      consoleErrors,
    }) => {
      await page.route('**/api/analyze', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
      await arrive(page);
      await websiteField(page).fill('acme.io');
      await submitButton(page).click();
      const banner = failureBanner(page);
      await expect(banner).toBeVisible({ timeout: profile.appTimeout });
      await expect(banner).toContainText(
        "We're having trouble analyzing this website. This could be due to the site's configuration or temporary connectivity issues.",
      );
      await expect(banner.getByRole('listitem')).toHaveText([
        'Check if the website is publicly accessible',
        'Try entering a different page URL from the same website',
        'Make sure the domain is typed correctly',
      ]);
      await expect(submitButton(page)).toBeEnabled();
      await expect(page).toHaveURL('/');
      await banner.getByRole('button', { name: 'Try Again' }).click();
      await expect(banner).toHaveCount(0);
      await expect(websiteField(page)).toHaveValue('acme.io');
      allowConsoleErrors(consoleErrors, /status of 500/);
    });

    test('the button pressed first with no address shows the field error under the field, on this page', async ({ page }) => {
      await arrive(page);
      await submitButton(page).click();
      await expect(page.getByText('Website URL is required.')).toBeVisible({ timeout: profile.appTimeout });
      await expect(websiteField(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(websiteField(page)).toHaveAccessibleDescription('Website URL is required.');
      expect(new URL(page.url()).search).toBe('');
    });

    test('no control of the page is drawn disabled after the first paint', async ({ page }) => {
      // Every frame from the first paint on, the page's disabled controls (the form never sends here).
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as { disabledSeen?: string[] }).disabledSeen = seen;
        const look = () => {
          for (const control of document.querySelectorAll(':disabled, [aria-disabled="true"], [data-disabled]')) {
            const name = `<${control.tagName.toLowerCase()}> ${control.textContent?.trim() || control.getAttribute('name') || ''}`;
            if (!seen.includes(name)) seen.push(name);
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await arrive(page);
      await page.waitForLoadState('load');
      await page.getByRole('button', { name: 'Show additional options' }).click();
      await appHandlesLandingForm(page, profile.appTimeout);

      // The walk: every control on the page, the opened section's included.
      const controls = page.locator('a[href], button, input, select, textarea, fieldset, [role="slider"], [tabindex]');
      const count = await controls.count();
      expect(count).toBeGreaterThan(15);
      for (let index = 0; index < count; index += 1) {
        const control = controls.nth(index);
        if (!(await control.isVisible())) continue;
        await expect(control).toBeEnabled();
        await expect(control).not.toHaveAttribute('aria-disabled', 'true');
      }
      expect(await page.evaluate(() => (window as { disabledSeen?: string[] }).disabledSeen)).toEqual([]);
    });
  });
}

test.describe('a first script slower than the page', () => {
  test('the page is drawn only once that script has run: Enter at the first paint is held for the app and sent the SPEC way', async ({ page }) => {
    // The first script (the entry) comes a second after the page and its stylesheet.
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fallback();
    });
    await enterAtFirstPaintSendsTheSpecRequest(page);
  });
});

test.describe('while the app is on its way', () => {
  /** Holds the app's code (what main.tsx loads at the first input) until released. */
  async function holdTheApp(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/start-app-*.js', async (route) => {
      await released;
      await route.fallback();
    });
    return release;
  }

  test('a press of the button reads "Analyzing...", disabled, at once, and the app sends it when it arrives', async ({ page }) => {
    const releaseApp = await holdTheApp(page);
    const analyze = await holdAnalyzeCalls(page);
    await page.goto('/');
    await websiteField(page).fill('acme.io');
    await submitButton(page).click();
    await expect(sendingButton(page)).toBeDisabled();
    await expect(sendingButton(page).locator('.mantine-Loader-root')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    releaseApp();
    expectSpecRequest(await analyze.request, requestFor('https://acme.io/'));
    await expect(sendingButton(page)).toBeDisabled();
    analyze.release();
    await expect(page).toHaveURL(`/analyzing/${ANALYSIS_ID}`);
    expect(analyze.formPosts).toEqual([]);
  });

  test('presses on the sliders are carried out once the app runs, and sent with the held press of the button', async ({ page }) => {
    const releaseApp = await holdTheApp(page);
    const analyze = await holdAnalyzeCalls(page);
    await page.goto('/');
    await websiteField(page).fill('acme.io');
    await page.getByRole('button', { name: 'Show additional options' }).click();
    // Two steps up on the signups slider, and a press at the far right of the revenue one.
    const signups = page.getByRole('slider', { name: 'Signups per month' });
    await signups.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const revenueTrack = page.locator('[data-metric-slider]').nth(2);
    const box = (await revenueTrack.boundingBox())!;
    await page.mouse.click(box.x + box.width - 1, box.y + box.height / 2);
    await submitButton(page).click();
    await expect(signups).toHaveAttribute('aria-valuenow', '500');
    releaseApp();

    await expect(signups).toHaveAttribute('aria-valuenow', '520');
    await expect(page.getByRole('slider', { name: 'Average revenue per user (monthly)' })).toHaveAttribute('aria-valuenow', '500');
    expectSpecRequest(await analyze.request, { ...requestFor('https://acme.io/'), signupsPerMonth: 520, averageRevenuePerUser: 500 });
    analyze.release();
    await expect(page).toHaveURL(`/analyzing/${ANALYSIS_ID}`);
  });

  test('a demo preset works before the app too, and what it added is stripped before sending', async ({ page }) => {
    const releaseApp = await holdTheApp(page);
    const analyze = await holdAnalyzeCalls(page);
    await page.goto('/');
    await websiteField(page).fill('acme.io');
    await page.getByRole('button', { name: 'Show additional options' }).click();
    await page.getByRole('button', { name: /^demo-only:/ }).click();
    await page.getByRole('button', { name: /^guided:/ }).click();
    await expect(websiteField(page)).toHaveValue('acme.io?demo=true&maturity=Guided');
    releaseApp();
    await appHandlesLandingForm(page);
    await expect(websiteField(page)).toHaveValue('acme.io?demo=true&maturity=Guided');
    await submitButton(page).click();
    expectSpecRequest(await analyze.request, { ...requestFor('https://acme.io/'), forceDemoOnly: true, forceMaturityLevel: 'Guided' });
    analyze.release();
  });

  test('a visitor who scrolled before the app ran stays where they are once it runs (a press on its way lands where aimed)', async ({ page }) => {
    const releaseApp = await holdTheApp(page);
    await page.goto('/');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    releaseApp();
    await appHandlesLandingForm(page);
    // A frame for the router's first screen, which used to scroll back to the top.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
  });

  test('when the app cannot be loaded, a held press is posted by the browser, as without JavaScript', async ({ page, sites, consoleErrors }) => {
    await page.route('**/assets/start-app-*.js', (route) => route.abort());
    await page.goto('/');
    await websiteField(page).fill(sites.ledgerly!);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/analyzing\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    allowConsoleErrors(consoleErrors, /Failed to load resource|ERR_FAILED|Failed to fetch dynamically imported module/);
  });
});
