import type { MessagePort } from 'node:worker_threads';
import type { AnalysisResult, AnalyzeRequest } from '../../../engine/contract/analysis.ts';

/** What the main thread sends a worker for one analysis. */
export interface AnalysisTask {
  request: AnalyzeRequest;
  allowPrivateNetwork: boolean;
  analyzedAt: string;
  /** The worker posts `ProgressMessage`s here. */
  progressPort: MessagePort;
}

export interface ProgressMessage {
  stepIndex: number;
  progress: number;
}

/** Errors do not cross threads with their fields intact, so outcomes are plain data. */
export type AnalysisOutcome =
  | { ok: true; result: Omit<AnalysisResult, 'analysisId'> }
  | { ok: false; message: string; permanent: boolean };
