import { useQueries } from '@tanstack/react-query';
import type { ReportOutcome } from '../results/load-report.ts';
import { reportQuery, shownReportOutcome } from '../results/report-query.ts';

/**
 * Each compared report as the results page loads it: from the server, else the copy kept
 * on the device, so a comparison of kept reports opens offline.
 */
export function useComparedReports(ids: readonly string[]): (ReportOutcome | undefined)[] {
  return useQueries({
    queries: ids.map((id) => reportQuery(id)),
    combine: (results) => results.map(shownReportOutcome),
  });
}
