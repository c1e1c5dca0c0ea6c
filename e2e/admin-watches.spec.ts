import { type ChangingSite, GROWING_FORM, startChangingSite } from '../test-support/fixture-sites/changing-site.ts';
import { allowConsoleErrors, expect, type Page, test } from './support/fixtures.ts';
import { controlledByServiceWorker, severeAxeViolations, toast } from './support/page-helpers.ts';

let site: ChangingSite;
test.beforeAll(async () => {
  site = await startChangingSite();
});
test.afterAll(async () => {
  await site?.close();
});

/** Requests made while the context is offline fail, and Chromium logs each one. */
const OFFLINE_REQUEST = /net::ERR_INTERNET_DISCONNECTED/;
test.afterEach(({ consoleErrors }) => allowConsoleErrors(consoleErrors, OFFLINE_REQUEST));

async function logIn(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { username: 'admin', password: 'e2e-password' } });
  const { token } = (await response.json()) as { token: string };
  await page.goto('/admin/login');
  await page.evaluate((value) => localStorage.setItem('admin-token', value), token);
  return token;
}

function watchRow(page: Page, url = site.url) {
  return page.getByRole('region', { name: 'Watches' }).getByTestId('watch-row').filter({ hasText: url });
}

/** Run now, and wait until the watch's details list `runs` runs, every one ended. */
async function runNow(page: Page, runs: number, url = site.url) {
  await watchRow(page, url)
    .getByRole('button', { name: /^Run .* now$/ })
    .click();
  // The toast of the run before may still be leaving; a run quick enough to end before "Run started"
  // was seen has its "New alert" in its place (one toast at a time, the newest wins).
  await expect(toast(page, /Run started|New alert/).last()).toBeVisible();
  const table = page.getByRole('table', { name: 'Runs' });
  await expect(table.getByRole('row')).toHaveCount(runs + 1, { timeout: 20_000 });
  await expect(table.getByText('Running')).toHaveCount(0, { timeout: 50_000 });
  await expect(table.getByRole('row').nth(1)).toContainText('Completed');
}

test.describe('watched sites', () => {
  test('an admin watches a site, runs it, sees no alert while nothing changes, then the alert and the compare view once it lost its chat widget', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto('/admin');
    // SPEC's two cards stay, and a third leads to the watches.
    for (const card of ['Vanity URLs', 'Batch Processing', 'Watched Sites']) await expect(page.getByRole('heading', { name: card })).toBeVisible();
    await page.getByRole('link', { name: 'Manage Watched Sites' }).click();
    await expect(page).toHaveURL(/\/admin\/watches$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Watched Sites' })).toBeVisible();
    await expect(page.getByText('No watched sites yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Watch a site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Watch a site' });
    await dialog.getByRole('button', { name: 'Start watching' }).click();
    await expect(dialog.getByText('Website URL is required.')).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
    await dialog.getByLabel('Website URL').fill(`${site.url}/`);
    await dialog.getByRole('button', { name: 'Start watching' }).click();
    await expect(toast(page, 'Watching the site')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = watchRow(page);
    await expect(row).toContainText(/Daily at 0[1-6]:\d\d/);
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^in \d+ hours?$|^in \d+ minutes?$|^tomorrow$/);
    // Its details: the feed a founder may follow in a feed reader.
    await expect(page.getByRole('region', { name: 'Watch details' }).getByText(/\/api\/watches\/[0-9a-f-]{36}\/feed\.atom\?key=/)).toBeVisible();

    // First run, then a second of the same pages: nothing to alert on.
    await runNow(page, 1);
    await runNow(page, 2);
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await expect(alerts.getByText('No alerts yet.')).toBeVisible();
    await expect(row.getByTestId('score-sparkline')).toBeVisible();

    // The owner removed the chat widget; the next run raises an alert, announced at once.
    await site.change();
    await runNow(page, 3);
    const alert = alerts.getByTestId('watch-alert');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText(/Lost .*Live chat/);
    await expect(toast(page, 'New alert')).toContainText(/Lost .*Live chat/);
    await expect(row.getByRole('cell').nth(6)).toHaveText('1');
    expect(await severeAxeViolations(page)).toEqual([]);

    await alert.getByRole('link', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=[0-9a-f-]{36}(,|%2C)[0-9a-f-]{36}$/);
    await expect(page.getByTestId('compare-column')).toHaveCount(2);
  });

  test('installed and offline, the list shows what was last loaded', async ({ page, context }) => {
    const token = await logIn(page);
    const url = `${site.url}/offline-watch`;
    const created = await page.request.post('/api/watches', { headers: { authorization: `Bearer ${token}` }, data: { url, schedule: 'weekly' } });
    expect(created.status()).toBe(201);
    await page.goto('/admin/watches');
    await expect(watchRow(page, url)).toBeVisible();
    await controlledByServiceWorker(page);
    await expect(watchRow(page, url)).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-watch-list')).toContainText("You're offline: this is the list as it was last loaded.");
    await expect(watchRow(page, url)).toContainText(/Mondays at 0[1-6]:\d\d/);
    await expect(watchRow(page, url).getByRole('button', { name: /^Run .* now$/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Watch a site' })).toBeDisabled();
    await context.setOffline(false);
  });
});

test.describe('a watch with friction-added', () => {
  let growing: ChangingSite;
  test.beforeAll(async () => {
    growing = await startChangingSite({ versions: GROWING_FORM });
  });
  test.afterAll(async () => {
    await growing?.close();
  });

  test('alerts when the sign-up form grows, naming the form and what it now asks', async ({ page }) => {
    // Three analyses of a two-page site, one after the other.
    test.setTimeout(150_000);
    const token = await logIn(page);
    const headers = { authorization: `Bearer ${token}` };
    const created = await page.request.post('/api/watches', { headers, data: { url: `${growing.url}/`, schedule: 'weekly', alertOn: ['friction-added'] } });
    expect(created.status()).toBe(201);
    const { watchId } = (await created.json()) as { watchId: string };

    await page.goto('/admin/watches');
    await watchRow(page, growing.url)
      .getByRole('button', { name: /^Details of / })
      .click();
    await runNow(page, 1, growing.url);
    await runNow(page, 2, growing.url);
    // The list holds every watch's alerts: this site's are those naming its address.
    const alert = page
      .getByRole('region', { name: 'Alerts' })
      .getByTestId('watch-alert')
      .filter({ hasText: `${growing.url}/` });
    await expect(alert).toHaveCount(0);

    // The owner adds a phone number, a company and its size, a job title and a second password to the form.
    await growing.change();
    await runNow(page, 3, growing.url);
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('New friction: Sign-up form asks for more than it needs');
    await expect(alert.getByTestId('alert-friction')).toContainText(/^The sign-up form on \/signup asks for 9 fields, including /);

    const listed = (await (await page.request.get(`/api/alerts?watchId=${watchId}`, { headers })).json()) as Array<{
      reasons: string[];
      frictionAdded: Array<{ kind: string }>;
    }>;
    expect(listed[0]).toMatchObject({ reasons: ['friction-added'], frictionAdded: [{ kind: 'signup-form' }] });
  });
});
