import type { AnalysisService } from '../analysis/analysis-service.ts';
import type { ServerConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Store } from '../store/store.ts';

export interface BatchRunner {
  /** Picks up jobs left pending or processing by a previous process. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

export interface BatchRunnerDeps {
  config: ServerConfig;
  store: Store;
  logger: Logger;
  analyses: AnalysisService;
}

// Placeholder until the batch work lands.
export function createBatchRunner(_deps: BatchRunnerDeps): BatchRunner {
  return { resume: async () => undefined, close: async () => undefined };
}
