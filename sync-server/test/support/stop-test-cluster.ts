import { afterAll, beforeEach } from 'vitest';
import { lacks } from '../../../test-support/prerequisites/needs.ts';
import { stopSharedTestCluster } from './postgres-cluster.ts';

// Setup file of the api-on-postgres project: the cluster the test server started for a file stops after that file.
afterAll(stopSharedTestCluster);

// Without PostgreSQL (outside CI only: the global setup said so in one line) the whole project is skipped.
// Its files' own beforeAll still starts their servers, on the embedded store, before each test skips here.
if (lacks('postgres')) {
  delete process.env.TEST_STORE;
  beforeEach((context) => context.skip('no PostgreSQL'));
}
