import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { ANALYSIS_FAILED_ERROR, ANALYSIS_REFUSED_ERROR, parseLandingSearch, shownRefusalReason } from '../features/landing/landing-search.ts';

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
      refusedReason={error === ANALYSIS_REFUSED_ERROR ? ownRefusalReason(reason) : undefined}
    />
  );
}

/** Pre-rendered at build time there is no document: the banner then shows without a reason. */
function ownRefusalReason(reason: string | undefined): string {
  return typeof document === 'undefined' ? '' : shownRefusalReason(reason, document.referrer, window.location.origin);
}
