import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VanityStats } from '../../../../../engine/contract/vanity.ts';
import { adminJson } from '../../../lib/admin-api.ts';
import { VANITY_API_PATH } from './vanity-urls.ts';

/** GET /api/vanity/{path}/stats (admin): views, previews, 30 days and referrers. */
export function vanityStatsQuery(vanityPath: string) {
  return queryOptions({
    // Under the list's key, so Refresh List and a create or delete refresh the statistics too.
    queryKey: [VANITY_API_PATH, vanityPath, 'stats'],
    queryFn: ({ signal }) => adminJson<VanityStats>(`${VANITY_API_PATH}/${encodeURIComponent(vanityPath)}/stats`, { signal }),
    staleTime: 0,
  });
}

export function useVanityStats(vanityPath: string) {
  return useQuery(vanityStatsQuery(vanityPath));
}
