import { exampleAnalysisResult } from '../engine/contract/examples.ts';
import { expect, test } from './support/fixtures.ts';
import { openLandingPage, reportKeptOnDevice } from './support/page-helpers.ts';

const result = exampleAnalysisResult();
const ANALYSIS_ID = result.analysisId!;
const REPORT = `/results/${ANALYSIS_ID}`;

test.use({ seedResults: [result] });

// Route loaders start each screen's query (issue #17): a hovered link fetches the data, not only the code.
test.describe('intent preloading', () => {
  test('hovering a report in Your reports reads the report before the click', async ({ page }) => {
    await page.goto(REPORT);
    await expect(page.getByRole('heading', { name: "Acme's Onboarding Assessment" })).toBeVisible();
    await reportKeptOnDevice(page, ANALYSIS_ID);

    await openLandingPage(page);
    const preloaded = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/analysis/${ANALYSIS_ID}/results`);
    const link = page.getByRole('region', { name: 'Your reports' }).getByTestId('your-report');
    await link.hover();
    await preloaded;

    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/analysis/${ANALYSIS_ID}/results`) asked += 1;
    });
    await link.click();
    await expect(page.getByRole('heading', { name: "Acme's Onboarding Assessment" })).toBeVisible();
    // What the hover read is what the page shows: not asked for again.
    expect(asked).toBe(0);
  });

  test('hovering Manage Vanity URLs on the dashboard reads the list before the click', async ({ page }) => {
    const response = await page.request.post('/api/auth/login', { data: { username: 'admin', password: 'e2e-password' } });
    const { token } = (await response.json()) as { token: string };
    await page.goto('/admin/login');
    await page.evaluate((value) => localStorage.setItem('admin-token', value), token);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    const preloaded = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/vanity');
    await page.getByRole('link', { name: 'Manage Vanity URLs' }).hover();
    await preloaded;
    await page.getByRole('link', { name: 'Manage Vanity URLs' }).click();
    await expect(page.getByRole('heading', { name: 'Vanity URL Administration' })).toBeVisible();
    await expect(page.getByText('No vanity URLs found')).toBeVisible();
  });
});
