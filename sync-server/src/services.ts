import { type AnalysisService, createAnalysisService } from './analysis/analysis-service.ts';
import { type AuthService, createAuthService } from './auth/auth-service.ts';
import { type BatchRunner, createBatchRunner, DEFAULT_RETRY } from './batch/batch-runner.ts';
import { openPgBossQueues, queueTiming } from './analysis/pg-boss-queue.ts';
import { startQueueSweep } from './analysis/queue-sweep.ts';
import type { ServerConfig } from './config.ts';
import { findChromium } from '../../engine/render/find-chromium.ts';
import { createSharedBrowser, type SharedBrowser } from '../../engine/render/shared-browser.ts';
import { createPdfRenderer } from './pdf/pdf-renderer.ts';
import { createReportPdfs, type ReportPdfs } from './pdf/report-pdfs.ts';
import type { ServerLogger } from './logger.ts';
import { type AnalysisPool, createAnalysisPool, type PageScorer, type PoolHealth } from './pool/analysis-pool.ts';
import { engineInfoOf, type EngineTestVariant } from './pool/engine-in-use.ts';
import { createRescorer, type Rescorer } from './analysis/rescore.ts';
import { startPagesRetention } from './analysis/pages-retention.ts';
import { openConfiguredStore, type Store } from './store/store.ts';
import { createRenderService } from '../../engine/render/render-service.ts';
import { type CrawlerTestHooks, crawlerHookOptions } from './pool/crawler-test-hooks.ts';
import { openPgBossWatchTimers } from './watches/pg-boss-watch-timers.ts';
import { createWatchService, type WatchService, type WatchTiming } from './watches/watch-service.ts';
import { createLocalTimers } from './watches/watch-timers.ts';

/**
 * Everything the routes need, built once at start-up and closed once at shutdown.
 * Tests build their own with a temporary DATA_DIR.
 */
export interface AppServices {
  readonly config: ServerConfig;
  readonly logger: ServerLogger;
  readonly store: Store;
  readonly analyses: AnalysisService;
  readonly auth: AuthService;
  readonly batches: BatchRunner;
  /** Watched sites: scheduled re-analysis and regression alerts (issue #26). */
  readonly watches: WatchService;
  /** The process's one headless Chromium (page rendering and PDFs); launched on first use. */
  readonly browser: SharedBrowser;
  /** Report PDFs printed with `browser`, cached per analysis. */
  readonly reportPdfs: ReportPdfs;
  /** The analysis threads, asked by readiness whether they answer. */
  readonly pool: AnalysisPool & PoolHealth & PageScorer;
  /** Scores stored pages again with the current engine (issue #30). */
  readonly rescorer: Rescorer;
  /** Deletes stored pages past PAGES_RETENTION_DAYS (as of `at`, now by default; also hourly); how many page sets went. */
  sweepStoredPages(at?: Date): Promise<number>;
  readonly startedAt: number;
  /** True from the moment close() is called: readiness turns 503 so a balancer stops sending work. */
  isShuttingDown(): boolean;
  /** Stops background work and flushes the store; later calls wait for the first. */
  close(): Promise<void>;
}

/** What no configuration sets: passed in by the code that builds the services. */
export interface ServiceOptions {
  /** Tests only: names resolving to chosen addresses and guard exemptions (pool/crawler-test-hooks.ts). */
  crawlerTestHooks?: CrawlerTestHooks;
  /** Tests only: seconds-level schedules and short waits for the watches. */
  watchTiming?: Partial<WatchTiming>;
  /** Tests only: score with a variant of the engine, another version (pool/engine-in-use.ts). */
  engineTestVariant?: EngineTestVariant;
}

