import type pg from 'pg';
import type { AlertDeliveryState, AlertRecord, DeliveryRecord, WatchRecord, WatchRunRecord } from '../db-schema.ts';
import type { AlertQuery, ClaimOutcome, NewWatchRun, RunOutcome, ScheduledClaim, WatchRepository } from '../repositories.ts';
import { afterClaim, claimDecision, DELIVERIES_KEPT_PER_WATCH, finishedRun, mayBeginDelivery, newRunRecord, RUNS_KEPT_PER_WATCH } from '../watches.ts';
import type { Transaction } from './migrations.ts';

/**
 * Watches on PostgreSQL (issue #26): whole records in `jsonb`, with the columns the
 * rules and queries need. Every operation on a watch's schedule or runs locks the
 * watch's row first, so two processes asking at once queue and the rules of
 * WatchRepository hold; runs of one host are judged under a lock on the host.
 */
export class PostgresWatches implements WatchRepository {
  constructor(
    private readonly pool: pg.Pool,
    private readonly transaction: Transaction,
  ) {}

  async get(id: string): Promise<WatchRecord | undefined> {
    const { rows } = await this.pool.query<{ record: WatchRecord }>('SELECT record FROM watches WHERE id = $1', [id]);
    return rows[0]?.record;
  }

  async list(): Promise<WatchRecord[]> {
    const { rows } = await this.pool.query<{ record: WatchRecord }>('SELECT record FROM watches ORDER BY created_at DESC, id DESC');
    return rows.map((row) => row.record);
  }

  async create(watch: WatchRecord): Promise<WatchRecord> {
    await this.pool.query('INSERT INTO watches (id, created_at, record) VALUES ($1, $2, $3)', [watch.id, watch.createdAt, watch]);
    return watch;
  }

  update(id: string, change: (watch: WatchRecord) => void): Promise<WatchRecord | undefined> {
    return this.transaction(async (client) => {
      const watch = await lockWatch(client, id);
      if (!watch) return undefined;
      change(watch);
      await saveWatch(client, watch);
      return watch;
    });
  }

  async remove(id: string): Promise<boolean> {
    // Runs, alerts and deliveries go with it (ON DELETE CASCADE).
    const { rowCount } = await this.pool.query('DELETE FROM watches WHERE id = $1', [id]);
    return (rowCount ?? 0) > 0;
  }

