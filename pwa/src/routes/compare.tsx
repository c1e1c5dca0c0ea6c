import { createFileRoute } from '@tanstack/react-router';
import { parseCompareIds } from '../features/compare/compare-ids.ts';
import { ComparePage } from '../features/compare/compare-page.tsx';
import { reportQuery } from '../features/results/report-query.ts';
import { preloadQuery } from '../lib/preload-query.ts';

/** /compare?ids=a,b[,c] (issue #15): two or three reports side by side. */
export const Route = createFileRoute('/compare')({
  validateSearch: (search: Record<string, unknown>): { ids?: string } => (typeof search.ids === 'string' ? { ids: search.ids } : {}),
  // The loader travels with the screen's code, so the entry chunk every page loads does not grow.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ ids: search.ids }),
  loader: ({ context, deps }) => {
    for (const id of parseCompareIds(deps.ids) ?? []) preloadQuery(context.queryClient, reportQuery(id));
  },
  component: CompareRoute,
});

function CompareRoute() {
  const { ids } = Route.useSearch();
  return <ComparePage key={ids} ids={parseCompareIds(ids)} />;
}
