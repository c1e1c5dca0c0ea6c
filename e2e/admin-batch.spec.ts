import { readFile } from 'node:fs/promises';
import { allowConsoleErrors, expect, type Page, test } from './support/fixtures.ts';
import { toast } from './support/page-helpers.ts';

const PASSWORD = 'e2e-password';

async function logIn(page: Page) {
  await page.goto('/admin/batch');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  // SPEC section 2: Enter submits.
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('tab', { name: 'Create Batch Job' })).toBeVisible();
}

function csvField(page: Page) {
  return page.getByLabel('CSV content or URL list');
}

/** Pastes `text` and creates the batch; the screen then shows its details. */
async function createFromText(page: Page, text: string) {
  await csvField(page).fill(text);
  await page.getByRole('button', { name: 'Create Batch Job' }).click();
  await expect(toast(page, 'Batch job created')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Batch Details', selected: true })).toBeVisible();
}

function detailsPanel(page: Page) {
  return page.getByRole('tabpanel', { name: 'Batch Details' });
}

test.describe('batch administration', () => {
  test('shows its own login form, checks it, refuses wrong credentials and logs in with Enter', async ({ page, consoleErrors }) => {
    await page.goto('/admin/batch');
    await expect(page.getByRole('heading', { name: 'Batch Processing Admin', level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/admin/batch');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Authentication required')).toContainText('Please enter both username and password.');

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Authentication failed')).toContainText('Invalid username or password.');
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
    allowConsoleErrors(consoleErrors, /status of 401/);

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByRole('tab', { name: 'Create Batch Job' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Manage Batch Jobs' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Batch Details' })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeTruthy();

    // The token outlives a reload: the screen checks it and opens without the form.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Create Batch Job' })).toBeVisible();
  });

  test('an expired or forged token brings back the login form', async ({ page, consoleErrors }) => {
    await page.goto('/admin/batch');
    await page.evaluate(() => localStorage.setItem('admin-token', 'forged.token.value'));
    await page.reload();
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
    allowConsoleErrors(consoleErrors, /status of 401/);
  });

  test('the job list starts empty, then lists a new job with its short id, status and progress', async ({ page }) => {
    await logIn(page);
    await page.getByRole('tab', { name: 'Manage Batch Jobs' }).click();
    await expect(page.getByText('No batch jobs found')).toBeVisible();

    await page.getByRole('tab', { name: 'Create Batch Job' }).click();
    await createFromText(page, 'nowhere-list.invalid');
    const batchId = (await detailsPanel(page)
      .getByText(/^[0-9a-f-]{36}$/)
      .textContent())!;

    await page.getByRole('button', { name: 'Back to List' }).click();
    await expect(page.getByRole('tab', { name: 'Batch Details' })).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: `${batchId.slice(0, 8)}…` });
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.getByText('Failed')).toBeHidden();
    await expect(row).toContainText(/Completed|Processing|Pending/);
    await expect(row).toContainText(/[01]\/1/);

    // Clicking the row opens the details.
    await row.getByRole('cell').first().click();
    await expect(page.getByRole('tab', { name: 'Batch Details', selected: true })).toBeVisible();
    await expect(detailsPanel(page)).toContainText(batchId);
  });

  test('a pasted list of unresolvable addresses completes with failed items and their reasons', async ({ page }) => {
    await logIn(page);
    await createFromText(page, 'url,companyName\nnowhere-one.invalid,Nowhere One\nnot an address,Broken');
    const panel = detailsPanel(page);
    await expect(panel.getByText('Completed', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(panel).toContainText('0 completed / 2 failed / 2 processed');
    const rows = panel.getByRole('row');
    await expect(rows.filter({ hasText: 'https://nowhere-one.invalid/' })).toContainText('Nowhere One');
    await expect(rows.filter({ hasText: 'https://nowhere-one.invalid/' })).toContainText(/nowhere-one\.invalid/);
    await expect(rows.filter({ hasText: 'not an address' })).toContainText('Line 3: "not an address" is not a valid website address');
    await expect(panel.getByRole('button', { name: /Copy results link/ })).toHaveCount(0);
    // The text field was cleared after the batch was created.
    await page.getByRole('tab', { name: 'Create Batch Job' }).click();
    await expect(csvField(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Create Batch Job' })).toBeDisabled();
  });

  test('a batch of fixture sites completes; a result link is copied and opens the report', async ({ page, context, sites }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [first, second] = Object.values(sites).sort();
    await logIn(page);
    await createFromText(page, `website,company\n${first},First Fixture\n${second},\nnowhere-mixed.invalid,Nobody`);

    const panel = detailsPanel(page);
    // Refreshed every 5 s while it runs (SPEC section 4), until all three items are processed.
    await expect(panel).toContainText('2 completed / 1 failed / 3 processed', { timeout: 50_000 });
    const firstRow = panel.getByRole('row').filter({ hasText: first! });
    await expect(firstRow).toContainText('First Fixture');
    await expect(panel.getByRole('row').filter({ hasText: second! })).toContainText('—');

    await firstRow.getByRole('button', { name: /Copy results link/ }).click();
    await expect(toast(page, 'Link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${new URL(page.url()).origin}/results/[0-9a-f-]{36}$`));

    const open = firstRow.getByRole('link', { name: /Open results/ });
    await expect(open).toHaveAttribute('href', copied);
    await expect(open).toHaveAttribute('target', '_blank');
    const [report] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await expect(report.getByRole('heading', { name: /Onboarding Assessment/ })).toBeVisible({ timeout: 20_000 });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download results CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^batch-[0-9a-f]{8}-results\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    // The byte order mark survives the download, so Excel opens it as UTF-8.
    expect(csv.split('\r\n')[0]).toBe('\ufeffurl,company,status,maturity level,score,observed friction,results link,error');
    expect(csv).toContain(copied);
  });

  test('a batch is created from a chosen .csv file', async ({ page }) => {
    await logIn(page);
    const fileInput = page.locator('input[type="file"]');
    await expect(fileInput).toHaveAttribute('accept', /\.csv/);
    await fileInput.setInputFiles({
      name: 'prospects.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('\ufeffDomain;Organization\r\nfile-one.invalid;File One\r\nfile-two.invalid;File Two\r\n'),
    });
    await expect(csvField(page)).toHaveValue(/file-one\.invalid;File One/);
    await page.getByRole('button', { name: 'Create Batch Job' }).click();
    await expect(toast(page, 'Batch job created')).toContainText('2 websites queued for analysis.');
    await expect(detailsPanel(page)).toContainText('File Two');
    await page.getByRole('tab', { name: 'Create Batch Job' }).click();
    await expect(csvField(page)).toHaveValue('');
    await expect(page.getByText('prospects.csv')).toBeHidden();
  });

  test('blank content is refused with the SPEC toast; a single URL gets its hint', async ({ page }) => {
    await logIn(page);
    await expect(page.getByRole('button', { name: 'Create Batch Job' })).toBeDisabled();
    await csvField(page).fill('   ');
    await page.getByRole('button', { name: 'Create Batch Job' }).click();
    await expect(toast(page, 'CSV content required')).toContainText('Please upload a CSV file or enter CSV content');

    await csvField(page).fill('https://example.com');
    await expect(toast(page, 'Single URL detected')).toBeVisible();
    // Shown for 3 s (SPEC section 9), not the default 5 s.
    await expect(toast(page, 'Single URL detected')).toBeHidden({ timeout: 4500 });
  });

  test('input with addresses in a shape the server cannot read gets the three help toasts, one after the other', async ({ page, consoleErrors }) => {
    await logIn(page);
    await csvField(page).fill('notes\nsee the http docs for details');
    await page.getByRole('button', { name: 'Create Batch Job' }).click();
    await expect(toast(page, 'CSV Format Error')).toContainText('No URL column found in the CSV content: No line contains a website address - ');
    await expect(toast(page, 'Try these formats')).toBeVisible({ timeout: 3000 });
    await expect(toast(page, 'Try these formats')).toContainText('url,companyName');
    await expect(toast(page, 'Need help?')).toBeVisible({ timeout: 5000 });
    const [download] = await Promise.all([page.waitForEvent('download'), toast(page, 'Need help?').getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('batch-example.csv');
    // The text stays for the admin to fix.
    await expect(csvField(page)).toHaveValue('notes\nsee the http docs for details');
    allowConsoleErrors(consoleErrors, /status of 400/);
  });

  test('input without any address says no URLs were detected', async ({ page, consoleErrors }) => {
    await logIn(page);
    await csvField(page).fill('please analyse our competitors');
    await page.getByRole('button', { name: 'Create Batch Job' }).click();
    await expect(toast(page, 'No URLs detected')).toContainText("Your input doesn't seem to contain any website URLs. Please add at least one valid URL.");
    allowConsoleErrors(consoleErrors, /status of 400/);
  });

  test('the example CSV downloads with four rows and comment lines', async ({ page }) => {
    await logIn(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download example CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('batch-example.csv');
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    expect(lines.filter((line) => line.startsWith('#')).length).toBeGreaterThanOrEqual(2);
    expect(lines.filter((line) => !line.startsWith('#'))).toHaveLength(5);
    await expect(toast(page, 'Example CSV downloaded')).toBeVisible();
  });

  test('logout clears the token and the form and says so', async ({ page }) => {
    await logIn(page);
    await csvField(page).fill('half-typed.invalid\nanother');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged out')).toContainText('You have been logged out successfully.');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('');
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(csvField(page)).toHaveValue('');
  });
});
