import { createFileRoute } from '@tanstack/react-router';
import { adminSessionQuery } from '../features/admin-auth/api/admin-session.ts';
import { BatchAdminPage } from '../features/admin-batch/components/batch-admin-page.tsx';
import { getAdminToken } from '../lib/admin-api.ts';
import { preloadQuery } from '../lib/preload-query.ts';

// No guard redirect here: without a valid token the screen shows its own login form (SPEC section 2).
export const Route = createFileRoute('/admin/batch')({
  // The screen first asks whether a stored token is still good.
  // The loader travels with the screen's code, so the entry chunk every page loads does not grow.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    const token = getAdminToken();
    if (token) preloadQuery(context.queryClient, adminSessionQuery(token));
  },
  component: BatchAdminPage,
});
