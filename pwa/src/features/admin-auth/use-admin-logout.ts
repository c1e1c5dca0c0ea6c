import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { clearAdminToken } from '../../lib/admin-api.ts';
import { toast } from '../../lib/notify.ts';
import { forgetAdminSessions } from './api/admin-session.ts';

/**
 * SPEC sections 4 and 8: logout removes the token and says so. Screens behind the
 * guard then leave for the login page; the batch screen, with its own login form,
 * passes `{ navigateToLogin: false }`.
 */
export function useAdminLogout({ navigateToLogin = true }: { navigateToLogin?: boolean } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearAdminToken();
    forgetAdminSessions(queryClient);
    // The watched sites kept for offline reading are the admin's: they go with the session.
    void import('../../lib/db.ts').then(({ forgetWatchList }) => forgetWatchList());
    toast({ title: 'Logged out', message: 'You have been logged out successfully.' });
    if (navigateToLogin) void navigate({ to: '/admin/login' });
  };
}
