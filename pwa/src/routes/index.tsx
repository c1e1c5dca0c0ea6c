import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../features/layout/page-heading.tsx';

export const Route = createFileRoute('/')({
  component: () => <PageHeading>Turn Signups Into Revenue</PageHeading>,
});
