import { describe, expect, it } from 'vitest';
import { formatCount, formatCurrency, formatLongDate, formatShortDate, percentOf, toNumber, yearly } from '../../src/lib/format.ts';

describe('formatting helpers (SPEC section 9)', () => {
  it.each([
    [180000, '$180,000'],
    [15000.4, '$15,000'],
    [15000.5, '$15,001'],
    [0, '$0'],
    [-0.2, '$0'],
    [-2500, '-$2,500'],
    [-2.5, '-$3'],
    [1234567890, '$1,234,567,890'],
    [999.5, '$1,000'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it('rounds base x percent / 100', () => {
    expect(percentOf(500, 24)).toBe(120);
    expect(percentOf(333, 35)).toBe(117); // 116.55
  });

  it('makes the yearly figure 12 times the monthly one', () => {
    expect(yearly(15000)).toBe(180000);
  });

  it.each([
    [52, 52],
    ['52', 52],
    ['31.5', 31.5],
    ['score: 40', 40],
    ['high', 0],
    [undefined, 0],
    [null, 0],
    [Number.NaN, 0],
  ])('reads %j as %d', (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });

  it('writes what Intl would write for en-US, without starting Intl', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
    const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    for (const value of [0, 7, 999, 1000, 15000.5, 99999.49, 1234567, -45000, 250000000]) {
      expect(formatCurrency(value)).toBe(usd.format(value));
      expect(formatCount(value)).toBe(count.format(value));
    }
    for (const iso of ['2025-03-04T12:00:00', '2024-12-24T23:59:00', '2026-11-22T00:00:01', '2000-01-01T08:00:00']) {
      expect(formatLongDate(new Date(iso))).toBe(long.format(new Date(iso)));
      expect(formatShortDate(new Date(iso))).toBe(short.format(new Date(iso)));
    }
  });

  it('formats counts with separators', () => {
    expect(formatCount(12500)).toBe('12,500');
  });
});
