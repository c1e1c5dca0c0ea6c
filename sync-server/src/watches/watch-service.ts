import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AnalysisStatusValue } from '../../../engine/contract/analysis.ts';
import { displayedScore } from '../../../engine/analysis/changes/compare-analyses.ts';
import { normalizePricingUrl, normalizeWebsiteUrl } from '../../../engine/contract/normalize-url.ts';
import { preflight } from '../../../engine/crawl/crawl-site.ts';
import { CrawlError } from '../../../engine/crawl/crawl-error.ts';
import {
  type Alert,
  DEFAULT_ALERT_ON,
  type Watch,
  type WatchCreateRequest,
  type WatchCreateResponse,
  type WatchDetail,
  type WatchRunResponse,
  type WatchUpdateRequest,
} from '../../../engine/contract/watches.ts';
import type { AnalysisService } from '../analysis/analysis-service.ts';
import { UnprocessableAnalysisError } from '../analysis/analysis-service.ts';
import { changesSince } from '../analysis/changes-since.ts';
import type { Rescorer } from '../analysis/rescore.ts';
import { HttpError } from '../http/http-error.ts';
import type { Logger } from '../logger.ts';
import type { AlertRecord, DeliveryRecord, WatchRecord, WatchRunRecord } from '../store/db-schema.ts';
import type { AlertQuery, NewWatchRun, Store } from '../store/repositories.ts';
import { alertFindings, siteChangesOnly } from './alert-rules.ts';
import { atomFeed } from './atom-feed.ts';
import { feedUrlOf } from './watch-links.ts';
import { cronFor, nextRunAfter } from './watch-schedule.ts';
import type { WatchTask, WatchTimers } from './watch-timers.ts';
import { SPARKLINE_RUNS, toAlertView, toWatchDetail, toWatchView, webhookPayload } from './watch-views.ts';
import { sendWebhook, type WebhookGuard, checkWebhookTarget, WEBHOOK_TIMEOUT_MS } from './webhook-sender.ts';

/** Tries of one alert's webhook: the first at once, then after 1, 2, 4 and 8 minutes. */
export const WEBHOOK_TRIES = 5;

export interface WatchTiming {
  /** No two scheduled runs of one host start closer together than this. */
  hostSpacingMs: number;
  /** The webhook's second try waits this long, each later one twice as long as the one before. */
  retryBaseMs: number;
  webhookTimeoutMs: number;
  /** How often the store is checked for work whose wake-up was lost (a process died between two steps). */
  sweepIntervalMs: number;
  /** Tests only: six-field cron expressions, so a schedule fires within seconds. */
  allowSeconds: boolean;
}

export const DEFAULT_WATCH_TIMING: WatchTiming = {
  hostSpacingMs: 60_000,
  retryBaseMs: 60_000,
  webhookTimeoutMs: WEBHOOK_TIMEOUT_MS,
  sweepIntervalMs: 60_000,
  allowSeconds: false,
};

/** A run whose analysis is not stored yet this long after the run began lost it (its process died in between): it is queued again. */
const ORPHANED_RUN_MS = 30_000;
const RUNS_IN_DETAIL = SPARKLINE_RUNS;
const DELIVERIES_IN_DETAIL = 50;
const ALERTS_IN_FEED = 50;

export const WATCH_NOT_FOUND = 'Watch not found';
export const WATCH_BUSY = 'This watch is running already; its run has to end before another starts.';

export interface WatchService {
  create(input: WatchCreateRequest, appOrigin: string): Promise<WatchCreateResponse>;
  list(): Promise<Watch[]>;
  get(id: string): Promise<WatchDetail | undefined>;
  update(id: string, input: WatchUpdateRequest, appOrigin: string): Promise<WatchDetail | undefined>;
  remove(id: string): Promise<boolean>;
  /** Run now: the analysis id, undefined for an unknown watch; 409 while a run is under way, 422 when the site cannot be analysed. */
  runNow(id: string): Promise<WatchRunResponse | undefined>;
  listAlerts(query: AlertQuery): Promise<Alert[]>;
  /** The watch's Atom feed, or undefined for an unknown watch or a wrong key (the two are not told apart). */
  feed(id: string, key: string): Promise<string | undefined>;
  /** Stops the schedule, the sweep and the deliveries; runs under way go on as ordinary analyses and are finished at the next start. */
  close(): Promise<void>;
}

