import { type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clearAdminToken, getAdminToken } from '../../lib/admin-api.ts';
import { isNetworkFailure, useOnlineStatus } from '../../lib/online-status.ts';
import { adminSessionQuery, announceExpiredSession, forgetAdminSessions, rememberFreshSession } from '../admin-auth/api/admin-session.ts';
import { useAdminLogout } from '../admin-auth/use-admin-logout.ts';
import { BATCH_API_PATH } from './api/batch-jobs.ts';

/** `offline`: a token is stored but cannot be checked without a connection; it is kept. */
export type BatchSessionState = 'checking' | 'offline' | 'signed-out' | 'signed-in';

export interface BatchSession {
  state: BatchSessionState;
  /** A fresh token from the screen's own login form. */
  signIn(token: string, username: string): void;
  /** The Logout button: token gone, form cleared, 'Logged out' toast (SPEC section 4). */
  signOut(): void;
  /** A batch call was refused (401/403): back to the login form, saying why unless `silent`. */
  expire(options?: { silent?: boolean }): void;
  /** Asks the server again after it could not be reached. */
  retryCheck(): void;
}

const isBatchQuery = (query: Query) => String(query.queryKey[0]).startsWith(BATCH_API_PATH);

/**
 * SPEC section 2: the batch screen has no guard redirect; without a valid token it
 * shows its own login form. A stored token is checked with the server first.
 */
export function useBatchSession(): BatchSession {
  const queryClient = useQueryClient();
  const logout = useAdminLogout({ navigateToLogin: false });
  const [token, setToken] = useState(getAdminToken);
  const online = useOnlineStatus();

  const check = useQuery({ ...adminSessionQuery(token ?? ''), enabled: token !== null && online });

  // No answer at all says nothing about the token: it stays until the server can judge it.
  const unreachable = check.isError && isNetworkFailure(check.error);
  const checkFailed = check.isError && !unreachable;
  useEffect(() => {
    if (!checkFailed) return;
    clearAdminToken();
    setToken(null);
  }, [checkFailed]);

  const forgetBatches = () => queryClient.removeQueries({ predicate: isBatchQuery });

  return {
    state: token === null || checkFailed ? 'signed-out' : check.isSuccess ? 'signed-in' : !online || unreachable ? 'offline' : 'checking',
    signIn(fresh, username) {
      // The server has just issued it: no need to ask again whether it is valid.
      rememberFreshSession(queryClient, fresh, username);
      setToken(fresh);
    },
    signOut() {
      logout();
      forgetBatches();
      setToken(null);
    },
    retryCheck() {
      void check.refetch();
    },
    expire({ silent = false } = {}) {
      clearAdminToken();
      forgetAdminSessions(queryClient);
      forgetBatches();
      setToken(null);
      if (!silent) announceExpiredSession();
    },
  };
}
