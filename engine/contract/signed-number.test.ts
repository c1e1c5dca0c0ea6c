import { describe, expect, it } from 'vitest';
import { signedNumber } from './signed-number.ts';

describe('signedNumber', () => {
  it('writes a plus, a minus sign or plus-minus zero', () => {
    expect(signedNumber(12)).toBe('+12');
    expect(signedNumber(-3)).toBe('\u22123');
    expect(signedNumber(0)).toBe('\u00b10');
  });
});
