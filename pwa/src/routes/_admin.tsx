import { createFileRoute } from '@tanstack/react-router';
import type { AdminGuardArgs } from '../features/admin-auth/admin-guard.ts';
import { AdminLayout, SessionCheckPending } from '../features/admin-auth/admin-layout.tsx';

/**
 * The guarded admin pages (/admin, /admin/vanity). /admin/login stays outside, and so
 * does /admin/batch, which shows its own login form instead of redirecting (SPEC section 2).
 */
export const Route = createFileRoute('/_admin')({
  // The guard is fetched when an admin page opens: the entry chunk every page loads holds no admin code.
  beforeLoad: async (args: AdminGuardArgs) => (await import('../features/admin-auth/admin-guard.ts')).guardAdminPage(args),
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: SessionCheckPending,
  component: AdminLayout,
});
