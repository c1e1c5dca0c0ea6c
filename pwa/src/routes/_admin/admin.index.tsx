import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../../features/admin-auth/admin-dashboard.tsx';

export const Route = createFileRoute('/_admin/admin/')({
  component: AdminDashboard,
});
