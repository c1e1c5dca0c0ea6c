import { describe, expect, it } from 'vitest';
import { sparklinePoints } from '../../src/lib/sparkline.tsx';

describe('sparklinePoints', () => {
  it('puts the largest value at the top and 0 at the bottom, left to right', () => {
    expect(sparklinePoints([0, 4, 2], { width: 10, height: 24 })).toBe('0,22 5,2 10,12');
  });
  it('draws a flat line when every value is 0', () => {
    expect(sparklinePoints([0, 0], { width: 10, height: 24 })).toBe('0,22 10,22');
  });
  it('scales to a given top, as scores out of 100 are', () => {
    expect(sparklinePoints([50, 100], { width: 10, height: 24, highest: 100 })).toBe('0,12 10,2');
  });
});
