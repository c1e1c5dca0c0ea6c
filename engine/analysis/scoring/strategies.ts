import type { Strategy } from '../../contract/analysis.ts';
import type { SignalResult } from '../../contract/signals.ts';
import { SIGNAL_WEIGHTS } from '../weights.ts';
import { checkedSignals } from './maturity.ts';
import { isShortfall, signalUnits } from './signal-credit.ts';
import { STRATEGY_CATALOGUE, type CopyContext } from './strategy-catalogue.ts';

export const MAX_STRATEGIES = 6;

/**
 * Strategies for what is missing, most important first: each entry's priority is the
 * weight of the shortfalls that call for it; entries with no shortfall are left out,
 * except the always-useful ones (no triggers) at the lowest priority.
 */
export function chooseStrategies(signals: readonly SignalResult[], context: CopyContext): Strategy[] {
  const shortfallWeight = new Map<string, number>();
  // What could not be checked is no shortfall: it drives no strategy.
  for (const unit of signalUnits(checkedSignals(signals))) {
    if (isShortfall(unit)) shortfallWeight.set(unit.key, Math.max(...unit.ids.map((id) => Math.abs(SIGNAL_WEIGHTS[id].weight))));
  }
  const present = new Set(signals.filter((signal) => signal.present).map((signal) => signal.id));
  return STRATEGY_CATALOGUE.filter((entry) => (entry.requires ?? []).every((id) => present.has(id)))
    .map((entry, order) => ({
      entry,
      order,
      priority: entry.triggers.length === 0 ? 0.5 : entry.triggers.reduce((sum, key) => sum + (shortfallWeight.get(key) ?? 0), 0),
    }))
    .filter((candidate) => candidate.priority > 0)
    .sort((a, b) => b.priority - a.priority || a.order - b.order)
    .slice(0, MAX_STRATEGIES)
    .map(({ entry }) => ({
      id: entry.id,
      title: entry.title,
      effort: entry.effort,
      estimatedTime: entry.estimatedTime,
      description: entry.description,
      steps: [...entry.steps],
      exampleCopy: entry.exampleCopy(context),
    }));
}
