import type { Pool, PoolClient } from 'pg';

/** One step of the schema; `down` undoes `up` exactly. */
export interface Migration {
  version: number;
  name: string;
  up: string;
  down: string;
}

/**
 * The PostgreSQL schema, oldest first (issue #14). Whole records are kept as `jsonb`
 * beside the columns that queries and rules need: unique keys where a single writer
 * used to make rules true (share slugs, one name per report, case-insensitive vanity
 * paths), and counters that are incremented in place.
 */
export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'store',
    up: `
      CREATE TABLE analyses (
        id text PRIMARY KEY,
        site_key text NOT NULL,
        status text NOT NULL,
        created_at text NOT NULL,
        record jsonb NOT NULL
      );
      CREATE INDEX analyses_by_site ON analyses (site_key, created_at);
      CREATE INDEX analyses_unfinished ON analyses (created_at) WHERE status IN ('pending', 'running');
      CREATE TABLE results (
        analysis_id text PRIMARY KEY,
        result jsonb NOT NULL
      );
      CREATE TABLE shares (
        slug text PRIMARY KEY,
        analysis_id text NOT NULL,
        company_name text NOT NULL,
        created_at text NOT NULL,
        UNIQUE (analysis_id, company_name)
      );
      CREATE TABLE vanity_links (
        path_key text PRIMARY KEY,
        id text NOT NULL,
        vanity_path text NOT NULL,
        analysis_id text NOT NULL,
        created_at text NOT NULL,
        last_accessed_at text,
        access_count integer NOT NULL DEFAULT 0,
        previews integer NOT NULL DEFAULT 0
      );
      CREATE TABLE vanity_daily_views (
        path_key text NOT NULL REFERENCES vanity_links ON DELETE CASCADE,
        day text NOT NULL,
        views integer NOT NULL,
        PRIMARY KEY (path_key, day)
      );
      CREATE TABLE vanity_referrers (
        path_key text NOT NULL REFERENCES vanity_links ON DELETE CASCADE,
        host text NOT NULL,
        views integer NOT NULL,
        PRIMARY KEY (path_key, host)
      );
      CREATE TABLE batches (
        id text PRIMARY KEY,
        seq bigserial NOT NULL,
        status text NOT NULL,
        created_at text NOT NULL,
        job jsonb NOT NULL
      );
      CREATE TABLE secrets (
        name text PRIMARY KEY,
        value text NOT NULL
      );`,
    down: `
      DROP TABLE secrets, batches, vanity_referrers, vanity_daily_views, vanity_links, shares, results, analyses;`,
  },
  {
    version: 2,
    name: 'login attempts',
    up: `
      CREATE TABLE login_attempts (
        id bigserial PRIMARY KEY,
        client text NOT NULL,
        at bigint NOT NULL
      );
      CREATE INDEX login_attempts_by_client ON login_attempts (client, at);
      CREATE INDEX login_attempts_by_time ON login_attempts (at);`,
    down: `
      DROP TABLE login_attempts;`,
  },
  {
    version: 3,
    name: 'analysis slots',
    up: `
      CREATE TABLE analysis_slots (
        analysis_id text PRIMARY KEY,
        client text NOT NULL,
        taken_at bigint NOT NULL
      );
      CREATE INDEX analysis_slots_by_client ON analysis_slots (client);`,
    down: `
      DROP TABLE analysis_slots;`,
  },
  {
    // Issue #26. A watch is locked (FOR UPDATE) by every operation on it and its runs, so
    // its rules hold across processes; the partial unique index is the last word on "one
    // run under way per watch", the unique analysis ids on "one run and one alert per analysis".
    version: 4,
    name: 'watches',
    up: `
      CREATE TABLE watches (
        id text PRIMARY KEY,
        created_at text NOT NULL,
        record jsonb NOT NULL
      );
      CREATE TABLE watch_runs (
        id text PRIMARY KEY,
        watch_id text NOT NULL REFERENCES watches ON DELETE CASCADE,
        analysis_id text NOT NULL UNIQUE,
        host text NOT NULL,
        status text NOT NULL,
        started_at text NOT NULL,
        record jsonb NOT NULL
      );
      CREATE UNIQUE INDEX watch_runs_one_running ON watch_runs (watch_id) WHERE status = 'running';
      CREATE INDEX watch_runs_by_watch ON watch_runs (watch_id, started_at);
      CREATE INDEX watch_runs_by_host ON watch_runs (host, started_at);
      CREATE TABLE watch_alerts (
        id text PRIMARY KEY,
        watch_id text NOT NULL REFERENCES watches ON DELETE CASCADE,
        analysis_id text NOT NULL UNIQUE,
        created_at text NOT NULL,
        delivery_status text,
        record jsonb NOT NULL
      );
      CREATE INDEX watch_alerts_by_time ON watch_alerts (created_at);
      CREATE INDEX watch_alerts_by_watch ON watch_alerts (watch_id, created_at);
      CREATE INDEX watch_alerts_pending ON watch_alerts (created_at) WHERE delivery_status = 'pending';
      CREATE TABLE webhook_deliveries (
        id text PRIMARY KEY,
        alert_id text NOT NULL REFERENCES watch_alerts ON DELETE CASCADE,
        watch_id text NOT NULL REFERENCES watches ON DELETE CASCADE,
        attempt integer NOT NULL,
        started_at text NOT NULL,
        record jsonb NOT NULL,
        UNIQUE (alert_id, attempt)
      );
      CREATE INDEX webhook_deliveries_by_watch ON webhook_deliveries (watch_id, started_at);`,
    down: `
      DROP TABLE webhook_deliveries, watch_alerts, watch_runs, watches;`,
  },
  {
    // Issue #30: the pages each analysis read, one compressed page set per analysis (written
    // in one statement, so there whole or not at all), swept by stored_at. A rescored
    // analysis names its source and engine, so the rescore of a report by an engine is found again.
    version: 5,
    name: 'stored pages',
    up: `
      CREATE TABLE analysis_pages (
        analysis_id text PRIMARY KEY,
        stored_at text NOT NULL,
        bytes integer NOT NULL,
        pages bytea NOT NULL
      );
      CREATE INDEX analysis_pages_by_time ON analysis_pages (stored_at);
      CREATE INDEX analyses_rescored ON analyses ((record->>'rescoredFrom'), (record->>'engineVersion')) WHERE record ? 'rescoredFrom';`,
    down: `
      DROP INDEX analyses_rescored;
      DROP TABLE analysis_pages;`,
  },
];

/** Any constant of our own: every process that migrates takes this session lock first. */
const MIGRATION_LOCK = 1_414_140_014;

/**
 * Brings the schema to `target` (the newest by default), up or down, one transaction per
 * step, under an advisory lock so that processes starting together migrate once.
 */
export async function migrate(pool: Pool, target = MIGRATIONS.at(-1)!.version): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const applied = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version));
      for (const migration of MIGRATIONS) {
        if (migration.version <= target && !applied.has(migration.version)) {
          await inTransaction(client, async () => {
            await client.query(migration.up);
            await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
          });
        }
      }
      for (const migration of [...MIGRATIONS].reverse()) {
        if (migration.version > target && applied.has(migration.version)) {
          await inTransaction(client, async () => {
            await client.query(migration.down);
            await client.query('DELETE FROM schema_migrations WHERE version = $1', [migration.version]);
          });
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Runs `work` in a transaction on a connection of its own. */
export type Transaction = <T>(work: (client: PoolClient) => Promise<T>) => Promise<T>;

export async function inTransaction<T>(client: PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
