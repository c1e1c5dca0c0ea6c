import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../features/layout/page-heading.tsx';

export const Route = createFileRoute('/analyzing/$analysisId')({
  component: () => <PageHeading>Crunching Your Numbers. Finding Lost Revenue.</PageHeading>,
});
