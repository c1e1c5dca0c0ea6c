import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { getAdminToken } from '../../lib/admin-api.ts';
import { isNetworkFailure, isOnline } from '../../lib/online-status.ts';
import { adminSessionQuery, announceExpiredSession } from './api/admin-session.ts';

export interface AdminGuardArgs {
  context: { queryClient: QueryClient };
  location: { pathname: string; searchStr: string };
  /** True when the router only preloads the page (a hovered link): nothing is announced then. */
  preload: boolean;
}

/**
 * SPEC section 2, Protected-route guard, as the `_admin` layout's `beforeLoad`:
 * without a token, to login with this page as `redirect`; with one, ask the server
 * (once per token, answers are kept), and if it refuses, forget the token, say the
 * session expired and go to login. Offline, or with no answer from the server, the
 * page opens and its layout says so: a missing connection is not an expired session.
 */
export async function guardAdminPage({ context, location, preload }: AdminGuardArgs): Promise<void> {
  const toLogin = () => redirect({ to: '/admin/login', search: { redirect: `${location.pathname}${location.searchStr}` }, replace: true });
  const token = getAdminToken();
  if (!token) throw toLogin();
  if (!isOnline()) return;
  try {
    await context.queryClient.ensureQueryData(adminSessionQuery(token));
  } catch (error) {
    if (isNetworkFailure(error)) return;
    if (!preload) announceExpiredSession();
    throw toLogin();
  }
}
