import { queryOptions } from '@tanstack/react-query';
import type { AnalysisChanges } from '../../../../../engine/contract/changes.ts';
import { apiJson } from '../../../lib/api-client.ts';

/** GET /api/analysis/{id}/changes: what changed since the site's previous analysis. */
export function analysisChangesQuery(analysisId: string) {
  return queryOptions({
    queryKey: [`/api/analysis/${analysisId}/changes`],
    queryFn: ({ signal }) => apiJson<AnalysisChanges>(`/api/analysis/${encodeURIComponent(analysisId)}/changes`, { signal }),
  });
}
