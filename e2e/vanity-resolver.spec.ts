import type { APIRequestContext } from '@playwright/test';
import { exampleAnalysisResult } from '../engine/contract/examples.ts';
import { allowConsoleErrors, expect, type Page, test } from './support/fixtures.ts';

const ANALYSIS_ID = '7d3e9f1a-2b4c-4d6e-8f0a-1b2c3d4e5f60';
test.use({ seedResults: [exampleAnalysisResult({ analysisId: ANALYSIS_ID, siteName: 'Acme' })] });

/** Creates a vanity link the way an administrator does, through the API. */
async function createVanityLink(request: APIRequestContext, vanityPath: string) {
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: 'e2e-password' } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/vanity', {
    data: { vanityPath, analysisId: ANALYSIS_ID },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
}

/** Records what the page writes to local storage, before the results page reads and removes it. */
async function recordStorageWrites(page: Page) {
  await page.addInitScript(() => {
    const writes: [string, string][] = [];
    (window as unknown as { storageWrites: [string, string][] }).storageWrites = writes;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function record(this: Storage, key: string, value: string) {
      writes.push([key, value]);
      setItem.call(this, key, value);
    };
  });
}

test.describe('vanity resolver', () => {
  test('resolves a vanity link, hands the result over and opens the shared results', async ({ page, request }) => {
    await createVanityLink(request, 'acme-report');
    await recordStorageWrites(page);
    let answered = false;
    await page.route('**/api/v/acme-report', async (route) => {
      // Hold the answer until the loading state has been seen.
      await expect(page.getByRole('heading', { name: 'Loading Analysis' })).toBeVisible();
      answered = true;
      await route.continue();
    });

    await page.goto('/');
    await page.goto('/v/acme-report');
    await expect(page).toHaveURL('/results/shared-acme-report');
    expect(answered).toBe(true);

    const writes = await page.evaluate(() => (window as unknown as { storageWrites: [string, string][] }).storageWrites);
    const handOff = writes.find(([key]) => key === 'analysisResult');
    expect(handOff).toBeDefined();
    expect(JSON.parse(handOff![1])).toMatchObject({ analysisId: ANALYSIS_ID, vanityPath: 'acme-report', siteName: 'Acme' });

    // The redirect replaced the vanity address in the history: back leads to the page before.
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('an unknown vanity path shows the error with the way home, and a toast', async ({ page, consoleErrors }) => {
    await page.goto('/v/no-such-link');
    await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    const screen = page.getByRole('main');
    await expect(screen.getByText('Vanity URL not found')).toBeVisible();
    await expect(screen.getByText("The vanity URL you're trying to access may have been removed or doesn't exist.")).toBeVisible();
    const toast = page.getByRole('alert').filter({ hasText: 'Vanity URL not found' }).filter({ hasNotText: 'may have been removed' });
    await expect(toast).toContainText('Error');

    await screen.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL('/');
    allowConsoleErrors(consoleErrors, /status of 404/);
  });

  test("a failure without a server message shows 'Failed to resolve vanity URL'", async ({ page, consoleErrors }) => {
    await page.route('**/api/v/broken-link', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await page.goto('/v/broken-link');
    await expect(page.getByRole('main').getByText('Failed to resolve vanity URL')).toBeVisible();
    allowConsoleErrors(consoleErrors, /status of 502/);
  });
});
