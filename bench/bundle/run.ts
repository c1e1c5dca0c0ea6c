// npm run bench:bundle — the gzipped JavaScript each entry screen loads in Chromium,
// from the built app served by the real server. Shows that admin screens and the
// chart-heavy Revenue tab are split out of the landing route. Then, on a slow phone
// (test-support/slow-phone.ts), how long a first press on the landing page takes to show
// what it does (issue #31). Prints; asserts nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { exampleAnalysisResult } from '../../engine/contract/examples.ts';
import { ANALYSIS_FORM_ID, APP_HANDLES_FORM } from '../../pwa/src/features/landing/early-presses.ts';
import { EXAMPLE_ADDRESSES } from '../../pwa/src/features/landing/example-addresses.ts';
import { CHROMIUM_FLAGS, findChromium } from '../../engine/render/find-chromium.ts';
import { seedCompletedAnalyses } from '../../sync-server/test/support/seed-store.ts';
import { spawnServer } from '../../sync-server/test/support/spawn-server.ts';
import { emulateSlowPhone, SLOW_PHONE } from '../../test-support/slow-phone.ts';
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
      // The app marks the form once it has taken it over from the first script.
      await page.locator(`#${ANALYSIS_FORM_ID}[${APP_HANDLES_FORM}]`).waitFor({ state: 'attached' });
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

const PRESS_RUNS = 5;

/**
 * Runs in the page before its own scripts: notes the first pointerdown (the input's own
 * time) and, at every frame after it, the address field's value and the submit button's
 * visible label. A string, as
 * tsx's compiled functions call a helper the page does not have.
 */
const PRESS_TIMING_SCRIPT = `(() => {
  const timing = { pressedAt: 0, frames: [] };
  window.pressTiming = timing;
  window.addEventListener('pointerdown', (event) => { timing.pressedAt ||= event.timeStamp; }, true);
  const look = () => {
    // The callback runs just before the frame is drawn; its own timestamp is the frame's start, which may precede the press.
    const at = performance.now();
    if (timing.pressedAt) {
      const field = document.querySelector('input[name="url"]');
      const button = document.querySelector('button[type="submit"]');
      const form = document.getElementById('${ANALYSIS_FORM_ID}');
      timing.frames.push({ at, address: field ? field.value : '', button: button ? button.innerText : '', app: Boolean(form && form.hasAttribute('${APP_HANDLES_FORM}')) });
    }
    if (timing.frames.length < 2000) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** What a frame shows once the press has done its work: this address in the field, this label on the submit button, or the app running the form. */
interface PressShown {
  address?: string;
  button?: string;
  app?: true;
}

/**
 * Milliseconds from a first press (its pointerdown) to the first frame that shows what it
 * did, on a cold load on the slow phone (the address field and the submit button's
 * visible label are read at every frame). The press comes as soon as the control is drawn
 * (the page's first paint, whose time is kept too); `before` fills what the press needs (no
 * key pressed, as a paste).
 */
async function pressTimes(
  control: (page: import('@playwright/test').Page) => import('@playwright/test').Locator,
  shows: PressShown,
  before?: (page: import('@playwright/test').Page) => Promise<void>,
): Promise<{ press: number[]; paint: number[] }> {
  const times: number[] = [];
  const paints: number[] = [];
  for (let run = 0; run < PRESS_RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // No request leaves for the analysis: the figure ends when the page shows the press.
    await page.route('**/api/analyze', (route) => route.fulfill({ status: 503, json: { message: 'bench' } }));
    await emulateSlowPhone(page);
    await page.addInitScript({ content: PRESS_TIMING_SCRIPT });
    await page.goto(`${server.url}/`, { waitUntil: 'commit' });
    const painted = await page.waitForFunction(() => performance.getEntriesByName('first-paint')[0]?.startTime);
    paints.push(Number(await painted.jsonValue()));
    await before?.(page);
    await control(page).click();
    const shown = await page.waitForFunction(
      (wanted: PressShown) => {
        const timing = (window as { pressTiming?: { pressedAt: number; frames: { at: number; address: string; button: string; app: boolean }[] } })
          .pressTiming!;
        const frame = timing.frames.find(
          (entry) =>
            (wanted.address === undefined || entry.address === wanted.address) &&
            (wanted.button === undefined || entry.button.includes(wanted.button)) &&
            (wanted.app === undefined || entry.app),
        );
        return frame ? frame.at - timing.pressedAt : undefined;
      },
      shows,
      { timeout: 60_000 },
    );
    times.push(Number(await shown.jsonValue()));
    await context.close();
  }
  return { press: times, paint: paints };
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms (${Math.round(sorted[0]!)}-${Math.round(sorted.at(-1)!)} ms)`;
}

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
  process.stdout.write(`\n  admin or chart code loaded by the landing route: ${heavy.length === 0 ? 'none' : heavy.join(', ')}\n`);

  const profile = `CPU ${SLOW_PHONE.cpuSlowdown}x slower, ${SLOW_PHONE.latencyMs} ms latency, ${(SLOW_PHONE.downloadKbps / 1024).toFixed(1)} Mbit/s down`;
  process.stdout.write(`\nA first press on the landing page, on a slow phone (${profile}), cold, ${PRESS_RUNS} runs each:\n`);
  const chip = await pressTimes((page) => page.getByRole('button', { name: EXAMPLE_ADDRESSES[0], exact: true }), { address: EXAMPLE_ADDRESSES[0] });
  process.stdout.write(`  first paint (drawn once its first script ran) ${summary(chip.paint)}\n`);
  process.stdout.write(`  press on a chip -> its address in the field  ${summary(chip.press)}\n`);
  const submit = await pressTimes(
    (page) => page.getByRole('button', { name: 'Get your FREE Activation Strategy' }),
    { button: 'Analyzing...' },
    async (page) => page.getByRole('textbox', { name: 'Your website' }).fill('acme.io'),
  );
  process.stdout.write(`  press on the button -> 'Analyzing...'        ${summary(submit.press)}\n`);
  // What a held press of the button waits for before its request leaves (the app's code, loaded from the first input).
  const app = await pressTimes((page) => page.getByRole('button', { name: EXAMPLE_ADDRESSES[0], exact: true }), { app: true });
  process.stdout.write(`  press on a chip -> the app runs the form     ${summary(app.press)}\n\n`);
} finally {
  await browser.close();
  await server.stop();
  await data.remove();
}
