import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../features/layout/page-heading.tsx';

export const Route = createFileRoute('/admin/login')({
  component: () => <PageHeading>Admin Login</PageHeading>,
});
