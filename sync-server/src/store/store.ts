import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { JsonDb, StoreOpenError } from './json-db.ts';
import { ResultFiles } from './result-files.ts';

/**
 * The only code that touches DATA_DIR. Resource modules (analyses, shares, vanity,
 * batches) work through `db` and `results`, so a database server can replace this
 * module without touching the routes.
 */
export interface Store {
  readonly dataDir: string;
  readonly db: JsonDb;
  readonly results: ResultFiles;
  /** Resolves when a write of db.json succeeds, the same write every change makes; throws StoreWriteError otherwise. */
  checkWritable(): Promise<void>;
  /** Waits for every pending write. */
  close(): Promise<void>;
}

export async function openStore(dataDir: string): Promise<Store> {
  try {
    await mkdir(dataDir, { recursive: true });
  } catch (error) {
    throw new StoreOpenError(`DATA_DIR ${dataDir} cannot be created: ${(error as Error).message}`);
  }
  const db = await JsonDb.open(path.join(dataDir, 'db.json'));
  const results = new ResultFiles(dataDir);
  await results.init();
  return {
    dataDir,
    db,
    results,
    checkWritable: () => db.mutate(() => undefined),
    close: () => db.flush(),
  };
}
