import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The Chromium the product renders pages and PDFs with (DESIGN section 2):
 * CHROMIUM_PATH, then Debian's, then Playwright's own download. Node only.
 */
const require = createRequire(import.meta.url);

/** Flags that work on a server without a display, GPU or sandbox privileges. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  // WebRTC may not open UDP outside the proxy: rendered pages reach the network only through the guard.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
] as const;

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightOwnChromium(): string | undefined {
  try {
    const { chromium } = require('playwright-core') as typeof import('playwright-core');
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The path of a Chromium executable, or undefined when none is installed. An explicit
 * CHROMIUM_PATH that does not exist finds nothing, rather than silently another browser.
 */
export function findChromium(configuredPath: string | undefined = process.env.CHROMIUM_PATH): string | undefined {
  if (configuredPath) return existsSync(configuredPath) ? configuredPath : undefined;
  return SYSTEM_CHROMIUMS.find((candidate) => existsSync(candidate)) ?? playwrightOwnChromium();
}
