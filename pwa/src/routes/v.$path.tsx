import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../features/layout/page-heading.tsx';

export const Route = createFileRoute('/v/$path')({
  component: () => <PageHeading>Loading Analysis</PageHeading>,
});
