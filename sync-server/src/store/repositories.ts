import type { AnalysisResult, AnalyzeRequest } from '../../../engine/contract/analysis.ts';
import type { BatchItemChange } from '../../../engine/contract/batch.ts';
import type { VanityStats, VanityUrl } from '../../../engine/contract/vanity.ts';
import type {
  AlertDeliveryState,
  AlertRecord,
  AnalysisRecord,
  BatchItemRecord,
  BatchRecord,
  DeliveryRecord,
  ShareRecord,
  WatchRecord,
  WatchRunRecord,
} from './db-schema.ts';

/**
 * The store as routes, services and tests see it (issue #14): one repository per
 * resource, each with named operations, all asynchronous so a database server can
 * stand behind them. Nothing outside sync-server/src/store/ knows how data is kept.
 * Every implementation passes the same contract suite (store/*.contract.test.ts).
 */
export interface Store {
  readonly analyses: AnalysisRepository;
  readonly results: ResultRepository;
  /** The pages each analysis read, compressed (issue #30). */
  readonly pages: PageRepository;
  readonly shares: ShareRepository;
  readonly vanity: VanityRepository;
  readonly batches: BatchRepository;
  readonly secrets: SecretRepository;
  readonly loginAttempts: LoginAttemptRepository;
  readonly analysisSlots: AnalysisSlotRepository;
  readonly watches: WatchRepository;
  /** Resolves when the store takes writes now (readiness: GET /api/ready); throws otherwise. */
  checkWritable(): Promise<void>;
  /** Waits for every pending write and releases what the store holds. */
  close(): Promise<void>;
}

/** The analysis index: everything about an analysis but its result. */
export interface AnalysisRepository {
  get(id: string): Promise<AnalysisRecord | undefined>;
  /** Analyses accepted and not finished (pending or running), oldest first. */
  unfinished(): Promise<AnalysisRecord[]>;
  /** The site's completed analyses asked for before this one, latest first (issue #15); rescored ones are passed over. */
  completedBefore(record: AnalysisRecord): Promise<AnalysisRecord[]>;
  /**
   * A completed analysis made by scoring `source`'s stored pages again with engine
   * `engineVersion` (issue #30). Its result is written first, so it always has one.
   */
  createRescored(id: string, source: AnalysisRecord, engineVersion: string, now: string): Promise<AnalysisRecord>;
  /** The latest analysis made by scoring `source`'s pages again with engine `engineVersion`, if there is one. */
  rescoreOf(source: AnalysisRecord, engineVersion: string): Promise<AnalysisRecord | undefined>;
  /** A new pending analysis; `origin` names the batch or watch that asked for it. */
  create(id: string, request: AnalyzeRequest, now: string, origin?: AnalysisOrigin): Promise<AnalysisRecord>;
  /**
   * A worker takes it: running, one more attempt, the first step in progress. Undefined for
   * an unknown id and for an analysis that has ended: two executors of one analysis (a
   * process taken for dead that was not) cannot start it again, nor turn a completed
   * report into a failure (a failure still gives way to a completion).
   */
  start(id: string, now: string): Promise<AnalysisRecord | undefined>;
  /** The checklist at `stepIndex`, the bar at `progress` (never backwards, at most 99). May be written lazily. */
  progress(id: string, stepIndex: number, progress: number, now: string): Promise<void>;
  /** The completed record; undefined for an unknown id or one completed already. */
  complete(id: string, now: string): Promise<AnalysisRecord | undefined>;
  /** The failed record; undefined for an unknown id or one that had ended already. */
  fail(id: string, error: string, failureKind: 'permanent' | 'transient', now: string): Promise<AnalysisRecord | undefined>;
}

/** Who asked for an analysis other than a visitor: its work waits behind visitors'. */
export interface AnalysisOrigin {
  batchId?: string;
  watchId?: string;
}

/** Each analysis' result, apart from the index since results are large. */
export interface ResultRepository {
  /** Throws StoreWriteError when it cannot be kept. */
  write(analysisId: string, result: AnalysisResult): Promise<void>;
  /** Undefined when there is none; a damaged one throws CorruptResultError. */
  read(analysisId: string): Promise<AnalysisResult | undefined>;
}

/**
 * The pages each analysis read (sync-server/src/pages/page-set.ts), kept compressed for
 * PAGES_RETENTION_DAYS. A page set is there whole or not at all: a write that a crash cut
 * short leaves none, never part of one.
 */
export interface PageRepository {
  /** Keeps the analysis' packed page set, replacing one kept before. Throws StoreWriteError when it cannot be kept. */
  write(analysisId: string, packed: Uint8Array, storedAt: string): Promise<void>;
  /** The packed page set, or undefined when none is kept (never stored, or swept). */
  read(analysisId: string): Promise<Uint8Array | undefined>;
  /** Deletes the page sets stored before `before`; gives how many. */
  sweep(before: string): Promise<number>;
  /** How many page sets are kept and their compressed bytes (readiness' disk figures). */
  usage(): Promise<StoredPagesUsage>;
}

