import type { Route } from '@playwright/test';
import type { AnalyzeRequest } from '../engine/contract/analysis.ts';
import type { RuntimeConfig } from '../engine/contract/runtime-config.ts';
import { allowConsoleErrors, expect, type Page, test } from './support/fixtures.ts';
import { openLandingPage, severeAxeViolations } from './support/page-helpers.ts';

const ANALYSIS_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const websiteField = (page: Page) => page.getByRole('textbox', { name: 'Your website' });
const pricingField = (page: Page) => page.getByRole('textbox', { name: 'Pricing page (optional)' });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Get your FREE Activation Strategy' });

/** Answers POST /api/analyze with an id and records the bodies it was sent. */
async function acceptAnalyses(page: Page): Promise<AnalyzeRequest[]> {
  const bodies: AnalyzeRequest[] = [];
  await page.route('**/api/analyze', async (route) => {
    bodies.push(route.request().postDataJSON() as AnalyzeRequest);
    await route.fulfill({ json: { analysisId: ANALYSIS_ID } });
  });
  // The progress screen the form leads to: a running analysis.
  await page.route(`**/api/analysis/${ANALYSIS_ID}/status`, (route) =>
    route.fulfill({ json: { status: 'running', progress: 10, steps: [{ name: 'Scanning website content', status: 'in-progress' }] } }),
  );
  return bodies;
}

/** Serves /api/config with third-party script addresses on our own origin, answered by `scripts`. */
async function configureScripts(page: Page, config: Partial<RuntimeConfig>, scripts: Record<string, (route: Route) => unknown>) {
  await page.route('**/api/config', (route) =>
    route.fulfill({ json: { bookingUrl: '', testimonialWidgetUrl: '', newsletterScriptUrl: '', faviconServiceUrl: '', ...config } }),
  );
  for (const [path, handler] of Object.entries(scripts)) await page.route(`**${path}`, handler);
}

const javascript = (body: string) => ({ status: 200, contentType: 'text/javascript', body });

