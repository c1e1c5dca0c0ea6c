import type { AlertDeliveryState, AlertRecord, DeliveryRecord, WatchRecord, WatchRunRecord } from './db-schema.ts';
import type { JsonDb } from './json-db.ts';
import type { AlertQuery, ClaimOutcome, NewWatchRun, RunOutcome, ScheduledClaim, WatchRepository } from './repositories.ts';

/** Finished runs and delivery tries kept per watch: enough for the screens, so the store does not grow for ever. */
export const RUNS_KEPT_PER_WATCH = 100;
export const DELIVERIES_KEPT_PER_WATCH = 100;

/**
 * What a scheduled slot comes to, in every store: `running` is the watch's run under way,
 * `lastHostStart` the latest start of a scheduled run of the watch's host (Run now is the
 * admin's call and is never held back, nor holds the schedule back).
 */
export function claimDecision(
  watch: WatchRecord | undefined,
  claim: ScheduledClaim,
  running: WatchRunRecord | undefined,
  lastHostStart: string | undefined,
  /** Of the host's other watches postponed for its spacing, the one waiting longest. */
  waitingAhead?: Pick<WatchRecord, 'nextRunAt' | 'waitingSince'>,
): { kind: 'stale' } | { kind: 'busy' } | { kind: 'postponed'; until: string } | { kind: 'claimed' } {
  if (!watch || watch.nextRunAt !== claim.slot) return { kind: 'stale' };
  if (running) return { kind: 'busy' };
  const now = Date.parse(claim.run.startedAt);
  // Another watch of the host has waited longer: it goes first, this one after it.
  if (waitingAhead?.waitingSince !== undefined && waitingAhead.waitingSince < (watch.waitingSince ?? claim.slot)) {
    return { kind: 'postponed', until: new Date(Math.max(Date.parse(waitingAhead.nextRunAt), now) + claim.hostSpacingMs).toISOString() };
  }
  if (lastHostStart !== undefined) {
    const spaced = Date.parse(lastHostStart) + claim.hostSpacingMs;
    if (spaced > now) return { kind: 'postponed', until: new Date(spaced).toISOString() };
  }
  return { kind: 'claimed' };
}

/** What a claim's decision does to the watch: where it waits next, and since when it has been waiting. */
export function afterClaim(
  watch: WatchRecord,
  claim: ScheduledClaim,
  decision: { kind: 'busy' } | { kind: 'postponed'; until: string } | { kind: 'claimed' },
): void {
  if (decision.kind === 'postponed') {
    watch.waitingSince ??= claim.slot;
    watch.nextRunAt = decision.until;
    return;
  }
  delete watch.waitingSince;
  watch.nextRunAt = claim.nextRunAt;
}

/** Of a host's other watches, the one postponed longest ago (waitingAhead of claimDecision). */
export function longestWaiting(watches: Iterable<WatchRecord>, host: string, exceptId: string): WatchRecord | undefined {
  let ahead: WatchRecord | undefined;
  for (const candidate of watches) {
    if (candidate.host !== host || candidate.id === exceptId || candidate.waitingSince === undefined) continue;
    if (!ahead || candidate.waitingSince < ahead.waitingSince!) ahead = candidate;
  }
  return ahead;
}

/** A new run under way, as every store keeps it. */
export function newRunRecord(watch: WatchRecord, run: NewWatchRun): WatchRunRecord {
  return { ...withoutUndefined(run), watchId: watch.id, host: watch.host, status: 'running' };
}

/** What finishing does to a run, in every store. */
export function finishedRun(run: WatchRunRecord, outcome: RunOutcome, alertId: string | undefined): WatchRunRecord {
  return { ...run, ...withoutUndefined(outcome), ...(alertId ? { alertId } : {}) };
}

/** Whether try `attempt` may begin: the delivery is pending and the tries before it were begun. */
export function mayBeginDelivery(alert: AlertRecord | undefined, attempt: number): alert is AlertRecord & { delivery: AlertDeliveryState } {
  return alert?.delivery?.status === 'pending' && alert.delivery.attempts === attempt - 1;
}

