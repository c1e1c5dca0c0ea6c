import type { AnalysisResult, MaturityLevel } from '../contract/analysis.ts';
import type { FetchedPage } from './page.ts';

export const ENGINE_VERSION = '1.0.0';

export interface AnalysisOptions {
  forceDemoOnly?: boolean;
  forceMaturityLevel?: MaturityLevel;
  signupsPerMonth?: number;
  currentActivationRate?: number;
  averageRevenuePerUser?: number;
}

export interface AnalyzeInput {
  /** The normalised address the visitor asked for. */
  url: string;
  /** Home page first; failed pages included (with status and error). */
  pages: FetchedPage[];
  options: AnalysisOptions;
  /** Passed in, so the engine reads no clock: same input, same output. */
  analyzedAt: string;
}

/** The whole pipeline after crawling: pages -> signals -> scores -> strategies -> result. */
export function analyzePages(_input: AnalyzeInput): Omit<AnalysisResult, 'analysisId'> {
  throw new Error('analyzePages is not implemented yet');
}
