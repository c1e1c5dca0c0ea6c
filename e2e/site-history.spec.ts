import { analyzeResponseSchema } from '../engine/contract/analysis.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { severeAxeViolations } from './support/page-helpers.ts';
import { EARLIER_ID, earlierReport, LATER_ID, laterReport } from './support/site-history.ts';

test.use({ seedResults: [[earlierReport, laterReport], { scope: 'worker' }] });

function changesPanel(page: Page) {
  return page.getByRole('region', { name: /^What changed since/ });
}

test.describe('what changed since the previous analysis', () => {
  test('the Overview opens with the score, level and signal changes and links to the earlier report', async ({ page }) => {
    await page.goto(`/results/${LATER_ID}`);
    const panel = changesPanel(page);
    await expect(panel.getByRole('heading', { name: 'What changed since November 1, 2026' })).toBeVisible();
    await expect(panel.getByTestId('score-delta')).toHaveText('+17');
    await expect(panel).toContainText('Maturity score 35 → 52');
    await expect(panel.getByTestId('level-change')).toHaveText('Level 1: Basic → Level 2: Guided');

    const gained = panel.getByTestId('signals-gained');
    await expect(gained.getByText('Now on the site')).toBeVisible();
    await expect(gained.getByText('Self-serve signup', { exact: true })).toBeVisible();
    await expect(gained.getByText('“Start free trial”')).toBeVisible();
    const lost = panel.getByTestId('signals-lost');
    await expect(lost.getByText('No longer found')).toBeVisible();
    await expect(lost.getByText('Live chat', { exact: true })).toBeVisible();
    await expect(lost.getByText('“widget.intercom.io”')).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);

    await panel.getByRole('link', { name: 'Open the earlier report' }).click();
    await expect(page).toHaveURL(new RegExp(`/results/${EARLIER_ID}$`));
    await expect(page.getByText('Level 1: Basic')).toBeVisible();
    // The first analysis of the site has nothing to compare with.
    await expect(page.getByTestId('maturity-score')).toHaveText('35');
    await expect(changesPanel(page)).toHaveCount(0);
  });

  test('a shared report shows the changes too', async ({ page }) => {
    const share = await page.request.post(`/api/analysis/${LATER_ID}/share`, { data: { companyName: 'Acme Inc' } });
    const { shareUrl } = (await share.json()) as { shareUrl: string };
    await page.goto(shareUrl);
    await expect(page.getByText('Shared Report')).toBeVisible();
    await expect(changesPanel(page).getByTestId('level-change')).toHaveText('Level 1: Basic → Level 2: Guided');
    await expect(changesPanel(page).getByRole('link', { name: 'Open the earlier report' })).toHaveAttribute('href', `/results/${EARLIER_ID}`);
  });

  test('a report reached through a vanity link shows the changes too', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', { data: { username: 'admin', password: 'e2e-password' } });
    const { token } = (await login.json()) as { token: string };
    const created = await page.request.post('/api/vanity', {
      data: { vanityPath: 'acme-history', analysisId: LATER_ID },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(201);
    await page.goto('/v/acme-history');
    await expect(page).toHaveURL(/\/results\/shared-acme-history$/);
    await expect(changesPanel(page).getByTestId('score-delta')).toHaveText('+17');
    await expect(changesPanel(page).getByTestId('signals-lost')).toContainText('Live chat');
  });
});

test.describe('Analyse again', () => {
  test('runs the same address again, shows the progress screen, then the new report with its changes', async ({ page, sites }) => {
    const address = sites.notecraft!;
    const first = await page.request.post('/api/analyze', {
      data: { url: address, signupsPerMonth: 700, currentActivationRate: 30, averageRevenuePerUser: 80 },
    });
    const { analysisId: firstId } = analyzeResponseSchema.parse(await first.json());
    await expect
      .poll(async () => ((await (await page.request.get(`/api/analysis/${firstId}/status`)).json()) as { status: string }).status, { timeout: 30_000 })
      .toBe('completed');

    // Hold the new analysis's status answers until the progress screen has been seen.
    let showProgress!: () => void;
    const progressSeen = new Promise<void>((resolve) => (showProgress = resolve));
    await page.route('**/api/analysis/*/status', async (route) => {
      await progressSeen;
      await route.continue();
    });

    await page.goto(`/results/${firstId}`);
    await expect(page.getByTestId('maturity-score')).toBeVisible();
    await expect(changesPanel(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Analyse again' }).click();

    await expect(page).toHaveURL(/\/analyzing\/[0-9a-f-]{36}$/);
    const secondId = page.url().split('/').pop()!;
    expect(secondId).not.toBe(firstId);
    await expect(page.getByRole('heading', { name: 'Crunching Your Numbers. Finding Lost Revenue.' })).toBeVisible();
    showProgress();

    await expect(page).toHaveURL(new RegExp(`/results/${secondId}$`), { timeout: 30_000 });
    const panel = changesPanel(page);
    await expect(panel.getByTestId('score-delta')).toHaveText('±0');
    await expect(panel.getByText('The same onboarding signals were found both times.')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Open the earlier report' })).toHaveAttribute('href', `/results/${firstId}`);

    // Same metrics as the report it was asked from.
    const second = (await (await page.request.get(`/api/analysis/${secondId}/results`)).json()) as {
      url: string;
      revenue: { currentMetrics: Record<string, number> };
    };
    expect(second.url).toBe(`${address}/`);
    expect(second.revenue.currentMetrics).toMatchObject({ signupsPerMonth: 700, activationRate: 30, revenuePerUser: 80 });
  });
});