export function alertMatches(alert: AlertRecord, query: AlertQuery): boolean {
  return (query.watchId === undefined || alert.watchId === query.watchId) && (query.since === undefined || alert.createdAt > query.since);
}

/** Newest first; ids settle ties so every store lists alike. */
export const newestFirst =
  <T extends { id: string }>(at: (item: T) => string) =>
  (a: T, b: T) =>
    at(b).localeCompare(at(a)) || b.id.localeCompare(a.id);

/** Watches and their runs, alerts and deliveries in db.json; everything goes out as copies. */
export class LowdbWatches implements WatchRepository {
  constructor(private readonly db: JsonDb) {}

  async get(id: string): Promise<WatchRecord | undefined> {
    return copy(own(this.db.data.watches, id));
  }

  async list(): Promise<WatchRecord[]> {
    return Object.values(this.db.data.watches)
      .sort(newestFirst((watch) => watch.createdAt))
      .map((record) => structuredClone(record));
  }

  async create(watch: WatchRecord): Promise<WatchRecord> {
    await this.db.mutate((data) => {
      data.watches[watch.id] = structuredClone(watch);
    });
    return structuredClone(watch);
  }

  async update(id: string, change: (watch: WatchRecord) => void): Promise<WatchRecord | undefined> {
    if (!own(this.db.data.watches, id)) return undefined;
    return this.db.mutate((data) => {
      const watch = own(data.watches, id);
      if (!watch) return undefined;
      // Changed on a copy first: a change that throws leaves the stored watch as it was.
      const changed = structuredClone(watch);
      change(changed);
      data.watches[id] = changed;
      return structuredClone(changed);
    });
  }

  async remove(id: string): Promise<boolean> {
    if (!own(this.db.data.watches, id)) return false;
    return this.db.mutate((data) => {
      if (!own(data.watches, id)) return false;
      delete data.watches[id];
      const tables: Record<string, { watchId: string }>[] = [data.watchRuns, data.alerts, data.deliveries];
      for (const table of tables) {
        for (const [key, record] of Object.entries(table)) if (record.watchId === id) delete table[key];
      }
      return true;
    });
  }

  async claimScheduledRun(claim: ScheduledClaim): Promise<ClaimOutcome> {
    return this.db.mutate((data): ClaimOutcome => {
      const watch = own(data.watches, claim.watchId);
      const running = Object.values(data.watchRuns).find((run) => run.watchId === claim.watchId && run.status === 'running');
      const lastHostStart = Object.values(data.watchRuns)
        .filter((run) => run.host === watch?.host && run.trigger === 'schedule')
        .reduce<string | undefined>((latest, run) => (latest === undefined || run.startedAt > latest ? run.startedAt : latest), undefined);
      const waitingAhead = watch ? longestWaiting(Object.values(data.watches), watch.host, watch.id) : undefined;
      const decision = claimDecision(watch, claim, running, lastHostStart, waitingAhead);
      if (decision.kind === 'stale' || !watch) return { kind: 'stale' };
      afterClaim(watch, claim, decision);
      if (decision.kind === 'postponed') return decision;
      if (decision.kind === 'busy') return { kind: 'busy', watch: structuredClone(watch) };
      const run = newRunRecord(watch, claim.run);
      addRun(data.watchRuns, run);
      return { kind: 'claimed', watch: structuredClone(watch), run: structuredClone(run) };
    });
  }

  async startManualRun(watchId: string, newRun: NewWatchRun): Promise<WatchRunRecord | 'busy' | undefined> {
    return this.db.mutate((data) => {
      const watch = own(data.watches, watchId);
      if (!watch) return undefined;
      if (Object.values(data.watchRuns).some((run) => run.watchId === watchId && run.status === 'running')) return 'busy' as const;
      const run = newRunRecord(watch, newRun);
      addRun(data.watchRuns, run);
      return structuredClone(run);
    });
  }

  async runOfAnalysis(analysisId: string): Promise<WatchRunRecord | undefined> {
    return copy(Object.values(this.db.data.watchRuns).find((run) => run.analysisId === analysisId));
  }

