import { useQueries } from '@tanstack/react-query';
import { engineMayExplain } from '../../../../engine/contract/report-copy.ts';
import type { CurrentEngineReading } from '../../../../engine/contract/stored-pages.ts';
import type { ReportOutcome } from '../results/load-report.ts';
import { reportQuery, shownReportOutcome } from '../results/report-query.ts';
import { currentEngineQuery } from './current-engine.ts';

export const COMPARE_ENGINE_TEXTS = {
  rescored: (from: string, to: string) =>
    `Scored again by version ${to} of our analysis engine from the pages read for it (it was made by version ${from}), so it sets beside the others as one engine reads them.`,
  pagesGone: (from: string, to: string, what: string) =>
    `Made by version ${from} of our analysis engine, and its pages are no longer kept to score again with version ${to}: ${what} may come from our engine, not from the site.`,
  madeBy: (version: string) => `Made by version ${version} of our analysis engine; the others by another version.`,
} as const;

export interface ComparedReport {
  outcome: ReportOutcome | undefined;
  /** Set when the compared reports were made by different engine versions: how this column was brought to one (issue #30). */
  engineNote?: string;
}

/**
 * Each compared report as the results page loads it: from the server, else the copy kept
 * on the device, so a comparison of kept reports opens offline. When two engine versions
 * made them, each is shown as the engine the server runs reads it (its stored pages scored
 * again), so the columns differ only where the sites do; where its pages are gone, the
 * column says which differences the engine may explain.
 */
export function useComparedReports(ids: readonly string[]): ComparedReport[] {
  const outcomes = useQueries({
    queries: ids.map((id) => reportQuery(id)),
    combine: (results) => results.map(shownReportOutcome),
  });
  const versions = new Set(outcomes.flatMap((outcome) => (outcome?.kind === 'report' ? [outcome.result.engineVersion] : [])));
  const twoEngines = versions.size > 1;
  const readings = useQueries({
    queries: outcomes.map((outcome) => {
      const analysisId = outcome?.kind === 'report' ? outcome.result.analysisId : undefined;
      return { ...currentEngineQuery(analysisId ?? ''), enabled: twoEngines && Boolean(analysisId) };
    }),
    combine: (results) => results.map((result) => result.data),
  });
  return outcomes.map((outcome, index) => (twoEngines && outcome?.kind === 'report' ? onOneEngine(outcome, readings[index]) : { outcome }));
}

/** One column of reports two engines made: as the server's engine reads it, or why it could not be (exported for its test). */
export function onOneEngine(outcome: Extract<ReportOutcome, { kind: 'report' }>, reading: CurrentEngineReading | undefined): ComparedReport {
  const made = outcome.result.engineVersion;
  if (!reading) return { outcome, engineNote: COMPARE_ENGINE_TEXTS.madeBy(made) };
  if (reading.engineVersion === made) return { outcome };
  if (reading.result) {
    // The shared report's company name stays on its column.
    const result = { ...reading.result, companyName: outcome.result.companyName, shareSlug: outcome.result.shareSlug };
    return { outcome: { ...outcome, result }, engineNote: COMPARE_ENGINE_TEXTS.rescored(made, reading.engineVersion) };
  }
  const what = engineMayExplain(reading.moved);
  return { outcome, engineNote: what ? COMPARE_ENGINE_TEXTS.pagesGone(made, reading.engineVersion, what) : COMPARE_ENGINE_TEXTS.madeBy(made) };
}
