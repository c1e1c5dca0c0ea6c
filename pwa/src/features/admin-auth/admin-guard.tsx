import { Center, Container, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { CheckAuthResponse } from '../../../../engine/contract/auth.ts';
import { adminJson, clearAdminToken, getAdminToken, onAdminSessionEnded } from '../../lib/admin-api.ts';
import { toast } from '../../lib/notify.ts';
import { isNetworkFailure, useOnlineStatus } from '../../lib/online-status.ts';
import { NeedsConnection, SessionUnreachable } from '../pwa/connection-notices.tsx';
import { NEEDS_CONNECTION_TEXTS } from '../pwa/connection-texts.ts';

export const CHECK_AUTH_PATH = '/api/admin/check-auth';
/** SPEC section 2 (Vanity administration): what a guarded page shows while it sends the visitor to login. */
export const REDIRECTING_TO_LOGIN_MESSAGE = 'Authentication required. Redirecting to login...';

/**
 * SPEC section 2, Protected-route guard: without a token go to login with this page
 * as `redirect`; with one, ask the server (spinner meanwhile); if it says no,
 * forget the token, say the session expired and go to login. A later 401 or 403
 * from any admin call (lib/admin-api) also lands here and goes to login.
 * Offline, or with no answer from the server, it says so and keeps the token: a
 * missing connection is not an expired session.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [token] = useState(getAdminToken);
  const [sessionEnded, setSessionEnded] = useState(false);
  const returnTo = `${location.pathname}${location.searchStr}`;
  const online = useOnlineStatus();

  const check = useQuery({
    queryKey: [CHECK_AUTH_PATH, token],
    queryFn: ({ signal }) => adminJson<CheckAuthResponse>(CHECK_AUTH_PATH, { signal, onUnauthorized: 'throw' }),
    enabled: token !== null && online,
  });

  // Navigation and toasts happen once per guard, even if React runs an effect twice.
  const leaving = useRef(false);
  const goToLogin = (expired: boolean) => {
    if (leaving.current) return;
    leaving.current = true;
    if (expired) {
      clearAdminToken();
      toast({ title: 'Authentication Error', message: 'Your session has expired. Please log in again.', destructive: true });
    }
    void navigate({ to: '/admin/login', search: { redirect: returnTo }, replace: true });
  };

  // No answer at all (offline, server unreachable) says nothing about the session: the token stays.
  const unreachable = check.isError && isNetworkFailure(check.error);
  const checkFailed = check.isError && !unreachable;
  useEffect(() => {
    if (token === null) goToLogin(false);
    else if (checkFailed) goToLogin(true);
  });

  const endSession = useEffectEvent(() => {
    setSessionEnded(true);
    goToLogin(false);
  });
  useEffect(() => onAdminSessionEnded(() => endSession()), []);

  if (token === null || checkFailed || sessionEnded) {
    return (
      <Container size="lg" py="xl">
        <Text c="dimmed">{REDIRECTING_TO_LOGIN_MESSAGE}</Text>
      </Container>
    );
  }
  if (!check.isSuccess && !online) {
    return (
      <Container size="sm" py="xl">
        <NeedsConnection>{NEEDS_CONNECTION_TEXTS.adminArea}</NeedsConnection>
      </Container>
    );
  }
  if (unreachable) {
    return (
      <Container size="sm" py="xl">
        <SessionUnreachable onRetry={() => void check.refetch()} retrying={check.isFetching} />
      </Container>
    );
  }
  if (!check.isSuccess) {
    return (
      <Center py={80} role="status">
        <Loader />
        <VisuallyHidden>Checking your session...</VisuallyHidden>
      </Center>
    );
  }
  return <>{children}</>;
}
