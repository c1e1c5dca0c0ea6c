import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { ANALYSIS_FAILED_ERROR, parseLandingSearch } from '../features/landing/landing-search.ts';

export const Route = createFileRoute('/')({
  validateSearch: parseLandingSearch,
  component: LandingRoute,
});

function LandingRoute() {
  const { error, analysis } = Route.useSearch();
  return <LandingPage analysisFailed={error === ANALYSIS_FAILED_ERROR} failedAnalysisId={analysis} />;
}
