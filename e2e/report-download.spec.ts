import { readFile } from 'node:fs/promises';
import { exampleAnalysisResult } from '../engine/contract/examples.ts';
import { REPORT_TABS } from '../engine/contract/report-copy.ts';
import { REPORT_PDF_MESSAGES } from '../engine/contract/report-pdf.ts';
import { allowConsoleErrors, expect, type Page, test } from './support/fixtures.ts';
import { severeAxeViolations, toast } from './support/page-helpers.ts';

const ANALYSIS_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const REPORT = `/results/${ANALYSIS_ID}`;
const PDF_ROUTE = `**/api/analysis/${ANALYSIS_ID}/report.pdf`;

test.use({ seedResults: [exampleAnalysisResult({ analysisId: ANALYSIS_ID })] });

test.beforeEach(async ({ page }) => {
  // The icon service is not reachable from tests; answer it with nothing to draw.
  await page.route('https://www.google.com/s2/favicons**', (route) => route.fulfill({ status: 204 }));
});

/** Counts calls of window.print instead of opening the dialog, which would block the test. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => {
      (window as unknown as { prints: number }).prints += 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { prints: number }).prints);
}

async function downloadPdf(page: Page) {
  const button = page.getByRole('button', { name: 'Download PDF' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), bytes };
}

test.describe('Download PDF', () => {
  test('delivers the report as a PDF file named after the site and date', async ({ page }) => {
    await page.goto(REPORT);
    await expect(page.getByRole('heading', { name: "Acme's Onboarding Assessment" })).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);

    const { name, bytes } = await downloadPdf(page);
    expect(name).toBe('Acme-onboarding-report-2026-11-22.pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  test('delivers a shared report too', async ({ page }) => {
    const share = await page.request.post(`/api/analysis/${ANALYSIS_ID}/share`, { data: { companyName: 'Initech' } });
    const { slug } = (await share.json()) as { slug: string };
    await page.goto(`/results/${slug}`);
    await expect(page.getByRole('heading', { name: "Initech's Onboarding Acceleration" })).toBeVisible();
    const { name, bytes } = await downloadPdf(page);
    expect(name).toBe('Acme-onboarding-report-2026-11-22.pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('opens the print dialog, with all five tabs laid out, when the server cannot print', async ({ page, consoleErrors }) => {
    const prints = await countPrints(page);
    await page.route(PDF_ROUTE, (route) => route.fulfill({ status: 503, json: { message: REPORT_PDF_MESSAGES.noBrowser, printFallback: true } }));
    await page.goto(REPORT);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect.poll(prints).toBe(1);
    allowConsoleErrors(consoleErrors, /503/);

    // What the dialog prints: every tab's panel, each under its name.
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    const panels = page.locator('[role="tabpanel"]');
    await expect(panels).toHaveCount(REPORT_TABS.length);
    for (const [index, tab] of REPORT_TABS.entries()) {
      await expect(panels.nth(index)).toBeVisible();
      await expect(panels.nth(index)).toHaveAttribute('data-print-label', tab.label);
    }
    await expect(page.getByTestId('annual-impact')).toBeVisible(); // the lazy revenue tab, drawn
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  });

  test('shows an error toast when the download fails', async ({ page, consoleErrors }) => {
    await page.route(PDF_ROUTE, (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong on our side. Please try again in a moment.' } }),
    );
    await page.goto(REPORT);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect(toast(page, 'Error')).toContainText('Failed to download the PDF. Please try again.');
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    allowConsoleErrors(consoleErrors, /500/);
  });

  test('prints the kept report while offline', async ({ page, context, consoleErrors }) => {
    const prints = await countPrints(page);
    await page.goto(REPORT);
    await expect(page.getByRole('heading', { name: "Acme's Onboarding Assessment" })).toBeVisible();
    let asked = false;
    await page.route(PDF_ROUTE, (route) => {
      asked = true;
      return route.abort();
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect.poll(prints).toBe(1);
    expect(asked).toBe(false);
    await context.setOffline(false);
    allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/); // the app's own connection checks
  });
});
