import { exampleAnalysisResult } from '../engine/contract/examples.ts';
import { allowConsoleErrors, expect, type Page, test } from './support/fixtures.ts';
import { controlledByServiceWorker, keptReportKeys, toast } from './support/page-helpers.ts';

const ANALYSIS_ID = '5b1f3c2a-9d8e-4f7a-b6c5-0a1b2c3d4e5f';
const OTHER_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const result = exampleAnalysisResult({ analysisId: ANALYSIS_ID, analyzedAt: '2025-03-04T10:00:00.000Z' });
const other = exampleAnalysisResult({ analysisId: OTHER_ID, url: 'https://globex.com/', siteName: 'Globex', analyzedAt: '2025-05-06T10:00:00.000Z' });
other.maturity = { ...other.maturity, level: 'Basic', score: 28 };
const REPORT = `/results/${ANALYSIS_ID}`;

// An array of two would read as [value, options]: the option value is wrapped explicitly.
test.use({ seedResults: [[result, other], { scope: 'worker' }] });

const TAB_NAMES = ['Onboarding Overview', 'Revenue Impact', 'Friction Analysis', 'Improvement Strategy', "What's Next"];

/** Requests made while the context is offline fail, and Chromium logs each one. */
const OFFLINE_REQUEST = /net::ERR_INTERNET_DISCONNECTED/;

test.afterEach(({ consoleErrors }) => allowConsoleErrors(consoleErrors, OFFLINE_REQUEST));

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** How many reports are kept in IndexedDB: the app writes them in the background after showing the report. */
async function keptReports(page: Page): Promise<number> {
  return (await keptReportKeys(page)).length;
}

