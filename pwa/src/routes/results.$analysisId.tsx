import { createFileRoute } from '@tanstack/react-router';
import { analysisChangesQuery } from '../features/results/changes/analysis-changes.ts';
import { reportQuery } from '../features/results/report-query.ts';
import { reportSourceOf } from '../features/results/report-source.ts';
import { ResultsPage } from '../features/results/results-page.tsx';
import { DEFAULT_REPORT_TAB, isReportTabKey, type ReportTabKey } from '../features/results/tabs/report-tab-keys.ts';
import { preloadQuery } from '../lib/preload-query.ts';

/** /results/{analysisId} and /results/{slug} (SPEC section 2); ?tab= keeps the open tab across reloads. */
export const Route = createFileRoute('/results/$analysisId')({
  validateSearch: (search: Record<string, unknown>): { tab?: ReportTabKey } => (isReportTabKey(search.tab) ? { tab: search.tab } : {}),
  // The loader travels with the screen's code, so the entry chunk every page loads does not grow.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => {
    preloadQuery(context.queryClient, reportQuery(params.analysisId));
    // The Overview opens with what changed since the site's previous analysis.
    const source = reportSourceOf(params.analysisId);
    if (source.kind === 'analysis') preloadQuery(context.queryClient, analysisChangesQuery(source.key));
  },
  component: ResultsRoute,
});

function ResultsRoute() {
  const { analysisId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ResultsPage
      key={analysisId}
      segment={analysisId}
      tab={tab ?? DEFAULT_REPORT_TAB}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true, resetScroll: false })}
    />
  );
}
