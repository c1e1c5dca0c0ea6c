import { describe, expect, it } from 'vitest';
import { sparklinePoints } from '../../../../src/features/admin-vanity/components/views-sparkline.tsx';

describe('sparklinePoints', () => {
  it('puts the busiest day at the top and days without views at the bottom, left to right', () => {
    expect(sparklinePoints([{ views: 0 }, { views: 4 }, { views: 2 }], 10, 24)).toBe('0,22 5,2 10,12');
  });
  it('draws a flat line when nobody came', () => {
    expect(sparklinePoints([{ views: 0 }, { views: 0 }], 10, 24)).toBe('0,22 10,22');
  });
});
