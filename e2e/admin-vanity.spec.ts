import { exampleAnalysisResult } from '../engine/contract/examples.ts';
import { allowConsoleErrors, expect, type Page, test } from './support/fixtures.ts';
import { toast } from './support/page-helpers.ts';

const analysis = exampleAnalysisResult();
const ANALYSIS_ID = analysis.analysisId!;

test.use({ seedResults: [analysis] });

/** Logs in through the API (the login screen has its own spec) and opens the vanity screen. */
async function openVanityAdmin(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: { username: 'admin', password: 'e2e-password' } });
  const { token } = (await response.json()) as { token: string };
  await page.goto('/admin/login');
  await page.evaluate((value) => localStorage.setItem('admin-token', value), token);
  await page.goto('/admin/vanity');
  await expect(page.getByRole('heading', { name: 'Vanity URL Administration' })).toBeVisible();
  return token;
}

/** The in-page error of the create form or the list (toasts are alerts too, so scope by section). */
function formError(page: Page) {
  return page.getByRole('region', { name: 'Create Vanity URL' }).getByRole('alert');
}
function listError(page: Page) {
  return page.getByRole('region', { name: 'Existing Vanity URLs' }).getByRole('alert');
}

function row(page: Page, vanityPath: string) {
  return page.getByRole('row').filter({ hasText: `/v/${vanityPath}` });
}

/** The Views cell of a row (columns: Vanity Path, Analysis ID, Created, Last Accessed, Views). */
function viewsOf(page: Page, vanityPath: string) {
  return row(page, vanityPath).getByRole('cell').nth(4);
}

async function createLink(page: Page, vanityPath: string, analysisUrl: string) {
  await page.getByLabel('Vanity Path').fill(vanityPath);
  await page.getByLabel('Analysis URL').fill(analysisUrl);
  await page.getByRole('button', { name: 'Create Vanity URL' }).click();
}