export interface WatchServiceDeps {
  store: Store;
  analyses: AnalysisService;
  /** Brings the previous report to this run's engine when another made it (issue #30). */
  rescorer: Pick<Rescorer, 'currentReading' | 'engine'>;
  logger: Logger;
  timers: WatchTimers;
  /** The crawler's guard, for the watched site and the webhook alike. */
  guard: WebhookGuard;
  timing?: Partial<WatchTiming>;
  now?: () => Date;
}

/**
 * Watches (issue #26): a site analysed again on a schedule, as an ordinary analysis that
 * waits behind visitors' analyses, compared with the site's previous report exactly as
 * GET /api/analysis/{id}/changes compares it, and an alert stored (and sent to the
 * watch's webhook, signed) when the change is one the watch alerts on.
 *
 * The store keeps every step once (a slot is claimed once, a run finished once, each
 * webhook try begun once), so the same code is right with one process or many: timers
 * only wake it, and a sweep at start and every minute re-arms what a dead process left.
 */
export async function createWatchService(deps: WatchServiceDeps): Promise<WatchService> {
  const { store, analyses, rescorer, logger, timers, guard } = deps;
  const timing: WatchTiming = { ...DEFAULT_WATCH_TIMING, ...deps.timing };
  const clock = deps.now ?? (() => new Date());
  const now = () => clock().toISOString();
  const repo = store.watches;
  let closing = false;
  /** Ends webhook tries under way when the service closes, so a stop never waits out a slow receiver. */
  const stopping = new AbortController();

  // ---- runs ------------------------------------------------------------------------

  /** A slot came due: claim it, queue its analysis and arm the next slot (or the postponed one). */
  async function fireSlot(watchId: string, slot: string): Promise<void> {
    const watch = await repo.get(watchId);
    if (!watch || watch.nextRunAt !== slot || closing) return;
    const started = clock();
    // Woken early (a clock step): wait for the slot itself.
    if (Date.parse(slot) > started.getTime() + 1000) return armSlot(watch);
    const run: NewWatchRun = { id: randomUUID(), analysisId: randomUUID(), trigger: 'schedule', startedAt: started.toISOString(), scheduledFor: slot };
    // From now, not from the slot: slots missed while the server was down collapse into this one run.
    const nextRunAt = nextRunAfter(watch.cron, watch.timeZone, started).toISOString();
    const outcome = await repo.claimScheduledRun({ watchId, slot, nextRunAt, run, hostSpacingMs: timing.hostSpacingMs });
    switch (outcome.kind) {
      case 'claimed':
        await armSlot(outcome.watch);
        // A refusal fails the run; anything else leaves it to the sweep (startAnalysis says which, and logs it).
        await startAnalysis(outcome.run, outcome.watch).catch(() => undefined);
        return;
      case 'postponed':
        await timers.arm({ kind: 'watch-run', watchId, slot: outcome.until }, outcome.until);
        return;
      case 'busy':
        logger.info('a watch slot was passed over: its last run is still under way', { watchId, slot });
        await armSlot(outcome.watch);
        return;
      case 'stale':
        return;
    }
  }

  const armSlot = (watch: WatchRecord) => timers.arm({ kind: 'watch-run', watchId: watch.id, slot: watch.nextRunAt }, watch.nextRunAt);

  /**
   * Queues the run's analysis under the id the run recorded. A site the guard refuses or
   * a bad address fails the run (and the caller hears of it); a server that cannot take
   * it now leaves the run to the sweep, which queues it again.
   */
  async function startAnalysis(run: WatchRunRecord, watch: WatchRecord): Promise<void> {
    try {
      await analyses.submit(
        { url: watch.url, ...(watch.pricingUrl ? { pricingUrl: watch.pricingUrl } : {}) },
        { watchId: watch.id, analysisId: run.analysisId },
      );
      logger.info('watch run started', { watchId: watch.id, analysisId: run.analysisId, trigger: run.trigger });
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status < 500) {
        await repo.finishRun(run.id, { status: 'failed', finishedAt: now(), error: (error as Error).message });
        logger.info('watch run could not start', { watchId: watch.id, reason: (error as Error).message });
      } else {
        logger.warn('watch run not queued yet; it is tried again shortly', { watchId: watch.id, error });
      }
      throw error;
    }
  }

  /**
   * A run's analysis has ended: the run is finished with its score, and with an alert
   * when the comparison with the site's previous report meets the watch's alertOn.
   * Whoever finishes the run (another process may try too) sends the webhook.
   */
  async function settleRun(analysisId: string): Promise<void> {
    const run = await repo.runOfAnalysis(analysisId);
    if (!run || run.status !== 'running') return;
    const record = await analyses.getRecord(analysisId);
    if (!record || !isSettled(record.status)) return;
    if (record.status === 'failed') {
      await repo.finishRun(run.id, { status: 'failed', finishedAt: now(), error: record.error ?? 'The analysis failed' });
      return;
    }
    const [watch, result] = await Promise.all([repo.get(run.watchId), analyses.getResult(analysisId)]);
    if (!watch || !result) return;
    const changes = await changesSince({ analyses, store, rescorer }, record, result);
    const level = result.maturity.level;
    const raw = changes && alertFindings(changes, level, watch.alertOn);
    // What the site itself changed: a difference the engine's change alone could explain alerts nobody (issue #30).
    const findings = changes && alertFindings(siteChangesOnly(changes, level), level, watch.alertOn);
    const at = now();
    const engineChanged = changes?.engineChanged;
    const shown = findings ?? raw;
    const previous = changes?.previous;
    const alert: AlertRecord | undefined =
      shown && previous
        ? {
            id: randomUUID(),
            watchId: watch.id,
            runId: run.id,
            url: watch.url,
            analysisId,
            previousAnalysisId: previous.analysisId,
            createdAt: at,
            ...shown,
            ...(engineChanged ? { engineChanged } : {}),
            ...(findings
              ? watch.webhookUrl
                ? { delivery: { deliveryId: randomUUID(), status: 'pending' as const, attempts: 0, nextAttemptAt: at } }
                : {}
              : { reasons: [], notAlerted: shown.reasons }),
          }
        : undefined;
    const outcome = { status: 'completed' as const, finishedAt: at, score: displayedScore(result), level, engineVersion: result.engineVersion, engineChanged };
    const finished = await repo.finishRun(run.id, outcome, alert);
    if (!finished || !alert) return;
    if (alert.notAlerted) {
      logger.info('watch run: engine changed, not alerted', { watchId: watch.id, analysisId, kinds: alert.notAlerted });
      return;
    }
    logger.info('watch alert raised', { watchId: watch.id, alertId: alert.id, reasons: alert.reasons });
    if (alert.delivery) await timers.arm({ kind: 'delivery', alertId: alert.id, attempt: 1 }, at);
  }

  // ---- webhook deliveries ----------------------------------------------------------

  /** One try of an alert's webhook; the next is armed with backoff until one is answered 2xx or WEBHOOK_TRIES were made. */
  async function attemptDelivery(alertId: string, attempt: number): Promise<void> {
    const alert = await repo.getAlert(alertId);
    if (!alert?.delivery || alert.delivery.status !== 'pending' || alert.delivery.attempts !== attempt - 1) return;
    const watch = await repo.get(alert.watchId);
    const started = clock();
    const record: DeliveryRecord = {
      id: randomUUID(),
      alertId,
      watchId: alert.watchId,
      deliveryId: alert.delivery.deliveryId,
      attempt,
      url: watch?.webhookUrl ?? '',
      startedAt: started.toISOString(),
      ok: false,
    };
    if (!watch?.webhookUrl) {
      // The webhook was removed after the alert: nothing left to deliver to.
      await repo.recordDelivery(record, { ...alert.delivery, status: 'failed' });
      return;
    }
    const lostAt = new Date(started.getTime() + timing.webhookTimeoutMs + timing.retryBaseMs).toISOString();
    if (!(await repo.beginDelivery(record, lostAt))) return;
    const answer = await sendWebhook({
      url: watch.webhookUrl,
      body: JSON.stringify(webhookPayload(alert, watch.appOrigin)),
      secret: watch.webhookSecret,
      deliveryId: alert.delivery.deliveryId,
      guard,
      timeoutMs: timing.webhookTimeoutMs,
      signal: stopping.signal,
    });
    const answered: DeliveryRecord = { ...record, ...answer };
    const deliveryId = alert.delivery.deliveryId;
    if (answer.ok) {
      await repo.recordDelivery(answered, { deliveryId, status: 'delivered', attempts: attempt });
    } else if (attempt >= WEBHOOK_TRIES) {
      await repo.recordDelivery(answered, { deliveryId, status: 'failed', attempts: attempt });
      logger.warn('a webhook was given up after its last try', { watchId: watch.id, alertId, reason: answer.error });
    } else {
      const nextAttemptAt = new Date(clock().getTime() + timing.retryBaseMs * 2 ** (attempt - 1)).toISOString();
      await repo.recordDelivery(answered, { deliveryId, status: 'pending', attempts: attempt, nextAttemptAt });
      await timers.arm({ kind: 'delivery', alertId, attempt: attempt + 1 }, nextAttemptAt);
    }
  }

  // ---- recovery ----------------------------------------------------------------------

  /**
   * Arms every watch's next slot and every pending delivery's next try, finishes runs
   * whose analysis ended unseen, and queues again the analysis of a run that lost it.
   * Everything here is safe to repeat and to run in several processes at once.
   */
  async function sweep(): Promise<void> {
    for (const watch of await repo.list()) await armSlot(watch);
    for (const run of await repo.runningRuns()) {
      const record = await analyses.getRecord(run.analysisId);
      if (record && isSettled(record.status)) await settleRun(run.analysisId);
      else if (!record && Date.parse(run.startedAt) < clock().getTime() - ORPHANED_RUN_MS) {
        const watch = await repo.get(run.watchId);
        if (watch) await startAnalysis(run, watch).catch(() => undefined);
      }
    }
    for (const alert of await repo.pendingDeliveries()) {
      const delivery = alert.delivery!;
      await timers.arm({ kind: 'delivery', alertId: alert.id, attempt: delivery.attempts + 1 }, delivery.nextAttemptAt ?? now());
    }
  }

  let sweeping: Promise<void> | undefined;
  const sweepSoon = () => {
    if (closing) return;
    sweeping ??= sweep()
      .catch((error: unknown) => logger.warn('could not check the watches for work left undone', { error }))
      .finally(() => (sweeping = undefined));
  };

  const handle = async (task: WatchTask) => {
    if (task.kind === 'watch-run') await fireSlot(task.watchId, task.slot);
    else await attemptDelivery(task.alertId, task.attempt);
  };

  // Subscribed before anything resumes, so no run's end is missed; the sweep catches what was.
  const unsubscribe = analyses.onSettled((record) => {
    if (!record.watchId) return;
    settleRun(record.id).catch((error: unknown) => logger.error('could not finish a watch run', { analysisId: record.id, error }));
  });
  await timers.start(handle);
  sweepSoon();
  const sweepTimer = setInterval(sweepSoon, timing.sweepIntervalMs);
  sweepTimer.unref();

  // ---- API ---------------------------------------------------------------------------

  /** The address as an analysis would take it, checked by the crawler's guard as an analysis is (422 otherwise). */
  async function acceptedSite(url: string, pricingUrl: string | null | undefined) {
    const site = normalizeWebsiteUrl(url);
    if (!site.ok) throw new HttpError(400, site.message);
    const pricing = normalizePricingUrl(pricingUrl ?? undefined);
    if (!pricing.ok) throw new HttpError(400, pricing.message);
    try {
      await preflight(site.value.url, guard);
    } catch (error) {
      if (error instanceof CrawlError) throw new UnprocessableAnalysisError(error.message);
      throw error;
    }
    return { url: site.value.url, host: new URL(site.value.url).hostname.replace(/^www\./, ''), pricingUrl: pricing.value };
  }

  async function viewOf(watch: WatchRecord): Promise<WatchDetail> {
    const [runs, alertCount, deliveries] = await Promise.all([
      repo.recentRuns(watch.id, RUNS_IN_DETAIL),
      repo.countAlerts(watch.id),
      repo.recentDeliveries(watch.id, DELIVERIES_IN_DETAIL),
    ]);
    return toWatchDetail(watch, runs, alertCount, deliveries);
  }

  return {
    async create(input, appOrigin) {
      const id = randomUUID();
      const site = await acceptedSite(input.url, input.pricingUrl);
      const timeZone = input.timeZone ?? 'UTC';
      const cron = cronFor(input.schedule, id, timeZone, timing);
      if (input.webhookUrl) await checkWebhookTarget(input.webhookUrl, guard);
      const at = clock();
      const watch: WatchRecord = {
        id,
        url: site.url,
        ...(site.pricingUrl ? { pricingUrl: site.pricingUrl } : {}),
        host: site.host,
        schedule: input.schedule.trim(),
        cron,
        timeZone,
        alertOn: unique(input.alertOn ?? DEFAULT_ALERT_ON),
        ...(input.webhookUrl ? { webhookUrl: input.webhookUrl } : {}),
        webhookSecret: randomBytes(32).toString('hex'),
        feedKey: randomBytes(24).toString('base64url'),
        appOrigin,
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
        nextRunAt: nextRunAfter(cron, timeZone, at).toISOString(),
      };
      await repo.create(watch);
      await armSlot(watch);
      logger.info('watch created', { watchId: id, schedule: watch.schedule });
      return { watchId: id, webhookSecret: watch.webhookSecret, feedUrl: feedUrlOf(watch) };
    },

    async list() {
      const watches = await repo.list();
      return Promise.all(watches.map(async (watch) => toWatchView(watch, await repo.recentRuns(watch.id, SPARKLINE_RUNS), await repo.countAlerts(watch.id))));
    },

    async get(id) {
      const watch = await repo.get(id);
      return watch && viewOf(watch);
    },

    async update(id, input, appOrigin) {
      const current = await repo.get(id);
      if (!current) return undefined;
      // Everything is checked before anything is stored.
      const site =
        input.url !== undefined || input.pricingUrl !== undefined
          ? await acceptedSite(input.url ?? current.url, input.pricingUrl === undefined ? current.pricingUrl : input.pricingUrl)
          : undefined;
      const schedule = input.schedule?.trim() ?? current.schedule;
      const timeZone = input.timeZone ?? current.timeZone;
      const rescheduled = input.schedule !== undefined || input.timeZone !== undefined;
      const cron = rescheduled ? cronFor(schedule, id, timeZone, timing) : current.cron;
      if (input.webhookUrl) await checkWebhookTarget(input.webhookUrl, guard);
      const at = clock();
      const updated = await repo.update(id, (watch) => {
        if (site) {
          Object.assign(watch, { url: site.url, host: site.host });
          if (site.pricingUrl) watch.pricingUrl = site.pricingUrl;
          else delete watch.pricingUrl;
        }
        if (rescheduled) Object.assign(watch, { schedule, timeZone, cron, nextRunAt: nextRunAfter(cron, timeZone, at).toISOString() });
        if (input.alertOn) watch.alertOn = unique(input.alertOn);
        if (input.webhookUrl === null) delete watch.webhookUrl;
        else if (input.webhookUrl !== undefined) watch.webhookUrl = input.webhookUrl;
        watch.appOrigin = appOrigin;
        watch.updatedAt = at.toISOString();
      });
      if (!updated) return undefined;
      if (rescheduled) await armSlot(updated);
      return viewOf(updated);
    },

    async remove(id) {
      const removed = await repo.remove(id);
      if (removed) logger.info('watch deleted', { watchId: id });
      return removed;
    },

    async runNow(id) {
      const watch = await repo.get(id);
      if (!watch) return undefined;
      const run = await repo.startManualRun(id, { id: randomUUID(), analysisId: randomUUID(), trigger: 'manual', startedAt: now() });
      if (run === undefined) return undefined;
      if (run === 'busy') throw new HttpError(409, WATCH_BUSY);
      await startAnalysis(run, watch);
      return { analysisId: run.analysisId };
    },

    async listAlerts(query) {
      return (await repo.listAlerts(query)).map(toAlertView);
    },

    async feed(id, key) {
      const watch = await repo.get(id);
      if (!watch || !sameSecret(key, watch.feedKey)) return undefined;
      const alerts = (await repo.listAlerts({ watchId: id, limit: ALERTS_IN_FEED })).filter((alert) => !alert.notAlerted);
      return atomFeed(watch, alerts, feedUrlOf(watch));
    },

    async close() {
      closing = true;
      stopping.abort();
      clearInterval(sweepTimer);
      unsubscribe();
      await sweeping;
      await timers.stop();
    },
  };
}

function isSettled(status: AnalysisStatusValue): boolean {
  return status === 'completed' || status === 'failed';
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** Compared in constant time, so the key cannot be guessed a character at a time. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
