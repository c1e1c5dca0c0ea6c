import type { AnalysisResult, AnalysisStatus, AnalyzeRequest } from '../../../engine/contract/analysis.ts';
import type { ServerConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { AnalysisRecord } from '../store/db-schema.ts';
import type { Store } from '../store/store.ts';

/** The address cannot be analysed at all (does not resolve, refused by the guard): HTTP 422. */
export class UnprocessableAnalysisError extends Error {
  readonly status = 422;
  readonly expose = true;
}

export interface SubmitOptions {
  /** Set when a batch asks; batch work yields to visitors' analyses in the queue. */
  batchId?: string;
}

export interface AnalysisService {
  /** Checks the address, stores a pending record, queues it. Throws UnprocessableAnalysisError. */
  submit(request: AnalyzeRequest, options?: SubmitOptions): Promise<{ analysisId: string }>;
  getRecord(analysisId: string): AnalysisRecord | undefined;
  getStatus(analysisId: string): AnalysisStatus | undefined;
  getResult(analysisId: string): Promise<AnalysisResult | undefined>;
  /** Called once per analysis when it ends (completed or failed). Returns an unsubscribe function. */
  onSettled(listener: (record: AnalysisRecord) => void): () => void;
  /** Re-queues analyses left pending or running by a previous process. */
  resume(): Promise<void>;
  /** Stops taking work and waits for running analyses to be written. */
  close(): Promise<void>;
}

export interface AnalysisServiceDeps {
  config: ServerConfig;
  store: Store;
  logger: Logger;
}

// Placeholder until the engine issue's pool lands.
export function createAnalysisService(_deps: AnalysisServiceDeps): AnalysisService {
  return {
    async submit() {
      throw Object.assign(new Error('Analysis is not available yet'), { status: 503, expose: true });
    },
    getRecord: () => undefined,
    getStatus: () => undefined,
    getResult: async () => undefined,
    onSettled: () => () => undefined,
    resume: async () => undefined,
    close: async () => undefined,
  };
}
