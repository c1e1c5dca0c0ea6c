import { compareAnalyses, type EarlierAnalysis } from '../../../engine/analysis/changes/compare-analyses.ts';
import type { AnalysisResult } from '../../../engine/contract/analysis.ts';
import type { AnalysisChanges } from '../../../engine/contract/changes.ts';
import type { AnalysisRecord } from '../store/db-schema.ts';
import type { Store } from '../store/repositories.ts';
import { CorruptResultError } from '../store/result-files.ts';
import type { AnalysisService } from './analysis-service.ts';

/**
 * What changesSince reads: stored reports and the analysis history. Named here rather
 * than taken from AppServices, so the services module (which builds the batch runner that
 * calls this) is not imported back and the arrows run one way.
 */
export interface ChangesSources {
  analyses: Pick<AnalysisService, 'getResult'>;
  store: Pick<Store, 'analyses'>;
}

/**
 * What changed since the latest earlier completed analysis of the same site (issue #15),
 * or undefined when this analysis has no report (yet). An earlier report whose file is
 * damaged is passed over for the one before it, so one bad file never hides the history.
 * A caller that has already read this analysis' report passes it, so it is not read again.
 */
export async function changesSince(services: ChangesSources, record: AnalysisRecord, report?: AnalysisResult): Promise<AnalysisChanges | undefined> {
  const current = report ?? (await services.analyses.getResult(record.id));
  if (!current) return undefined;
  let earlier: EarlierAnalysis | undefined;
  for (const candidate of await services.store.analyses.completedBefore(record)) {
    const result = await services.analyses.getResult(candidate.id).catch((error: unknown) => {
      if (error instanceof CorruptResultError) return undefined;
      throw error;
    });
    if (result) {
      earlier = { analysisId: candidate.id, result };
      break;
    }
  }
  return compareAnalyses(current, earlier);
}
