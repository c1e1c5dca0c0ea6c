import type { MessagePort } from 'node:worker_threads';
import type { AnalysisResult, AnalyzeRequest } from '../../../engine/contract/analysis.ts';
import type { RenderingMode } from '../../../engine/crawl/render-stage.ts';
import type { CrawlerTestHooks } from './crawler-test-hooks.ts';

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
}

export interface ProgressMessage {
  stepIndex: number;
  progress: number;
}

/** Errors do not cross threads with their fields intact, so outcomes are plain data. */
export type AnalysisOutcome = { ok: true; result: Omit<AnalysisResult, 'analysisId'> } | { ok: false; message: string; permanent: boolean };
