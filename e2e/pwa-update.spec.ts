import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServer, type SpawnedServer } from '../sync-server/test/support/spawn-server.ts';
import { makeTempDir } from '../test-support/temp-dir.ts';
import { expect, type Page, test } from './support/fixtures.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtApp = process.env.STATIC_DIR ?? path.join(repoRoot, 'dist', 'pwa');

/**
 * A server of its own, serving a copy of the build that the test can turn into the
 * "next release" while a page is open, the way a deploy replaces the files.
 */
let staticDir: Awaited<ReturnType<typeof makeTempDir>>;
let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
let server: SpawnedServer;

test.beforeAll(async () => {
  staticDir = await makeTempDir('oa-update-static-');
  dataDir = await makeTempDir('oa-update-data-');
  await cp(builtApp, staticDir.dir, { recursive: true });
  server = await spawnServer({
    DATA_DIR: dataDir.dir,
    STATIC_DIR: staticDir.dir,
    FAVICON_SERVICE_URL: '',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'e2e-password',
  });
});

test.afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await staticDir.remove();
  await dataDir.remove();
});

/** Deploys a "next release": a changed index.html, and a service worker whose precache lists it. */
async function deployNextRelease() {
  const indexFile = path.join(staticDir.dir, 'index.html');
  const swFile = path.join(staticDir.dir, 'sw.js');
  await writeFile(indexFile, (await readFile(indexFile, 'utf8')).replace('<head>', '<head>\n    <meta name="release" content="next" />'));
  // A build writes compressed copies of its pages; this hand-made release has none, so the server sends the page itself.
  await rm(`${indexFile}.br`, { force: true });
  await rm(`${indexFile}.gz`, { force: true });
  const worker = await readFile(swFile, 'utf8');
  const next = worker.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, '$1next-release"');
  expect(next).not.toBe(worker);
  await writeFile(swFile, next);
}

async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('a new version waits for the user: the prompt appears, nothing reloads on its own, and Reload applies it', async ({ page }) => {
  await page.goto(`${server.url}/`);
  await controlledByServiceWorker(page);
  await expect(page.locator('meta[name="release"]')).toHaveCount(0);

  // Someone is half-way through the form when the new version lands.
  const website = page.getByRole('textbox', { name: 'Your website' });
  await website.fill('acme.io');
  await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
  await deployNextRelease();
  // What the browser does on its own (on navigation, or the app's periodic check).
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));

  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toContainText('A new version of Onboarding Analyzer is ready.');
  await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting !== null))).toBe(true);
  // The page stayed as it was: the typed address is still there.
  await page.waitForTimeout(1000);
  await expect(website).toHaveValue('acme.io');
  expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('meta[name="release"]')).toHaveAttribute('content', 'next'); // the new version's shell
  expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined(); // a fresh page
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting ?? null))).toBeNull();
});
