import { type AnalysisService, createAnalysisService } from './analysis/analysis-service.ts';
import { type AuthService, createAuthService } from './auth/auth-service.ts';
import { type BatchRunner, createBatchRunner } from './batch/batch-runner.ts';
import type { ServerConfig } from './config.ts';
import { findChromium } from '../../engine/render/find-chromium.ts';
import { createSharedBrowser, type SharedBrowser } from '../../engine/render/shared-browser.ts';
import type { Logger } from './logger.ts';
import { createPdfRenderer } from './pdf/pdf-renderer.ts';
import { createReportPdfs, type ReportPdfs } from './pdf/report-pdfs.ts';
import { openConfiguredStore, type Store } from './store/store.ts';

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
  /** The process's one headless Chromium (page rendering and PDFs); launched on first use. */
  readonly browser: SharedBrowser;
  /** Report PDFs printed with `browser`, cached per analysis. */
  readonly reportPdfs: ReportPdfs;
  readonly startedAt: number;
  /** Stops background work and flushes the store. */
  close(): Promise<void>;
}

export async function openServices(config: ServerConfig, logger: Logger): Promise<AppServices> {
  const store = await openConfiguredStore(config);
  const analyses = createAnalysisService({ config, store, logger });
  const auth = await createAuthService({ config, store, logger });
  const batches = createBatchRunner({ config, store, logger, analyses });
  const browser = createSharedBrowser(findChromium(config.chromiumPath) ?? null);
  const reportPdfs = createReportPdfs({ renderer: createPdfRenderer(browser), bookingUrl: config.bookingUrl });
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
    reportPdfs,
    startedAt: Date.now(),
    async close() {
      await batches.close();
      await browser.close();
      await analyses.close();
      await store.close();
    },
  };
}