  claimScheduledRun(claim: ScheduledClaim): Promise<ClaimOutcome> {
    return this.transaction(async (client): Promise<ClaimOutcome> => {
      const watch = await lockWatch(client, claim.watchId);
      if (!watch) return { kind: 'stale' };
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`watch-host:${watch.host}`]);
      const running = await runningRunOf(client, watch.id);
      const { rows } = await client.query<{ latest: string | null }>(
        "SELECT max(started_at) AS latest FROM watch_runs WHERE host = $1 AND record->>'trigger' = 'schedule'",
        [watch.host],
      );
      const waiting = await client.query<{ record: WatchRecord }>(
        "SELECT record FROM watches WHERE record->>'host' = $1 AND id <> $2 AND record ? 'waitingSince' ORDER BY record->>'waitingSince' LIMIT 1",
        [watch.host, watch.id],
      );
      const decision = claimDecision(watch, claim, running, rows[0]?.latest ?? undefined, waiting.rows[0]?.record);
      if (decision.kind === 'stale') return decision;
      afterClaim(watch, claim, decision);
      await saveWatch(client, watch);
      if (decision.kind === 'postponed') return decision;
      if (decision.kind === 'busy') return { kind: 'busy', watch };
      const run = await insertRun(client, newRunRecord(watch, claim.run));
      return { kind: 'claimed', watch, run };
    });
  }

  startManualRun(watchId: string, newRun: NewWatchRun): Promise<WatchRunRecord | 'busy' | undefined> {
    return this.transaction(async (client) => {
      const watch = await lockWatch(client, watchId);
      if (!watch) return undefined;
      if (await runningRunOf(client, watchId)) return 'busy' as const;
      return insertRun(client, newRunRecord(watch, newRun));
    });
  }

  async runOfAnalysis(analysisId: string): Promise<WatchRunRecord | undefined> {
    const { rows } = await this.pool.query<{ record: WatchRunRecord }>('SELECT record FROM watch_runs WHERE analysis_id = $1', [analysisId]);
    return rows[0]?.record;
  }

  async runningRuns(): Promise<WatchRunRecord[]> {
    const { rows } = await this.pool.query<{ record: WatchRunRecord }>("SELECT record FROM watch_runs WHERE status = 'running' ORDER BY started_at, id");
    return rows.map((row) => row.record);
  }

  async recentRuns(watchId: string, limit: number): Promise<WatchRunRecord[]> {
    const { rows } = await this.pool.query<{ record: WatchRunRecord }>(
      'SELECT record FROM watch_runs WHERE watch_id = $1 ORDER BY started_at DESC, id DESC LIMIT $2',
      [watchId, limit],
    );
    return rows.map((row) => row.record);
  }

  finishRun(runId: string, outcome: RunOutcome, alert?: AlertRecord): Promise<boolean> {
    return this.transaction(async (client) => {
      const { rows } = await client.query<{ watch_id: string }>('SELECT watch_id FROM watch_runs WHERE id = $1', [runId]);
      if (!rows[0] || !(await lockWatch(client, rows[0].watch_id))) return false;
      const current = await client.query<{ record: WatchRunRecord }>('SELECT record FROM watch_runs WHERE id = $1', [runId]);
      const run = current.rows[0]?.record;
      if (run?.status !== 'running') return false;
      const finished = finishedRun(run, outcome, alert?.id);
      await client.query('UPDATE watch_runs SET status = $2, record = $3 WHERE id = $1', [runId, finished.status, finished]);
      if (alert) {
        await client.query('INSERT INTO watch_alerts (id, watch_id, analysis_id, created_at, delivery_status, record) VALUES ($1, $2, $3, $4, $5, $6)', [
          alert.id,
          alert.watchId,
          alert.analysisId,
          alert.createdAt,
          alert.delivery?.status ?? null,
          alert,
        ]);
      }
      return true;
    });
  }

  async listAlerts(query: AlertQuery): Promise<AlertRecord[]> {
    const { rows } = await this.pool.query<{ record: AlertRecord }>(
      `SELECT record FROM watch_alerts WHERE ($1::text IS NULL OR watch_id = $1) AND ($2::text IS NULL OR created_at > $2)
       ORDER BY created_at DESC, id DESC LIMIT $3`,
      [query.watchId ?? null, query.since ?? null, query.limit],
    );
    return rows.map((row) => row.record);
  }

  async countAlerts(watchId: string): Promise<number> {
    const { rows } = await this.pool.query<{ count: string }>("SELECT count(*) FROM watch_alerts WHERE watch_id = $1 AND NOT (record ? 'notAlerted')", [
      watchId,
    ]);
    return Number(rows[0]!.count);
  }

  async getAlert(id: string): Promise<AlertRecord | undefined> {
    const { rows } = await this.pool.query<{ record: AlertRecord }>('SELECT record FROM watch_alerts WHERE id = $1', [id]);
    return rows[0]?.record;
  }

  async pendingDeliveries(): Promise<AlertRecord[]> {
    const { rows } = await this.pool.query<{ record: AlertRecord }>(
      "SELECT record FROM watch_alerts WHERE delivery_status = 'pending' ORDER BY created_at, id",
    );
    return rows.map((row) => row.record);
  }

  beginDelivery(attempt: DeliveryRecord, lostAt: string): Promise<AlertRecord | undefined> {
    return this.transaction(async (client) => {
      const { rows } = await client.query<{ record: AlertRecord }>('SELECT record FROM watch_alerts WHERE id = $1 FOR UPDATE', [attempt.alertId]);
      const alert = rows[0]?.record;
      if (!mayBeginDelivery(alert, attempt.attempt)) return undefined;
      alert.delivery = { ...alert.delivery, attempts: attempt.attempt, nextAttemptAt: lostAt };
      await saveAlert(client, alert);
      await client.query('INSERT INTO webhook_deliveries (id, alert_id, watch_id, attempt, started_at, record) VALUES ($1, $2, $3, $4, $5, $6)', [
        attempt.id,
        attempt.alertId,
        attempt.watchId,
        attempt.attempt,
        attempt.startedAt,
        attempt,
      ]);
      await client.query(
        `DELETE FROM webhook_deliveries WHERE watch_id = $1 AND id NOT IN
           (SELECT id FROM webhook_deliveries WHERE watch_id = $1 ORDER BY started_at DESC, id DESC LIMIT $2)`,
        [attempt.watchId, DELIVERIES_KEPT_PER_WATCH],
      );
      return alert;
    });
  }

  recordDelivery(attempt: DeliveryRecord, state: AlertDeliveryState): Promise<void> {
    return this.transaction(async (client) => {
      const { rows } = await client.query<{ record: AlertRecord }>('SELECT record FROM watch_alerts WHERE id = $1 FOR UPDATE', [attempt.alertId]);
      const alert = rows[0]?.record;
      if (!alert) return;
      alert.delivery = state;
      await saveAlert(client, alert);
      await client.query('UPDATE webhook_deliveries SET record = $2 WHERE id = $1', [attempt.id, attempt]);
    });
  }

  async recentDeliveries(watchId: string, limit: number): Promise<DeliveryRecord[]> {
    const { rows } = await this.pool.query<{ record: DeliveryRecord }>(
      'SELECT record FROM webhook_deliveries WHERE watch_id = $1 ORDER BY started_at DESC, id DESC LIMIT $2',
      [watchId, limit],
    );
    return rows.map((row) => row.record);
  }
}

