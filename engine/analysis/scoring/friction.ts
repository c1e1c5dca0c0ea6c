import { FRICTION_TYPES, type FrictionDimension, type FrictionIssue, type FrictionLevel, type FrictionType } from '../../contract/analysis.ts';
import type { SignalResult } from '../../contract/signals.ts';
import { FRICTION_BANDS, SIGNAL_WEIGHTS } from '../weights.ts';
import { shortfallFinding } from '../advice/findings.ts';
import type { AdviceFacts } from '../advice/site-facts.ts';
import { readableImpact, SIGNAL_COPY } from './signal-copy.ts';
import { isShortfall, signalUnits, unitWeight, type SignalUnit } from './signal-credit.ts';

const MAX_ISSUES = 4;
/** A home page that does not say what the product does adds to motivational friction. */
export const UNCLEAR_JOB_WEIGHT = 2;
export const UNCLEAR_JOB_ISSUE = 'The home page does not say which job the product does';
const UNCLEAR_JOB_IMPACT = 'Visitors have to guess whether the product solves their problem before they invest any time in it.';

function unclearJobIssue(facts: AdviceFacts): FrictionIssue {
  const title = facts.homeTitle;
  return {
    issue: UNCLEAR_JOB_ISSUE,
    impact: UNCLEAR_JOB_IMPACT,
    basis: title
      ? `The home page has neither an H1 heading nor a meta description; its title, “${title.quote}”, is all it says about itself.`
      : 'The home page has no title, no H1 heading and no meta description.',
    evidence: title ? [title] : [],
  };
}

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

export interface FrictionInput {
  signals: readonly SignalResult[];
  /** The home page says what the product does (an H1 or a description). */
  jobIsClear: boolean;
  /** What the issues' bases are written from. */
  facts: AdviceFacts;
}

/** How much friction each dimension could have: the weights of the signals that count there. */
export function frictionTotals(units: readonly SignalUnit[]): Record<FrictionType, number> {
  const total = (type: FrictionType) =>
    units.reduce((sum, unit) => sum + unitWeight(unit, (id) => SIGNAL_WEIGHTS[id].friction[type] ?? 0), type === 'motivational' ? UNCLEAR_JOB_WEIGHT : 0);
  return { functional: total('functional'), emotional: total('emotional'), motivational: total('motivational') };
}

export function assessFriction({ signals, jobIsClear, facts }: FrictionInput): Record<FrictionType, FrictionDimension> {
  const units = signalUnits(signals);
  const totals = frictionTotals(units);
  const dimension = (type: FrictionType): FrictionDimension => {
    const weightOf = (id: SignalResult['id']) => SIGNAL_WEIGHTS[id].friction[type] ?? 0;
    const relevant = units.filter((unit) => unitWeight(unit, weightOf) > 0);
    const extra = type === 'motivational' ? UNCLEAR_JOB_WEIGHT : 0;
    const total = totals[type];
    const shortfalls = relevant.filter(isShortfall).sort((a, b) => unitWeight(b, weightOf) - unitWeight(a, weightOf));
    const unclear = type === 'motivational' && !jobIsClear;
    const shortfall = shortfalls.reduce((sum, unit) => sum + unitWeight(unit, weightOf), unclear ? extra : 0);
    const score = frictionScore(shortfall, total);
    // Issues belong to the dimension where they weigh most; a dimension with fewer than
    // two of its own borrows the others that still add to its friction.
    const own = shortfalls.filter((unit) => homeDimension(unit) === type);
    const borrowed = own.length >= 2 ? [] : shortfalls.filter((unit) => homeDimension(unit) !== type).slice(0, 2 - own.length);
    const issues = [...(unclear ? [unclearJobIssue(facts)] : []), ...[...own, ...borrowed].map((unit) => issueOf(unit, facts))].slice(0, MAX_ISSUES);
    return { level: frictionLevelOf(score), score, issues };
  };
  return { functional: dimension('functional'), emotional: dimension('emotional'), motivational: dimension('motivational') };
}