export interface StoredPagesUsage {
  pageSets: number;
  /** Their compressed size. */
  bytes: number;
  /** Space left on the disk they are kept on, when the store keeps them on this machine's disk. */
  freeBytes?: number;
}

export interface CreatedShare {
  share: ShareRecord;
  /** False when the same report was already shared under the same name and that link is given back. */
  created: boolean;
}

export interface ShareRepository {
  /** The share behind a slug in any letter case; undefined for one that cannot be a slug. */
  find(slug: string): Promise<ShareRecord | undefined>;
  /** The analysis' shares, newest first. */
  listForAnalysis(analysisId: string): Promise<ShareRecord[]>;
  /**
   * A share under a slug nobody holds yet ("acme", then "acme-2"...); the same name for
   * the same report gives the existing one back. Throws ShareLimitError past
   * MAX_SHARES_PER_ANALYSIS. Two requests at once never get the same slug.
   */
  create(input: { analysisId: string; companyName: string }, now?: Date): Promise<CreatedShare>;
}

export interface VanityRepository {
  /** Newest first. */
  list(): Promise<VanityUrl[]>;
  /** The link in any letter case of its path. */
  find(vanityPath: string): Promise<VanityUrl | undefined>;
  /** Throws VanityPathTakenError when the path exists in any letter case. */
  add(input: { vanityPath: string; analysisId: string }, now?: Date): Promise<VanityUrl>;
  /** False when there was no such link. */
  remove(vanityPath: string): Promise<boolean>;
  /** One person's view; undefined when there is no such link. Concurrent visits each count. */
  recordVisit(vanityPath: string, visit?: { referrerHost?: string; now?: Date }): Promise<VanityUrl | undefined>;
  /** A fetch that is no person's view (bot, link preview, HEAD); false when there is no such link. */
  recordPreview(vanityPath: string): Promise<boolean>;
  /** The last VANITY_STATS_DAYS days, every one present; undefined when there is no such link. */
  readStats(vanityPath: string, now?: Date): Promise<VanityStats | undefined>;
}

/** A new job's item before the store gives it an id. */
export type NewBatchItem = Omit<BatchItemRecord, 'id'>;

/**
 * Batch jobs and their items, addressed by id. Every item operation keeps the job's
 * status in step: `processing` once an item has started, `completed` once every item
 * is completed or failed; a job marked `failed` stays so. Item operations return the
 * item as changed, or undefined for an unknown job or item.
 */
export interface BatchRepository {
  get(id: string): Promise<BatchRecord | undefined>;
  /** Newest first; jobs created in the same millisecond keep the later one first. */
  list(): Promise<BatchRecord[]>;
  /** Jobs still to work on (pending or processing), oldest first. */
  unfinished(): Promise<BatchRecord[]>;
  create(id: string, items: NewBatchItem[], now: string): Promise<BatchRecord>;
  /** Processing, one more attempt, no analysis or error yet. */
  startItem(batchId: string, itemId: string, now: string): Promise<BatchItemRecord | undefined>;
  /** The item's analysis was submitted: kept at once so a restart re-attaches to it. */
  attachAnalysis(batchId: string, itemId: string, analysisId: string, now: string): Promise<BatchItemRecord | undefined>;
  completeItem(batchId: string, itemId: string, analysisId: string, change: BatchItemChange | undefined, now: string): Promise<BatchItemRecord | undefined>;
  failItem(batchId: string, itemId: string, error: string, now: string): Promise<BatchItemRecord | undefined>;
  /** Back in line: stopped between "processing" and its submit. */
  requeueItem(batchId: string, itemId: string, now: string): Promise<BatchItemRecord | undefined>;
  /** The job cannot run any further; items not yet processed stay as they are. */
  failJob(batchId: string, now: string): Promise<void>;
  /** Brings a job whose items all ended to `completed`. */
  settleIfDone(batchId: string, now: string): Promise<void>;
}

/** Secrets the server generates for itself: the admin-token signing key and a generated admin password's hash. */
export type SecretName = 'jwtSecret' | 'adminPasswordHash';

export interface LoadedSecret {
  value: string;
  /** True when this call generated the secret (first start); false when it was already stored. */
  created: boolean;
}

export interface SecretRepository {
  /**
   * The stored secret, or a new one from `generate` when there is none. Created at most
   * once: when two processes start together, the loser gets the winner's secret.
   */
  loadOrCreate(name: SecretName, generate: () => Promise<string>): Promise<LoadedSecret>;
  /** Where the secret is kept, for messages that tell an operator how to reset it. */
  locationOf(name: SecretName): string;
}

export type LoginAttemptStart = { allowed: true; attemptId: string } | { allowed: false; retryAfterSeconds: number };

/** Failed admin logins per client address, the sliding window behind the login limit (DESIGN section 4). */
export interface LoginAttemptRepository {
  /**
   * Counts the attempt as failed from its start (so a burst of parallel guesses cannot
   * slip past the limit while passwords are hashed), unless `limit` attempts of the
   * client already fall within `windowMs` before `now`: then how long until the oldest
   * leaves the window.
   */
  begin(client: string, now: number, limit: number, windowMs: number): Promise<LoginAttemptStart>;
  /** The attempt's credentials were right: it no longer counts. */
  succeeded(client: string, attemptId: string): Promise<void>;
}

