import { existsSync } from 'node:fs';
import { findChromium } from '../../engine/render/find-chromium.ts';
import { aptInstall, tryCommand } from './install.ts';
import type { Prerequisite } from './prerequisite.ts';

/**
 * The browser the rendering, PDF and end-to-end tests drive, found the product's way
 * (engine/render/find-chromium.ts: CHROMIUM_PATH, the machine's, Playwright's own).
 */
export const chromium: Prerequisite = {
  name: 'chromium',
  title: 'Chromium',
  neededBy: 'page rendering and report PDFs',
  find: () => findChromium(),
  refused() {
    const configured = process.env.CHROMIUM_PATH;
    // The product reads a CHROMIUM_PATH that is not there as "no browser", never another one; so do the tests.
    if (configured && !existsSync(configured)) return `CHROMIUM_PATH names ${configured}, which does not exist`;
    return undefined;
  },
  installers: [() => tryCommand('npx', ['playwright', 'install', 'chromium']), () => aptInstall('chromium')],
  howToGet: 'install one with `sudo apt-get install -y chromium` or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary',
};
