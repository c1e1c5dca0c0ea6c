import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ANALYSIS_STEP_NAMES, type AnalysisResult } from '../../../engine/contract/analysis.ts';
import { type DbData, emptyDb } from '../../src/store/db-schema.ts';

/**
 * Writes completed analyses into a DATA_DIR before the server starts, so screens that
 * only read a result can be tested without crawling a site first.
 */
export async function seedCompletedAnalyses(dataDir: string, results: AnalysisResult[]): Promise<void> {
  if (results.length === 0) return;
  const db: DbData = emptyDb();
  await mkdir(path.join(dataDir, 'analyses'), { recursive: true });
  for (const result of results) {
    const id = result.analysisId;
    if (!id) throw new Error('a seeded result needs an analysisId');
    db.analyses[id] = {
      id,
      request: { url: result.url },
      status: 'completed',
      progress: 100,
      steps: ANALYSIS_STEP_NAMES.map((name) => ({ name, status: 'completed' as const })),
      createdAt: result.analyzedAt,
      updatedAt: result.analyzedAt,
      attempts: 1,
    };
    await writeFile(path.join(dataDir, 'analyses', `${id}.json`), JSON.stringify(result));
  }
  await writeFile(path.join(dataDir, 'db.json'), JSON.stringify(db));
}