/** Visitors' unfinished analyses per client, behind MAX_ANALYSES_PER_CLIENT. */
export interface AnalysisSlotRepository {
  /** Counts the analysis against the client; false, counting nothing, when `limit` of the client's analyses are unfinished. */
  take(client: string, analysisId: string, limit: number): Promise<boolean>;
  /** The analysis ended (or was never accepted): its client may start another. Releasing twice is harmless. */
  release(analysisId: string): Promise<void>;
}

/** A run about to start: the store gives it its status and watch. */
export type NewWatchRun = Pick<WatchRunRecord, 'id' | 'analysisId' | 'trigger' | 'startedAt' | 'scheduledFor'>;

/** A scheduled slot came due: the run to start, and where the watch's schedule goes next. */
export interface ScheduledClaim {
  watchId: string;
  /** The slot that came due; only a watch still waiting for exactly this slot is claimed, so a slot runs once. */
  slot: string;
  /** The watch's next slot after this one. */
  nextRunAt: string;
  run: NewWatchRun;
  /** No two scheduled runs of one host start closer together than this. */
  hostSpacingMs: number;
}

export type ClaimOutcome =
  /** This caller runs it; the watch's next slot is set. */
  | { kind: 'claimed'; watch: WatchRecord; run: WatchRunRecord }
  /** A run of the same host started too recently: the slot moves to `until`, not consumed. */
  | { kind: 'postponed'; until: string }
  /** The watch's last run is still under way: this slot is passed over and the schedule moves on. */
  | { kind: 'busy'; watch: WatchRecord }
  /** No such watch, or it waits for another slot (claimed already, rescheduled): nothing to do. */
  | { kind: 'stale' };

export interface RunOutcome {
  status: 'completed' | 'failed';
  finishedAt: string;
  score?: number;
  level?: WatchRunRecord['level'];
  error?: string;
  engineVersion?: string;
  engineChanged?: WatchRunRecord['engineChanged'];
}

export interface AlertQuery {
  watchId?: string;
  /** Only alerts created after this moment. */
  since?: string;
  limit: number;
}

/**
 * Watches (issue #26), their runs, alerts and webhook deliveries. The store decides
 * what must happen once whatever the number of processes: a slot is claimed by one
 * caller, a watch has at most one run under way, a run is finished (and its alert
 * stored) once, and each try of a delivery is begun once.
 */
export interface WatchRepository {
  get(id: string): Promise<WatchRecord | undefined>;
  /** Newest first. */
  list(): Promise<WatchRecord[]>;
  create(watch: WatchRecord): Promise<WatchRecord>;
  /** Changes the watch under its lock (`change` is synchronous); undefined for an unknown one. */
  update(id: string, change: (watch: WatchRecord) => void): Promise<WatchRecord | undefined>;
  /** The watch with its runs, alerts and deliveries (the analyses stay in the site's history); false when there was none. */
  remove(id: string): Promise<boolean>;

  claimScheduledRun(claim: ScheduledClaim): Promise<ClaimOutcome>;
  /** Run now: the run, 'busy' while another is under way, undefined for an unknown watch. */
  startManualRun(watchId: string, run: NewWatchRun): Promise<WatchRunRecord | 'busy' | undefined>;
  runOfAnalysis(analysisId: string): Promise<WatchRunRecord | undefined>;
  /** Runs under way, oldest first. */
  runningRuns(): Promise<WatchRunRecord[]>;
  /** The watch's last runs, newest first. */
  recentRuns(watchId: string, limit: number): Promise<WatchRunRecord[]>;
  /** Ends a run under way, with the alert it raised; false when it had ended already (another caller did it). */
  finishRun(runId: string, outcome: RunOutcome, alert?: AlertRecord): Promise<boolean>;

  /** Newest first. */
  listAlerts(query: AlertQuery): Promise<AlertRecord[]>;
  /** Alerts raised (records of what was not alerted are not counted). */
  countAlerts(watchId: string): Promise<number>;
  getAlert(id: string): Promise<AlertRecord | undefined>;
  /** Alerts whose webhook delivery is still pending, oldest first. */
  pendingDeliveries(): Promise<AlertRecord[]>;
  /**
   * Begins try `attempt.attempt` of the alert's delivery: only when the delivery is
   * pending and that many tries minus one were begun, so each try is made once. The try
   * counts as lost (and the next is due) at `lostAt` unless its answer is recorded first.
   */
  beginDelivery(attempt: DeliveryRecord, lostAt: string): Promise<AlertRecord | undefined>;
  /** The try's answer, and the delivery's state after it. */
  recordDelivery(attempt: DeliveryRecord, state: AlertDeliveryState): Promise<void>;
  /** The watch's last tries, newest first. */
  recentDeliveries(watchId: string, limit: number): Promise<DeliveryRecord[]>;
}
