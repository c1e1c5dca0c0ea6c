// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '../../../support/prefers-reduced-motion.ts';
import { COUNT_UP_MS, COUNT_UP_TICK_MS, countUpValue, useCountUp } from '../../../../src/features/results/maturity/use-count-up.ts';

describe('countUpValue', () => {
  it('starts at 0, rises evenly and ends exactly on the target after 75 ticks', () => {
    expect(countUpValue(60, 0)).toBe(0);
    expect(countUpValue(60, 25)).toBe(20);
    expect(countUpValue(60, 74)).toBe(59);
    expect(countUpValue(60, 75)).toBe(60);
    expect(countUpValue(60, 500)).toBe(60);
  });
});

describe('useCountUp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reaches the score after 1500 ms and not before', () => {
    const { result } = renderHook(() => useCountUp(72));
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(COUNT_UP_MS / 2);
    });
    expect(result.current).toBe(36);
    act(() => {
      vi.advanceTimersByTime(COUNT_UP_MS / 2 - COUNT_UP_TICK_MS);
    });
    expect(result.current).toBeLessThan(72);
    act(() => {
      vi.advanceTimersByTime(COUNT_UP_TICK_MS);
    });
    expect(result.current).toBe(72);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(72);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the score at once, with no timer, when the visitor prefers reduced motion', () => {
    const undo = preferReducedMotion(true);
    try {
      const { result } = renderHook(() => useCountUp(72));
      expect(result.current).toBe(72);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      undo();
    }
  });

  it('still counts up when the visitor has not asked for less motion', () => {
    const undo = preferReducedMotion(false);
    try {
      const { result } = renderHook(() => useCountUp(72));
      expect(result.current).toBe(0);
      act(() => {
        vi.advanceTimersByTime(COUNT_UP_MS);
      });
      expect(result.current).toBe(72);
    } finally {
      undo();
    }
  });
});
