import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../features/admin-auth/admin-dashboard.tsx';
import { AdminGuard } from '../features/admin-auth/admin-guard.tsx';

export const Route = createFileRoute('/admin/')({
  component: () => (
    <AdminGuard>
      <AdminDashboard />
    </AdminGuard>
  ),
});
