import type { ObservedFriction } from '../../../../engine/contract/analysis.ts';
import type { FrictionChange } from '../../../../engine/contract/changes.ts';
import { frictionChanges } from '../../../../engine/contract/friction-changes.ts';
import { observedKey } from '../../../../engine/contract/observed-friction.ts';
import { siteKeyOf } from '../../../../engine/contract/site-key.ts';
import type { ReportResult } from '../results/report-source.ts';

/** How a report's observed friction stands beside the same site's earlier report in the comparison (issue #29). */
export interface ComparedFriction {
  /** The friction this report shows, each marked new or grown when the earlier report lacked or had less of it. */
  shown: Array<{ finding: ObservedFriction; change?: 'new' | 'grew' }>;
  /** Friction the earlier report showed and this one does not. */
  gone: FrictionChange[];
  /** The earlier report compared with, when the comparison holds one of the same site. */
  earlier?: ReportResult;
}

export const FRICTION_CHANGE_LABELS = { new: 'New', grew: 'Grew', gone: 'Gone' } as const;

const analysedAt = (result: ReportResult) => Date.parse(result.analyzedAt ?? '') || 0;

/** The latest report of the same site analysed before this one, among those compared. */
export function earlierRunOf(result: ReportResult, others: readonly ReportResult[]): ReportResult | undefined {
  const site = siteKeyOf(result.url);
  return others
    .filter((other) => other !== result && siteKeyOf(other.url) === site && analysedAt(other) < analysedAt(result))
    .sort((a, b) => analysedAt(b) - analysedAt(a))[0];
}

export function comparedFriction(result: ReportResult, others: readonly ReportResult[]): ComparedFriction {
  const earlier = earlierRunOf(result, others);
  const found = (result.friction.observed ?? []).filter((finding) => finding.checked);
  if (!earlier) return { shown: found.map((finding) => ({ finding })), gone: [] };
  const { frictionAdded, frictionRemoved } = frictionChanges(result.friction, earlier.friction);
  const added = new Map(frictionAdded.map((change) => [observedKey(change), change]));
  return {
    shown: found.map((finding) => {
      const change = added.get(observedKey(finding));
      return change ? { finding, change: change.previousIssue ? ('grew' as const) : ('new' as const) } : { finding };
    }),
    gone: frictionRemoved,
    earlier,
  };
}
