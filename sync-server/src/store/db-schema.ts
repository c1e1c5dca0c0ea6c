import type { AnalysisStatusValue, AnalysisStep, AnalyzeRequest } from '../../../engine/contract/analysis.ts';
import type { BatchItemChange, BatchStatus } from '../../../engine/contract/batch.ts';
import type { VanityUrl } from '../../../engine/contract/vanity.ts';

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
  /** The site's history key (engine/contract/site-key.ts); records older than site history lack it. */
  siteKey?: string;
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

export interface DbData {
  schemaVersion: 1;
  /** Unfinished analyses only: settled ones move to the append-only index (analysis-archive.ts). */
  analyses: Record<string, AnalysisRecord>;
  shares: Record<string, ShareRecord>;
  vanity: Record<string, VanityRecord>;
  batches: Record<string, BatchRecord>;
}

export function emptyDb(): DbData {
  return { schemaVersion: 1, analyses: {}, shares: {}, vanity: {}, batches: {} };
}
