import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { CheckAuthResponse } from '../../../../../engine/contract/auth.ts';
import { adminJson, clearAdminToken } from '../../../lib/admin-api.ts';
import { toast } from '../../../lib/notify.ts';

/** SPEC section 7: any non-OK answer means the session expired. */
export const ADMIN_SESSION_PATH = '/api/admin/check-auth';

/**
 * GET /api/admin/check-auth for one stored token: the protected-route guard and the
 * batch screen's own login both ask it. The token is in the key, so a new login is
 * checked afresh and an old answer never vouches for a new token. A 401 or 403
 * throws (and forgets the token) without leaving the page: the caller decides.
 */
export function adminSessionQuery(token: string) {
  return queryOptions({
    queryKey: [ADMIN_SESSION_PATH, token],
    queryFn: ({ signal }) => adminJson<CheckAuthResponse>(ADMIN_SESSION_PATH, { signal, onUnauthorized: 'throw' }),
  });
}

/** A token the server has just issued needs no check. */
export function rememberFreshSession(queryClient: QueryClient, token: string, username: string): void {
  queryClient.setQueryData(adminSessionQuery(token).queryKey, { authenticated: true, username });
}

/** Logout or an expired session: no earlier answer may vouch for a token again. */
export function forgetAdminSessions(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [ADMIN_SESSION_PATH] });
}

/** SPEC sections 2 and 8: the server refused the stored token. */
export function announceExpiredSession(): void {
  clearAdminToken();
  toast({ title: 'Authentication Error', message: 'Your session has expired. Please log in again.', destructive: true });
}