async function lockWatch(client: pg.PoolClient, id: string): Promise<WatchRecord | undefined> {
  const { rows } = await client.query<{ record: WatchRecord }>('SELECT record FROM watches WHERE id = $1 FOR UPDATE', [id]);
  return rows[0]?.record;
}

async function saveWatch(client: pg.PoolClient, watch: WatchRecord): Promise<void> {
  await client.query('UPDATE watches SET record = $2 WHERE id = $1', [watch.id, watch]);
}

async function saveAlert(client: pg.PoolClient, alert: AlertRecord): Promise<void> {
  await client.query('UPDATE watch_alerts SET delivery_status = $2, record = $3 WHERE id = $1', [alert.id, alert.delivery?.status ?? null, alert]);
}

async function runningRunOf(client: pg.PoolClient, watchId: string): Promise<WatchRunRecord | undefined> {
  const { rows } = await client.query<{ record: WatchRunRecord }>("SELECT record FROM watch_runs WHERE watch_id = $1 AND status = 'running'", [watchId]);
  return rows[0]?.record;
}

/** Inserts a run under way and drops the watch's oldest finished runs beyond RUNS_KEPT_PER_WATCH. */
async function insertRun(client: pg.PoolClient, run: WatchRunRecord): Promise<WatchRunRecord> {
  await client.query('INSERT INTO watch_runs (id, watch_id, analysis_id, host, status, started_at, record) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    run.id,
    run.watchId,
    run.analysisId,
    run.host,
    run.status,
    run.startedAt,
    run,
  ]);
  await client.query(
    `DELETE FROM watch_runs WHERE watch_id = $1 AND status <> 'running' AND id NOT IN
       (SELECT id FROM watch_runs WHERE watch_id = $1 AND status <> 'running' ORDER BY started_at DESC, id DESC LIMIT $2)`,
    [run.watchId, RUNS_KEPT_PER_WATCH],
  );
  return run;
}
