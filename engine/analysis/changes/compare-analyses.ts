import type { AnalysisResult } from '../../contract/analysis.ts';
import type { AnalysisChanges, SignalChange } from '../../contract/changes.ts';
import { SIGNAL_TITLES, type SignalResult } from '../../contract/signals.ts';
import { parseMetric } from '../../revenue/metrics.ts';
import { frictionChanges, type ComparedFriction } from '../../contract/friction-changes.ts';

/** The parts of a result a comparison reads (observed friction only when the report has it). */
export type ComparedResult = Pick<AnalysisResult, 'maturity' | 'signals' | 'strategies' | 'analyzedAt'> & { friction?: ComparedFriction };

export interface EarlierAnalysis {
  analysisId: string;
  result: ComparedResult;
}

/**
 * What changed from an earlier analysis of the same site to this one. A signal counts as
 * gained or lost only when both reports could check it: a page that could not be read
 * the second time must not look like a lost signal.
 */
export function compareAnalyses(current: ComparedResult, earlier: EarlierAnalysis | undefined): AnalysisChanges {
  // No earlier analysis: nothing to compare, so nothing changed.
  if (!earlier)
    return {
      previous: null,
      scoreDelta: 0,
      levelChanged: false,
      gained: [],
      lost: [],
      strategiesAdded: [],
      strategiesResolved: [],
      frictionAdded: [],
      frictionRemoved: [],
    };
  const before = earlier.result;
  const previousScore = displayedScore(before);
  const beforeById = new Map(before.signals.map((signal) => [signal.id, signal]));
  const gained: SignalChange[] = [];
  const lost: SignalChange[] = [];
  for (const now of current.signals) {
    const then = beforeById.get(now.id);
    if (!then || !wasChecked(now) || !wasChecked(then) || now.present === then.present) continue;
    if (now.present) gained.push(signalChange(now));
    else lost.push(signalChange(then));
  }
  const strategiesBefore = new Set(before.strategies.map((strategy) => strategy.id));
  const strategiesNow = new Set(current.strategies.map((strategy) => strategy.id));
  return {
    previous: { analysisId: earlier.analysisId, analyzedAt: before.analyzedAt, score: previousScore, level: before.maturity.level },
    scoreDelta: displayedScore(current) - previousScore,
    levelChanged: current.maturity.level !== before.maturity.level,
    gained,
    lost,
    strategiesAdded: [...strategiesNow].filter((id) => !strategiesBefore.has(id)),
    strategiesResolved: [...strategiesBefore].filter((id) => !strategiesNow.has(id)),
    ...frictionChanges(current.friction, before.friction),
  };
}

/** The score as the report shows it: a whole number from 0 to 100. */
export function displayedScore(result: ComparedResult): number {
  return Math.round(Math.min(100, Math.max(0, parseMetric(result.maturity.score))));
}

/** A signal the analysis could not check is neither gained nor lost (DESIGN section 3). */
export function wasChecked(signal: SignalResult): boolean {
  return signal.checked;
}

function signalChange(signal: SignalResult): SignalChange {
  return { id: signal.id, title: SIGNAL_TITLES[signal.id], evidence: signal.evidence };
}
