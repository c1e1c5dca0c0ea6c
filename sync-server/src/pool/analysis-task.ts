import type { MessagePort } from 'node:worker_threads';
import type { AnalysisResult, AnalyzeRequest } from '../../../engine/contract/analysis.ts';
import type { RenderingMode } from '../../../engine/crawl/render-stage.ts';
import type { CrawlerTestHooks } from './crawler-test-hooks.ts';
import type { EngineTestVariant } from './engine-in-use.ts';

/** The longest an analysis may take end to end; SPEC promises under 2 minutes. */
export const ANALYSIS_DEADLINE_MS = 100_000;

/** What the main thread sends a worker for one analysis. */
export interface AnalysisTask {
  request: AnalyzeRequest;
  allowPrivateNetwork: boolean;
  /** ALLOW_PRIVATE_HOSTS. */
  allowedHosts: string[];
  /** BROWSER_RENDERING, and the port to the main thread's browser when there is one (render-bridge.ts). */
  rendering: { mode: RenderingMode; port?: MessagePort };
  analyzedAt: string;
  /** The worker posts `ProgressMessage`s here. */
  progressPort: MessagePort;
  /** Tests only (see crawler-test-hooks.ts). */
  testHooks?: CrawlerTestHooks;
  /** Pack the pages read, to be kept with the analysis (PAGES_RETENTION_DAYS above 0). */
  keepPages: boolean;
  /** Tests only: score with a variant of the engine (engine-in-use.ts). */
  engine?: EngineTestVariant;
}

/** What the main thread sends a worker to score stored pages again (issue #30). */
export interface ScoreTask {
  /** A packed page set (pages/page-set-codec.ts). */
  packed: Uint8Array;
  engine?: EngineTestVariant;
}

export interface ProgressMessage {
  stepIndex: number;
  progress: number;
}

/** Errors do not cross threads with their fields intact, so outcomes are plain data. */
export type AnalysisOutcome =
  | {
      ok: true;
      result: Omit<AnalysisResult, 'analysisId'>;
      /** The pages read, packed, when asked to keep them; absent when the set was beyond the crawl's bounds. */
      pages?: Uint8Array;
    }
  | { ok: false; message: string; permanent: boolean };

export type ScoreOutcome = { ok: true; result: Omit<AnalysisResult, 'analysisId'> } | { ok: false; message: string };
