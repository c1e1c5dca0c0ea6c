import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiJson } from './api-client.ts';

/** Default query: GET the first key element as the path (SPEC section 7); a 401 throws. */
const getFirstKeyAsPath: QueryFunction = ({ queryKey, signal }) => apiJson(String(queryKey[0]), { signal });

const FIVE_MINUTES = 5 * 60 * 1000;
const MAX_RETRY_DELAY = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getFirstKeyAsPath,
        retry: false,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY),
        staleTime: Infinity,
        gcTime: FIVE_MINUTES,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
