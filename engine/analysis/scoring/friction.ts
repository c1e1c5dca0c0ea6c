import { FRICTION_TYPES, type FrictionDimension, type FrictionIssue, type FrictionLevel, type FrictionType } from '../../contract/analysis.ts';
import { OBSERVED_FRICTION_TITLES, type ObservedFrictionKind } from '../../contract/observed-friction.ts';
import type { SignalResult } from '../../contract/signals.ts';
import { FRICTION_BANDS, SIGNAL_WEIGHTS } from '../weights.ts';
import { listed, shortfallFinding } from '../advice/findings.ts';
import type { AdviceFacts } from '../advice/site-facts.ts';
import { dimensionOf, kindWeight, maxWeight, type FoundFriction, type ObservedCheck } from '../observed/observation.ts';
import { OBSERVED_IMPACT } from '../observed/observed-copy.ts';
import { isFound } from '../observed/observe-friction.ts';
import { readableImpact, SIGNAL_COPY } from './signal-copy.ts';
import { isShortfall, signalUnits, unitWeight, type SignalUnit } from './signal-credit.ts';

/** Issues a column shows at most; observed friction is always shown, before what is missing. */
const MAX_ISSUES = 5;
export const UNCLEAR_JOB_ISSUE = OBSERVED_FRICTION_TITLES['unclear-job'];

export function frictionLevelOf(score: number): FrictionLevel {
  return (FRICTION_BANDS.find((band) => score <= band.max) ?? FRICTION_BANDS[4]).level;
}

/** Fraction of the dimension's friction weight that the site leaves in place, as 10-100. */
function frictionScore(shortfall: number, total: number): number {
  return Math.round(10 + 90 * (total === 0 ? 0 : shortfall / total));
}

/** The dimension where a signal matters most: its issue is listed there only, not repeated. */
function homeDimension(unit: SignalUnit): FrictionType | undefined {
  const weights = SIGNAL_WEIGHTS[unit.lead].friction;
  let best: FrictionType | undefined;
  for (const type of FRICTION_TYPES) if ((weights[type] ?? 0) > (best ? (weights[best] ?? 0) : 0)) best = type;
  return best;
}

/** The Friction tab's title for a shortfall, which a strategy names when it removes it. */
export function frictionIssueTitle(unit: SignalUnit): string {
  return SIGNAL_COPY[unit.lead].issue;
}

function issueOf(unit: SignalUnit, facts: AdviceFacts): FrictionIssue {
  const { basis, evidence } = shortfallFinding(unit, facts);
  return { issue: frictionIssueTitle(unit), impact: readableImpact(SIGNAL_COPY[unit.lead].impact), basis, evidence };
}

function observedIssue(found: FoundFriction): FrictionIssue {
  return { issue: found.issue, impact: OBSERVED_IMPACT[found.kind], basis: found.basis, evidence: found.evidence, kind: found.kind };
}

export interface FrictionInput {
  signals: readonly SignalResult[];
  /** What the site puts in the way, measured on its pages (observed/observe-friction.ts). */
  observed: readonly ObservedCheck[];
  /** What the issues' bases are written from. */
  facts: AdviceFacts;
}

/** Observed kinds that were checked (found or clear): each counts its full weight in the dimension's total, once. */
function checkedKinds(observed: readonly ObservedCheck[]): Set<ObservedFrictionKind> {
  return new Set(observed.filter((check) => check.status !== 'not-checked').map((check) => check.kind));
}

/** What a finding adds to one dimension: its weight, shared out as its kind's weights are. */
export function observedShare(found: FoundFriction, type: FrictionType): number {
  const full = maxWeight(found.kind);
  return full === 0 ? 0 : (kindWeight(found.kind, type) * found.weight) / full;
}

/**
 * How much friction each dimension could have: the weights of the signals that count
 * there, and of each kind of observed friction that could be checked.
 */
export function frictionTotals(units: readonly SignalUnit[], observed: readonly ObservedCheck[]): Record<FrictionType, number> {
  const kinds = [...checkedKinds(observed)];
  const total = (type: FrictionType) =>
    units.reduce((sum, unit) => sum + unitWeight(unit, (id) => SIGNAL_WEIGHTS[id].friction[type] ?? 0), 0) +
    kinds.reduce((sum, kind) => sum + kindWeight(kind, type), 0);
  return { functional: total('functional'), emotional: total('emotional'), motivational: total('motivational') };
}

/** "Nothing missing and nothing in the way here: the sign-up form on /signup asks only for …". */
function allClearText(notes: readonly string[]): string {
  return notes.length > 0
    ? `Nothing missing and nothing in the way here: ${listed(notes, 'and')}.`
    : 'Nothing missing here, and nothing measured on the pages read adds friction to this dimension.';
}

export function assessFriction({ signals, observed, facts }: FrictionInput): Record<FrictionType, FrictionDimension> {
  const units = signalUnits(signals);
  const totals = frictionTotals(units, observed);
  const found = observed.filter(isFound);
  const dimension = (type: FrictionType): FrictionDimension => {
    const weightOf = (id: SignalResult['id']) => SIGNAL_WEIGHTS[id].friction[type] ?? 0;
    const relevant = units.filter((unit) => unitWeight(unit, weightOf) > 0);
    const shortfalls = relevant.filter(isShortfall).sort((a, b) => unitWeight(b, weightOf) - unitWeight(a, weightOf));
    const seen = found.reduce((sum, check) => sum + observedShare(check, type), 0);
    const shortfall = shortfalls.reduce((sum, unit) => sum + unitWeight(unit, weightOf), seen);
    const score = frictionScore(shortfall, totals[type]);
    // Observed friction first, heaviest first; then issues that belong to the dimension where they
    // weigh most; a dimension with fewer than two of its own borrows the others that still add to it.
    const observedHere = found.filter((check) => dimensionOf(check.kind) === type).sort((a, b) => b.weight - a.weight);
    const own = shortfalls.filter((unit) => homeDimension(unit) === type);
    const borrowed = own.length >= 2 ? [] : shortfalls.filter((unit) => homeDimension(unit) !== type).slice(0, 2 - own.length);
    // Only the shortfalls shown are written out: a bare site misses most signals.
    const room = Math.max(MAX_ISSUES, observedHere.length) - observedHere.length;
    const issues = [...observedHere.map(observedIssue), ...[...own, ...borrowed].slice(0, room).map((unit) => issueOf(unit, facts))];
    const notes = observed
      .filter((check) => check.status === 'clear' && dimensionOf(check.kind) === type)
      .map((check) => (check.status === 'clear' ? check.note : ''));
    return { level: frictionLevelOf(score), score, issues, ...(issues.length === 0 ? { allClear: allClearText(notes) } : {}) };
  };
  return { functional: dimension('functional'), emotional: dimension('emotional'), motivational: dimension('motivational') };
}
