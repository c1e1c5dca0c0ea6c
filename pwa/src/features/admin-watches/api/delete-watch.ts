import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../../engine/contract/common.ts';
import { adminJson } from '../../../lib/admin-api.ts';
import { WATCHES_API_PATH } from './paths.ts';
import { reloadWatches } from './watch-list.ts';

/** DELETE /api/watches/{id}. */
export function deleteWatch(watchId: string): Promise<MessageResponse> {
  return adminJson<MessageResponse>(`${WATCHES_API_PATH}/${encodeURIComponent(watchId)}`, { method: 'DELETE' });
}

export function useDeleteWatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWatch, onSuccess: () => reloadWatches(queryClient) });
}
