import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WatchDetail } from '../../../../../engine/contract/watches.ts';
import { adminJson } from '../../../lib/admin-api.ts';
import { WATCHES_API_PATH } from './paths.ts';

/** While a run is under way or a webhook is being tried, the details are read again this often. */
const BUSY_POLL_MS = 3000;

/** GET /api/watches/{id}: runs, webhook deliveries, the secret and the feed. */
export function watchDetailQuery(watchId: string) {
  return queryOptions({
    queryKey: [WATCHES_API_PATH, watchId],
    queryFn: ({ signal }) => adminJson<WatchDetail>(`${WATCHES_API_PATH}/${encodeURIComponent(watchId)}`, { signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const watch = query.state.data;
      const busy =
        watch?.runs.some((run) => run.status === 'running') || watch?.deliveries.some((delivery) => delivery.status === undefined && !delivery.error);
      return busy ? BUSY_POLL_MS : false;
    },
  });
}

export function useWatchDetail(watchId: string | undefined) {
  return useQuery({ ...watchDetailQuery(watchId ?? ''), enabled: watchId !== undefined });
}
