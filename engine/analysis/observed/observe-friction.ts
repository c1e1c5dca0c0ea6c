import type { ObservedFriction } from '../../contract/analysis.ts';
import { OBSERVED_FRICTION_KINDS, type ObservedFrictionKind } from '../../contract/observed-friction.ts';
import { firstScreenAudit } from './first-screen.ts';
import { dimensionOf, type Auditor, type FoundFriction, type ObservedCheck, type ObserveInput } from './observation.ts';
import { OBSERVED_IMPACT } from './observed-copy.ts';
import { pageWeightAudit } from './page-weight.ts';
import { signupFormAudit } from './signup-form.ts';
import { valueGateAudits } from './value-gates.ts';

/** Every auditor of observed friction, in the order the Friction tab lists what they find. */
const AUDITORS: readonly Auditor[] = [signupFormAudit, ...valueGateAudits, firstScreenAudit, pageWeightAudit];

/** What the site puts in a visitor's way, measured on the pages read (issue #29). */
export function observeFriction(input: ObserveInput): ObservedCheck[] {
  return AUDITORS.flatMap((audit) => audit(input));
}

export function isFound(check: ObservedCheck): check is FoundFriction {
  return check.status === 'found';
}

/** The kinds that could be checked on this site, found or not, in the contract's order. */
export function checkedKindsOf(checks: readonly ObservedCheck[]): ObservedFrictionKind[] {
  const checked = new Set(checks.filter((check) => check.status !== 'not-checked').map((check) => check.kind));
  return OBSERVED_FRICTION_KINDS.filter((kind) => checked.has(kind));
}

const NOT_CHECKED_IMPACT = 'Left out of the friction score: the page it would be read on was not read, so nothing is said about it.';

/** The result's list: what was found, then what could not be checked. */
export function observedFindings(checks: readonly ObservedCheck[]): ObservedFriction[] {
  const findings: ObservedFriction[] = [];
  for (const check of checks) {
    if (check.status === 'clear') continue;
    const found = check.status === 'found';
    findings.push({
      kind: check.kind,
      dimension: dimensionOf(check.kind),
      checked: found,
      page: check.page,
      issue: check.issue,
      impact: found ? OBSERVED_IMPACT[check.kind] : NOT_CHECKED_IMPACT,
      basis: check.basis,
      evidence: check.evidence,
      weight: found ? check.weight : 0,
      figures: found ? check.figures : {},
    });
  }
  return findings;
}
