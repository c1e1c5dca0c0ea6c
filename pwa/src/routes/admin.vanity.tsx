import { createFileRoute } from '@tanstack/react-router';
import { AdminGuard } from '../features/admin-auth/admin-guard.tsx';
import { VanityAdminPage } from '../features/admin-vanity/components/vanity-admin-page.tsx';

export const Route = createFileRoute('/admin/vanity')({
  component: () => (
    <AdminGuard>
      <VanityAdminPage />
    </AdminGuard>
  ),
});
