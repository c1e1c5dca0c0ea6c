import type { AnalysisResult } from '../../../engine/contract/analysis.ts';
import type { AppServices } from '../../src/services.ts';

/** A completed analysis as the pool would leave it, asked for when its result says: its index record and its stored result. */
export async function seedCompletedAnalysis({ store }: Pick<AppServices, 'store'>, id: string, result: AnalysisResult): Promise<void> {
  await store.results.write(id, result);
  await store.analyses.create(id, { url: result.url }, result.analyzedAt);
  await store.analyses.start(id, result.analyzedAt);
  await store.analyses.complete(id, result.analyzedAt);
}