test.describe('vanity administration', () => {
  test('create, copy, open, count views, refresh and delete a vanity link', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openVanityAdmin(page);
    await expect(page.getByText('No vanity URLs found')).toBeVisible();
    await expect(page.getByLabel('Analysis URL')).toHaveAttribute('placeholder', new RegExp(`^${baseURL}/results/`));
    await expect(page.getByText('Paste the full analysis results URL')).toBeVisible();

    await createLink(page, 'acme-e2e', `${baseURL}/results/${ANALYSIS_ID}?tab=revenue`);
    await expect(toast(page, 'Vanity URL created successfully')).toBeVisible();
    await expect(page.getByLabel('Vanity Path')).toHaveValue('');

    const entry = row(page, 'acme-e2e');
    await expect(entry).toBeVisible();
    await expect(entry.getByRole('cell').nth(1)).toHaveText(ANALYSIS_ID);
    await expect(entry.getByRole('cell').nth(2)).toHaveText(/now|seconds? ago/);
    await expect(entry.getByRole('cell').nth(3)).toHaveText('Never');
    await expect(viewsOf(page, 'acme-e2e')).toHaveText('0');

    // Copy: the page origin plus /v/{path}.
    await entry.getByRole('button', { name: 'Copy link /v/acme-e2e' }).click();
    await expect(toast(page, 'Copied!')).toContainText('Vanity URL copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/v/acme-e2e`);

    // Open in a new tab.
    const open = entry.getByRole('link', { name: 'Open /v/acme-e2e in a new tab' });
    await expect(open).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), open.click()]);
    expect(new URL(popup.url()).pathname).toMatch(/^\/(v\/acme-e2e|results\/)/);
    await popup.waitForLoadState('networkidle');
    await popup.close();

    // Whatever the tab did, one more resolve of /v/acme-e2e shows as one more view after Refresh List.
    // The count before is what Refresh List's read answered (the button can look enabled before that read has begun).
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/vanity' && response.request().method() === 'GET');
    await page.getByRole('button', { name: 'Refresh List' }).click();
    const viewsBefore = ((await (await listed).json()) as Array<{ vanityPath: string; accessCount: number }>).find(
      (entry) => entry.vanityPath === 'acme-e2e',
    )!.accessCount;
    await expect(viewsOf(page, 'acme-e2e')).toHaveText(String(viewsBefore));
    const resolved = await page.request.get('/api/v/acme-e2e');
    expect(resolved.status()).toBe(200);
    expect(((await resolved.json()) as { analysisId: string }).analysisId).toBe(ANALYSIS_ID);
    await page.getByRole('button', { name: 'Refresh List' }).click();
    await expect(viewsOf(page, 'acme-e2e')).toHaveText(String(viewsBefore + 1));
    await expect(entry.getByRole('cell').nth(3)).not.toHaveText('Never');

    // Delete: dismissing the confirmation keeps the link, accepting removes it.
    let confirmation = '';
    page.once('dialog', (dialog) => {
      confirmation = dialog.message();
      void dialog.dismiss();
    });
    await entry.getByRole('button', { name: 'Delete /v/acme-e2e' }).click();
    expect(confirmation).toBe('Are you sure you want to delete this vanity URL?');
    await expect(entry).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await entry.getByRole('button', { name: 'Delete /v/acme-e2e' }).click();
    await expect(toast(page, 'Success')).toContainText('Vanity URL deleted successfully');
    await expect(entry).toBeHidden();
    await expect(page.getByText('No vanity URLs found')).toBeVisible();
  });

  test('shows the SPEC messages for a bad path and an analysis URL without an id', async ({ page }) => {
    await openVanityAdmin(page);
    await page.getByRole('button', { name: 'Create Vanity URL' }).click();
    await expect(page.getByText('Vanity path must be at least 3 characters long')).toBeVisible();
    await expect(page.getByText('Analysis URL is required')).toBeVisible();

    await page.getByLabel('Vanity Path').fill('acme corp');
    await expect(page.getByText('Vanity path can only contain letters, numbers, and hyphens')).toBeVisible();
    await page.getByLabel('Vanity Path').fill('a'.repeat(51));
    await expect(page.getByText('Vanity path must be at most 50 characters long')).toBeVisible();
    await page.getByLabel('Analysis URL').fill('https://example.com/results/');
    await expect(page.getByText('Could not extract a valid analysis ID from the provided URL')).toBeVisible();
  });

  test("shows the server's message for a taken path and an unknown analysis", async ({ page, baseURL, consoleErrors }) => {
    await openVanityAdmin(page);
    await createLink(page, 'taken-path', `${baseURL}/results/${ANALYSIS_ID}`);
    await expect(row(page, 'taken-path')).toBeVisible();

    await createLink(page, 'Taken-Path', `${baseURL}/results/${ANALYSIS_ID}`);
    await expect(formError(page)).toHaveText('The vanity path "taken-path" is already in use. Choose another path.');

    await createLink(page, 'no-such-analysis', `${baseURL}/results/00000000-0000-4000-8000-000000000000`);
    await expect(formError(page)).toHaveText('No analysis was found with the ID 00000000-0000-4000-8000-000000000000');
    allowConsoleErrors(consoleErrors, /status of (404|409)/);
  });

  test('a failed or unreadable list load shows the message and the error toast', async ({ page, consoleErrors }) => {
    await page.route('/api/vanity', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"The store is offline"}' }));
    await openVanityAdmin(page);
    await expect(listError(page)).toHaveText('The store is offline');
    await expect(toast(page, 'Error loading vanity URLs')).toContainText('The store is offline');

    await page.unroute('/api/vanity');
    await page.route('/api/vanity', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>proxy page</p>' }));
    await page.getByRole('button', { name: 'Refresh List' }).click();
    await expect(listError(page)).toHaveText('Invalid response from server');
    allowConsoleErrors(consoleErrors, /status of 500/);
  });

  test('a 401 from the list ends the session and goes to login', async ({ page, consoleErrors }) => {
    await openVanityAdmin(page);
    await page.route('/api/vanity', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"expired"}' }));
    await page.getByRole('button', { name: 'Refresh List' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/vanity');
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
    allowConsoleErrors(consoleErrors, /status of 401/);
  });

  test('shows the loading text while the list is on its way', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('/api/vanity', async (route) => {
      await held;
      await route.continue();
    });
    const opening = openVanityAdmin(page);
    await expect(page.getByText('Loading vanity URLs...')).toBeVisible();
    release();
    await opening;
    await expect(page.getByText('Loading vanity URLs...')).toBeHidden();
  });
});
