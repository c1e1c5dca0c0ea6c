import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WatchCreateRequest, WatchCreateResponse, WatchDetail, WatchUpdateRequest } from '../../../../../engine/contract/watches.ts';
import { adminJson } from '../../../lib/admin-api.ts';
import { WATCHES_API_PATH } from './paths.ts';
import { reloadWatches } from './watch-list.ts';

/** POST /api/watches. */
export function createWatch(body: WatchCreateRequest): Promise<WatchCreateResponse> {
  return adminJson<WatchCreateResponse>(WATCHES_API_PATH, { method: 'POST', body });
}

/** PATCH /api/watches/{id}. */
export function updateWatch(watchId: string, body: WatchUpdateRequest): Promise<WatchDetail> {
  return adminJson<WatchDetail>(`${WATCHES_API_PATH}/${encodeURIComponent(watchId)}`, { method: 'PATCH', body });
}

export function useCreateWatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWatch, onSuccess: () => reloadWatches(queryClient) });
}

export function useUpdateWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ watchId, body }: { watchId: string; body: WatchUpdateRequest }) => updateWatch(watchId, body),
    onSuccess: () => reloadWatches(queryClient),
  });
}
