import { describe, expect, it } from 'vitest';
import { timeRemainingLabel } from '../../../src/features/analysis-progress/time-label.ts';

describe('the time label by percent (SPEC section 4)', () => {
  it.each([
    [0, 'Estimated time: 1-2 minutes remaining'],
    [24, 'Estimated time: 1-2 minutes remaining'],
    [24.9, 'Estimated time: 1-2 minutes remaining'],
    [25, 'about a minute remaining'],
    [49, 'about a minute remaining'],
    [50, '30-45 seconds remaining'],
    [74, '30-45 seconds remaining'],
    [75, 'Almost there... just a few seconds remaining'],
    [89, 'Almost there... just a few seconds remaining'],
    [90, 'Finishing up...'],
    [100, 'Finishing up...'],
  ])('at %d%% reads %j', (percent, label) => {
    expect(timeRemainingLabel(percent)).toBe(label);
  });
});
