import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { VanityUrl } from '../../../../../engine/contract/vanity.ts';
import { adminJson } from '../../../lib/admin-api.ts';

export const VANITY_API_PATH = '/api/vanity';
/** SPEC sections 4 and 9: the list reloads 500 ms after a create or delete succeeds. */
export const VANITY_RELOAD_DELAY_MS = 500;

/** GET /api/vanity with the bearer token and no-cache headers (SPEC section 7). */
export function fetchVanityUrls(signal?: AbortSignal): Promise<VanityUrl[]> {
  return adminJson<VanityUrl[]>(VANITY_API_PATH, { signal, headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } });
}

export const vanityUrlsQuery = queryOptions({
  queryKey: [VANITY_API_PATH],
  queryFn: ({ signal }) => fetchVanityUrls(signal),
  // View counts change whenever someone opens a link: fetch again each time the screen opens.
  staleTime: 0,
});

export function useVanityUrls() {
  return useQuery(vanityUrlsQuery);
}

export function scheduleVanityListReload(queryClient: QueryClient): void {
  // The list only: a deleted link's statistics would answer 404 before its row is gone.
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: vanityUrlsQuery.queryKey, exact: true }), VANITY_RELOAD_DELAY_MS);
}
