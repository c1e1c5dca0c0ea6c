import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedTestCluster, stopSharedTestCluster } from '../../support/postgres-cluster.ts';
import { assertWritable, openPostgresStore } from '../../../src/store/postgres/postgres-store.ts';
import { lacks } from '../../../../test-support/prerequisites/needs.ts';

afterAll(stopSharedTestCluster);

describe.skipIf(lacks('postgres'))('PostgreSQL store readiness (GET /api/ready asks checkWritable)', () => {
  it('takes writes on a primary', async () => {
    const store = await openPostgresStore(await (await sharedTestCluster()).createDatabase());
    await expect(store.checkWritable()).resolves.toBeUndefined();
    await store.close();
  });

  it('says it takes no writes on a read-only session, as during maintenance or on a standby', async () => {
    const url = await (await sharedTestCluster()).createDatabase();
    const readOnly = new pg.Client({ connectionString: url, options: '-c default_transaction_read_only=on' });
    await readOnly.connect();
    try {
      await expect(assertWritable(readOnly)).rejects.toThrow('the database takes no writes');
      await expect(readOnly.query('CREATE TABLE proof (id int)')).rejects.toThrow(/read-only transaction/);
    } finally {
      await readOnly.end();
    }
  });
});
