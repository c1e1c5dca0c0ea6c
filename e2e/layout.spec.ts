import { expect, test } from './support/fixtures.ts';

test.describe('shared layout', () => {
  test('the home page shows the top bar and the footer with the current year', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Onboarding Analyzer home' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/');
    const maker = footer.getByRole('link', { name: /Made by/ });
    await expect(maker).toHaveAttribute('target', '_blank');
    await expect(maker).toHaveAttribute('href', /^https:\/\//);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('the logo leads home from any page', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Onboarding Analyzer home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('an unknown API path answers JSON 404, not the app', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: 'No API endpoint at GET /api/nope' });
  });
});
