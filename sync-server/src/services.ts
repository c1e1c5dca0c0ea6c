import { type AnalysisService, createAnalysisService } from './analysis/analysis-service.ts';
import { type AuthService, createAuthService } from './auth/auth-service.ts';
import { type BatchRunner, createBatchRunner } from './batch/batch-runner.ts';
import type { ServerConfig } from './config.ts';
import type { Logger } from './logger.ts';
import { openStore, type Store } from './store/store.ts';
import { findChromium } from '../../engine/render/find-chromium.ts';
import { createRenderService } from '../../engine/render/render-service.ts';
import { createSharedBrowser, type SharedBrowser } from '../../engine/render/shared-browser.ts';
import { crawlerHookOptions } from './pool/crawler-test-hooks.ts';

/**
 * Everything the routes need, built once at start-up and closed once at shutdown.
 * Tests build their own with a temporary DATA_DIR.
 */
export interface AppServices {
  readonly config: ServerConfig;
  readonly logger: Logger;
  readonly store: Store;
  readonly analyses: AnalysisService;
  readonly auth: AuthService;
  readonly batches: BatchRunner;
  /** The process's one headless Chromium, for page rendering and PDFs; launched on first use. */
  readonly browser: SharedBrowser;
  readonly startedAt: number;
  /** Stops background work and flushes the store. */
  close(): Promise<void>;
}

export async function openServices(config: ServerConfig, logger: Logger): Promise<AppServices> {
  const store = await openStore(config.dataDir);
  const browser = createSharedBrowser(findChromium(config.chromiumPath) ?? null);
  const renderer = createRenderService({
    browser,
    concurrency: config.analysisConcurrency,
    guard: { allowPrivateNetwork: config.allowPrivateNetwork, allowedHosts: config.allowPrivateHosts, ...crawlerHookOptions(config.crawlerTestHooks) },
  });
  logRendering(config, logger, browser.executablePath);
  const analyses = createAnalysisService({ config, store, logger, ...(browser.executablePath ? { renderer } : {}) });
  const auth = await createAuthService({ config, store, logger });
  const batches = createBatchRunner({ config, store, logger, analyses });
  // Work a previous process accepted but did not finish is picked up again.
  await analyses.resume();
  await batches.resume();
  return {
    config,
    logger,
    store,
    analyses,
    auth,
    batches,
    browser,
    startedAt: Date.now(),
    async close() {
      await batches.close();
      await analyses.close();
      await browser.close();
      await store.close();
    },
  };
}

/** The start-up log says whether pages can be rendered, and with which Chromium. */
function logRendering(config: ServerConfig, logger: Logger, chromium: string | null): void {
  if (config.browserRendering === 'off') logger.info('page rendering is off (BROWSER_RENDERING=off)');
  else if (chromium) logger.info(`page rendering is available (BROWSER_RENDERING=${config.browserRendering}) with Chromium at ${chromium}`);
  else logger.warn('page rendering is unavailable: no Chromium found (set CHROMIUM_PATH); JavaScript-only pages will be reported as not checked');
}
