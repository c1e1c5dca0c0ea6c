import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { preloadQuery } from '../../lib/preload-query.ts';
import { analysisChangesQuery } from './changes/analysis-changes.ts';
import { loadReport, type ReportOutcome } from './load-report.ts';
import { reportSourceOf } from './report-source.ts';

/** How long a report just read stays good: long enough to open what a hovered link fetched. */
export const REPORT_FRESH_MS = 30_000;

/** A report read from the server; a kept copy or a state (running, failed, not found) is asked for again. */
function isFreshReport(outcome: ReportOutcome | undefined): boolean {
  return outcome?.kind === 'report' && !outcome.offline;
}

/**
 * /results/{segment} as the results page and the comparison read it (load-report.ts):
 * the vanity hand-off, the server, or the copy kept on the device.
 */
export function reportQuery(segment: string) {
  const source = reportSourceOf(segment);
  // SPEC section 2: a hand-off left in storage is used and removed on every visit, so it is always read again.
  const keptFresh = source.kind !== 'handoff';
  return queryOptions({
    queryKey: ['report', segment],
    queryFn: () => loadReport(source),
    // An analysis that was running a moment ago may be finished now: anything but a report is asked for again.
    staleTime: (query) => (keptFresh && isFreshReport(query.state.data) ? REPORT_FRESH_MS : 0),
    gcTime: REPORT_FRESH_MS,
    // loadReport works offline (the copy kept on the device), so the query must not wait for a connection.
    networkMode: 'always',
  });
}

/**
 * The results route's loader: the report, then, once it is a report of an analysis, what
 * changed since the site's previous one (the Overview opens with it). Started, not
 * awaited, like every loader's data (lib/preload-query.ts).
 */
export function preloadReport(queryClient: QueryClient, segment: string): void {
  preloadQuery(queryClient, reportQuery(segment), (outcome) => {
    if (outcome.kind === 'report' && outcome.result.analysisId) preloadQuery(queryClient, analysisChangesQuery(outcome.result.analysisId));
  });
}

interface ReportQueryState {
  data: ReportOutcome | undefined;
  isError: boolean;
  isFetching: boolean;
}

/**
 * What a screen shows for a report query: undefined while loading. A report, or the
 * need for a connection, stays on show while it is asked for again; an older answer
 * that sends the visitor elsewhere or says the load failed waits for the new one (a
 * cached "still running" would send them back to the progress screen of an analysis
 * that has finished).
 */
export function shownReportOutcome({ data, isError, isFetching }: ReportQueryState): ReportOutcome | undefined {
  const staysOnShow = data?.kind === 'report' || data?.kind === 'needs-connection';
  if (isFetching && !staysOnShow) return undefined;
  return data ?? (isError ? { kind: 'error' } : undefined);
}
