import { describe, expect, it } from 'vitest';
import { exampleAnalysisResult } from '../../../../../engine/contract/examples.ts';
import { funnelForRate } from '../../../../src/features/results/revenue/funnel-input.ts';

const steps = exampleAnalysisResult().revenue.activationFunnelSteps;

describe('funnelForRate', () => {
  it('moves the step at the analysed rate to the explored rate and leaves the others', () => {
    expect(funnelForRate(steps, 24, 30)?.map((step) => step.currentPercentage)).toEqual([100, 75, 50, 30]);
  });

  it('keeps the funnel as it is when the rate is unchanged', () => {
    expect(funnelForRate(steps, 24, 24)).toEqual(steps);
  });

  it('never moves the 100% entry step, even at a 100% rate', () => {
    expect(funnelForRate(steps, 100, 40)?.[0]?.currentPercentage).toBe(100);
  });

  it('leaves the default funnel to the engine when the result has none', () => {
    expect(funnelForRate(undefined, 24, 30)).toBeUndefined();
    expect(funnelForRate([], 24, 30)).toBeUndefined();
  });
});
