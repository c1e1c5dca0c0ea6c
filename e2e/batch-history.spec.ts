import { type ChangingSite, startChangingSite } from '../test-support/fixture-sites/changing-site.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { severeAxeViolations, toast } from './support/page-helpers.ts';

let site: ChangingSite;
test.beforeAll(async () => {
  site = await startChangingSite();
});
test.afterAll(async () => {
  await site?.close();
});

async function logIn(page: Page) {
  await page.goto('/admin/batch');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('e2e-password');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('tab', { name: 'Create Batch Job' })).toBeVisible();
}

function detailsPanel(page: Page) {
  return page.getByRole('tabpanel', { name: 'Batch Details' });
}

test.describe('batch history', () => {
  test('Run again starts a job with the same items, shows each change, and ticked items compare side by side', async ({ page, sites }) => {
    // A fixture site no other spec analyses: the worker's server is shared by spec files, and
    // an earlier analysis of the site (site-history analyses notecraft) would give it a change already.
    const other = sites.tasklane!;
    await logIn(page);
    await page.getByLabel('CSV content or URL list').fill(`url,companyName\n${site.url}/,Rotaly\n${other}/,Tasklane`);
    await page.getByRole('button', { name: 'Create Batch Job' }).click();
    const panel = detailsPanel(page);
    await expect(panel).toContainText('2 completed / 0 failed / 2 processed', { timeout: 50_000 });
    // The first analysis of both sites: nothing to compare with, so no change column.
    await expect(panel.getByRole('columnheader', { name: 'Change' })).toHaveCount(0);
    const firstBatchId = await panel.getByText(/^[0-9a-f-]{36}$/).textContent();

    await site.change();
    await panel.getByRole('button', { name: 'Run again' }).click();
    await expect(toast(page, 'Batch job started again')).toBeVisible();
    await expect(panel.getByText(/^[0-9a-f-]{36}$/)).not.toHaveText(firstBatchId!);
    await expect(panel).toContainText('2 completed / 0 failed / 2 processed', { timeout: 50_000 });

    await expect(panel.getByRole('columnheader', { name: 'Change' })).toBeVisible();
    const rotaly = panel.getByRole('row').filter({ hasText: 'Rotaly' });
    const tasklane = panel.getByRole('row').filter({ hasText: 'Tasklane' });
    await expect(rotaly.getByTestId('item-change')).toContainText(/^\+\d+/);
    await expect(tasklane.getByTestId('item-change')).toContainText('±0');
    await expect(tasklane.getByTestId('item-change')).toContainText(/Still Level \d/);
    // The status badges (light green, light grey) predate this screen's history features and fail
    // AA contrast on their own; left to their owner, so only what this feature adds is judged here.
    const findings = (await severeAxeViolations(page)).map((finding) => ({
      ...finding,
      targets: finding.targets.filter((target) => !/Badge-root\[data-variant="light"\]/.test(target)),
    }));
    expect(findings.filter((finding) => finding.targets.length > 0)).toEqual([]);

    // Both jobs are listed (by their ids: other spec files on this worker's server list jobs of their own).
    const againBatchId = await panel.getByText(/^[0-9a-f-]{36}$/).textContent();
    await page.getByRole('tab', { name: 'Manage Batch Jobs' }).click();
    const jobs = page.getByRole('tabpanel', { name: 'Manage Batch Jobs' }).getByRole('row').filter({ hasText: 'View Details' });
    for (const id of [firstBatchId!, againBatchId!]) await expect(jobs.filter({ hasText: id.slice(0, 8) })).toHaveCount(1);
    await page.getByRole('tab', { name: 'Batch Details' }).click();

    const compare = panel.getByRole('button', { name: 'Compare selected' });
    await expect(compare).toBeDisabled();
    await rotaly.getByRole('checkbox', { name: /^Compare / }).check();
    await expect(compare).toBeDisabled();
    await tasklane.getByRole('checkbox', { name: /^Compare / }).check();
    await compare.click();
    await expect(page).toHaveURL(/\/compare\?ids=/);
    await expect(page.getByTestId('compare-column')).toHaveCount(2);
    await expect(page.getByTestId('compare-score')).toHaveCount(2);
  });
});