/** Every URL any Cache Storage cache of the origin holds. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

test.describe('service worker', () => {
  test('registers, controls the page, and serves the app shell while API calls always reach the server', async ({ page }) => {
    await page.goto('/');
    await controlledByServiceWorker(page);

    const shell = await page.goto('/admin/login');
    expect(shell?.fromServiceWorker(), 'navigations are answered from the precached shell').toBe(true);

    // Admin work from the installed app: log in, the guard's check and the list, all from the server.
    const apiResponses: { url: string; fromServiceWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiResponses.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
    });
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByRole('textbox', { name: 'Password' }).fill('e2e-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/vanity$/);
    await expect(page.getByRole('heading', { name: 'Vanity URL Administration' })).toBeVisible();
    await expect(page.getByText('No vanity URLs found')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No vanity URLs found')).toBeVisible();

    const paths = apiResponses.map(({ url }) => new URL(url).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/login', '/api/admin/check-auth', '/api/vanity']));
    expect(apiResponses.filter((response) => response.fromServiceWorker)).toEqual([]);
    const cached = await cachedUrls(page);
    expect(cached.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  });

  test('precaches every lazily loaded route chunk and the revenue worker', async ({ page, request }) => {
    await page.goto('/');
    await controlledByServiceWorker(page);
    const cachedPaths = (await cachedUrls(page)).map((url) => new URL(url).pathname);
    const script = await (await request.get('/sw.js')).text();
    expect(cachedPaths).toEqual(expect.arrayContaining(['/index.html', '/app-shell.html', '/manifest.webmanifest', '/icons/icon-192.png']));
    expect(cachedPaths.some((path) => /^\/assets\/revenue-worker-[\w-]+\.js$/.test(path))).toBe(true);
    for (const route of ['results._analysisId', 'analyzing._analysisId', 'admin.batch', '_admin', 'admin.vanity', 'admin.login', 'v._path']) {
      expect(
        cachedPaths.some((path) => path.startsWith(`/assets/${route}-`)),
        route,
      ).toBe(true);
    }
    // The navigation fallback: every client route but / starts from the app shell.
    expect(script).toMatch(/NavigationRoute\(\w+\.createHandlerBoundToURL\("app-shell\.html"\)/);
  });
});

test.describe('offline', () => {
  test('after one online visit, the landing page, Your reports and the report (every tab, a revenue edit) work offline', async ({ page, context }) => {
    await page.goto(REPORT);
    await expect(page.getByRole('heading', { name: "Acme's Onboarding Assessment" })).toBeVisible();
    await expect.poll(() => keptReports(page)).toBe(1);
    await controlledByServiceWorker(page);

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Turn Signups Into Revenue' })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toContainText("No connection: reports you've opened before still open");
    const reports = page.getByRole('region', { name: 'Your reports' });
    await expect(reports.getByTestId('your-report')).toHaveCount(1);
    await expect(reports.getByTestId('your-report')).toContainText('www.acme.io · Mar 4, 2025');
    await expect(reports.getByTestId('your-report')).toContainText('Level 2: Guided');

    await reports.getByRole('link', { name: "Acme's Onboarding Assessment" }).click();
    await expect(page).toHaveURL(new RegExp(`${REPORT}$`));
    await expect(page.getByRole('heading', { level: 1, name: "Acme's Onboarding Assessment" })).toBeVisible();
    await expect(page.getByText('This is the copy of the report saved on this device.')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(TAB_NAMES);
    await expect(page.getByTestId('maturity-score')).toHaveText('52');

    await openTab(page, 'Revenue Impact');
    await expect(page.getByTestId('current-monthly')).toHaveText('$15,000');
    await expect(page.getByTestId('optimised-monthly')).toHaveText('$20,000');
    expect(page.workers().map((worker) => worker.url())).toEqual([expect.stringMatching(/revenue-worker-[\w-]+\.js$/)]);
    await page.getByText('+50%').click();
    await expect(page.getByTestId('optimised-monthly')).toHaveText('$22,500');
    await page.getByRole('button', { name: 'Edit Metrics' }).click();
    const signups = page.getByRole('textbox', { name: 'Signups per month' });
    await signups.fill('800');
    await signups.blur();
    await expect(page.getByTestId('current-monthly')).toHaveText('$24,000'); // 800 x 24% x $125
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('metric-signupsPerMonth')).toHaveText('800');

    await openTab(page, 'Friction Analysis');
    await expect(page.getByTestId('friction-functional')).toContainText('Moderate');
    await openTab(page, 'Improvement Strategy');
    await expect(page.getByRole('article', { name: /Add an interactive product tour/ })).toContainText('Effort: Medium');
    await openTab(page, "What's Next");
    await expect(page.getByText('Start with: Add an interactive product tour')).toBeVisible();

    // A reload while offline comes from the precache too, and the saved metrics stay.
    await page.goto(`${REPORT}?tab=revenue`);
    await expect(page.getByTestId('metric-signupsPerMonth')).toHaveText('800');
    await expect(page.getByTestId('current-monthly')).toHaveText('$24,000');
  });

  test('a report never opened in this browser says it needs a connection, and opens once back online', async ({ page, context }) => {
    await page.goto('/');
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await page.goto(`/results/${OTHER_ID}`);
    await expect(page.getByTestId('needs-connection')).toContainText('has not been opened in this browser before');
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: "Globex's Onboarding Assessment" })).toBeVisible();
  });

  test('screens that need the server say so instead of failing silently, and keep the admin token', async ({ page, context }) => {
    await page.goto(REPORT);
    await expect(page.getByRole('heading', { name: "Acme's Onboarding Assessment" })).toBeVisible();
    await controlledByServiceWorker(page);
    await context.setOffline(true);

    // Sharing
    await page.getByRole('button', { name: 'Share report' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Share this report' });
    await expect(dialog.getByTestId('needs-connection')).toContainText('Creating a shareable link needs a connection');
    await dialog.getByRole('textbox', { name: 'Company name' }).fill('Initech');
    await expect(dialog.getByRole('button', { name: 'Create link' })).toBeDisabled();
    await page.keyboard.press('Escape');

    // Admin login
    await page.goto('/admin/login');
    await expect(page.getByTestId('needs-connection')).toContainText('Logging in needs a connection');
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();

    // Guarded admin screens, with a stored token: no redirect, no 'session expired', the token stays.
    await page.evaluate(() => localStorage.setItem('admin-token', 'a-token-checked-later'));
    await page.goto('/admin/vanity');
    await expect(page.getByTestId('needs-connection')).toContainText('The admin area needs a connection');
    await expect(page).toHaveURL(/\/admin\/vanity$/);
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBe('a-token-checked-later');

    // Batch (its own login) and the progress screen
    await page.goto('/admin/batch');
    await expect(page.getByTestId('needs-connection')).toContainText('Batch jobs run on the server');
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBe('a-token-checked-later');
    await page.goto(`/analyzing/${ANALYSIS_ID}`);
    await expect(page.getByTestId('needs-connection')).toContainText('Following this analysis needs a connection');
    await page.goto('/v/acme');
    await expect(page.getByTestId('needs-connection')).toContainText('Opening a vanity link needs a connection');
  });
});

test.describe('Your reports', () => {
  test('lists the reports opened here newest first, opens them, and removes one or all', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Turn Signups Into Revenue' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your reports' })).toHaveCount(0); // nothing opened yet

    await page.goto(REPORT);
    await expect(page.getByRole('heading', { name: "Acme's Onboarding Assessment" })).toBeVisible();
    await expect.poll(() => keptReports(page)).toBe(1);
    await page.goto(`/results/${OTHER_ID}`);
    await expect(page.getByRole('heading', { name: "Globex's Onboarding Assessment" })).toBeVisible();
    await expect.poll(() => keptReports(page)).toBe(2);

    await page.goto('/');
    const reports = page.getByRole('region', { name: 'Your reports' });
    const rows = reports.getByTestId('your-report');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Globex's Onboarding Assessment");
    await expect(rows.nth(0)).toContainText('globex.com · May 6, 2025');
    await expect(rows.nth(0)).toContainText('Level 1: Basic');
    await expect(rows.nth(1)).toContainText("Acme's Onboarding Assessment");

    await rows.nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: "Acme's Onboarding Assessment" })).toBeVisible();
    await page.goBack();
    await expect(rows.nth(0)).toContainText("Acme's Onboarding Assessment"); // opened last, so first now

    await reports.getByRole('button', { name: "Remove Globex's Onboarding Assessment from this device" }).click();
    await expect(rows).toHaveCount(1);

    await reports.getByRole('button', { name: 'Remove all' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove all reports from this device?' });
    await expect(confirm).toContainText('The report kept in this browser will no longer open offline.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(1);
    await reports.getByRole('button', { name: 'Remove all' }).click();
    await confirm.getByRole('button', { name: 'Remove all' }).click();
    await expect(reports).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Turn Signups Into Revenue' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your reports' })).toHaveCount(0);
  });
});

test.describe('outbox', () => {
  test('an analysis asked for offline is queued, kept across a reload, and runs when the connection returns', async ({ page, context, sites }) => {
    const site = Object.values(sites)[0]!;
    const host = new URL(site).host;
    await page.goto('/');
    await controlledByServiceWorker(page);

    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Your website' }).fill(site);
    await page.getByRole('button', { name: 'Get your FREE Activation Strategy' }).click();
    await expect(toast(page, "Saved for when you're back online")).toContainText(`the analysis of ${host.split(':')[0]} is saved on this device`);
    const queued = page.getByTestId('queued-analyses');
    await expect(queued).toContainText('Waiting for a connection');
    await expect(queued).toContainText(host.split(':')[0]!);
    await expect(page.getByRole('button', { name: 'Get your FREE Activation Strategy' })).toBeEnabled();

    await page.reload(); // still offline: the shell comes from the precache, the request from IndexedDB
    await expect(page.getByTestId('queued-analyses')).toContainText(host.split(':')[0]!);

    const sent = page.waitForResponse((response) => response.url().endsWith('/api/analyze') && response.request().method() === 'POST');
    await context.setOffline(false);
    const analyzeResponse = await sent;
    expect(analyzeResponse.ok()).toBe(true);
    expect(JSON.parse(analyzeResponse.request().postData() ?? '{}')).toMatchObject({ url: `${site}/`, forceDemoOnly: false });
    const started = toast(page, 'Your analysis has started');
    await expect(started).toBeVisible();
    await expect(page.getByTestId('queued-analyses')).toHaveCount(0);

    // Listen before the click: a small site can be done before the progress screen is polled.
    const toProgress = page.waitForURL(/\/analyzing\/[0-9a-f-]{36}$/);
    await started.getByRole('link', { name: 'Follow its progress' }).click();
    await toProgress;
    await expect(page.getByRole('heading', { name: /Onboarding Assessment$/ })).toBeVisible({ timeout: 45_000 });
    await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
  });

  test('a queued analysis is also sent when the app next starts online', async ({ page, context }) => {
    let posted = 0;
    // The queue mechanics only: the server's answer is stubbed so no site is crawled.
    await page.route('**/api/analyze', (route) => {
      posted += 1;
      return route.fulfill({ status: 201, json: { analysisId: ANALYSIS_ID } });
    });
    await page.goto('/');
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Your website' }).fill('acme.io');
    await page.getByRole('button', { name: 'Get your FREE Activation Strategy' }).click();
    await expect(page.getByTestId('queued-analyses')).toContainText('acme.io');
    await page.getByRole('textbox', { name: 'Your website' }).fill('globex.com');
    await page.getByRole('button', { name: 'Get your FREE Activation Strategy' }).click();
    await expect(page.getByTestId('queued-analyses').getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove globex.com from the queue' }).click();
    await expect(page.getByTestId('queued-analyses').getByRole('listitem')).toHaveCount(1);
    expect(posted).toBe(0);

    // Closed while offline; opened again with a connection.
    const next = await context.newPage();
    await page.close();
    await context.setOffline(false);
    await next.route('**/api/analyze', (route) => {
      posted += 1;
      return route.fulfill({ status: 201, json: { analysisId: ANALYSIS_ID } });
    });
    await next.goto('/');
    await expect(toast(next, 'Your analysis has started')).toContainText('acme.io');
    expect(posted).toBe(1);
    await expect(next.getByTestId('queued-analyses')).toHaveCount(0);
  });
});
