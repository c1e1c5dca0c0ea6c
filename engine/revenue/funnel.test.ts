import { describe, expect, it } from 'vitest';
import { defaultFunnel, optimiseFunnel } from './funnel.ts';

describe('defaultFunnel', () => {
  it('is visits 100, views 75, creates 50, active = the activation rate', () => {
    expect(defaultFunnel(20)).toEqual([
      { name: 'Visits Website', currentPercentage: 100 },
      { name: 'Views Product Information', currentPercentage: 75 },
      { name: 'Creates Account', currentPercentage: 50 },
      { name: 'Becomes Active User', currentPercentage: 20 },
    ]);
  });
});

describe('optimiseFunnel on the default funnel', () => {
  const optimisedOf = (uplift: number, rate = 20, optimisedRate = 27) =>
    optimiseFunnel(defaultFunnel(rate), rate, optimisedRate, uplift).map((step) => step.optimisedPercentage);

  it('reproduces SPEC: views 75 -> 85, creates 50 -> at most 65 in the default 35% scenario', () => {
    expect(optimisedOf(35)).toEqual([100, 85, 63, 27]);
  });

  it('caps creates account at 65 in the 50% scenario', () => {
    expect(optimisedOf(50, 20, 30)).toEqual([100, 85, 65, 30]);
  });

  it('keeps views at 85 in the 25% scenario', () => {
    expect(optimisedOf(25, 20, 25)).toEqual([100, 85, 59, 25]);
  });
});

describe('optimiseFunnel on custom steps', () => {
  it('leaves a step at 100 at 100', () => {
    const [step] = optimiseFunnel([{ name: 'Lands on homepage', currentPercentage: 100 }], 20, 27, 35);
    expect(step?.optimisedPercentage).toBe(100);
  });

  it('gives a step named like active the optimised activation', () => {
    const [step] = optimiseFunnel([{ name: 'Activated in week one', currentPercentage: 18 }], 20, 27, 35);
    expect(step?.optimisedPercentage).toBe(27);
  });

  it('gives a step equal to the activation rate the optimised activation', () => {
    const [step] = optimiseFunnel([{ name: 'Invites a teammate', currentPercentage: 20 }], 20, 27, 35);
    expect(step?.optimisedPercentage).toBe(27);
  });

  it('scales other steps by 1 + uplift x (1 - 0.5 x current/100), uplift as a fraction', () => {
    const [step] = optimiseFunnel([{ name: 'Starts trial', currentPercentage: 40 }], 20, 27, 35);
    expect(step?.optimisedPercentage).toBe(51); // 40 x (1 + 0.35 x 0.8) = 51.2
  });

  it('caps scaled steps at 100', () => {
    const [step] = optimiseFunnel([{ name: 'Reads pricing', currentPercentage: 95 }], 20, 27, 50);
    expect(step?.optimisedPercentage).toBe(100); // 95 x 1.2625 = 119.9
  });

  it('does not treat an "Interactive demo" step as the activation step', () => {
    const [step] = optimiseFunnel([{ name: 'Opens interactive demo', currentPercentage: 40 }], 20, 27, 35);
    expect(step?.optimisedPercentage).toBe(51);
  });
});
