import { exampleAnalysisResult } from '../engine/contract/examples.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { severeAxeViolations } from './support/page-helpers.ts';

const analysis = exampleAnalysisResult();
test.use({ seedResults: [analysis] });

async function adminToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { username: 'admin', password: 'e2e-password' } });
  return ((await response.json()) as { token: string }).token;
}

/** Logged in as the admin login page would leave the browser. */
async function logIn(page: Page) {
  const token = await adminToken(page);
  await page.goto('/admin/login');
  await page.evaluate((value) => localStorage.setItem('admin-token', value), token);
  return token;
}

test.describe('admin screens have no serious or critical accessibility violations', () => {
  test('the login page, with its field messages showing', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
  });

  test('the dashboard', async ({ page }) => {
    await logIn(page);
    await page.goto('/admin');
    await expect(page.getByRole('link', { name: /vanity/i }).first()).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
  });

  test('the vanity screen with a link in its table', async ({ page }) => {
    const token = await logIn(page);
    await page.request.post('/api/vanity', {
      headers: { authorization: `Bearer ${token}` },
      data: { vanityPath: 'axe-check', analysisId: analysis.analysisId },
    });
    await page.goto('/admin/vanity');
    await expect(page.getByRole('row').filter({ hasText: '/v/axe-check' })).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
  });

  test('the batch screen: its login, the create form and the job list', async ({ page }) => {
    await page.goto('/admin/batch');
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('e2e-password');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByRole('tab', { name: 'Create Batch Job' })).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByLabel('CSV content or URL list').fill('nowhere.invalid');
    await page.getByRole('button', { name: 'Create Batch Job' }).click();
    await page.getByRole('tab', { name: 'Manage Batch Jobs' }).click();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
