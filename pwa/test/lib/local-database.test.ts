import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_DATABASE_NAME, localDatabaseExists, markLocalDatabaseInUse, resetLocalDatabaseLookup } from '../../src/lib/local-database.ts';

function openDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

beforeEach(() => resetLocalDatabaseLookup());
afterEach(() => vi.unstubAllGlobals());

describe('whether this browser keeps anything locally', () => {
  it('says no for a browser that never created the database, even if other databases exist', async () => {
    const factory = new IDBFactory();
    await openDatabase(factory, 'someone-else');
    vi.stubGlobal('indexedDB', factory);
    expect(await localDatabaseExists()).toBe(false);
  });

  it("says yes once the app's database exists", async () => {
    const factory = new IDBFactory();
    await openDatabase(factory, LOCAL_DATABASE_NAME);
    vi.stubGlobal('indexedDB', factory);
    expect(await localDatabaseExists()).toBe(true);
  });

  it('says yes where the browser cannot list its databases, so nothing kept is hidden', async () => {
    vi.stubGlobal('indexedDB', { open: () => undefined });
    expect(await localDatabaseExists()).toBe(true);
  });

  it('says yes from the moment this page starts using the database', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    expect(await localDatabaseExists()).toBe(false);
    markLocalDatabaseInUse();
    expect(await localDatabaseExists()).toBe(true);
  });
});
