import { exampleAnalysisResult } from '../engine/contract/examples.ts';
import { SIGNAL_IDS } from '../engine/contract/signals.ts';
import { allowConsoleErrors, expect, type Page, test } from './support/fixtures.ts';
import { reportKeptOnDevice, severeAxeViolations } from './support/page-helpers.ts';
import { EARLIER_ID, earlierReport, LATER_ID, laterReport } from './support/site-history.ts';

const GLOBEX_ID = '0a1b2c3d-3333-4aaa-8bbb-000000000003';
const strategy = (n: number) => ({
  id: `strategy-${n}`,
  title: `Globex strategy ${n}`,
  effort: 'Low',
  estimatedTime: '1 week',
  description: 'Do it.',
  steps: [],
  basis: 'Nothing on the one page read (the home page) shows it.',
  evidence: [],
  removes: [],
});
/** Another site: four strategies (three are shown), and one signal its analysis could not check (not listed). */
const globex = exampleAnalysisResult({
  analysisId: GLOBEX_ID,
  url: 'https://globex.com/',
  siteName: 'Globex',
  maturity: { score: 78, level: 'Conversion-Optimised', workingPoints: [], improvementAreas: [] },
  strategies: [1, 2, 3, 4].map(strategy),
  signals: SIGNAL_IDS.filter((id) => id !== 'community').map((id) => ({
    id,
    present: id === 'free-trial',
    checked: true,
    evidence: id === 'free-trial' ? [{ page: 'https://globex.com/pricing', text: 'Try Globex free for 30 days' }] : [],
  })),
  analyzedAt: '2026-11-20T10:00:00.000Z',
});

test.use({ seedResults: [[earlierReport, laterReport, globex], { scope: 'worker' }] });

/** Requests made while the context is offline fail, and Chromium logs each one. */
test.afterEach(({ consoleErrors }) => allowConsoleErrors(consoleErrors, /net::ERR_INTERNET_DISCONNECTED/));

