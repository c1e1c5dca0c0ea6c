import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../features/layout/page-heading.tsx';

export const Route = createFileRoute('/admin/batch')({
  component: () => <PageHeading>Batch Processing Admin</PageHeading>,
});
