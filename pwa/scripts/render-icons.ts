// Renders the app icons (PNG) from the logo drawing with the local Chromium.
// Run once after changing the logo: npx tsx pwa/scripts/render-icons.ts
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../../engine/render/find-chromium.ts';
import { THEME_COLOR } from '../build/theme-color.ts';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');

/** The logo mark; `inset` leaves room for maskable icons' safe zone. */
function logo(size: number, inset: number, rounded: boolean): string {
  const inner = size - 2 * inset;
  const scale = inner / 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="${THEME_COLOR}"/>
    <g transform="translate(${inset} ${inset}) scale(${scale})">
      <path d="M14 44 L26 30 L36 38 L50 20" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
      <circle cx="50" cy="20" r="5" fill="#ffd43b"/>
    </g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, inset: 0, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 0, rounded: true },
  // Maskable: full-bleed background, drawing inside the central 80 % safe zone.
  { file: 'maskable-512.png', size: 512, inset: 64, rounded: false },
  { file: 'apple-touch-icon-180.png', size: 180, inset: 12, rounded: false },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_FLAGS] });
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${logo(icon.size, icon.inset, icon.rounded)}</body></html>`);
  await writeFile(path.join(out, icon.file), await page.locator('svg').screenshot({ omitBackground: true }));
  process.stdout.write(`wrote ${icon.file}\n`);
}
await browser.close();
