import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VanityResolveResponse } from '../../../../engine/contract/vanity.ts';
import { ApiError } from '../../lib/api-client.ts';

export const VANITY_FALLBACK_MESSAGE = 'Failed to resolve vanity URL';

/**
 * The resolver call, with the page that linked here (document.referrer) passed along
 * for the link's statistics: the call itself comes from our own page, so its Referer
 * header could not tell. The server keeps only the host.
 */
export function resolveVanityPath(vanityPath: string, referrer: string, ownOrigin: string): string {
  const path = `/api/v/${encodeURIComponent(vanityPath)}`;
  const fromElsewhere = referrer !== '' && referrer !== ownOrigin && !referrer.startsWith(`${ownOrigin}/`);
  return fromElsewhere ? `${path}?${new URLSearchParams({ referrer })}` : path;
}

export function resolveVanityQuery(vanityPath: string) {
  const referrer = typeof document === 'undefined' ? '' : document.referrer;
  return queryOptions<VanityResolveResponse>({
    queryKey: [resolveVanityPath(vanityPath, referrer, typeof location === 'undefined' ? '' : location.origin)],
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
