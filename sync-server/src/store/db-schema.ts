import type { AnalysisStatusValue, AnalysisStep, AnalyzeRequest } from '../../../engine/contract/analysis.ts';
import type { BatchItemChange, BatchStatus } from '../../../engine/contract/batch.ts';
import type { VanityUrl } from '../../../engine/contract/vanity.ts';
import type { Alert, AlertKind, WatchRun, WebhookDelivery } from '../../../engine/contract/watches.ts';

/** The analysis index: everything about an analysis but its (large) result, which has its own file. */
export interface AnalysisRecord {
  id: string;
  /** The request as accepted, with url and pricingUrl already normalised. */
  request: AnalyzeRequest;
  status: AnalysisStatusValue;
  progress: number;
  steps: AnalysisStep[];
  /** Readable reason when status is failed. */
  error?: string;
  /** Whether trying again could help (timeout, 5xx) or not (bad address, 4xx, refused by the guard). */
  failureKind?: 'permanent' | 'transient';
  createdAt: string;
  updatedAt: string;
  /** How many times a worker has started it; a restart resumes, this stops endless retries. */
  attempts: number;
  /** A batch id when a batch asked for it. */
  batchId?: string;
  /** A watch id when a watch's run asked for it (issue #26); like batch work, it waits behind visitors' analyses. */
  watchId?: string;
  /** The site's history key (engine/contract/site-key.ts); records older than site history lack it. */
  siteKey?: string;
  /**
   * Set on an analysis made by scoring another's stored pages again (issue #30): that
   * analysis' id. It is another reading of the same pages, not a new look at the site, so
   * the site's history passes it over.
   */
  rescoredFrom?: string;
  /** The engine a rescored analysis was scored with, so it is found again for that engine. */
  engineVersion?: string;
}

export interface ShareRecord {
  slug: string;
  analysisId: string;
  companyName: string;
  createdAt: string;
}

/** Counts behind GET /api/vanity/{path}/stats: hosts and days only, never an address or a User-Agent. */
export interface VanityStatsRecord {
  previews: number;
  /** Views per UTC day (YYYY-MM-DD), the last VANITY_STATS_DAYS days only. */
  daily: { date: string; views: number }[];
  /** Views per referring host, at most MAX_REFERRER_HOSTS of them. */
  referrers: { host: string; views: number }[];
}

/** A link as stored: the API's fields plus its statistics (absent until the first visit). */
export type VanityRecord = VanityUrl & { stats?: VanityStatsRecord };

export interface BatchItemRecord {
  /** Unique within its job; items are addressed by it, never by position. */
  id: string;
  url: string;
  companyName?: string;
  status: BatchStatus;
  error?: string;
  analysisId?: string;
  attempts: number;
  /** Written when the item completes and the site had an earlier analysis. */
  change?: BatchItemChange;
}

export interface BatchRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
  status: BatchStatus;
  items: BatchItemRecord[];
}

/** A watched site (issue #26): what to analyse, when, and what to alert on. */
export interface WatchRecord {
  id: string;
  /** Normalised as an analysis request's. */
  url: string;
  pricingUrl?: string;
  /** The site's host: runs of one host are spread out. */
  host: string;
  /** As given: daily, weekly or a cron expression. */
  schedule: string;
  /** The five-field cron expression the schedule runs on, in `timeZone`. */
  cron: string;
  timeZone: string;
  alertOn: AlertKind[];
  webhookUrl?: string;
  webhookSecret: string;
  /** The Atom feed's key: whoever holds it reads the watch's alerts. */
  feedKey: string;
  /** Where links in webhooks and the feed point: the origin the admin reached the app at. */
  appOrigin: string;
  createdAt: string;
  updatedAt: string;
  /** The slot the scheduler waits for next; a run claims it by moving it on. */
  nextRunAt: string;
  /**
   * Set while a slot is postponed for the host's spacing: the slot it was first due. Of the
   * watches of one host, the one waiting longest runs first, so a frequent schedule cannot
   * keep another watch of its host waiting for ever.
   */
  waitingSince?: string;
}

/** A run as stored: the API's fields plus the watch and host it belongs to. */
export type WatchRunRecord = WatchRun & { watchId: string; host: string; scheduledFor?: string };

/** The webhook's delivery of one alert: pending until a try is answered with 2xx or the tries are spent. */
export interface AlertDeliveryState {
  deliveryId: string;
  status: 'pending' | 'delivered' | 'failed';
  /** Tries begun so far. */
  attempts: number;
  /** When the next try is due; while a try is under way, when it counts as lost and the next is due. */
  nextAttemptAt?: string;
}

/** An alert as stored: the API's fields with the full delivery state. */
export type AlertRecord = Omit<Alert, 'delivery'> & { runId: string; delivery?: AlertDeliveryState };

export type DeliveryRecord = WebhookDelivery & { watchId: string };

export interface DbData {
  schemaVersion: 1;
  /** Unfinished analyses only: settled ones move to the append-only index (analysis-archive.ts). */
  analyses: Record<string, AnalysisRecord>;
  shares: Record<string, ShareRecord>;
  vanity: Record<string, VanityRecord>;
  batches: Record<string, BatchRecord>;
  watches: Record<string, WatchRecord>;
  watchRuns: Record<string, WatchRunRecord>;
  alerts: Record<string, AlertRecord>;
  deliveries: Record<string, DeliveryRecord>;
}

export function emptyDb(): DbData {
  return { schemaVersion: 1, analyses: {}, shares: {}, vanity: {}, batches: {}, watches: {}, watchRuns: {}, alerts: {}, deliveries: {} };
}
