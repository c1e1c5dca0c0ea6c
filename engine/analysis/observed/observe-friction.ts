import type { ObservedFriction } from '../../contract/analysis.ts';
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
