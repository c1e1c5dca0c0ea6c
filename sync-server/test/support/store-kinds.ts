import { afterAll, describe } from 'vitest';
import { openPostgresStore } from '../../src/store/postgres/postgres-store.ts';
import type { Store } from '../../src/store/repositories.ts';
import { openStore } from '../../src/store/store.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { lacks } from '../../../test-support/prerequisites/needs.ts';
import type { PrerequisiteName } from '../../../test-support/prerequisites/prerequisite.ts';
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
  /** The program this store needs from the machine, if any. */
  needs?: PrerequisiteName;
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
  needs: 'postgres',
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

/** Every store implementation; the contract suites (test/store/*.contract.test.ts) run against each. */
export const STORE_KINDS: StoreKind[] = [embedded, postgres];

/** A contract suite once per store kind (`$name` in the title names it); a kind whose program this run lacks is skipped. */
export function describeEachStore(title: string, suite: (kind: StoreKind) => void): void {
  for (const kind of STORE_KINDS) describe.skipIf(kind.needs !== undefined && lacks(kind.needs))(title.replace('$name', kind.name), () => suite(kind));
}
