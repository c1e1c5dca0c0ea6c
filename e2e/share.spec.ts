import { exampleAnalysisResult } from '../engine/contract/examples.ts';
import { allowConsoleErrors, expect, type Page, test } from './support/fixtures.ts';
import { severeAxeViolations, toast } from './support/page-helpers.ts';

const ANALYSIS_ID = '9b2f4c6d-1e3a-4b5c-8d7e-0f1a2b3c4d5e';
const REPORT = `/results/${ANALYSIS_ID}`;

test.use({ seedResults: [exampleAnalysisResult({ analysisId: ANALYSIS_ID })] });

test.beforeEach(async ({ page }) => {
  // The icon service is not reachable from tests; answer it with nothing to draw.
  await page.route('https://www.google.com/s2/favicons**', (route) => route.fulfill({ status: 204 }));
});

async function openShareDialog(page: Page) {
  await page.getByRole('button', { name: 'Share report' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Share this report' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('sharing a report', () => {
  test('creates a link under a company name, copies it, and the shared report opens from it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(REPORT);
    const dialog = await openShareDialog(page);
    const create = dialog.getByRole('button', { name: 'Create link' });
    await expect(create).toBeDisabled();

    await dialog.getByRole('textbox', { name: 'Company name' }).fill('Globex Corp');
    await create.click();
    await expect(toast(page, 'Success!')).toContainText('Shareable link created successfully.');
    const link = dialog.getByRole('textbox', { name: 'Shareable link' });
    const origin = new URL(page.url()).origin;
    await expect(link).toHaveValue(new RegExp(`^${origin}/results/globex-corp(-\\d+)?$`));
    const shareLink = await link.inputValue();

    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(toast(page, 'Link copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(shareLink);
    await expect(page.getByText('Shared Report', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: "Globex Corp's Onboarding Acceleration" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Powered by Onboarding Analyzer' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: "Acme's Onboarding Assessment" })).toHaveCount(0); // header hidden in shared mode
    await expect(page.getByRole('tab')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Turn this report into revenue' })).toBeVisible();

    // Sharing from a shared report offers the same link.
    const again = await openShareDialog(page);
    await expect(toast(page, 'Success!')).toContainText('Using current shareable link.');
    await expect(again.getByRole('textbox', { name: 'Shareable link' })).toHaveValue(shareLink);
  });

  test('a blank company name is refused with the SPEC toast', async ({ page }) => {
    await page.goto(REPORT);
    const dialog = await openShareDialog(page);
    const name = dialog.getByRole('textbox', { name: 'Company name' });
    await name.fill('   ');
    await expect(dialog.getByRole('button', { name: 'Create link' })).toBeDisabled();
    await name.press('Enter');
    await expect(toast(page, 'Company name required')).toContainText('Please enter a company name to create a shareable link.');
    await expect(dialog.getByRole('textbox', { name: 'Shareable link' })).toHaveCount(0);
  });

  test('reads Creating link... while busy and toasts a failure', async ({ page, consoleErrors }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/analysis/${ANALYSIS_ID}/share`, async (route) => {
      await released;
      await route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } });
    });
    await page.goto(REPORT);
    const dialog = await openShareDialog(page);
    await dialog.getByRole('textbox', { name: 'Company name' }).fill('Initech');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog.getByRole('button', { name: 'Creating link...' })).toBeDisabled();
    release();
    await expect(toast(page, 'Error')).toContainText('Failed to create shareable link. Please try again.');
    await expect(dialog.getByRole('button', { name: 'Create link' })).toBeEnabled();
    allowConsoleErrors(consoleErrors, /status of 500/);
  });

  test('the shared report opens again without the network and has no serious accessibility violations', async ({ page, context, consoleErrors }) => {
    const response = await page.request.post(`/api/analysis/${ANALYSIS_ID}/share`, { data: { companyName: 'Umbrella' } });
    const { shareUrl } = (await response.json()) as { shareUrl: string };
    await page.goto(shareUrl);
    await expect(page.getByRole('heading', { name: "Umbrella's Onboarding Acceleration" })).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);

    await context.route('**/api/**', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('heading', { name: "Umbrella's Onboarding Acceleration" })).toBeVisible();
    allowConsoleErrors(consoleErrors, /net::ERR_FAILED/);
  });
});
