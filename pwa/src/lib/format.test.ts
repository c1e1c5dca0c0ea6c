import { describe, expect, it } from 'vitest';
import { formatCount, formatCurrency, percentOf, toNumber, yearly } from './format.ts';

describe('formatting helpers (SPEC section 9)', () => {
  it.each([
    [180000, '$180,000'],
    [15000.4, '$15,000'],
    [15000.5, '$15,001'],
    [0, '$0'],
    [-0.2, '$0'],
    [-2500, '-$2,500'],
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

  it('formats counts with separators', () => {
    expect(formatCount(12500)).toBe('12,500');
  });
});
