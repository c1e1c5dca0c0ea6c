import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { ANALYSIS_FAILED_ERROR, ANALYSIS_REFUSED_ERROR, parseLandingSearch } from '../features/landing/landing-search.ts';

export const Route = createFileRoute('/')({
  validateSearch: parseLandingSearch,
  component: LandingRoute,
});

function LandingRoute() {
  const { error, reason, analysis } = Route.useSearch();
  return (
    <LandingPage
      analysisFailed={error === ANALYSIS_FAILED_ERROR}
      failedAnalysisId={analysis}
      refusedReason={error === ANALYSIS_REFUSED_ERROR ? (reason ?? '') : undefined}
    />
  );
}
