import { afterAll } from 'vitest';
import { stopSharedTestCluster } from './postgres-cluster.ts';

// Setup file of the api-on-postgres project: the cluster the test server started for a file stops after that file.
afterAll(stopSharedTestCluster);
