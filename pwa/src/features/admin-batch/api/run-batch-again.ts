import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchCreateResponse } from '../../../../../engine/contract/batch.ts';
import { adminJson } from '../../../lib/admin-api.ts';
import { BATCH_API_PATH, batchJobsQuery } from './batch-jobs.ts';

export function runBatchAgain(batchId: string): Promise<BatchCreateResponse> {
  return adminJson<BatchCreateResponse>(`${BATCH_API_PATH}/${encodeURIComponent(batchId)}/run-again`, { method: 'POST', onUnauthorized: 'throw' });
}

/** POST /api/batch/{id}/run-again: a new job with the same items; the job list is loaded again. */
export function useRunBatchAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBatchAgain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchJobsQuery.queryKey }),
  });
}
