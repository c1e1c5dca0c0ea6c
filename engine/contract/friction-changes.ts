import type { Friction, ObservedFriction } from './analysis.ts';
import type { FrictionChange } from './changes.ts';
import { observedKey } from './observed-friction.ts';

/** The part of a report's friction a comparison of observed friction reads. */
export type ComparedFriction = Pick<Friction, 'observed' | 'observedChecks'>;

function change(finding: ObservedFriction, previousIssue?: string): FrictionChange {
  return {
    kind: finding.kind,
    page: finding.page,
    issue: finding.issue,
    basis: finding.basis,
    evidence: finding.evidence,
    ...(previousIssue ? { previousIssue } : {}),
  };
}

/**
 * Observed friction that appeared, grew or went away between two reports of a site
 * (issue #29). Only kinds both reports could check count: a report made before friction
 * was observed, or one whose page could not be read this time, changes nothing.
 */
export function frictionChanges(
  now: ComparedFriction | undefined,
  before: ComparedFriction | undefined,
): { frictionAdded: FrictionChange[]; frictionRemoved: FrictionChange[] } {
  const bothChecked = new Set((now?.observedChecks ?? []).filter((kind) => (before?.observedChecks ?? []).includes(kind)));
  const found = (friction: ComparedFriction | undefined) =>
    new Map((friction?.observed ?? []).filter((finding) => finding.checked && bothChecked.has(finding.kind)).map((finding) => [observedKey(finding), finding]));
  const current = found(now);
  const earlier = found(before);
  const frictionAdded: FrictionChange[] = [];
  for (const [key, finding] of current) {
    const then = earlier.get(key);
    if (!then) frictionAdded.push(change(finding));
    else if (finding.weight > then.weight) frictionAdded.push(change(finding, then.issue));
  }
  const frictionRemoved = [...earlier].filter(([key]) => !current.has(key)).map(([, finding]) => change(finding));
  return { frictionAdded, frictionRemoved };
}
