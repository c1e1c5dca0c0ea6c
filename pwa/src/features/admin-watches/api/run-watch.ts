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
  // The list is read again without holding up the caller's own success: its "Run started"
  // comes when the server answers, so the "New alert" of a quick run, which that read may
  // already carry, comes after it and is not replaced by it (one toast at a time).
  return useMutation({ mutationFn: runWatch, onSuccess: () => void reloadWatches(queryClient) });
}
