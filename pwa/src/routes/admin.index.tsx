import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../features/layout/page-heading.tsx';

export const Route = createFileRoute('/admin/')({
  component: () => <PageHeading>Admin Dashboard</PageHeading>,
});
