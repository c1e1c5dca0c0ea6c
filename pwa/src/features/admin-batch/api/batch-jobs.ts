import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchJobSummary } from '../../../../../engine/contract/batch.ts';
import { adminJson } from '../../../lib/admin-api.ts';

export const BATCH_API_PATH = '/api/batch';

/** GET /api/batch: every job, newest first. A 401 or 403 throws for the screen's own login form to handle. */
export function fetchBatchJobs(signal?: AbortSignal): Promise<BatchJobSummary[]> {
  return adminJson<BatchJobSummary[]>(BATCH_API_PATH, { signal, onUnauthorized: 'throw' });
}

export const batchJobsQuery = queryOptions({
  queryKey: [BATCH_API_PATH],
  queryFn: ({ signal }) => fetchBatchJobs(signal),
  // Progress moves on the server: opening the list again shows the current state.
  staleTime: 0,
});

export function useBatchJobs() {
  return useQuery(batchJobsQuery);
}
