import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisStatus } from '../../../../engine/contract/analysis.ts';
import { ApiError } from '../../lib/api-client.ts';

/** SPEC section 9: the status is polled every 3 seconds. */
export const STATUS_POLL_MS = 3000;

/** An id the server does not know (404), or one it refuses as malformed (400): polling cannot help. */
export function isUnknownAnalysis(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function isFinished(status: AnalysisStatus['status'] | undefined): boolean {
  return status === 'completed' || status === 'failed';
}

export function analysisStatusQuery(analysisId: string) {
  return queryOptions<AnalysisStatus>({
    queryKey: [`/api/analysis/${encodeURIComponent(analysisId)}/status`],
    // Always ask afresh on arrival; a cached status from an earlier visit is history.
    staleTime: 0,
    // A failed poll keeps polling (SPEC section 4); a finished or unknown analysis stops.
    refetchInterval: (query) => (isFinished(query.state.data?.status) || isUnknownAnalysis(query.state.error) ? false : STATUS_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

export function useAnalysisStatus(analysisId: string) {
  return useQuery(analysisStatusQuery(analysisId));
}
