// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '../../../support/prefers-reduced-motion.ts';
import { FRICTION_BAR_DELAYS_MS, useStaggeredReveal } from '../../../../src/features/results/friction/use-staggered-reveal.ts';

let undo: () => void;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  undo();
  vi.useRealTimers();
});

describe('useStaggeredReveal', () => {
  it('starts the bars one after another at 100, 300, 500 and 700 ms, animated', () => {
    undo = preferReducedMotion(false);
    const { result } = renderHook(() => useStaggeredReveal());
    expect(result.current).toEqual({ revealed: [false, false, false, false], animate: true });
    act(() => {
      vi.advanceTimersByTime(FRICTION_BAR_DELAYS_MS[1]);
    });
    expect(result.current.revealed).toEqual([true, true, false, false]);
    act(() => {
      vi.advanceTimersByTime(FRICTION_BAR_DELAYS_MS[3]);
    });
    expect(result.current.revealed).toEqual([true, true, true, true]);
  });

  it('shows every bar full at once, without a transition, when the visitor prefers reduced motion', () => {
    undo = preferReducedMotion(true);
    const { result } = renderHook(() => useStaggeredReveal());
    expect(result.current).toEqual({ revealed: [true, true, true, true], animate: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});
