import { createFileRoute } from '@tanstack/react-router';
import { AnalysisProgressPage } from '../features/analysis-progress/analysis-progress-page.tsx';
import { analysisStatusQuery } from '../features/analysis-progress/use-analysis-status.ts';
import { preloadQuery } from '../lib/preload-query.ts';

export const Route = createFileRoute('/analyzing/$analysisId')({
  // The loader travels with the screen's code, so the entry chunk every page loads does not grow.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => preloadQuery(context.queryClient, analysisStatusQuery(params.analysisId)),
  component: AnalyzingRoute,
});

function AnalyzingRoute() {
  const { analysisId } = Route.useParams();
  // A new id is a new analysis: start its screen afresh.
  return <AnalysisProgressPage key={analysisId} analysisId={analysisId} />;
}
