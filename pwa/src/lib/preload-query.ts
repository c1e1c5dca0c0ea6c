import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A route loader's data, started and not awaited: the fetch runs while the route's
 * code loads (and on a hovered link, before the click), the screen's own query picks
 * up the same entry, and the screen keeps its own loading, error and offline states.
 * Awaiting it would hold the page on the previous screen (or on the app shell at
 * start) and turn API errors the screens show into router errors.
 */
export function preloadQuery<TQueryFnData, TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, Error, TData, TKey>,
  /** What to start next once the data is there (a query that needs it). */
  then?: (data: TData) => void,
): void {
  void queryClient
    .ensureQueryData({ ...options, revalidateIfStale: true })
    .then(then)
    .catch(() => undefined);
}
