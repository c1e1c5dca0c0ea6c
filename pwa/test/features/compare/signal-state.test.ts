import { describe, expect, it } from 'vitest';
import { signalState } from '../../../src/features/compare/signal-state.ts';

describe('signalState', () => {
  it('is present or absent for a checked signal', () => {
    expect(signalState({ id: 'free-trial', present: true, checked: true, evidence: [] })).toBe('present');
    expect(signalState({ id: 'free-trial', present: false, checked: true, evidence: [] })).toBe('absent');
  });

  it("is couldn't check when the report says so, or does not list the signal", () => {
    expect(signalState({ id: 'live-chat', present: false, checked: false, evidence: [] })).toBe('unchecked');
    expect(signalState(undefined)).toBe('unchecked');
  });
});