test.describe('landing page', () => {
  test('promises revenue, shows the claims, the features and the hero image', async ({ page }) => {
    await openLandingPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Turn Signups Into Revenue' })).toBeVisible();
    await expect(page.getByText('under 2 minutes. No credit card required.')).toBeVisible();
    for (const claim of [
      '+40-60% activation',
      '4-6 weeks implementation',
      '+25-35% revenue',
      'Results within 30 days',
      '25-40% acquisition lift from self-serve',
    ]) {
      await expect(page.getByText(claim, { exact: true })).toBeVisible();
    }
    for (const feature of ['Website Analyzer', 'Maturity Assessment', 'Friction Analysis', 'Revenue Impact Forecast', 'Shareable Report']) {
      await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
    await expect(page.getByText(/3-level model/)).toBeVisible();
    const hero = page.getByRole('img', { name: /sample report/ });
    await expect(hero).toBeVisible();
    expect(await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  test('arrives drawn: the headline and the form are in the HTML, and the form works once the page has started', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Turn Signups Into Revenue');
    expect(html).toContain('Get your FREE Activation Strategy');
    // Without a script the browser posts the form itself (e2e/landing-before-app.spec.ts); with one, nothing in it is drawn disabled (landing-first-press.spec.ts).
    expect(html).toMatch(/<form[^>]*action="\/analyze"[^>]*method="post"/);
    expect(html).not.toMatch(/<(button|input|fieldset)\b[^>]*\sdisabled/);
    // Every other screen starts from the site frame alone, never from the landing page's markup.
    const shell = await (await request.get('/results/3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c')).text();
    expect(shell).toContain('Privacy Policy');
    expect(shell).not.toContain('Turn Signups Into Revenue');

    await openLandingPage(page);
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeVisible();
    await submitButton(page).click();
    await expect(page.getByText('Website URL is required.')).toBeVisible();
  });

  test('validates on submit with SPEC messages and re-validates on change', async ({ page }) => {
    await openLandingPage(page);
    await submitButton(page).click();
    await expect(page.getByText('Website URL is required.')).toBeVisible();
    await expect(websiteField(page)).toHaveAttribute('aria-invalid', 'true');

    await websiteField(page).fill('not a domain');
    await expect(page.getByText('Please enter a valid domain (e.g., an example domain)')).toBeVisible();
    await expect(page.getByText('Website URL is required.')).toHaveCount(0);

    await websiteField(page).fill('stripecom');
    await expect(page.getByText('Please enter a valid domain (e.g., an example domain)')).toHaveCount(0);
    await expect(websiteField(page)).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('does not validate while typing before the first submit', async ({ page }) => {
    await openLandingPage(page);
    await websiteField(page).fill('not a domain');
    await expect(page.getByText('Please enter a valid domain (e.g., an example domain)')).toHaveCount(0);
  });

  test('refuses an invalid pricing address, reopening the options to show why', async ({ page }) => {
    await openLandingPage(page);
    await websiteField(page).fill('acme.io');
    await page.getByRole('button', { name: 'Show additional options' }).click();
    await pricingField(page).fill('pricing page');
    await page.getByRole('button', { name: 'Hide additional options' }).click();
    await expect(pricingField(page)).toBeHidden();

    await submitButton(page).click();
    await expect(pricingField(page)).toBeVisible();
    await expect(page.getByText('Please enter a valid URL or leave it empty.')).toBeVisible();

    await pricingField(page).fill('');
    await expect(page.getByText('Please enter a valid URL or leave it empty.')).toHaveCount(0);
  });

  test('toggles the additional options with three labelled sliders at their defaults', async ({ page }) => {
    await openLandingPage(page);
    const sliders = page.getByRole('slider');
    await expect(sliders).toHaveCount(0);

    const toggle = page.getByRole('button', { name: 'Show additional options' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide additional options' })).toHaveAttribute('aria-expanded', 'true');

    const expected = [
      ['Signups per month', '10', '1000', '500', '500'],
      ['Current activation rate', '1', '100', '24', '24%'],
      ['Average revenue per user (monthly)', '5', '500', '125', '$125'],
    ] as const;
    for (const [name, min, max, value, text] of expected) {
      const slider = page.getByRole('slider', { name });
      await expect(slider).toBeVisible();
      await expect(slider).toHaveAttribute('aria-valuemin', min);
      await expect(slider).toHaveAttribute('aria-valuemax', max);
      await expect(slider).toHaveAttribute('aria-valuenow', value);
      await expect(slider).toHaveAttribute('aria-valuetext', text);
    }

    await page.getByRole('button', { name: 'Hide additional options' }).click();
    await expect(page.getByRole('slider', { name: 'Signups per month' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show additional options' })).toBeVisible();
  });

  test('example chips fill the website field', async ({ page }) => {
    await openLandingPage(page);
    const examples = page.getByRole('group', { name: 'Example websites' }).getByRole('button');
    await expect(examples).toHaveCount(5);
    for (const site of ['stripe.com', 'notion.so', 'calendly.com']) {
      await page.getByRole('button', { name: site, exact: true }).click();
      await expect(websiteField(page)).toHaveValue(site);
    }
  });

  test('sends the normalised body with the metrics, then opens the progress screen', async ({ page }) => {
    const bodies = await acceptAnalyses(page);
    await openLandingPage(page);
    await websiteField(page).fill(' Acme.io ');
    await page.getByRole('button', { name: 'Show additional options' }).click();
    // Keyboard steps: +10 signups, -1 point of activation, +5 dollars.
    await page.getByRole('slider', { name: 'Signups per month' }).press('ArrowRight');
    await page.getByRole('slider', { name: 'Current activation rate' }).press('ArrowLeft');
    await page.getByRole('slider', { name: 'Average revenue per user (monthly)' }).press('ArrowRight');
    await submitButton(page).click();

    await expect(page).toHaveURL(`/analyzing/${ANALYSIS_ID}`);
    expect(bodies).toEqual([{ url: 'https://acme.io/', signupsPerMonth: 510, currentActivationRate: 23, averageRevenuePerUser: 130, forceDemoOnly: false }]);
  });

  test('the hidden demo shortcuts set the overrides, which are stripped before sending', async ({ page }) => {
    const bodies = await acceptAnalyses(page);
    await openLandingPage(page);
    await websiteField(page).fill('acme.io/start');
    await page.getByRole('button', { name: 'Show additional options' }).click();
    const presets = page.getByRole('group', { name: 'Demo presets' }).getByRole('button');
    await expect(presets).toHaveCount(4);
    await page.getByRole('button', { name: /^demo-only:/ }).click();
    await page.getByRole('button', { name: /^basic:/ }).click();
    await page.getByRole('button', { name: /^optimised:/ }).click();
    await expect(websiteField(page)).toHaveValue('acme.io/start?demo=true&maturity=Conversion-Optimised');
    await page.getByRole('textbox', { name: 'Pricing page (optional)' }).fill('acme.io/plans');
    await submitButton(page).click();

    await expect(page).toHaveURL(`/analyzing/${ANALYSIS_ID}`);
    expect(bodies).toEqual([
      {
        url: 'https://acme.io/start',
        pricingUrl: 'https://acme.io/plans',
        signupsPerMonth: 500,
        currentActivationRate: 24,
        averageRevenuePerUser: 125,
        forceDemoOnly: true,
        forceMaturityLevel: 'Conversion-Optimised',
      },
    ]);
  });

  test("reads 'Analyzing...' with a spinner and is disabled while sending", async ({ page }) => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/analyze', async (route) => {
      await answered;
      await route.fulfill({ json: { analysisId: ANALYSIS_ID } });
    });
    await page.route(`**/api/analysis/${ANALYSIS_ID}/status`, (route) => route.fulfill({ json: { status: 'pending', progress: 0, steps: [] } }));
    await openLandingPage(page);
    await websiteField(page).fill('acme.io');
    await submitButton(page).click();

    const sending = page.getByRole('button', { name: 'Analyzing...' });
    await expect(sending).toBeDisabled();
    await expect(sending.locator('.mantine-Loader-root')).toBeVisible();
    answer();
    await expect(page).toHaveURL(`/analyzing/${ANALYSIS_ID}`);
  });

  test("shows the 'Analysis Failed' banner when the analyze call fails, dismissed by 'Try Again'", async ({ page, consoleErrors }) => {
    await page.route('**/api/analyze', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
    await openLandingPage(page);
    await websiteField(page).fill('acme.io');
    await submitButton(page).click();

    const banner = page.getByRole('alert').filter({ hasText: 'Analysis Failed' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(
      "We're having trouble analyzing this website. This could be due to the site's configuration or temporary connectivity issues.",
    );
    for (const suggestion of [
      'Check if the website is publicly accessible',
      'Try entering a different page URL from the same website',
      'Make sure the domain is typed correctly',
    ]) {
      await expect(banner.getByRole('listitem').filter({ hasText: suggestion })).toBeVisible();
    }
    // A server failure's message tells a visitor nothing to act on: none is shown.
    await expect(banner.getByTestId('analysis-failed-reason')).toHaveCount(0);
    await expect(submitButton(page)).toBeEnabled();
    await expect(page).toHaveURL('/');

    await banner.getByRole('button', { name: 'Try Again' }).click();
    await expect(banner).toHaveCount(0);
    await expect(websiteField(page)).toHaveValue('acme.io');
    allowConsoleErrors(consoleErrors, /status of 500/);
  });

  test("the banner also gives the server's reason when it refused the address", async ({ page, consoleErrors }) => {
    await openLandingPage(page);
    await websiteField(page).fill('no-such-site.invalid');
    await submitButton(page).click();

    const banner = page.getByRole('alert').filter({ hasText: 'Analysis Failed' });
    await expect(banner).toContainText("We're having trouble analyzing this website.");
    await expect(banner.getByTestId('analysis-failed-reason')).toContainText('no-such-site.invalid');
    await expect(page).toHaveURL('/');
    allowConsoleErrors(consoleErrors, /status of 422/);
  });

  test('a refusal for too many unfinished analyses says so in the banner', async ({ page, consoleErrors }) => {
    const message = 'You already have 10 analyses waiting or running. Please wait for one of them to finish, then try again.';
    await page.route('**/api/analyze', (route) => route.fulfill({ status: 429, headers: { 'retry-after': '10' }, json: { message } }));
    await openLandingPage(page);
    await websiteField(page).fill('acme.io');
    await submitButton(page).click();

    const banner = page.getByRole('alert').filter({ hasText: 'Analysis Failed' });
    await expect(banner.getByTestId('analysis-failed-reason')).toHaveText(message);
    allowConsoleErrors(consoleErrors, /status of 429/);
  });

  test('shows the destructive alert for ?error=analysis_failed', async ({ page }) => {
    await page.goto('/?error=analysis_failed');
    const alert = page.getByRole('alert').filter({ hasText: 'Analysis Failed' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(
      "We were unable to analyze this website. This could be due to the site's configuration or temporary connectivity issues.",
    );
    await expect(alert.getByRole('listitem')).toHaveText([
      'Check that the website is publicly accessible',
      'Try a different page URL from the same site',
      'Make sure the domain is typed correctly',
    ]);

    await page.goto('/?error=something_else');
    await expect(page.getByRole('heading', { level: 1, name: 'Turn Signups Into Revenue' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the testimonials section is calm when no widget is configured', async ({ page }) => {
    await openLandingPage(page);
    const section = page.getByRole('region', { name: 'What SaaS teams say' });
    await expect(section.getByText("Customer stories can't be shown right now.")).toBeVisible();
    await expect(section.getByLabel('Loading testimonials')).toHaveCount(0);
  });

  test('the testimonials section shows a spinner, then the configured widget', async ({ page }) => {
    let serve: () => void = () => undefined;
    const served = new Promise<void>((resolve) => (serve = resolve));
    await configureScripts(
      page,
      { testimonialWidgetUrl: '/e2e-scripts/testimonials.js' },
      {
        '/e2e-scripts/testimonials.js': async (route) => {
          await served;
          await route.fulfill(javascript("document.getElementById('testimonial-widget').textContent = 'Our activation rate doubled. - A happy founder';"));
        },
      },
    );
    await openLandingPage(page);
    const section = page.getByRole('region', { name: 'What SaaS teams say' });
    await expect(section.getByLabel('Loading testimonials')).toBeVisible();
    serve();
    await expect(section.getByText('Our activation rate doubled. - A happy founder')).toBeVisible();
    await expect(section.getByLabel('Loading testimonials')).toHaveCount(0);
    await expect(section.getByText("Customer stories can't be shown right now.")).toHaveCount(0);
  });

  test('the testimonials section recovers when the widget fails to load', async ({ page, consoleErrors }) => {
    await configureScripts(
      page,
      { testimonialWidgetUrl: '/e2e-scripts/broken.js' },
      {
        '/e2e-scripts/broken.js': (route) => route.fulfill({ status: 503, body: 'unavailable' }),
      },
    );
    await openLandingPage(page);
    const section = page.getByRole('region', { name: 'What SaaS teams say' });
    await expect(section.getByText("Customer stories can't be shown right now.")).toBeVisible();
    await expect(section.getByLabel('Loading testimonials')).toHaveCount(0);
    allowConsoleErrors(consoleErrors, /status of 503/);
  });

  test('the newsletter script is injected once per page, across navigation', async ({ page }) => {
    const requests: string[] = [];
    await configureScripts(
      page,
      { newsletterScriptUrl: '/e2e-scripts/newsletter.js' },
      {
        '/e2e-scripts/newsletter.js': (route) => {
          requests.push(route.request().url());
          return route.fulfill(javascript('window.newsletterRuns = (window.newsletterRuns || 0) + 1;'));
        },
      },
    );
    await acceptAnalyses(page);
    await openLandingPage(page);
    await expect.poll(() => page.evaluate(() => (window as { newsletterRuns?: number }).newsletterRuns)).toBe(1);

    // Leave the landing page inside the app and come back: it mounts again.
    await websiteField(page).fill('acme.io');
    await submitButton(page).click();
    await expect(page).toHaveURL(`/analyzing/${ANALYSIS_ID}`);
    await page.goBack();
    await expect(websiteField(page)).toBeVisible();

    expect(await page.locator('script[src$="/e2e-scripts/newsletter.js"]').count()).toBe(1);
    expect(await page.evaluate(() => (window as { newsletterRuns?: number }).newsletterRuns)).toBe(1);
    expect(requests).toHaveLength(1);
  });

  test('no newsletter script is added when none is configured', async ({ page }) => {
    await openLandingPage(page);
    await expect(websiteField(page)).toBeVisible();
    expect(await page.locator('script[data-injected-script]').count()).toBe(0);
  });

  test('has no serious or critical accessibility violations', async ({ page, consoleErrors }) => {
    await page.route('**/api/analyze', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
    await page.goto('/?error=analysis_failed');
    await page.getByRole('button', { name: 'Show additional options' }).click();
    await submitButton(page).click();
    await expect(page.getByText('Website URL is required.')).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);

    await websiteField(page).fill('acme.io');
    await submitButton(page).click();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
    allowConsoleErrors(consoleErrors, /status of 500/);
  });
});
