import type { RuntimeConfig } from '../engine/contract/runtime-config.ts';
import { exampleAnalysisResult } from '../engine/contract/examples.ts';
import { allowConsoleErrors, expect, type Page, test } from './support/fixtures.ts';
import { reportKeptOnDevice, severeAxeViolations, toast } from './support/page-helpers.ts';

const ANALYSIS_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const result = exampleAnalysisResult({ analysisId: ANALYSIS_ID });
const REPORT = `/results/${ANALYSIS_ID}`;

test.use({ seedResults: [result] });

const TAB_NAMES = ['Onboarding Overview', 'Revenue Impact', 'Friction Analysis', 'Improvement Strategy', "What's Next"];

/** A 1x1 PNG, served in place of the icon service so nothing leaves the machine. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// The server's icon service (and so its CSP's img-src) is a host the tests answer themselves.
const ICON_SERVICE = 'https://icons.example/favicon?domain={domain}&sz={size}';
test.use({ appEnv: { FAVICON_SERVICE_URL: ICON_SERVICE } });

test.beforeEach(async ({ page }) => {
  await page.route('https://icons.example/**', (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
});

async function serveConfig(page: Page, config: Partial<RuntimeConfig>) {
  await page.route('**/api/config', (route) =>
    route.fulfill({ json: { bookingUrl: '', testimonialWidgetUrl: '', newsletterScriptUrl: '', faviconServiceUrl: '', ...config } }),
  );
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('results report', () => {
  test('shows the header and walks all five tabs', async ({ page }) => {
    await page.goto(REPORT);
    await expect(page.getByRole('heading', { level: 1, name: "Acme's Onboarding Assessment" })).toBeVisible();
    await expect(page.getByTestId('site-favicon')).toHaveAttribute('src', 'https://icons.example/favicon?domain=www.acme.io&sz=32');
    await expect(page.getByRole('tab')).toHaveText(TAB_NAMES);

    // Onboarding Overview
    await expect(page.getByRole('tab', { name: 'Onboarding Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Level 2: Guided')).toBeVisible();
    await expect(page.getByTestId('maturity-score')).toHaveText('52');
    await expect(page.getByText(result.maturity.workingPoints[0]!)).toBeVisible();
    await expect(page.getByText(result.maturity.improvementAreas[0]!)).toBeVisible();
    const evidence = page.getByRole('region', { name: 'The evidence behind these findings' });
    await expect(evidence.getByText('Self-serve signup', { exact: true })).toBeVisible();
    await expect(evidence.getByText('“Start free trial”')).toBeVisible();
    await expect(evidence.getByRole('link', { name: 'the home page' })).toHaveAttribute('href', 'https://www.acme.io/');
    await expect(evidence.getByText('Interactive product demo')).toBeVisible(); // looked for, not found

    // Revenue Impact: 500 signups, 24%, $125 at the default +35% scenario
    await openTab(page, 'Revenue Impact');
    await expect(page.getByRole('radio', { name: '+35%' })).toBeChecked();
    await expect(page.getByTestId('metric-signupsPerMonth')).toHaveText('500');
    await expect(page.getByTestId('metric-activationRate')).toHaveText('24%');
    await expect(page.getByTestId('metric-revenuePerUser')).toHaveText('$125');
    await expect(page.getByTestId('current-monthly')).toHaveText('$15,000');
    await expect(page.getByTestId('current-annual')).toHaveText('$180,000');
    await expect(page.getByTestId('optimised-activation')).toHaveText('32%');
    await expect(page.getByTestId('optimised-monthly')).toHaveText('$20,000');
    await expect(page.getByTestId('annual-impact')).toHaveText('+$60,000');
    const funnel = page.getByTestId('funnel-table');
    await expect(funnel.getByRole('row', { name: /Views Product Information/ })).toContainText('75%85%');
    await expect(funnel.getByRole('row', { name: /Becomes Active User/ })).toContainText('24%32%');
    await expect(page.getByText('expect 15-20% less churn')).toBeVisible();
    await expect(page.getByTestId('benchmark-copy')).toContainText('588+ SaaS benchmarks');
    await expect(page.locator('.recharts-surface').first()).toBeVisible();

    // Friction Analysis
    await openTab(page, 'Friction Analysis');
    for (const label of ['Functional friction', 'Emotional friction', 'Motivational friction']) {
      await expect(page.getByRole('heading', { name: label })).toBeVisible();
    }
    await expect(page.getByTestId('friction-functional')).toContainText('Moderate');
    await expect(page.getByTestId('friction-motivational')).toContainText('High');
    await expect(page.getByText('The biggest source is motivational friction.')).toBeVisible();
    await expect(page.getByText('Credit card asked at signup')).toBeVisible();
    // "short" is under 15 characters: the generic sentence replaces it.
    await expect(page.getByTestId('friction-motivational')).toContainText('Without a clear reason to keep going here');
    await expect(page.getByTestId('friction-motivational')).not.toContainText(/\bshort\b/);
    await expect(page.getByText('Help teams ship invoices faster')).toBeVisible();

    // Improvement Strategy
    await openTab(page, 'Improvement Strategy');
    const strategy = page.getByRole('article', { name: /Add an interactive product tour/ });
    await expect(strategy).toContainText('Effort: Medium');
    await expect(strategy).toContainText('Time: 1-2 weeks');
    await expect(strategy.getByRole('listitem')).toHaveText(['Record the core workflow', 'Embed the tour on the homepage']);
    await expect(strategy).toContainText('Take the 2-minute Acme tour');

    // What's Next
    await openTab(page, "What's Next");
    await expect(page.getByText('Start with: Add an interactive product tour')).toBeVisible();
    const booking = page.getByRole('tabpanel').getByRole('link', { name: 'Book Your Free Strategy Call' });
    await expect(booking).toHaveAttribute('href', 'https://booking.example/strategy-call');
    await expect(booking).toHaveAttribute('target', '_blank');

    // The consulting card closes the page, whatever the tab.
    const card = page.getByRole('region', { name: 'Turn this report into revenue' });
    await expect(card.getByRole('link', { name: 'Book Your Free Strategy Call' })).toHaveAttribute('href', 'https://booking.example/strategy-call');
  });

  test('switching the growth scenario changes the figures, computed in the revenue worker', async ({ page }) => {
    await page.goto(`${REPORT}?tab=revenue`);
    await expect(page.getByTestId('optimised-monthly')).toHaveText('$20,000');
    expect(page.workers().map((worker) => worker.url())).toEqual([expect.stringMatching(/revenue-worker-[\w-]+\.js$/)]);
    await page.getByText('+50%').click();
    await expect(page.getByTestId('optimised-activation')).toHaveText('36%');
    await expect(page.getByTestId('optimised-monthly')).toHaveText('$22,500');
    await expect(page.getByTestId('annual-impact')).toHaveText('+$90,000');
    await expect(page.getByText('expect 20-25% less churn')).toBeVisible();
    await page.getByText('+25%').click();
    await expect(page.getByTestId('optimised-activation')).toHaveText('30%');
    await expect(page.getByTestId('optimised-monthly')).toHaveText('$18,750');
    await expect(page.getByText('expect 10-15% less churn')).toBeVisible();
  });

  test('edited metrics are saved, survive a reload, and Reset brings back the analysis values', async ({ page }) => {
    await page.goto(`${REPORT}?tab=revenue`);
    await page.getByRole('button', { name: 'Edit Metrics' }).click();
    const signups = page.getByRole('textbox', { name: 'Signups per month' });
    await signups.fill('800');
    await signups.blur();
    // The slider moves with the keyboard, in steps of 1 (activation) ...
    const activationSlider = page.getByRole('slider', { name: 'Activation rate slider' });
    await activationSlider.focus();
    await activationSlider.press('ArrowRight');
    await expect(activationSlider).toHaveAttribute('aria-valuenow', '25');
    // ... and the figures follow while editing: 800 x 25% x $125.
    await expect(page.getByTestId('current-monthly')).toHaveText('$25,000');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('button', { name: 'Edit Metrics' })).toBeVisible();
    await expect(page.getByTestId('metric-signupsPerMonth')).toHaveText('800');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('savedMetrics')))!)).toEqual({
      signupsPerMonth: 800,
      activationRate: 25,
      revenuePerUser: 125,
    });

    await page.reload();
    await expect(page.getByTestId('metric-signupsPerMonth')).toHaveText('800');
    await expect(page.getByTestId('metric-activationRate')).toHaveText('25%');
    await expect(page.getByText('Your saved metrics')).toBeVisible();

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByTestId('metric-signupsPerMonth')).toHaveText('500');
    await expect(page.getByTestId('current-monthly')).toHaveText('$15,000');
    await page.reload();
    await expect(page.getByTestId('metric-signupsPerMonth')).toHaveText('500');
    expect(await page.evaluate(() => localStorage.getItem('savedMetrics'))).toBeNull();
  });

  test('Cancel leaves edit mode with the analysis values', async ({ page }) => {
    await page.goto(`${REPORT}?tab=revenue`);
    await page.getByRole('button', { name: 'Edit Metrics' }).click();
    const revenue = page.getByRole('textbox', { name: 'Revenue per user' });
    await revenue.fill('$300');
    await revenue.blur();
    await expect(page.getByTestId('current-monthly')).toHaveText('$36,000');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('metric-revenuePerUser')).toHaveText('$125');
    await expect(page.getByTestId('current-monthly')).toHaveText('$15,000');
    expect(await page.evaluate(() => localStorage.getItem('savedMetrics'))).toBeNull();
  });

  test('an out-of-range number is brought to the nearest limit', async ({ page }) => {
    await page.goto(`${REPORT}?tab=revenue`);
    await page.getByRole('button', { name: 'Edit Metrics' }).click();
    const signups = page.getByRole('textbox', { name: 'Signups per month' });
    await signups.fill('50000');
    await signups.blur();
    await expect(signups).toHaveValue('10,000');
    await expect(page.getByRole('slider', { name: 'Signups per month slider' })).toHaveAttribute('aria-valuenow', '1000');
  });

  test('under 768 px wide, Back and Next switch tabs and bring the tab bar into view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(REPORT);
    const sections = page.getByRole('navigation', { name: 'Report sections' });
    await expect(sections.getByRole('button')).toHaveText(['Revenue Impact']);
    await sections.getByRole('button', { name: 'Revenue Impact' }).click();
    await expect(page.getByRole('tab', { name: 'Revenue Impact' })).toHaveAttribute('aria-selected', 'true');
    await expect(sections.getByRole('button')).toHaveText(['Onboarding Overview', 'Friction Analysis']);
    await expect(page.getByRole('tablist')).toBeInViewport();

    await page.mouse.wheel(0, 3000);
    await sections.getByRole('button', { name: 'Friction Analysis' }).click();
    await expect(page.getByRole('tab', { name: 'Friction Analysis' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tablist')).toBeInViewport();
    await sections.getByRole('button', { name: 'Revenue Impact' }).click();
    await expect(page.getByRole('tab', { name: 'Revenue Impact' })).toHaveAttribute('aria-selected', 'true');

    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(sections).toHaveCount(0);
  });

  test('opens again without the network after one visit', async ({ page, context, consoleErrors }) => {
    await page.goto(REPORT);
    await expect(page.getByRole('heading', { name: "Acme's Onboarding Assessment" })).toBeVisible();
    await reportKeptOnDevice(page, ANALYSIS_ID);
    await context.route('**/api/**', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('heading', { name: "Acme's Onboarding Assessment" })).toBeVisible();
    await expect(page.getByText("You're offline")).toBeVisible();
    await openTab(page, 'Revenue Impact');
    await expect(page.getByTestId('current-monthly')).toHaveText('$15,000');
    allowConsoleErrors(consoleErrors, /net::ERR_FAILED/);
  });

  test('shows a neutral icon when no icon service is configured or the icon fails', async ({ page }) => {
    await serveConfig(page, { faviconServiceUrl: '' });
    await page.goto(REPORT);
    await expect(page.getByRole('heading', { name: "Acme's Onboarding Assessment" })).toBeVisible();
    await expect(page.getByTestId('site-favicon-fallback')).toBeVisible();

    // The configured service answers with something that is not an image.
    await page.unroute('**/api/config');
    await page.unroute('https://icons.example/**');
    await page.route('https://icons.example/**', (route) => route.fulfill({ contentType: 'image/png', body: 'not an image' }));
    await page.reload();
    await expect(page.getByTestId('site-favicon-fallback')).toBeVisible();
    await expect(page.getByTestId('site-favicon')).toHaveCount(0);
  });

  test('says it is loading until the result arrives', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/analysis/${ANALYSIS_ID}/results`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(REPORT);
    await expect(page.getByText('Loading your analysis results...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: "Acme's Onboarding Assessment" })).toBeVisible();
    await expect(page.getByText('Loading your analysis results...')).toHaveCount(0);
  });

  test('an unknown analysis id shows Analysis Not Found with a way home', async ({ page, consoleErrors }) => {
    await page.goto('/results/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Analysis Not Found' })).toBeVisible();
    await expect(page.getByText("We couldn't find the analysis you're looking for.")).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    allowConsoleErrors(consoleErrors, /status of 404/);
  });

  test('a bad share slug shows Report Not Found and the toast', async ({ page, consoleErrors }) => {
    await page.goto('/results/no-such-company');
    await expect(page.getByRole('heading', { name: 'Report Not Found' })).toBeVisible();
    await expect(page.getByText('This report link is invalid or has expired')).toBeVisible();
    await expect(toast(page, 'Error')).toContainText('Failed to load shared report. This link may be invalid or expired.');
    allowConsoleErrors(consoleErrors, /status of 404/);
  });

  test('a server failure toasts and goes home', async ({ page, consoleErrors }) => {
    await page.route(`**/api/analysis/${ANALYSIS_ID}/results`, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await page.goto(REPORT);
    await expect(toast(page, 'Error')).toContainText('Failed to load analysis results. Please try again later.');
    await expect(page).toHaveURL(/\/$/);
    allowConsoleErrors(consoleErrors, /status of 500/);
  });

  test('a running analysis goes to its progress screen, a failed one home with the alert', async ({ page, consoleErrors }) => {
    const running = '11111111-2222-4333-8444-555555555555';
    await page.route(`**/api/analysis/${running}/results`, (route) =>
      route.fulfill({ status: 409, json: { message: 'The analysis is still running', status: 'running' } }),
    );
    await page.route(`**/api/analysis/${running}/status`, (route) =>
      route.fulfill({ json: { status: 'running', progress: 30, steps: [{ name: 'Scanning website content', status: 'in-progress' }] } }),
    );
    await page.goto(`/results/${running}`);
    await expect(page).toHaveURL(new RegExp(`/analyzing/${running}$`));

    const failed = '11111111-2222-4333-8444-666666666666';
    await page.route(`**/api/analysis/${failed}/results`, (route) =>
      route.fulfill({ status: 409, json: { message: 'The site did not answer', status: 'failed' } }),
    );
    await page.goto(`/results/${failed}`);
    await expect(page).toHaveURL(/\/\?error=analysis_failed$/);
    allowConsoleErrors(consoleErrors, /status of 409/);
  });

  test("uses the vanity resolver's hand-off once, and treats shared- without one as an error", async ({ page }) => {
    await page.goto('/');
    // Like a real hand-off, it names an analysis the server has (the report asks for its changes).
    await page.evaluate(
      (handedOff) => localStorage.setItem('analysisResult', handedOff),
      JSON.stringify(exampleAnalysisResult({ analysisId: ANALYSIS_ID, url: 'https://globex.com/' })),
    );
    await page.goto('/results/shared-globex');
    await expect(page.getByRole('heading', { name: "Globex's Onboarding Assessment" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('analysisResult'))).toBeNull();

    await page.goto('/results/shared-nobody');
    await expect(toast(page, 'Error')).toContainText('Failed to load analysis results. Please try again later.');
    await expect(page).toHaveURL(/\/$/);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    test.slow(); // six axe passes, one per tab and one in edit mode
    await page.goto(REPORT);
    await expect(page.getByTestId('maturity-score')).toHaveText('52');
    expect(await severeAxeViolations(page)).toEqual([]);
    for (const name of TAB_NAMES.slice(1)) {
      await openTab(page, name);
      await page.waitForTimeout(900); // let the bars and charts settle
      expect(await severeAxeViolations(page), name).toEqual([]);
    }
    await page.getByRole('tab', { name: 'Revenue Impact' }).click();
    await page.getByRole('button', { name: 'Edit Metrics' }).click();
    expect(await severeAxeViolations(page), 'edit mode').toEqual([]);
  });
});
