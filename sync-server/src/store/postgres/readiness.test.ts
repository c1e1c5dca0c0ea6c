import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedTestCluster, stopSharedTestCluster } from '../../../testing/postgres-cluster.ts';
import { openPostgresStore } from './postgres-store.ts';

afterAll(stopSharedTestCluster);

describe('PostgreSQL store readiness (GET /api/ready asks checkWritable)', () => {
  it('takes writes on a primary, and says it does not once the database is read-only', async () => {
    const url = await (await sharedTestCluster()).createDatabase();
    const store = await openPostgresStore(url);
    await expect(store.checkWritable()).resolves.toBeUndefined();

    // The database switched to read-only for maintenance: new sessions refuse writes, and the
    // store's own sessions are ended so that its next question opens one of those.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const database = new URL(url).pathname.slice(1);
    await admin.query(`ALTER DATABASE "${database}" SET default_transaction_read_only = on`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
    await expect(store.checkWritable()).rejects.toThrow('the database takes no writes');

    await admin.query(`ALTER DATABASE "${database}" SET default_transaction_read_only = off`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
    await admin.end();
    await expect(store.checkWritable()).resolves.toBeUndefined();
    await store.close();
  });
});
