import type { SignalId, SignalResult } from '../../contract/signals.ts';
import { SIGNAL_WEIGHTS } from '../weights.ts';

/**
 * How signals count towards a score: wanted signals count when present, unwanted
 * ones (negative weight) when present, and signals in a group (free trial / free plan)
 * count once for the group.
 */
export interface SignalUnit {
  /** The group name, or the signal id when it stands alone. */
  key: string;
  ids: SignalId[];
  wanted: boolean;
  /** Wanted: any member present. Unwanted: present. */
  present: boolean;
  /** The member whose copy and evidence speak for the unit. */
  lead: SignalId;
}

export function signalUnits(signals: readonly SignalResult[]): SignalUnit[] {
  const units = new Map<string, SignalUnit>();
  for (const signal of signals) {
    const { weight, group } = SIGNAL_WEIGHTS[signal.id];
    const key = group ?? signal.id;
    const unit = units.get(key);
    if (unit) {
      unit.ids.push(signal.id);
      if (signal.present && !unit.present) {
        unit.present = true;
        unit.lead = signal.id;
      }
    } else {
      units.set(key, { key, ids: [signal.id], wanted: weight > 0, present: signal.present, lead: signal.id });
    }
  }
  return [...units.values()];
}

/** A unit's weight for a measure: the largest among its members. */
export function unitWeight(unit: SignalUnit, weightOf: (id: SignalId) => number): number {
  // A loop, not Math.max(...ids.map()): scoring asks this for every unit in every sort.
  let weight = -Infinity;
  for (const id of unit.ids) weight = Math.max(weight, weightOf(id));
  return weight;
}

/** The unit counts against the site: a wanted signal missing, or an unwanted one present. */
export function isShortfall(unit: SignalUnit): boolean {
  return unit.wanted ? !unit.present : unit.present;
}