  async runningRuns(): Promise<WatchRunRecord[]> {
    return Object.values(this.db.data.watchRuns)
      .filter((run) => run.status === 'running')
      .sort((a, b) => a.startedAt.localeCompare(b.startedAt))
      .map((record) => structuredClone(record));
  }

  async recentRuns(watchId: string, limit: number): Promise<WatchRunRecord[]> {
    return Object.values(this.db.data.watchRuns)
      .filter((run) => run.watchId === watchId)
      .sort(newestFirst((run) => run.startedAt))
      .slice(0, limit)
      .map((record) => structuredClone(record));
  }

  async finishRun(runId: string, outcome: RunOutcome, alert?: AlertRecord): Promise<boolean> {
    return this.db.mutate((data) => {
      const run = own(data.watchRuns, runId);
      if (!run || run.status !== 'running' || !own(data.watches, run.watchId)) return false;
      data.watchRuns[runId] = finishedRun(run, outcome, alert?.id);
      if (alert) data.alerts[alert.id] = structuredClone(alert);
      return true;
    });
  }

  async listAlerts(query: AlertQuery): Promise<AlertRecord[]> {
    return Object.values(this.db.data.alerts)
      .filter((alert) => alertMatches(alert, query))
      .sort(newestFirst((alert) => alert.createdAt))
      .slice(0, query.limit)
      .map((record) => structuredClone(record));
  }

  async countAlerts(watchId: string): Promise<number> {
    return Object.values(this.db.data.alerts).filter((alert) => alert.watchId === watchId && !alert.notAlerted).length;
  }

  async getAlert(id: string): Promise<AlertRecord | undefined> {
    return copy(own(this.db.data.alerts, id));
  }

  async pendingDeliveries(): Promise<AlertRecord[]> {
    return Object.values(this.db.data.alerts)
      .filter((alert) => alert.delivery?.status === 'pending')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((record) => structuredClone(record));
  }

  async beginDelivery(attempt: DeliveryRecord, lostAt: string): Promise<AlertRecord | undefined> {
    return this.db.mutate((data) => {
      const alert = own(data.alerts, attempt.alertId);
      if (!mayBeginDelivery(alert, attempt.attempt)) return undefined;
      alert.delivery = { ...alert.delivery, attempts: attempt.attempt, nextAttemptAt: lostAt };
      data.deliveries[attempt.id] = structuredClone(attempt);
      const tries = Object.values(data.deliveries)
        .filter((delivery) => delivery.watchId === attempt.watchId)
        .sort(newestFirst((delivery) => delivery.startedAt));
      for (const old of tries.slice(DELIVERIES_KEPT_PER_WATCH)) delete data.deliveries[old.id];
      return structuredClone(alert);
    });
  }

  async recordDelivery(attempt: DeliveryRecord, state: AlertDeliveryState): Promise<void> {
    await this.db.mutate((data) => {
      const alert = own(data.alerts, attempt.alertId);
      if (!alert) return;
      alert.delivery = structuredClone(state);
      if (own(data.deliveries, attempt.id)) data.deliveries[attempt.id] = structuredClone(attempt);
    });
  }

  async recentDeliveries(watchId: string, limit: number): Promise<DeliveryRecord[]> {
    return Object.values(this.db.data.deliveries)
      .filter((delivery) => delivery.watchId === watchId)
      .sort(newestFirst((delivery) => delivery.startedAt))
      .slice(0, limit)
      .map((record) => structuredClone(record));
  }
}

/** Adds a run and drops the watch's oldest finished runs beyond RUNS_KEPT_PER_WATCH. */
function addRun(runs: Record<string, WatchRunRecord>, run: WatchRunRecord): void {
  runs[run.id] = run;
  const finished = Object.values(runs)
    .filter((candidate) => candidate.watchId === run.watchId && candidate.status !== 'running')
    .sort(newestFirst((candidate) => candidate.startedAt));
  for (const old of finished.slice(RUNS_KEPT_PER_WATCH)) delete runs[old.id];
}

function own<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function copy<T>(value: T | undefined): T | undefined {
  return value === undefined ? undefined : structuredClone(value);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
