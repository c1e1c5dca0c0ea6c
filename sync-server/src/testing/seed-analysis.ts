import { ANALYSIS_STEP_NAMES, type AnalysisResult } from '../../../engine/contract/analysis.ts';
import type { AppServices } from '../services.ts';

/** A completed analysis as the pool would leave it: its index record and its stored result. */
export async function seedCompletedAnalysis({ store }: Pick<AppServices, 'store'>, id: string, result: AnalysisResult): Promise<void> {
  await store.results.write(id, result);
  await store.db.mutate((data) => {
    data.analyses[id] = {
      id,
      request: { url: result.url },
      status: 'completed',
      progress: 100,
      steps: ANALYSIS_STEP_NAMES.map((name) => ({ name, status: 'completed' as const })),
      createdAt: result.analyzedAt,
      updatedAt: result.analyzedAt,
      attempts: 1,
    };
  });
}
