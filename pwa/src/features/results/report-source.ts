import type { AnalysisResult } from '../../../../engine/contract/analysis.ts';
import type { SharedAnalysisResult } from '../../../../engine/contract/share.ts';
import { STATIC_COVERAGE } from './maturity/coverage.ts';

/** A result as the report shows it; shared reports add the company name and slug. */
export type ReportResult = AnalysisResult & Partial<Pick<SharedAnalysisResult, 'companyName' | 'shareSlug'>>;

/** What /results/{x} names (analysis id, vanity hand-off or share slug): the contract's one rule. */
export { type ResultsAddress as ReportSource, resultsAddressOf as reportSourceOf } from '../../../../engine/contract/results-address.ts';

/** Enough of a result to draw the report; anything else in storage or on the wire is refused. */
export function isReportResult(value: unknown): value is ReportResult {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  const isObject = (field: unknown) => typeof field === 'object' && field !== null;
  return (
    typeof candidate.url === 'string' &&
    isObject(candidate.maturity) &&
    isObject(candidate.friction) &&
    isObject(candidate.revenue) &&
    Array.isArray(candidate.strategies)
  );
}

/** Fills the lists a loosely built result (an old hand-off, say) may lack, so no tab breaks on them. */
export function withDefaults(result: ReportResult): ReportResult {
  return {
    ...result,
    siteName: result.siteName ?? '',
    signals: Array.isArray(result.signals) ? result.signals : [],
    pages: Array.isArray(result.pages) ? result.pages : [],
    coverage: result.coverage ?? STATIC_COVERAGE,
    onboardingFlags: result.onboardingFlags ?? { demoOnly: false },
    maturity: {
      ...result.maturity,
      workingPoints: result.maturity.workingPoints ?? [],
      improvementAreas: result.maturity.improvementAreas ?? [],
    },
  };
}
