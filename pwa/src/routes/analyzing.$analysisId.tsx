import { createFileRoute } from '@tanstack/react-router';
import { AnalysisProgressPage } from '../features/analysis-progress/analysis-progress-page.tsx';

export const Route = createFileRoute('/analyzing/$analysisId')({
  component: AnalyzingRoute,
});

function AnalyzingRoute() {
  const { analysisId } = Route.useParams();
  // A new id is a new analysis: start its screen afresh.
  return <AnalysisProgressPage key={analysisId} analysisId={analysisId} />;
}
