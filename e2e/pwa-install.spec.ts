import { chromium } from '@playwright/test';
import { makeTempDir } from '../test-support/temp-dir.ts';
import { expect, type Page, test } from './support/fixtures.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function serviceWorkerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

test.describe('installable app', () => {
  test('the manifest is linked, served with the required fields, and its icons load at their stated sizes', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Onboarding Analyzer',
      short_name: expect.any(String),
      description: expect.stringMatching(/Activation Strategy/),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#4c3bcf',
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12); // fits under a home-screen icon

    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe(icon.type);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await image.body()), icon.src).toEqual({ width, height });
    }

    // The theme colour the browser paints its UI with matches the manifest's.
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#4c3bcf');
    expect((await request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!)).status()).toBe(200);
  });

  test("Chromium's own installability check finds no errors", async ({ app, launchOptions }) => {
    // Test contexts are incognito, which Chromium never offers to install from: use a real profile.
    const profile = await makeTempDir('oa-install-profile-');
    const context = await chromium.launchPersistentContext(profile.dir, { ...launchOptions, baseURL: app.url });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await serviceWorkerReady(page);
      await page.reload(); // controlled by the service worker, as an installed app is
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors, url } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await profile.remove();
    }
  });
});
