import { exampleAnalysisResult } from '../engine/contract/examples.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { severeAxeViolations } from './support/page-helpers.ts';

const analysis = exampleAnalysisResult({ analysisId: '2d4f6a8c-0e1b-4c3d-9e5f-7a9b1c3d5e7f' });
const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT_UAS = [
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
];

test.use({ seedResults: [analysis] });

async function adminToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { username: 'admin', password: 'e2e-password' } });
  return ((await response.json()) as { token: string }).token;
}

test.describe('vanity link statistics', () => {
  test('each row shows its 30-day sparkline and opens a panel with views, previews, the daily chart and referrers', async ({ page }) => {
    const token = await adminToken(page);
    const created = await page.request.post('/api/vanity', {
      headers: { authorization: `Bearer ${token}` },
      data: { vanityPath: 'stats-e2e', analysisId: analysis.analysisId },
    });
    expect(created.status()).toBe(201);

    // A person who followed the link from a news site: the resolver page passes document.referrer along.
    await page.goto('/v/stats-e2e', { referer: 'https://news.example.org/2026/a-post?utm_source=x' });
    await expect(page).toHaveURL('/results/shared-stats-e2e');

    // Two link previews (one on the page itself, one on the resolver) and three more people, two of them from LinkedIn.
    expect((await page.request.get('/v/stats-e2e', { headers: { 'user-agent': BOT_UAS[0]! } })).ok()).toBe(true);
    expect((await page.request.get('/api/v/stats-e2e', { headers: { 'user-agent': BOT_UAS[1]! } })).ok()).toBe(true);
    for (const query of ['?referrer=https%3A%2F%2Fwww.linkedin.com%2Ffeed%2F', '?referrer=https%3A%2F%2Fwww.linkedin.com%2Fin%2Fsomeone', '']) {
      expect((await page.request.get(`/api/v/stats-e2e${query}`, { headers: { 'user-agent': BROWSER_UA } })).ok()).toBe(true);
    }

    await page.goto('/admin/login');
    await page.evaluate((value) => localStorage.setItem('admin-token', value), token);
    await page.goto('/admin/vanity');
    const row = page.getByRole('row').filter({ hasText: '/v/stats-e2e' });
    await expect(row.getByRole('cell').nth(4)).toHaveText('4'); // Views: people only
    await expect(row.getByTestId('views-sparkline')).toBeVisible();
    const open = row.getByRole('button', { name: 'Statistics for /v/stats-e2e: 4 views in the last 30 days' });
    await expect(open).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);

    await open.click();
    const panel = page.getByRole('dialog', { name: 'Statistics for /v/stats-e2e' });
    await expect(panel.getByTestId('stats-views')).toHaveText('4');
    await expect(panel.getByTestId('stats-previews')).toHaveText('2');
    await expect(panel.getByRole('img', { name: /^4 views in the last 30 days/ })).toBeVisible();
    const referrers = panel.getByRole('table', { name: 'Top referrers' });
    await expect(referrers.getByRole('row')).toHaveCount(3);
    await expect(referrers.getByRole('row').nth(1)).toHaveText('www.linkedin.com2');
    await expect(referrers.getByRole('row').nth(2)).toHaveText('news.example.org1');
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
