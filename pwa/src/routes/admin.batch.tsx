import { createFileRoute } from '@tanstack/react-router';
import { BatchAdminPage } from '../features/admin-batch/components/batch-admin-page.tsx';

// No guard redirect here: without a valid token the screen shows its own login form (SPEC section 2).
export const Route = createFileRoute('/admin/batch')({
  component: BatchAdminPage,
});
