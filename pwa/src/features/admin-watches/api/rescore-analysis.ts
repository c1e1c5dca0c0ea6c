import { useMutation } from '@tanstack/react-query';
import type { RescoreResponse } from '../../../../../engine/contract/stored-pages.ts';
import { adminJson } from '../../../lib/admin-api.ts';

/** POST /api/analysis/{id}/rescore: the analysis' stored pages scored again by the current engine, as a new analysis (issue #30). */
export function rescoreAnalysis(analysisId: string): Promise<RescoreResponse> {
  return adminJson<RescoreResponse>(`/api/analysis/${encodeURIComponent(analysisId)}/rescore`, { method: 'POST' });
}

export function useRescoreAnalysis() {
  return useMutation({ mutationFn: rescoreAnalysis });
}
