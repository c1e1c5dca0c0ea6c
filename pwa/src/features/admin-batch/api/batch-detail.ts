import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchJobDetail } from '../../../../../engine/contract/batch.ts';
import { adminJson } from '../../../lib/admin-api.ts';
import { BATCH_DETAIL_REFRESH_MS, isBatchActive } from '../batch-status.ts';
import { BATCH_API_PATH } from './batch-jobs.ts';

export const batchDetailPath = (batchId: string) => `${BATCH_API_PATH}/${encodeURIComponent(batchId)}`;

export function fetchBatchDetail(batchId: string, signal?: AbortSignal): Promise<BatchJobDetail> {
  return adminJson<BatchJobDetail>(batchDetailPath(batchId), { signal, onUnauthorized: 'throw' });
}

/** GET /api/batch/{id}, fetched again every 5 s while the job is pending or processing, and not after (SPEC section 4). */
export function batchDetailQuery(batchId: string) {
  return queryOptions({
    queryKey: [batchDetailPath(batchId)],
    queryFn: ({ signal }) => fetchBatchDetail(batchId, signal),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && isBatchActive(status) ? BATCH_DETAIL_REFRESH_MS : false;
    },
    // The admin may watch a long batch from another tab; keep it moving.
    refetchIntervalInBackground: true,
  });
}

export function useBatchDetail(batchId: string) {
  return useQuery(batchDetailQuery(batchId));
}
