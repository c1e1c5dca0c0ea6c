import { useQueries } from '@tanstack/react-query';
import { loadReport, type ReportOutcome } from '../results/load-report.ts';
import { reportSourceOf } from '../results/report-source.ts';

/**
 * Each compared report as the results page loads it: from the server, else the copy kept
 * on the device, so a comparison of kept reports opens offline.
 */
export function useComparedReports(ids: readonly string[]): (ReportOutcome | undefined)[] {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['compare-report', id],
      queryFn: () => loadReport(reportSourceOf(id)),
      staleTime: 0,
      gcTime: 0,
      // loadReport answers offline from the device; it must not wait for a connection.
      networkMode: 'always' as const,
    })),
    combine: (results) => results.map((result) => result.data ?? (result.isError ? ({ kind: 'error' } as const) : undefined)),
  });
}
