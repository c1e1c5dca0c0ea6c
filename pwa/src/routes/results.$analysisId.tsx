import { createFileRoute } from '@tanstack/react-router';
import { preloadReport } from '../features/results/report-query.ts';
import { ResultsPage } from '../features/results/results-page.tsx';
import { DEFAULT_REPORT_TAB, isReportTabKey, type ReportTabKey } from '../features/results/tabs/report-tab-keys.ts';

/** /results/{analysisId} and /results/{slug} (SPEC section 2); ?tab= keeps the open tab across reloads. */
export const Route = createFileRoute('/results/$analysisId')({
  validateSearch: (search: Record<string, unknown>): { tab?: ReportTabKey } => (isReportTabKey(search.tab) ? { tab: search.tab } : {}),
  // The loader travels with the screen's code, so the entry chunk every page loads does not grow.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => preloadReport(context.queryClient, params.analysisId),
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
