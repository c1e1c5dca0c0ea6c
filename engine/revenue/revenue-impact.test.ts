import { describe, expect, it } from 'vitest';
import { computeRevenueImpact } from './revenue-impact.ts';

describe('computeRevenueImpact', () => {
  it('uses 500 / 20% / $125 and the 35% scenario when nothing is given', () => {
    const impact = computeRevenueImpact();
    expect(impact.upliftPercent).toBe(35);
    expect(impact.current).toEqual({ activationRate: 20, activatedUsers: 100, monthlyRevenue: 12_500, annualRevenue: 150_000 });
    expect(impact.optimised).toEqual({ activationRate: 27, activatedUsers: 135, monthlyRevenue: 16_875, annualRevenue: 202_500 });
    expect(impact.annualImpact).toBe(52_500);
    expect(impact.monthlyImpact).toBe(4_375);
  });

  it('computes the landing defaults 500 / 24 / 125 at 35%: 24% -> 32%', () => {
    const impact = computeRevenueImpact({ signupsPerMonth: 500, activationRate: 24, revenuePerUser: 125 });
    expect(impact.current.annualRevenue).toBe(180_000);
    expect(impact.optimised.activationRate).toBe(32);
    expect(impact.optimised.annualRevenue).toBe(240_000);
    expect(impact.annualImpact).toBe(60_000);
  });

  it('does not round inside the math', () => {
    const impact = computeRevenueImpact({ signupsPerMonth: 333, activationRate: 17, revenuePerUser: 9, upliftPercent: 25 });
    expect(impact.current.activatedUsers).toBeCloseTo(56.61, 10);
    expect(impact.current.annualRevenue).toBeCloseTo(56.61 * 9 * 12, 8);
  });

  it('accepts string metrics from storage', () => {
    const impact = computeRevenueImpact({ signupsPerMonth: '1000', activationRate: '10', revenuePerUser: '50', upliftPercent: 50 });
    expect(impact.current.monthlyRevenue).toBe(5_000);
    expect(impact.optimised.activationRate).toBe(15);
  });

  it('builds the default funnel with SPEC figures when none is given', () => {
    const impact = computeRevenueImpact({ activationRate: 20 });
    expect(impact.funnel.map((step) => [step.name, step.currentPercentage, step.optimisedPercentage])).toEqual([
      ['Visits Website', 100, 100],
      ['Views Product Information', 75, 85],
      ['Creates Account', 50, 63],
      ['Becomes Active User', 20, 27],
    ]);
  });

  it('optimises the funnel it is given', () => {
    const impact = computeRevenueImpact({
      activationRate: 30,
      funnelSteps: [
        { name: 'Signs up', currentPercentage: 60 },
        { name: 'Active', currentPercentage: 30 },
      ],
    });
    expect(impact.funnel.map((step) => step.optimisedPercentage)).toEqual([75, 41]); // 60 x (1 + 0.35 x 0.7) = 74.7
  });

  it('carries the scenario copy', () => {
    expect(computeRevenueImpact({ upliftPercent: 50 }).copy.churnReduction).toBe('20-25%');
  });
});
