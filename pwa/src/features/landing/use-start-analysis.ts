import { useMutation } from '@tanstack/react-query';
import type { AnalyzeRequest, AnalyzeResponse } from '../../../../engine/contract/analysis.ts';
import { apiJson } from '../../lib/api-client.ts';

/** POST /api/analyze; an answer without an analysis id counts as a failure. */
export async function startAnalysis(request: AnalyzeRequest): Promise<AnalyzeResponse> {
  const response = await apiJson<Partial<AnalyzeResponse>>('/api/analyze', { body: request });
  if (typeof response.analysisId !== 'string' || response.analysisId === '') {
    throw new Error('The server did not return an analysis id');
  }
  return { analysisId: response.analysisId };
}

export function useStartAnalysis() {
  return useMutation({ mutationFn: startAnalysis });
}
