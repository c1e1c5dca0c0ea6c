import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginPage } from '../features/admin-auth/admin-login-page.tsx';

export interface AdminLoginSearch {
  /** Where to go after logging in; checked by safeRedirectTarget before use. */
  redirect?: string;
}

export const Route = createFileRoute('/admin/login')({
  validateSearch: (search: Record<string, unknown>): AdminLoginSearch => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const { redirect } = Route.useSearch();
  return <AdminLoginPage redirect={redirect} />;
}
