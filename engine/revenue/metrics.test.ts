import { describe, expect, it } from 'vitest';
import { activatedUsers, annualRevenue, currentMetrics, DEFAULT_METRICS, monthlyRevenue, parseMetric, resolveMetrics } from './metrics.ts';

describe('parseMetric', () => {
  it('passes finite numbers through', () => {
    expect(parseMetric(24.5)).toBe(24.5);
  });

  it('reads numeric strings', () => {
    expect(parseMetric('500')).toBe(500);
  });

  it('reads strings with separators and units', () => {
    expect(parseMetric('1,200')).toBe(1200);
    expect(parseMetric('24%')).toBe(24);
    expect(parseMetric('$125')).toBe(125);
  });

  it('falls back to 0 for unreadable strings', () => {
    expect(parseMetric('lots')).toBe(0);
  });

  it('falls back to 0 for NaN, Infinity and non-numbers', () => {
    expect(parseMetric(Number.NaN)).toBe(0);
    expect(parseMetric(Number.POSITIVE_INFINITY)).toBe(0);
    expect(parseMetric({})).toBe(0);
    expect(parseMetric(true)).toBe(0);
  });
});

describe('resolveMetrics', () => {
  it('uses the revenue-tab defaults 500 / 20 / 125 when nothing is given', () => {
    expect(resolveMetrics()).toEqual({ signupsPerMonth: 500, activationRate: 20, revenuePerUser: 125 });
    expect(DEFAULT_METRICS).toEqual({ signupsPerMonth: 500, activationRate: 20, revenuePerUser: 125 });
  });

  it('uses defaults only for the absent fields', () => {
    expect(resolveMetrics({ activationRate: 24, revenuePerUser: null })).toEqual({ signupsPerMonth: 500, activationRate: 24, revenuePerUser: 125 });
  });

  it('parses string values from storage and gives 0 for unreadable ones', () => {
    expect(resolveMetrics({ signupsPerMonth: '800', activationRate: 'n/a', revenuePerUser: '49' })).toEqual({
      signupsPerMonth: 800,
      activationRate: 0,
      revenuePerUser: 49,
    });
  });
});

describe('revenue formulas', () => {
  it('activated users are signups x rate / 100, unrounded', () => {
    expect(activatedUsers(500, 20)).toBe(100);
    expect(activatedUsers(333, 17)).toBeCloseTo(56.61, 10);
  });

  it('monthly revenue is activated users x revenue per user', () => {
    expect(monthlyRevenue({ signupsPerMonth: 500, activationRate: 20, revenuePerUser: 125 })).toBe(12_500);
  });

  it('annual revenue is monthly x 12 with no rounding', () => {
    expect(annualRevenue(12_500)).toBe(150_000);
    expect(annualRevenue(10.25)).toBe(123);
    expect(annualRevenue(0.1)).toBeCloseTo(1.2, 12);
  });

  it('currentMetrics gives the result block for the landing defaults 500 / 24 / 125', () => {
    expect(currentMetrics({ signupsPerMonth: 500, activationRate: 24, revenuePerUser: 125 })).toEqual({
      signupsPerMonth: 500,
      activationRate: 24,
      revenuePerUser: 125,
      monthlyRevenue: 15_000,
      annualRevenue: 180_000,
    });
  });
});
