// npm run bench:bundle — the gzipped JavaScript each entry screen loads in Chromium,
// from the built app served by the real server. Shows that admin screens and the
// chart-heavy Revenue tab are split out of the landing route. Prints; asserts nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { exampleAnalysisResult } from '../../engine/contract/examples.ts';
import { CHROMIUM_FLAGS, findChromium } from '../../engine/render/find-chromium.ts';
import { seedCompletedAnalyses } from '../../sync-server/test/support/seed-store.ts';
import { spawnServer } from '../../sync-server/test/support/spawn-server.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';

const distDir = process.env.STATIC_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/pwa');
const result = exampleAnalysisResult();

const screens: { name: string; path: string; then?: (page: import('@playwright/test').Page) => Promise<void> }[] = [
  // Before the visitor does anything the page runs its first script alone (pwa/src/main.tsx); the app comes at the first input.
  { name: 'landing (/)', path: '/' },
  {
    name: 'landing, after the first input',
    path: '/',
    then: async (page) => {
      await page.getByRole('textbox', { name: 'Your website' }).focus();
      // The app has taken the form over once its options button is no longer disabled.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('button')].some((button) => button.textContent?.includes('additional options') && !button.matches(':disabled')),
      );
      await page.waitForLoadState('networkidle');
    },
  },
  { name: 'progress (/analyzing/{id})', path: `/analyzing/${result.analysisId}` },
  { name: 'results, first tab', path: `/results/${result.analysisId}` },
  {
    name: 'results + Revenue tab (charts)',
    path: `/results/${result.analysisId}`,
    then: async (page) => {
      await page.getByRole('tab', { name: 'Revenue Impact' }).click();
      // The tab's code is fetched once its panel renders: wait for the figures it draws, not for a quiet network.
      await page.getByRole('tabpanel', { name: 'Revenue Impact' }).getByTestId('current-monthly').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  { name: 'admin login', path: '/admin/login' },
  { name: 'admin batch', path: '/admin/batch' },
];

const data = await makeTempDir('oa-bundle-');
await seedCompletedAnalyses(data.dir, [result]);
const server = await spawnServer({ DATA_DIR: data.dir, STATIC_DIR: distDir, LOG_LEVEL: 'error', FAVICON_SERVICE_URL: '' });
const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_FLAGS] });

const gzipped = new Map<string, number>();
async function gzipSizeOf(urlPath: string): Promise<number> {
  if (!gzipped.has(urlPath)) gzipped.set(urlPath, gzipSync(await readFile(path.join(distDir, urlPath)), { level: 9 }).length);
  return gzipped.get(urlPath)!;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

try {
  process.stdout.write(`\nJavaScript loaded per screen (gzip -9 of the built files in ${path.relative(process.cwd(), distDir)}):\n`);
  let landingFiles: string[] = [];
  for (const screen of screens) {
    // A fresh context each time: nothing cached, no service worker.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === server.url && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${server.url}${screen.path}`, { waitUntil: 'networkidle' });
    await screen.then?.(page);
    await context.close();
    const files = [...scripts];
    if (screen.path === '/' && !screen.then) landingFiles = files;
    let total = 0;
    for (const file of files) total += await gzipSizeOf(file);
    process.stdout.write(`  ${screen.name.padEnd(34)} ${kb(total).padStart(9)} in ${files.length} files\n`);
    if (process.env.VERBOSE) for (const file of files.sort()) process.stdout.write(`      ${file} ${kb(await gzipSizeOf(file))}\n`);
  }
  // By name, and by content too: code shared by several screens goes into one 'shared' chunk, where a name says nothing.
  const heavy: string[] = [];
  for (const file of landingFiles) {
    if (/admin|chart|revenue-tab|recharts/i.test(file) || (await readFile(path.join(distDir, file), 'utf8')).includes('recharts-')) heavy.push(file);
  }
  process.stdout.write(`\n  admin or chart code loaded by the landing route: ${heavy.length === 0 ? 'none' : heavy.join(', ')}\n\n`);
} finally {
  await browser.close();
  await server.stop();
  await data.remove();
}
