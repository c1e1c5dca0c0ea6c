import { Center, Container, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useMatches, useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { getAdminToken, onAdminSessionEnded } from '../../lib/admin-api.ts';
import { isNetworkFailure, useOnlineStatus } from '../../lib/online-status.ts';
import { NeedsConnection, SessionUnreachable } from '../pwa/connection-notices.tsx';
import { NEEDS_CONNECTION_TEXTS } from '../pwa/connection-texts.ts';
import { adminSessionQuery, announceExpiredSession } from './api/admin-session.ts';

/** SPEC section 2 (Vanity administration): what a guarded page shows while it sends the visitor to login. */
export const REDIRECTING_TO_LOGIN_MESSAGE = 'Authentication required. Redirecting to login...';

/** SPEC section 2: the spinner while the session is checked. */
export function SessionCheckPending() {
  return (
    <Center py={80} role="status">
      <Loader />
      <VisuallyHidden>Checking your session...</VisuallyHidden>
    </Center>
  );
}

/**
 * Every guarded admin page sits in this layout. The guard (admin-guard.ts) has let the
 * page open; what can still happen here: the check could not run (offline, no answer)
 * and runs when the connection is back, or a later 401 or 403 from any admin call
 * (lib/admin-api) ends the session. Either way the admin goes to login.
 */
export function AdminLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  // The token the guard checked; a logout or an expired session leaves this layout.
  const [token] = useState(getAdminToken);
  const [sessionEnded, setSessionEnded] = useState(false);
  const returnTo = `${location.pathname}${location.searchStr}`;
  const online = useOnlineStatus();
  const check = useQuery({ ...adminSessionQuery(token ?? ''), enabled: token !== null && online });
  // A page that keeps what it last loaded opens offline with the stored token; the check runs once back online.
  const readsOffline = useMatches({ select: (matches) => matches.some((match) => match.staticData.readsOffline === true) });

  // Navigation and toasts happen once per layout, even if React runs an effect twice.
  const leaving = useRef(false);
  const goToLogin = (expired: boolean) => {
    if (leaving.current) return;
    leaving.current = true;
    if (expired) announceExpiredSession();
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
  if (!check.isSuccess && !online && !readsOffline) {
    return (
      <Container size="sm" py="xl">
        <NeedsConnection>{NEEDS_CONNECTION_TEXTS.adminArea}</NeedsConnection>
      </Container>
    );
  }
  // No answer at all (offline, or the server out of reach): a page that keeps what it last loaded shows that.
  const showsKept = readsOffline && (!online || unreachable);
  if (unreachable && !showsKept) {
    return (
      <Container size="sm" py="xl">
        <SessionUnreachable onRetry={() => void check.refetch()} retrying={check.isFetching} />
      </Container>
    );
  }
  if (!check.isSuccess && !showsKept) return <SessionCheckPending />;
  return <Outlet />;
}
