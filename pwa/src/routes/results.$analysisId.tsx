import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../features/layout/page-heading.tsx';

export const Route = createFileRoute('/results/$analysisId')({
  component: () => <PageHeading>Loading your analysis results...</PageHeading>,
});
