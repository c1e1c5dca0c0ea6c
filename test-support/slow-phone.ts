import type { Page } from '@playwright/test';

/**
 * A slow phone, as Lighthouse's mobile run applies it through the DevTools protocol: the
 * CPU 4x slower, and its "slow 4G" network (150 ms round trip and 1.6 Mbit/s, which
 * DevTools throttling turns into 562.5 ms of latency and 1.4 Mbit/s per request). The
 * e2e specs walk the first visit on it, and bench:bundle times a first press on it.
 */
export const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
} as const;

/** Throttles `page` (Chromium only) before it loads anything; nothing is cached in a new context, and no service worker runs yet. */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    // Bytes per second.
    downloadThroughput: (SLOW_PHONE.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_PHONE.uploadKbps * 1024) / 8,
  });
}
