import { describe, expect, it } from 'vitest';
import { DEFAULT_GROWTH_SCENARIO, GROWTH_SCENARIOS, optimisedActivationRate, upliftCopy } from './uplift.ts';

describe('growth scenarios', () => {
  it('offers 25, 35 and 50 with 35 as the default', () => {
    expect(GROWTH_SCENARIOS).toEqual([25, 35, 50]);
    expect(DEFAULT_GROWTH_SCENARIO).toBe(35);
  });
});

describe('optimisedActivationRate', () => {
  it('rounds rate x (1 + uplift/100)', () => {
    expect(optimisedActivationRate(20, 35)).toBe(27);
    expect(optimisedActivationRate(24, 35)).toBe(32); // 32.4
    expect(optimisedActivationRate(24, 25)).toBe(30);
    expect(optimisedActivationRate(21, 50)).toBe(32); // 31.5 rounds up
  });

  it('never goes above 100', () => {
    expect(optimisedActivationRate(80, 50)).toBe(100);
  });
});

describe('upliftCopy', () => {
  it('gives 10-15% churn reduction at 25 or less', () => {
    expect(upliftCopy(25).churnReduction).toBe('10-15%');
    expect(upliftCopy(10).churnReduction).toBe('10-15%');
  });

  it('gives 15-20% churn reduction up to 35', () => {
    expect(upliftCopy(30).churnReduction).toBe('15-20%');
    expect(upliftCopy(35).churnReduction).toBe('15-20%');
  });

  it('gives 20-25% churn reduction above 35', () => {
    expect(upliftCopy(36).churnReduction).toBe('20-25%');
    expect(upliftCopy(50).churnReduction).toBe('20-25%');
  });

  it('pairs each scenario with its benchmark activation lift and churn cut', () => {
    expect([25, 35, 50].map((uplift) => [upliftCopy(uplift).benchmarkActivationLift, upliftCopy(uplift).benchmarkChurnCut])).toEqual([
      ['25-35%', '15%'],
      ['35-45%', '20%'],
      ['45-60%', '25%'],
    ]);
  });

  it('quotes the benchmark source and the 90-day window in the sentence', () => {
    const sentence = upliftCopy(35).benchmarkSentence;
    expect(sentence).toContain('588+ SaaS benchmarks');
    expect(sentence).toContain('35-45% higher activation');
    expect(sentence).toContain('up to 20% less churn in the first 90 days');
  });
});
