import { MATURITY_LEVELS } from '../../../engine/contract/analysis-constants.ts';
import type { MaturityLevel } from '../../../engine/contract/analysis.ts';
import type { AnalysisChanges } from '../../../engine/contract/changes.ts';
import type { SignalId } from '../../../engine/contract/signal-titles.ts';
import type { Alert, AlertKind } from '../../../engine/contract/watches.ts';

/** A signal as alerts name it: its stable id and the report's title. */
export interface NamedSignal {
  id: SignalId;
  title: string;
}

/** What a run's comparison with the site's previous report means for a watch: the kinds it met. */
export interface AlertFindings {
  reasons: AlertKind[];
  level: { from: MaturityLevel; to: MaturityLevel };
  score: { from: number; to: number };
  lost: NamedSignal[];
  gained: NamedSignal[];
  /** Observed friction that appeared or grew (issue #29). */
  frictionAdded: NonNullable<Alert['frictionAdded']>;
}

/** Each kind, judged on the comparison GET /api/analysis/{id}/changes serves. */
const RULES: Record<AlertKind, (changes: AnalysisChanges, level: MaturityLevel) => boolean> = {
  'level-drop': (changes, level) => changes.previous !== null && MATURITY_LEVELS.indexOf(level) < MATURITY_LEVELS.indexOf(changes.previous.level),
  'signal-lost': (changes) => changes.lost.length > 0,
  'any-change': (changes) =>
    changes.scoreDelta !== 0 ||
    changes.levelChanged ||
    [changes.gained, changes.lost, changes.strategiesAdded, changes.strategiesResolved, changes.frictionAdded, changes.frictionRemoved].some(
      (list) => list.length > 0,
    ),
  'friction-added': (changes) => changes.frictionAdded.length > 0,
};

/**
 * The comparison without what an engine change alone could explain (issue #30): when two
 * engine versions made the reports and the earlier one's pages were gone (not scored
 * again), a signal whose detector moved between them is neither gained nor lost, and when
 * the scores moved the score, level and strategies count as unchanged. Anything else is
 * the site's own change, and alerts as before.
 */
export function siteChangesOnly(changes: AnalysisChanges, level: MaturityLevel): AnalysisChanges {
  const moved = changes.engineChanged?.rescored === false ? changes.engineChanged.moved : undefined;
  if (!moved || !changes.previous) return changes;
  const engines = new Set<SignalId>(moved.signals);
  const siteOnly = (list: AnalysisChanges['lost']) => list.filter((signal) => !engines.has(signal.id));
  const unchangedScores = moved.scores
    ? {
        previous: { ...changes.previous, level, score: changes.previous.score + changes.scoreDelta },
        scoreDelta: 0,
        levelChanged: false,
        strategiesAdded: [],
        strategiesResolved: [],
      }
    : {};
  return { ...changes, gained: siteOnly(changes.gained), lost: siteOnly(changes.lost), ...unchangedScores };
}

/**
 * The alert a run raises, or undefined: none for a site's first report (nothing to
 * compare with) or for a change the watch does not alert on.
 */
export function alertFindings(changes: AnalysisChanges, level: MaturityLevel, alertOn: readonly AlertKind[]): AlertFindings | undefined {
  if (!changes.previous) return undefined;
  const reasons = alertOn.filter((kind) => RULES[kind](changes, level));
  if (reasons.length === 0) return undefined;
  const named = ({ id, title }: NamedSignal): NamedSignal => ({ id, title });
  return {
    reasons,
    level: { from: changes.previous.level, to: level },
    score: { from: changes.previous.score, to: changes.previous.score + changes.scoreDelta },
    lost: changes.lost.map(named),
    gained: changes.gained.map(named),
    frictionAdded: changes.frictionAdded.map(({ kind, page, issue, previousIssue }) => ({ kind, page, issue, ...(previousIssue ? { previousIssue } : {}) })),
  };
}
