import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchCreateRequest, BatchCreateResponse } from '../../../../../engine/contract/batch.ts';
import { adminJson } from '../../../lib/admin-api.ts';
import { BATCH_API_PATH, batchJobsQuery } from './batch-jobs.ts';

export function createBatch(request: BatchCreateRequest): Promise<BatchCreateResponse> {
  return adminJson<BatchCreateResponse>(`${BATCH_API_PATH}/csv`, { body: request, onUnauthorized: 'throw' });
}

/** POST /api/batch/csv; on success the job list is loaded again (SPEC section 4). */
export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchJobsQuery.queryKey }),
  });
}
