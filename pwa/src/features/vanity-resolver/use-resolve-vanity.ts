import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VanityResolveResponse } from '../../../../engine/contract/vanity.ts';
import { ApiError } from '../../lib/api-client.ts';

export const VANITY_FALLBACK_MESSAGE = 'Failed to resolve vanity URL';

export function resolveVanityQuery(vanityPath: string) {
  return queryOptions<VanityResolveResponse>({
    queryKey: [`/api/v/${encodeURIComponent(vanityPath)}`],
    // Each visit counts as a view on the server, so never answer from an old cache.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useResolveVanity(vanityPath: string) {
  return useQuery(resolveVanityQuery(vanityPath));
}

/** SPEC section 8: the server's message, else the generic one. */
export function vanityErrorMessage(error: unknown): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? VANITY_FALLBACK_MESSAGE;
}
