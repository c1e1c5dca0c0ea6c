import { queryOptions } from '@tanstack/react-query';
import type { AnalysisChanges } from '../../../../../engine/contract/changes.ts';
import { apiJson } from '../../../lib/api-client.ts';

/** GET /api/analysis/{id}/changes: what changed since the site's previous analysis. */
export function analysisChangesQuery(analysisId: string) {
  const path = `/api/analysis/${encodeURIComponent(analysisId)}/changes`;
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => apiJson<AnalysisChanges>(path, { signal }),
  });
}
