import pg from 'pg';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedTestCluster, stopSharedTestCluster } from '../../support/postgres-cluster.ts';
import { MIGRATIONS, migrate } from '../../../src/store/postgres/migrations.ts';
import { lacks } from '../../../../test-support/prerequisites/needs.ts';

let pools: pg.Pool[] = [];
let url: string;

beforeEach(async () => {
  url = await (await sharedTestCluster()).createDatabase();
});
afterEach(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  pools = [];
});
afterAll(stopSharedTestCluster);

function newPool(): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pools.push(pool);
  return pool;
}

async function tables(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  return rows.map((row) => row.tablename);
}

async function versions(pool: pg.Pool): Promise<number[]> {
  return (await pool.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((row) => row.version);
}

const STORE_TABLES = [
  'analyses',
  'analysis_pages',
  'analysis_slots',
  'batches',
  'login_attempts',
  'results',
  'schema_migrations',
  'secrets',
  'shares',
  'vanity_daily_views',
  'vanity_links',
  'vanity_referrers',
  'watch_alerts',
  'watch_runs',
  'watches',
  'webhook_deliveries',
];

describe.skipIf(lacks('postgres'))('PostgreSQL migrations', () => {
  it('migrate up to the newest, down to nothing, and up again', async () => {
    const pool = newPool();
    await migrate(pool);
    expect(await tables(pool)).toEqual(STORE_TABLES);
    expect(await versions(pool)).toEqual(MIGRATIONS.map((migration) => migration.version));

    await migrate(pool, 0);
    expect(await tables(pool)).toEqual(['schema_migrations']);
    expect(await versions(pool)).toEqual([]);

    await migrate(pool);
    expect(await tables(pool)).toEqual(STORE_TABLES);
    await pool.query("INSERT INTO secrets (name, value) VALUES ('jwtSecret', 'kept')");
    await migrate(pool); // nothing left to do: data stays
    expect((await pool.query('SELECT value FROM secrets')).rows).toEqual([{ value: 'kept' }]);
  });

  it('run once when several processes start together', async () => {
    const starts = Array.from({ length: 4 }, () => newPool());
    await Promise.all(starts.map((pool) => migrate(pool)));
    expect(await versions(starts[0]!)).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(await tables(starts[0]!)).toEqual(STORE_TABLES);
  });

  it('keep the rules a single writer used to keep: case-insensitive vanity paths and one name per report', async () => {
    const pool = newPool();
    await migrate(pool);
    const link = "INSERT INTO vanity_links (path_key, id, vanity_path, analysis_id, created_at) VALUES ('acme', $1, $2, 'a1', 'now')";
    await pool.query(link, ['v1', 'Acme']);
    await expect(pool.query(link, ['v2', 'ACME'])).rejects.toThrow(/duplicate key/);
    const share = "INSERT INTO shares (slug, analysis_id, company_name, created_at) VALUES ($1, 'a1', 'Acme', 'now')";
    await pool.query(share, ['acme']);
    await expect(pool.query(share, ['acme-2'])).rejects.toThrow(/duplicate key/);
  });
});
