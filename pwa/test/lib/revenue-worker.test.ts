import { describe, expect, it } from 'vitest';
import { revenueWorkerApi } from '../../src/lib/revenue-worker.ts';

describe('revenue worker', () => {
  it('computes current and optimised figures for the default 35% scenario', () => {
    const impact = revenueWorkerApi.calculate({ signupsPerMonth: 500, activationRate: 20, revenuePerUser: 125 });
    expect(impact.upliftPercent).toBe(35);
    expect(impact.current.activationRate).toBe(20);
    expect(impact.current.monthlyRevenue).toBe(12_500); // 500 x 20% x $125
    expect(impact.current.annualRevenue).toBe(150_000);
    expect(impact.optimised.activationRate).toBe(27); // round(20 x 1.35)
    expect(impact.optimised.monthlyRevenue).toBe(16_875);
    expect(impact.annualImpact).toBe(202_500 - 150_000);
  });

  it('uses SPEC defaults for absent metrics and reads numbers given as strings', () => {
    const fromDefaults = revenueWorkerApi.calculate({});
    const fromStrings = revenueWorkerApi.calculate({ signupsPerMonth: '500', activationRate: '20', revenuePerUser: '125' });
    expect(fromDefaults.current.monthlyRevenue).toBe(12_500);
    expect(fromStrings).toEqual(fromDefaults);
  });

  it.each([
    [25, 30, '10-15%'],
    [35, 32, '15-20%'],
    [50, 36, '20-25%'],
  ])('scenario %d%% lifts activation 24%% to %d%% with %s less churn', (upliftPercent, optimisedRate, churn) => {
    const impact = revenueWorkerApi.calculate({ signupsPerMonth: 500, activationRate: 24, revenuePerUser: 125, upliftPercent });
    expect(impact.optimised.activationRate).toBe(optimisedRate);
    expect(impact.copy.churnReduction).toBe(churn);
    expect(impact.copy.benchmarkSentence).toContain('588+ SaaS benchmarks');
  });

  it('never optimises activation beyond 100%', () => {
    expect(revenueWorkerApi.calculate({ activationRate: 90, upliftPercent: 50 }).optimised.activationRate).toBe(100);
  });

  it('builds the default funnel with the activation step at the optimised rate', () => {
    const { funnel } = revenueWorkerApi.calculate({ activationRate: 24, upliftPercent: 35 });
    expect(funnel.map((step) => [step.name, step.currentPercentage, step.optimisedPercentage])).toEqual([
      ['Visits Website', 100, 100],
      ['Views Product Information', 75, 85],
      ['Creates Account', 50, 63], // 50 x (1 + 0.35 x 0.75), under its cap of 65
      ['Becomes Active User', 24, 32],
    ]);
  });

  it("optimises the result's own funnel steps when it has them", () => {
    const { funnel } = revenueWorkerApi.calculate({
      activationRate: 10,
      upliftPercent: 50,
      funnelSteps: [
        { name: 'Lands', currentPercentage: 100 },
        { name: 'Starts trial', currentPercentage: 40 },
        { name: 'Activated', currentPercentage: 10 },
      ],
    });
    // 40 x (1 + 0.5 x (1 - 0.2)) = 56
    expect(funnel.map((step) => step.optimisedPercentage)).toEqual([100, 56, 15]);
  });
});
