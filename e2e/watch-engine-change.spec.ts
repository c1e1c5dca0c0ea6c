import { expect, type Page, test } from '@playwright/test';
import { ENGINE_VERSION } from '../engine/analysis/analyze.ts';
import { type ChangingSite, startChangingSite } from '../test-support/fixture-sites/changing-site.ts';
import { makeTempDir } from '../test-support/temp-dir.ts';
import { SERVER_ENTRIES, spawnServer, type SpawnedServer } from '../sync-server/test/support/spawn-server.ts';
import { severeAxeViolations, toast } from './support/page-helpers.ts';

/**
 * Issue #30 in the admin's screens: a watched site whose pages do not change, run once,
 * then again after a deploy of a newer engine (a test-only variant: another version, the
 * demo-request detector silenced; test support's server entry), then once more after the
 * site lost its chat widget. Each test restarts the real server on the same data, as a
 * deploy does.
 */
const NEWER_ENGINE = { version: '99.0.0-test', silencedSignals: ['demo-request'] };
const ADMIN = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'e2e-engine-password', JWT_SECRET: 'e2e-engine-change-jwt-secret-0123456789abcd' };

let site: ChangingSite;
let data: Awaited<ReturnType<typeof makeTempDir>>;
let server: SpawnedServer | undefined;

test.beforeEach(async () => {
  site = await startChangingSite();
  data = await makeTempDir('oa-e2e-engine-');
});
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
  await site.close();
  await data.remove();
});

/** The server on this test's data: this build's engine, or the newer one. */
async function serve(options: { newerEngine?: boolean; env?: Record<string, string> } = {}): Promise<string> {
  await server?.stop();
  server = await spawnServer(
    {
      DATA_DIR: data.dir,
      ALLOW_PRIVATE_NETWORK: 'true',
      BROWSER_RENDERING: 'off',
      FAVICON_SERVICE_URL: '',
      ...ADMIN,
      ...options.env,
      ...(options.newerEngine ? { TEST_ENGINE_VARIANT: JSON.stringify(NEWER_ENGINE) } : {}),
    },
    60_000,
    SERVER_ENTRIES.engineVariant,
  );
  return server.url;
}

async function logIn(page: Page, origin: string): Promise<void> {
  const response = await page.request.post(`${origin}/api/auth/login`, { data: { username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD } });
  const { token } = (await response.json()) as { token: string };
  await page.goto(`${origin}/admin/login`);
  await page.evaluate((value) => localStorage.setItem('admin-token', value), token);
  await page.goto(`${origin}/admin/watches`);
}

async function watchTheSite(page: Page, origin: string): Promise<void> {
  await logIn(page, origin);
  await page.getByRole('button', { name: 'Watch a site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch a site' });
  await dialog.getByLabel('Website URL').fill(`${site.url}/`);
  await dialog.getByRole('button', { name: 'Start watching' }).click();
  await expect(toast(page, 'Watching the site')).toBeVisible();
}

/** Run now, and wait until the details list `runs` runs, the newest completed. */
async function runNow(page: Page, runs: number) {
  const row = page.getByRole('region', { name: 'Watches' }).getByTestId('watch-row').filter({ hasText: site.url });
  await row.getByRole('button', { name: /^Run .* now$/ }).click();
  // A run quick enough to end before "Run started" was seen has its "New alert" in its place (one toast at a time, the newest wins).
  await expect(toast(page, /Run started|New alert/).last()).toBeVisible();
  if ((await page.getByRole('region', { name: 'Watch details' }).count()) === 0) await row.getByRole('button', { name: /details/i }).click();
  const table = page.getByRole('table', { name: 'Runs' });
  await expect(table.getByRole('row')).toHaveCount(runs + 1, { timeout: 30_000 });
  await expect(table.getByText('Running')).toHaveCount(0, { timeout: 50_000 });
  await expect(table.getByRole('row').nth(1)).toContainText('Completed');
  return table.getByRole('row').nth(1);
}

test.describe('a watch across an engine change', () => {
  // Three starts of the real server and six analyses each: generous for a busy machine.
  test.setTimeout(480_000);

  test('scores the earlier pages again and alerts nobody, then alerts when the site loses its chat; Score again opens a new report', async ({ page }) => {
    const first = await serve();
    await watchTheSite(page, first);
    const firstRun = await runNow(page, 1);
    await expect(firstRun).toContainText(ENGINE_VERSION);

    const second = await serve({ newerEngine: true });
    await logIn(page, second);
    const secondRun = await runNow(page, 2);
    await expect(secondRun).toContainText(NEWER_ENGINE.version);
    await expect(secondRun).toContainText(`Engine changed from ${ENGINE_VERSION}: the previous pages were scored again`);
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await expect(alerts.getByText('No alerts yet.')).toBeVisible();
    // The pointer leaves the row it clicked in: axe judges the screen at rest, not a hovered row's colours.
    await page.mouse.move(0, 0);
    expect(await severeAxeViolations(page)).toEqual([]);

    await site.change();
    await runNow(page, 3);
    await expect(alerts.getByTestId('watch-alert')).toHaveCount(1);
    await expect(alerts.getByTestId('watch-alert')).toContainText(/Lost .*Live chat/);

    // The first run's pages, scored again by the engine this server runs: a new report, which says so.
    const oldest = page.getByRole('table', { name: 'Runs' }).getByRole('row').nth(3);
    await oldest.getByRole('button', { name: 'Score again' }).click();
    await expect(toast(page, 'Scored again')).toBeVisible();
    await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('engine-version')).toContainText(
      `Scored again by version ${NEWER_ENGINE.version} of our analysis engine, from the pages we read on`,
    );
  });

  test('with the earlier pages not kept, records "Engine changed, not alerted", then alerts when the site loses its chat', async ({ page }) => {
    // The first server keeps no pages (PAGES_RETENTION_DAYS=0): the newer engine cannot score the first run's again.
    const first = await serve({ env: { PAGES_RETENTION_DAYS: '0' } });
    await watchTheSite(page, first);
    await runNow(page, 1);

    const second = await serve({ newerEngine: true });
    await logIn(page, second);
    const secondRun = await runNow(page, 2);
    await expect(secondRun).toContainText(`Engine changed from ${ENGINE_VERSION}: the previous pages were gone`);
    const alerts = page.getByRole('region', { name: 'Alerts' });
    const record = alerts.getByTestId('watch-alert');
    await expect(record).toHaveCount(1);
    await expect(record).toContainText('Engine changed, not alerted');
    await expect(record).toContainText(/Lost .*Demo or sales contact/);
    // Nothing was raised: the watch counts no alert.
    const row = page.getByRole('region', { name: 'Watches' }).getByTestId('watch-row').filter({ hasText: site.url });
    await expect(row.getByRole('cell').nth(6)).toHaveText('0');

    await site.change();
    await runNow(page, 3);
    await expect(record).toHaveCount(2);
    await expect(record.first()).toContainText(/Lost .*Live chat/);
    await expect(record.first()).not.toContainText('Engine changed, not alerted');
    await expect(row.getByRole('cell').nth(6)).toHaveText('1');
  });
});
