import { queryOptions } from '@tanstack/react-query';
import type { CurrentEngineReading } from '../../../../engine/contract/stored-pages.ts';
import { apiJson } from '../../lib/api-client.ts';

/** GET /api/analysis/{id}/current-engine: the report as the engine the server runs reads it (issue #30). */
export function currentEngineQuery(analysisId: string) {
  const path = `/api/analysis/${encodeURIComponent(analysisId)}/current-engine`;
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => apiJson<CurrentEngineReading>(path, { signal }),
  });
}
