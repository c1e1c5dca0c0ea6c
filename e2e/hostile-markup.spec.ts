import type { APIRequestContext } from '@playwright/test';
import type { AnalysisResult } from '../engine/contract/analysis.ts';
import { exampleAnalysisResult } from '../engine/contract/examples.ts';
import { expect, type Page, test } from './support/fixtures.ts';

/**
 * Company names, batch entries and everything a crawled site says reach the screen
 * as text, never as markup: the markup shows literally, no element is made from it,
 * no handler in it runs, and no script: link is offered. (The content security policy
 * would stop an inline handler anyway; these tests look at the page itself.)
 */

const ANALYSIS_ID = '9e8d7c6b-5a49-4382-a716-151413121110';
const MARKUP = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=2</script>';

const base = exampleAnalysisResult({ analysisId: ANALYSIS_ID });
/** A site whose own words are markup: its title, an offer, a quote and a link. */
const hostileResult: AnalysisResult = {
  ...base,
  maturity: { ...base.maturity, workingPoints: [`Self-serve signup: "${MARKUP}"`], improvementAreas: [SCRIPT] },
  friction: { ...base.friction, jobToBeDone: `Help teams ${MARKUP}` },
  signals: base.signals.map((signal) =>
    signal.id === 'self-serve-signup' ? { ...signal, evidence: [{ page: 'javascript:window.__pwned=3', text: MARKUP }] } : signal,
  ),
};

test.use({ seedResults: [hostileResult] });

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: 'e2e-password' } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Nothing made from the markup, nothing run, no script: link. */
async function expectNothingRan(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
}

test.describe('markup from strangers is shown as text', () => {
  test('what a crawled site said, in the report', async ({ page }) => {
    await page.goto(`/results/${ANALYSIS_ID}`);
    await expect(page.getByText(`Self-serve signup: "${MARKUP}"`)).toBeVisible();
    await expect(page.getByText(SCRIPT)).toBeVisible();
    await expect(page.getByText(`“${MARKUP}”`)).toBeVisible(); // the evidence quote, with no link to its javascript: page
    await expectNothingRan(page);
  });

  test('a company name in the shared report and its page title', async ({ page, request }) => {
    const shared = await request.post(`/api/analysis/${ANALYSIS_ID}/share`, { data: { companyName: MARKUP } });
    expect(shared.status()).toBe(201);
    const { shareUrl } = (await shared.json()) as { shareUrl: string };
    await page.goto(shareUrl);
    await expect(page.getByRole('heading', { level: 1, name: `${MARKUP}'s Onboarding Acceleration` })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${MARKUP.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'s Onboarding Acceleration`));
    await expectNothingRan(page);
  });

  test('a company name reached through a vanity link', async ({ page, request }) => {
    await request.post(`/api/analysis/${ANALYSIS_ID}/share`, { data: { companyName: SCRIPT } });
    const token = await adminToken(request);
    const created = await request.post('/api/vanity', {
      data: { vanityPath: 'hostile-name', analysisId: ANALYSIS_ID },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(201);
    await page.goto('/v/hostile-name');
    await expect(page).toHaveURL('/results/shared-hostile-name');
    await expect(page.getByRole('heading', { level: 1, name: `${SCRIPT}'s Onboarding Acceleration` })).toBeVisible();
    await expectNothingRan(page);
  });

  test('a vanity path with markup is refused by the API with the SPEC message', async ({ request }) => {
    const token = await adminToken(request);
    const refused = await request.post('/api/vanity', {
      data: { vanityPath: '<b>x</b>', analysisId: ANALYSIS_ID },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ message: 'Vanity path can only contain letters, numbers, and hyphens' });
  });

  test('company names and entries pasted into a batch, on the batch screen', async ({ page, request }) => {
    const token = await adminToken(request);
    const created = await request.post('/api/batch/csv', {
      data: { csvContent: `url,companyName\nnowhere.invalid,"${MARKUP.replaceAll('"', '""')}"\n"${SCRIPT}",Broken` },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(201);
    await page.addInitScript((value) => localStorage.setItem('admin-token', value), token);
    await page.goto('/admin/batch');
    await page.getByRole('tab', { name: 'Manage Batch Jobs' }).click();
    await page.getByRole('button', { name: 'View Details' }).first().click();
    const panel = page.getByRole('tabpanel', { name: 'Batch Details' });
    await expect(panel.getByRole('row').filter({ hasText: 'https://nowhere.invalid/' })).toContainText(MARKUP);
    await expect(panel.getByRole('row').filter({ hasText: 'Broken' })).toContainText(SCRIPT);
    await expectNothingRan(page);
  });
});