export async function openServices(
  config: ServerConfig,
  logger: ServerLogger,
  { crawlerTestHooks, watchTiming, engineTestVariant }: ServiceOptions = {},
): Promise<AppServices> {
  const store = await openConfiguredStore(config);
  const browser = createSharedBrowser(findChromium(config.chromiumPath) ?? null);
  const renderer = createRenderService({
    browser,
    concurrency: config.analysisConcurrency,
    guard: { allowPrivateNetwork: config.allowPrivateNetwork, allowedHosts: config.allowPrivateHosts, ...crawlerHookOptions(crawlerTestHooks) },
  });
  logRendering(config, logger, browser.executablePath);
  const pool = createAnalysisPool({
    threads: config.analysisConcurrency,
    allowPrivateNetwork: config.allowPrivateNetwork,
    allowedHosts: config.allowPrivateHosts,
    rendering: { mode: config.browserRendering, ...(browser.executablePath ? { renderer } : {}) },
    testHooks: crawlerTestHooks,
    keepPages: config.pagesRetentionDays > 0,
    engine: engineTestVariant,
  });
  const rescorer = createRescorer({ store, scorer: pool, engine: engineInfoOf(engineTestVariant), logger });
  const pagesRetention = startPagesRetention({ pages: store.pages, retentionDays: config.pagesRetentionDays, logger });
  // With DATABASE_URL every process takes analyses and batch items from pg-boss, which also brings back those of a process that died.
  const shared = config.databaseUrl
    ? await openPgBossQueues({
        databaseUrl: config.databaseUrl,
        logger,
        timing: queueTiming(config.queueExpirySeconds),
        retryDelaySeconds: DEFAULT_RETRY.delayMs / 1000,
      })
    : undefined;
  const analyses = createAnalysisService({
    config,
    store,
    logger,
    pool,
    crawlerTestHooks,
    ...(shared ? { queue: shared.analyses, hardLimitMs: shared.timing.hardLimitMs } : {}),
  });
  const auth = await createAuthService({ config, store, logger });
  const batches = createBatchRunner({ config, store, logger, analyses, rescorer, ...(shared ? { itemQueue: shared.batchItems } : {}) });
  const reportPdfs = createReportPdfs({ renderer: createPdfRenderer(browser), bookingUrl: config.bookingUrl });
  // Before anything resumes, so the end of a watch's run that resumes is seen.
  const watches = await createWatchService({
    store,
    analyses,
    rescorer,
    logger,
    timers: config.databaseUrl ? await openPgBossWatchTimers({ databaseUrl: config.databaseUrl, logger }) : createLocalTimers(logger),
    guard: { allowPrivateNetwork: config.allowPrivateNetwork, allowedHosts: config.allowPrivateHosts, ...crawlerHookOptions(crawlerTestHooks) },
    timing: watchTiming,
  });
  // Work a previous process accepted but did not finish is picked up again (by pg-boss itself when shared).
  if (!shared) {
    await analyses.resume();
    await batches.resume();
  }
  const sweep =
    shared &&
    startQueueSweep({ store, analyses: shared.analyses, batchItems: shared.batchItems, logger, intervalMs: shared.timing.maintenanceIntervalSeconds * 1000 });
  let closed: Promise<void> | undefined;
  return {
    config,
    logger,
    store,
    analyses,
    auth,
    batches,
    watches,
    browser,
    reportPdfs,
    pool,
    rescorer,
    sweepStoredPages: (at) => pagesRetention.sweepNow(at),
    startedAt: Date.now(),
    isShuttingDown: () => closed !== undefined,
    close() {
      closed ??= (async () => {
        await watches.close();
        await pagesRetention.stop();
        if (shared) await shared.stopTaking();
        if (sweep) await sweep.stop();
        await batches.close();
        await analyses.close();
        await browser.close();
        await store.close();
      })();
      return closed;
    },
  };
}

/** The start-up log says whether pages can be rendered, and with which Chromium. */
function logRendering(config: ServerConfig, logger: ServerLogger, chromium: string | null): void {
  if (config.browserRendering === 'off') logger.info('page rendering is off (BROWSER_RENDERING=off)');
  else if (chromium) logger.info(`page rendering is available (BROWSER_RENDERING=${config.browserRendering}) with Chromium at ${chromium}`);
  else logger.warn('page rendering is unavailable: no Chromium found (set CHROMIUM_PATH); JavaScript-only pages will be reported as not checked');
}
