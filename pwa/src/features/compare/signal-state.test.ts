import { describe, expect, it } from 'vitest';
import type { SignalResult } from '../../../../engine/contract/signals.ts';
import { signalState } from './signal-state.ts';

describe('signalState', () => {
  it('is present or absent for a checked signal', () => {
    expect(signalState({ id: 'free-trial', present: true, evidence: [] })).toBe('present');
    expect(signalState({ id: 'free-trial', present: false, evidence: [] })).toBe('absent');
    expect(signalState({ id: 'free-trial', present: false, evidence: [], checked: true } as SignalResult)).toBe('absent');
  });

  it("is couldn't check when the report says so, or does not list the signal", () => {
    expect(signalState({ id: 'live-chat', present: false, evidence: [], checked: false } as SignalResult)).toBe('unchecked');
    expect(signalState(undefined)).toBe('unchecked');
  });
});
