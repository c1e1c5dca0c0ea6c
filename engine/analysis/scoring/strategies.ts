import type { Friction, Strategy } from '../../contract/analysis.ts';
import { FRICTION_TYPES } from '../../contract/analysis-constants.ts';
import type { SignalResult } from '../../contract/signals.ts';
import { copyFactsOf, type CopyFacts } from '../advice/copy-facts.ts';
import { strategyFinding } from '../advice/findings.ts';
import type { AdviceFacts } from '../advice/site-facts.ts';
import type { FoundFriction, ObservedCheck } from '../observed/observation.ts';
import { isFound } from '../observed/observe-friction.ts';
import { OBSERVED_STRATEGY_WORTH, SIGNAL_WEIGHTS } from '../weights.ts';
import { frictionIssueTitle, frictionTotals, observedShare } from './friction.ts';
import { checkedSignals } from './maturity.ts';
import { isShortfall, signalUnits, unitWeight, type SignalUnit } from './signal-credit.ts';
import { STRATEGY_CATALOGUE, type ObservedLookup, type SiteText, type StrategyEntry } from './strategy-catalogue.ts';

export const MAX_STRATEGIES = 6;
/** The worth of advice no shortfall calls for: below every strategy that fixes something. */
const ALWAYS_USEFUL_WORTH = 0.5;
/** The friction scale's span (scores run 10-100). */
const FRICTION_SPAN = 90;

export interface StrategyInput {
  signals: readonly SignalResult[];
  facts: AdviceFacts;
  /** The Friction tab's findings, so each strategy can name those it removes. */
  friction: Pick<Friction, 'functional' | 'emotional' | 'motivational'>;
  /** Observed friction (observed/observe-friction.ts): strategies that remove it are worth what it adds. */
  observed?: readonly ObservedCheck[];
}

/**
 * What fixing a shortfall is worth on this site, from the one weights table: the
 * maturity points it adds (of the points this site could earn) plus the friction
 * points it takes off each dimension (of that dimension's total).
 */
function worthOf(units: readonly SignalUnit[], observed: readonly ObservedCheck[]): (unit: SignalUnit) => number {
  const maturityWeight = (id: SignalResult['id']) => Math.abs(SIGNAL_WEIGHTS[id].weight);
  const available = units.filter((unit) => unit.wanted).reduce((sum, unit) => sum + unitWeight(unit, maturityWeight), 0);
  const totals = frictionTotals(units, observed);
  return (unit) => {
    const maturity = available === 0 ? 0 : (100 * unitWeight(unit, maturityWeight)) / available;
    const friction = FRICTION_TYPES.reduce((sum, type) => {
      const weight = unitWeight(unit, (id) => SIGNAL_WEIGHTS[id].friction[type] ?? 0);
      return sum + (totals[type] === 0 ? 0 : (FRICTION_SPAN * weight) / totals[type]);
    }, 0);
    return maturity + friction;
  };
}

/** What removing an observed finding is worth: the friction points it takes off each dimension (of that dimension's total), counted as weights.ts says. */
function observedWorthOf(units: readonly SignalUnit[], observed: readonly ObservedCheck[]): (found: FoundFriction) => number {
  const totals = frictionTotals(units, observed);
  return (found) =>
    OBSERVED_STRATEGY_WORTH *
    FRICTION_TYPES.reduce((sum, type) => sum + (totals[type] === 0 ? 0 : (FRICTION_SPAN * observedShare(found, type)) / totals[type]), 0);
}

const written = (text: SiteText, facts: AdviceFacts) => (typeof text === 'string' ? text : text(facts));

function strategyOf(
  entry: StrategyEntry,
  triggers: readonly SignalUnit[],
  seen: readonly FoundFriction[],
  context: { facts: AdviceFacts; observed: ObservedLookup; copy: () => CopyFacts; shownIssues: ReadonlySet<string> },
): Strategy {
  const { facts, observed, copy, shownIssues } = context;
  // What the site was seen doing is the strongest basis a strategy can have.
  const [lead] = seen;
  const { basis, evidence } = entry.basis ? entry.basis(facts) : lead ? { basis: lead.basis, evidence: lead.evidence } : strategyFinding(triggers, facts);
  const removes = [...new Set([...seen.map((found) => found.issue), ...triggers.filter(isShortfall).map(frictionIssueTitle)])].filter((issue) =>
    shownIssues.has(issue),
  );
  const exampleCopy = entry.exampleCopy?.[facts.language](copy());
  return {
    id: entry.id,
    title: written(entry.title, facts),
    effort: entry.effort,
    estimatedTime: entry.estimatedTime,
    description: written(entry.description, facts),
    steps: entry.steps.map((step) => (typeof step === 'string' ? step : step(facts, observed))).filter((step): step is string => step !== undefined),
    ...(exampleCopy ? { exampleCopy } : {}),
    basis,
    evidence,
    removes,
  };
}

/**
 * Strategies for what this site is missing, the most valuable first: each is worth
 * what fixing its shortfalls adds to the maturity score and takes off the friction
 * scores (weights.ts); entries with no shortfall are left out, except the
 * always-useful ones (no triggers) at the lowest worth.
 */
export function chooseStrategies({ signals, facts, friction, observed = [] }: StrategyInput): Strategy[] {
  // What could not be checked is no shortfall: it drives no strategy.
  const units = signalUnits(checkedSignals(signals));
  const byKey = new Map(units.map((unit) => [unit.key, unit]));
  const worth = worthOf(units, observed);
  const observedWorth = observedWorthOf(units, observed);
  const found = observed.filter(isFound);
  const lookup: ObservedLookup = (kind) => found.find((check) => check.kind === kind);
  const shownIssues = new Set(FRICTION_TYPES.flatMap((type) => friction[type].issues.map((issue) => issue.issue)));
  let copyFacts: CopyFacts | undefined;
  const copy = () => (copyFacts ??= copyFactsOf(facts));
  const context = { facts, observed: lookup, copy, shownIssues };
  return STRATEGY_CATALOGUE.filter((entry) => (entry.requires ?? []).every((id) => facts.has(id)) && (entry.appliesWhen?.(facts) ?? true))
    .map((entry, order) => {
      const triggers = entry.triggers.map((key) => byKey.get(key)).filter((unit): unit is SignalUnit => unit !== undefined);
      const fixes = triggers.filter(isShortfall);
      const seen = (entry.observedTriggers ?? []).flatMap((kind) => found.filter((check) => check.kind === kind));
      const always = entry.triggers.length === 0 && (entry.observedTriggers ?? []).length === 0;
      const value = fixes.reduce((sum, unit) => sum + worth(unit), 0) + seen.reduce((sum, check) => sum + observedWorth(check), 0);
      return { entry, order, triggers, seen, worth: always ? ALWAYS_USEFUL_WORTH : value };
    })
    .filter((candidate) => candidate.worth > 0)
    .sort((a, b) => b.worth - a.worth || a.order - b.order)
    .slice(0, MAX_STRATEGIES)
    .map(({ entry, triggers, seen }) => strategyOf(entry, triggers, seen, context));
}
