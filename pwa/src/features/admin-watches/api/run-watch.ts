import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WatchRunResponse } from '../../../../../engine/contract/watches.ts';
import { adminJson } from '../../../lib/admin-api.ts';
import { WATCHES_API_PATH } from './paths.ts';
import { reloadWatches } from './watch-list.ts';

/** POST /api/watches/{id}/run: an analysis of the site now, outside the schedule. */
export function runWatch(watchId: string): Promise<WatchRunResponse> {
  return adminJson<WatchRunResponse>(`${WATCHES_API_PATH}/${encodeURIComponent(watchId)}/run`, { method: 'POST' });
}

export function useRunWatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runWatch, onSuccess: () => reloadWatches(queryClient) });
}
