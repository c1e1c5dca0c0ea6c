import { afterAll } from 'vitest';
import { openPostgresStore } from '../../src/store/postgres/postgres-store.ts';
import type { Store } from '../../src/store/repositories.ts';
import { openStore } from '../../src/store/store.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { sharedTestCluster, stopSharedTestCluster } from './postgres-cluster.ts';

/** A store of one kind, opened empty for a test, and a way to close it and throw it away. */
export interface OpenedStore {
  store: Store;
  /** Closes the store and opens the same data again, as a restart would. */
  reopen(): Promise<Store>;
  dispose(): Promise<void>;
}

export interface StoreKind {
  name: string;
  open(): Promise<OpenedStore>;
}

const embedded: StoreKind = {
  name: 'embedded (lowdb)',
  async open() {
    const temp = await makeTempDir('oa-store-kind-');
    let store: Store = await openStore(temp.dir);
    return {
      get store() {
        return store;
      },
      async reopen() {
        await store.close();
        store = await openStore(temp.dir);
        return store;
      },
      async dispose() {
        await store.close();
        await temp.remove();
      },
    };
  },
};

// One throwaway cluster per test file, started when first needed and stopped after the file's tests.
afterAll(stopSharedTestCluster);

const postgres: StoreKind = {
  name: 'PostgreSQL',
  async open() {
    const url = await (await sharedTestCluster()).createDatabase();
    let store = await openPostgresStore(url);
    return {
      get store() {
        return store;
      },
      async reopen() {
        await store.close();
        store = await openPostgresStore(url);
        return store;
      },
      dispose: () => store.close(),
    };
  },
};

/** Every store implementation; the contract suites (src/store/*.contract.test.ts) run against each. */
export const STORE_KINDS: StoreKind[] = [embedded, postgres];
