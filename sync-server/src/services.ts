import type { ServerConfig } from './config.ts';
import type { Logger } from './logger.ts';
import { openStore, type Store } from './store/store.ts';

/**
 * Everything the routes need, built once at start-up and closed once at shutdown.
 * Tests build their own with a temporary DATA_DIR.
 */
export interface AppServices {
  readonly config: ServerConfig;
  readonly logger: Logger;
  readonly store: Store;
  readonly startedAt: number;
  /** Stops background work and flushes the store. */
  close(): Promise<void>;
}

export async function openServices(config: ServerConfig, logger: Logger): Promise<AppServices> {
  const store = await openStore(config.dataDir);
  return {
    config,
    logger,
    store,
    startedAt: Date.now(),
    async close() {
      await store.close();
    },
  };
}
