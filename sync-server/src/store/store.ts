import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { AnalysisArchive } from './analysis-archive.ts';
import { LowdbAnalyses } from './analyses.ts';
import { MemoryAnalysisSlots } from './analysis-slots.ts';
import { openPostgresStore } from './postgres/postgres-store.ts';
import { LowdbBatches } from './batches.ts';
import { JsonDb, StoreOpenError } from './json-db.ts';
import { MemoryLoginAttempts } from './login-attempts.ts';
import { PageFiles } from './page-files.ts';
import type { Store } from './repositories.ts';
import { ResultFiles } from './result-files.ts';
import { FileSecrets } from './secrets.ts';
import { LowdbShares } from './shares.ts';
import { LowdbVanity } from './vanity.ts';
import { LowdbWatches } from './watches.ts';

export type { Store } from './repositories.ts';

/**
 * The embedded store (the default for `npm start`): db.json through lowdb for what is
 * live (unfinished analyses, shares, vanity links, batches), settled analyses in an
 * append-only index, and each result in its own file, all in DATA_DIR.
 */
export interface EmbeddedStore extends Store {
  readonly dataDir: string;
  /** For the store's own tests and benches only; everything else goes through the repositories. */
  readonly db: JsonDb;
}

export async function openStore(dataDir: string): Promise<EmbeddedStore> {
  try {
    await mkdir(dataDir, { recursive: true });
  } catch (error) {
    throw new StoreOpenError(`DATA_DIR ${dataDir} cannot be created: ${(error as Error).message}`);
  }
  const db = await JsonDb.open(path.join(dataDir, 'db.json'));
  const archive = await AnalysisArchive.open(dataDir);
  const analyses = new LowdbAnalyses(db, archive);
  await analyses.archiveSettled();
  const results = new ResultFiles(dataDir);
  await results.init();
  const pages = new PageFiles(dataDir);
  await pages.init();
  return {
    dataDir,
    db,
    analyses,
    results,
    pages,
    checkWritable: () => db.mutate(() => undefined),
    shares: new LowdbShares(db),
    vanity: new LowdbVanity(db),
    batches: new LowdbBatches(db),
    secrets: new FileSecrets(dataDir),
    loginAttempts: new MemoryLoginAttempts(),
    analysisSlots: new MemoryAnalysisSlots(),
    watches: new LowdbWatches(db),
    async close() {
      await db.flush();
      await archive.flush();
    },
  };
}

/** The store the configuration asks for: PostgreSQL when DATABASE_URL is set, else the embedded one in DATA_DIR. */
export function openConfiguredStore(config: { dataDir: string; databaseUrl: string | undefined }): Promise<Store> {
  return config.databaseUrl ? openPostgresStore(config.databaseUrl) : openStore(config.dataDir);
}
