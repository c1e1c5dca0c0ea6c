import { createFileRoute } from '@tanstack/react-router';
import { parseCompareIds } from '../features/compare/compare-ids.ts';
import { ComparePage } from '../features/compare/compare-page.tsx';

/** /compare?ids=a,b[,c] (issue #15): two or three reports side by side. */
export const Route = createFileRoute('/compare')({
  validateSearch: (search: Record<string, unknown>): { ids?: string } => (typeof search.ids === 'string' ? { ids: search.ids } : {}),
  component: CompareRoute,
});

function CompareRoute() {
  const { ids } = Route.useSearch();
  return <ComparePage key={ids} ids={parseCompareIds(ids)} />;
}
