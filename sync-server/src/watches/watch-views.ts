import type { Alert, Watch, WatchDetail, WatchRun, WebhookDelivery, WebhookPayload } from '../../../engine/contract/watches.ts';
import type { AlertRecord, DeliveryRecord, WatchRecord, WatchRunRecord } from '../store/db-schema.ts';
import { alertLinks, feedUrlOf } from './watch-links.ts';

/** Runs a watch's list entry draws its sparkline from. */
export const SPARKLINE_RUNS = 20;

/** What the API shows of a run. */
export function toRunView({ watchId: _watch, host: _host, scheduledFor: _slot, ...run }: WatchRunRecord): WatchRun {
  return run;
}

/** A watch as listed: schedule, next and last run, and the scores of its last completed runs (oldest first). */
export function toWatchView(watch: WatchRecord, recentRuns: readonly WatchRunRecord[], alertCount: number): Watch {
  const scores = recentRuns
    .filter((run) => run.status === 'completed' && run.score !== undefined)
    .slice(0, SPARKLINE_RUNS)
    .reverse()
    .map((run) => ({ analysisId: run.analysisId, at: run.finishedAt ?? run.startedAt, score: run.score! }));
  return {
    id: watch.id,
    url: watch.url,
    ...(watch.pricingUrl ? { pricingUrl: watch.pricingUrl } : {}),
    schedule: watch.schedule,
    cron: watch.cron,
    timeZone: watch.timeZone,
    alertOn: watch.alertOn,
    ...(watch.webhookUrl ? { webhookUrl: watch.webhookUrl } : {}),
    createdAt: watch.createdAt,
    updatedAt: watch.updatedAt,
    nextRunAt: watch.nextRunAt,
    ...(recentRuns[0] ? { lastRun: toRunView(recentRuns[0]) } : {}),
    scores,
    alertCount,
  };
}

export function toWatchDetail(
  watch: WatchRecord,
  recentRuns: readonly WatchRunRecord[],
  alertCount: number,
  deliveries: readonly DeliveryRecord[],
): WatchDetail {
  return {
    ...toWatchView(watch, recentRuns, alertCount),
    webhookSecret: watch.webhookSecret,
    feedUrl: feedUrlOf(watch),
    runs: recentRuns.map(toRunView),
    deliveries: deliveries.map(toDeliveryView),
  };
}

export function toDeliveryView({ watchId: _watch, ...delivery }: DeliveryRecord): WebhookDelivery {
  return delivery;
}

export function toAlertView({ runId: _run, delivery, ...alert }: AlertRecord): Alert {
  return { ...alert, ...(delivery ? { delivery: { status: delivery.status, attempts: delivery.attempts } } : {}) };
}

/** The JSON a webhook receives for an alert. */
export function webhookPayload(alert: AlertRecord, appOrigin: string): WebhookPayload {
  return {
    event: 'watch.alert',
    alertId: alert.id,
    watchId: alert.watchId,
    url: alert.url,
    analysisId: alert.analysisId,
    previousAnalysisId: alert.previousAnalysisId,
    createdAt: alert.createdAt,
    reasons: alert.reasons,
    level: alert.level,
    score: alert.score,
    lost: alert.lost,
    gained: alert.gained,
    frictionAdded: alert.frictionAdded ?? [],
    ...(alert.engineChanged ? { engineChanged: alert.engineChanged } : {}),
    ...alertLinks(appOrigin, alert),
  };
}