function column(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test.describe('compare reports side by side', () => {
  test('two reports in columns: level and score, friction, every signal with its evidence on demand, top strategies', async ({ page }) => {
    await page.goto(`/compare?ids=${EARLIER_ID},${GLOBEX_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare reports' })).toBeVisible();
    await expect(page.getByTestId('compare-column')).toHaveCount(2);

    const acme = column(page, 'Acme');
    await expect(acme.getByText('Level 1: Basic')).toBeVisible();
    await expect(acme.getByTestId('compare-score')).toHaveText('Score 35');
    await expect(acme.getByText('Functional: Moderate')).toBeVisible();
    await expect(acme.getByTestId('signal-live-chat')).toHaveAttribute('data-state', 'present');
    await expect(acme.getByTestId('signal-free-trial')).toContainText('Absent');
    await expect(acme.getByText('“widget.intercom.io”')).toBeHidden();
    await acme.getByTestId('signal-live-chat').getByText('Live chat').click();
    await expect(acme.getByText('“widget.intercom.io”')).toBeVisible();
    await expect(acme.getByRole('listitem').filter({ hasText: 'Add an interactive product tour' })).toBeVisible();

    const globexColumn = column(page, 'Globex');
    await expect(globexColumn.getByText('Level 3: Optimized')).toBeVisible();
    await expect(globexColumn.getByTestId('compare-score')).toHaveText('Score 78');
    await expect(globexColumn.getByTestId('signal-community')).toContainText("Couldn't check");
    await expect(globexColumn.getByTestId('signal-free-trial')).toContainText('Present');
    await expect(globexColumn.getByText(/^Globex strategy \d$/)).toHaveText(['Globex strategy 1', 'Globex strategy 2', 'Globex strategy 3']);
    expect(await severeAxeViolations(page)).toEqual([]);

    await globexColumn.getByRole('link', { name: 'Open the full report' }).click();
    await expect(page).toHaveURL(new RegExp(`/results/${GLOBEX_ID}$`));
  });

  test('three reports, and at 375 px one at a time with Back and Next', async ({ page }) => {
    await page.goto(`/compare?ids=${EARLIER_ID},${LATER_ID},${GLOBEX_ID}`);
    await expect(page.getByTestId('compare-column')).toHaveCount(3);
    await expect(page.getByTestId('compare-score')).toHaveText(['Score 35', 'Score 52', 'Score 78']);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId('compare-column')).toHaveCount(1);
    await expect(page.getByText('Report 1 of 3')).toBeVisible();
    await expect(page.getByTestId('compare-score')).toHaveText('Score 35');
    const nav = page.getByRole('navigation', { name: 'Compared reports' });
    await nav.getByRole('button', { name: 'Acme' }).click();
    await expect(page.getByText('Report 2 of 3')).toBeVisible();
    await expect(page.getByTestId('compare-score')).toHaveText('Score 52');
    await nav.getByRole('button', { name: 'Globex' }).click();
    await expect(page.getByTestId('compare-score')).toHaveText('Score 78');
    await expect(nav.getByRole('button')).toHaveCount(1); // the last one: Back only
    expect(await severeAxeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'nothing is wider than the phone').toBeLessThanOrEqual(0);
    await nav.getByRole('button', { name: 'Acme' }).click();
    await expect(page.getByText('Report 2 of 3')).toBeVisible();
  });

  test('a link that does not name two or three reports says so', async ({ page }) => {
    await page.goto(`/compare?ids=${EARLIER_ID}`);
    await expect(page.getByText('A comparison needs two or three reports.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
  });

  test('from the results page: pick a report kept on this device, or paste a results link', async ({ page }) => {
    await page.goto(`/results/${GLOBEX_ID}`);
    await expect(page.getByTestId('maturity-score')).toBeVisible();
    await reportKeptOnDevice(page, GLOBEX_ID);
    await page.goto(`/results/${EARLIER_ID}`);
    await expect(page.getByTestId('maturity-score')).toBeVisible();

    await page.getByRole('button', { name: 'Compare with another site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare with another site' });
    const kept = dialog.getByRole('list', { name: 'Reports kept on this device' });
    await expect(kept.getByRole('listitem')).toHaveCount(1); // not the report being read
    expect(await severeAxeViolations(page)).toEqual([]);
    await kept.getByRole('link', { name: 'Globex' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=/);
    await expect(page.getByTestId('compare-score')).toHaveText(['Score 35', 'Score 78']);

    await page.goto(`/results/${EARLIER_ID}`);
    await page.getByRole('button', { name: 'Compare with another site' }).click();
    const field = dialog.getByRole('textbox', { name: 'Results link' });
    await field.fill('not a link');
    await dialog.getByRole('button', { name: 'Compare' }).click();
    await expect(dialog.getByText('Paste the link of another report')).toBeVisible();
    await field.fill(`http://example.test/results/${LATER_ID}?tab=maturity`);
    await dialog.getByRole('button', { name: 'Compare' }).click();
    await expect(page.getByTestId('compare-score')).toHaveText(['Score 35', 'Score 52']);
  });

  test('offline, reports kept on the device still compare', async ({ page, context }) => {
    for (const id of [EARLIER_ID, GLOBEX_ID]) {
      await page.goto(`/results/${id}`);
      await expect(page.getByTestId('maturity-score')).toBeVisible();
      await reportKeptOnDevice(page, id);
    }
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);

    await context.setOffline(true);
    await page.goto(`/compare?ids=${EARLIER_ID},${GLOBEX_ID},${LATER_ID}`);
    await expect(page.getByTestId('compare-score')).toHaveText(['Score 35', 'Score 78']);
    // The one never opened here says what it needs.
    await expect(page.getByText('This report was never opened on this device.')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    // One report at a time once the narrow layout is drawn (its Back and Next), not before.
    await expect(page.getByRole('navigation', { name: 'Compared reports' })).toBeVisible();
    await expect(page.getByTestId('compare-score')).toHaveText('Score 35');
    await page.getByRole('navigation', { name: 'Compared reports' }).getByRole('button', { name: 'Globex' }).click();
    await expect(page.getByTestId('compare-score')).toHaveText('Score 78');
  });
});
