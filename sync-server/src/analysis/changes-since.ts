import { compareAnalyses } from '../../../engine/analysis/changes/compare-analyses.ts';
import type { AnalysisResult } from '../../../engine/contract/analysis.ts';
import type { AnalysisChanges } from '../../../engine/contract/changes.ts';
import type { AnalysisRecord } from '../store/db-schema.ts';
import type { Store } from '../store/repositories.ts';
import { CorruptResultError } from '../store/result-files.ts';
import type { AnalysisService } from './analysis-service.ts';
import type { Reading, Rescorer } from './rescore.ts';

/**
 * What changesSince reads: stored reports, the analysis history, and the rescorer that
 * brings two engines' reports to one. Named here rather than taken from AppServices, so
 * the services module (which builds the batch runner that calls this) is not imported
 * back and the arrows run one way.
 */
export interface ChangesSources {
  analyses: Pick<AnalysisService, 'getResult'>;
  store: Pick<Store, 'analyses'>;
  rescorer: Pick<Rescorer, 'currentReading' | 'engine'>;
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
  for (const candidate of await services.store.analyses.completedBefore(record)) {
    const result = await services.analyses.getResult(candidate.id).catch((error: unknown) => {
      if (error instanceof CorruptResultError) return undefined;
      throw error;
    });
    if (result) return changesAcrossEngines(services.rescorer, { record, result: current }, { record: candidate, result });
  }
  return compareAnalyses(current, undefined);
}

/**
 * Two reports compared as one engine would make them (issue #30). When two engines made
 * them, each is read by the engine this server runs (from its stored pages) first, so
 * every change reported is one the site made; where a report's pages are gone, the two
 * are compared as they are and the answer says what the engine alone may explain.
 */
async function changesAcrossEngines(rescorer: ChangesSources['rescorer'], now: Reading, before: Reading): Promise<AnalysisChanges> {
  const from = before.result.engineVersion;
  if (now.result.engineVersion === from) return compareAnalyses(now.result, { analysisId: before.record.id, result: before.result });
  const [nowRead, beforeRead] = await Promise.all([rescorer.currentReading(now.record, now.result), rescorer.currentReading(before.record, before.result)]);
  const later = nowRead ?? now;
  const earlier = beforeRead ?? before;
  const changes = compareAnalyses(later.result, { analysisId: earlier.record.id, result: earlier.result });
  const to = later.result.engineVersion;
  if (earlier.result.engineVersion === to) return { ...changes, engineChanged: { from, to, rescored: true } };
  const { signals, scores } = rescorer.engine.movesBetween(earlier.result.engineVersion, to);
  return { ...changes, engineChanged: { from, to, rescored: false, moved: { signals, scores } } };
}
