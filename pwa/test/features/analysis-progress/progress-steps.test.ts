import { describe, expect, it } from 'vitest';
import { ANALYSIS_STEP_NAMES } from '../../../../engine/contract/analysis.ts';
import { checklistSteps, clampPercent, currentStepLabel } from '../../../src/features/analysis-progress/progress-steps.ts';

describe('the current step label', () => {
  it("is the in-progress step's name", () => {
    expect(
      currentStepLabel([
        { name: 'Scanning website content', status: 'completed' },
        { name: 'Finding pricing and signup pages', status: 'in-progress' },
        { name: 'Detecting onboarding signals', status: 'pending' },
      ]),
    ).toBe('Finding pricing and signup pages');
  });

  it.each([
    ['no answer yet', undefined],
    ['no steps', []],
    ['nothing in progress', [{ name: 'Detecting onboarding signals', status: 'pending' as const }]],
  ])("defaults to 'Scanning website content' with %s", (_case, steps) => {
    expect(currentStepLabel(steps)).toBe('Scanning website content');
  });
});

describe('the checklist', () => {
  it("shows the server's steps as they are", () => {
    const steps = [{ name: 'Only step', status: 'completed' as const }];
    expect(checklistSteps(steps)).toBe(steps);
  });

  it('lists every known step as pending before the first answer', () => {
    expect(checklistSteps(undefined)).toEqual(ANALYSIS_STEP_NAMES.map((name) => ({ name, status: 'pending' })));
  });
});

describe('the percent shown', () => {
  it.each([
    [undefined, 0],
    [-5, 0],
    [42.4, 42],
    [140, 100],
    [Number.NaN, 0],
  ])('shows %s as %d', (progress, expected) => {
    expect(clampPercent(progress)).toBe(expected);
  });
});
