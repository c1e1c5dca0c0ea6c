import type { SignalResult } from '../../../../engine/contract/signals.ts';

export type SignalState = 'present' | 'absent' | 'unchecked';

export const SIGNAL_STATE_LABELS: Readonly<Record<SignalState, string>> = {
  present: 'Present',
  absent: 'Absent',
  unchecked: "Couldn't check",
};

/**
 * A signal's state in one report. A signal a report does not list at all was not
 * checked either: never shown as absent.
 */
export function signalState(signal: SignalResult | undefined): SignalState {
  if (!signal) return 'unchecked';
  if (!signal.checked) return 'unchecked';
  return signal.present ? 'present' : 'absent';
}
