import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { forgedTokens } from '../sync-server/src/auth/forged-tokens.ts';
import { SECRET_FILES } from '../sync-server/src/store/secrets.ts';
import { allowConsoleErrors, expect, type Page, test } from './support/fixtures.ts';
import { toast } from './support/page-helpers.ts';

const PASSWORD = 'e2e-password';

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('admin login and the protected-route guard', () => {
  test('without a token, /admin/vanity and /admin send the visitor to login with redirect=', async ({ page }) => {
    await page.goto('/admin/vanity');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/vanity');

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin');
  });

  test('shows the SPEC messages under the fields, and clears them as the fields are fixed', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByLabel('Username').fill('ad');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await page.getByLabel('Username').fill('admin');
    await expect(page.getByText('Username must be at least 3 characters')).toBeHidden();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await expect(page.getByText('Password must be at least 6 characters')).toBeHidden();
    // Nothing was sent while the form was invalid: still on the login page, no token.
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
  });

  test('wrong credentials give "Login failed" with the server message, and no token', async ({ page, consoleErrors }) => {
    await page.goto('/admin/login');
    await fillLogin(page, 'admin', 'not-the-password');
    await expect(toast(page).filter({ hasText: 'Login failed' })).toContainText('Invalid username or password');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
    allowConsoleErrors(consoleErrors, /status of 401/);
  });

  test('a successful login stores the token, welcomes the admin and follows redirect=', async ({ page }) => {
    await page.goto('/admin/login?redirect=/admin');
    await fillLogin(page, 'admin', PASSWORD);
    await expect(toast(page).filter({ hasText: 'Login successful' })).toContainText('Welcome to the admin area.');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('goes to /admin/vanity by default and never to another site', async ({ page }) => {
    await page.goto('/admin/login?redirect=https://evil.example/steal');
    await fillLogin(page, 'admin', PASSWORD);
    await expect(page.getByRole('heading', { name: 'Vanity URL Administration' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/admin/vanity');

    await page.goto('/admin/login?redirect=//evil.example');
    await fillLogin(page, 'admin', PASSWORD);
    await expect(page.getByRole('heading', { name: 'Vanity URL Administration' })).toBeVisible();
  });

  test("the dashboard has SPEC's two cards and the watches' third, each leading to its screen", async ({ page }) => {
    await page.goto('/admin/login?redirect=/admin');
    await fillLogin(page, 'admin', PASSWORD);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Vanity URLs', 'Batch Processing', 'Watched Sites']);

    await page.getByRole('link', { name: 'Manage Vanity URLs' }).click();
    await expect(page).toHaveURL(/\/admin\/vanity$/);
    await expect(page.getByRole('heading', { name: 'Vanity URL Administration' })).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: 'Manage Batch Jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/batch$/);
    await expect(page.getByRole('heading', { name: 'Batch Processing Admin' })).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: 'Manage Watched Sites' }).click();
    await expect(page).toHaveURL(/\/admin\/watches$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Watched Sites' })).toBeVisible();
  });

  for (const kind of ['expired', 'tamperedPayload', 'wrongKey'] as const) {
    test(`a ${kind} token gives "Authentication Error" and the login page, and is forgotten`, async ({ page, app, consoleErrors }) => {
      // Signed with the server's own generated key, so only the one flaw tells it apart.
      const secret = await readFile(path.join(app.dataDir, SECRET_FILES.jwtSecret), 'utf8');
      const token = forgedTokens(secret)[kind];
      await page.goto('/admin/login');
      await page.evaluate((value) => localStorage.setItem('admin-token', value), token);
      await page.goto('/admin/vanity');
      await expect(toast(page).filter({ hasText: 'Authentication Error' })).toContainText('Your session has expired. Please log in again.');
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/vanity');
      expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
      allowConsoleErrors(consoleErrors, /status of 401/);
    });
  }

  test('logout forgets the token, says so, and the guard then asks for login again', async ({ page }) => {
    await page.goto('/admin/login');
    await fillLogin(page, 'admin', PASSWORD);
    await expect(page.getByRole('heading', { name: 'Vanity URL Administration' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page).filter({ hasText: 'Logged out' })).toContainText('You have been logged out successfully.');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();

    await page.goto('/admin/vanity');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  });
});
