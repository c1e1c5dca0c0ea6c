import type { MaturityLevel } from '../../../engine/contract/analysis.ts';
import type { AnalysisChanges, SignalChange } from '../../../engine/contract/changes.ts';
import { CHANGES_COPY, maturityLevelLabel } from '../../../engine/contract/report-copy.ts';
import { signedNumber } from '../../../engine/contract/signed-number.ts';
import { analysisDate } from './print-date.ts';
import type { PrintedChanges } from './print-view.ts';

/** The quote a signal change prints: its first piece of evidence, in typographic quotes. */
function firstQuote(signal: SignalChange): string {
  const text = signal.evidence[0]?.text.trim();
  return text ? ` \u2014 \u201c${text}\u201d` : '';
}

/**
 * The changes panel of the printed report, in the words of the screen's panel (issue #15):
 * nothing for a first analysis.
 */
export function printedChanges(changes: AnalysisChanges | undefined, levelNow: MaturityLevel): PrintedChanges | undefined {
  const previous = changes?.previous;
  if (!changes || !previous) return undefined;
  const levels = changes.levelChanged
    ? `${maturityLevelLabel(previous.level)} \u2192 ${maturityLevelLabel(levelNow)}`
    : `Still ${maturityLevelLabel(previous.level)}`;
  const items = [
    `Maturity score ${previous.score} \u2192 ${previous.score + changes.scoreDelta} (${signedNumber(changes.scoreDelta)}); ${levels}`,
    ...changes.gained.map((signal) => `${CHANGES_COPY.gained}: ${signal.title}${firstQuote(signal)}`),
    ...changes.lost.map((signal) => `${CHANGES_COPY.lost}: ${signal.title}${firstQuote(signal)}`),
  ];
  if (changes.gained.length === 0 && changes.lost.length === 0) items.push(CHANGES_COPY.noSignalChanges);
  items.push(
    ...(changes.frictionAdded ?? []).map(
      (friction) =>
        `${CHANGES_COPY.frictionAdded}: ${friction.issue}${friction.previousIssue ? ` (${CHANGES_COPY.frictionWas} ${friction.previousIssue})` : ''}`,
    ),
    ...(changes.frictionRemoved ?? []).map((friction) => `${CHANGES_COPY.frictionRemoved}: ${friction.issue}`),
  );
  if (changes.engineChanged) items.push(CHANGES_COPY.engineChanged(changes.engineChanged));
  return { heading: CHANGES_COPY.title(analysisDate(previous.analyzedAt)), items };
}
