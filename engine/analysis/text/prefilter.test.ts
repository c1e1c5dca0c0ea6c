import { describe, expect, it } from 'vitest';
import { prefilterFor, requiredLiterals } from './prefilter.ts';

describe('requiredLiterals', () => {
  it('names a word every match contains', () => {
    expect(requiredLiterals('free[\\s-]+trial')).toEqual(['^trial']);
  });

  it('unions the words of the alternatives', () => {
    expect(requiredLiterals('free[\\s-]+trial|testphase')?.sort()).toEqual(['^testphase', '^trial']);
  });

  it('takes a required group as a set of words, preferring words that start a word', () => {
    expect(requiredLiterals('(?:book|request)[\\s-]+(?:a[\\s-]+)?call')).toEqual(['^book', '^request']);
    expect(requiredLiterals('(?:kostenlos|gratis)[\\s-]+x')?.sort()).toEqual(['^gratis', '^kostenlos']);
  });

  it('drops letters made optional by a quantifier', () => {
    expect(requiredLiterals('groups?')).toEqual(['^group']);
  });

  it('skips optional groups and lookarounds', () => {
    expect(requiredLiterals('(?:long-term[\\s-]+)?contracts?')).toEqual(['contract']);
    expect(requiredLiterals('(?<![a-z])(?=x)alpha')).toEqual(['^alpha']);
  });

  it('marks only words that start a word in every match', () => {
    expect(requiredLiterals('sign(?:[\\s-]+)?up')).toEqual(['^sign']);
    expect(requiredLiterals('(?:jetzt[\\s-]+)?loslegen')).toEqual(['loslegen']);
  });

  it('starts a word after a hyphen the pattern writes', () => {
    expect(requiredLiterals('no-credit-card')).toEqual(['^credit']);
    expect(requiredLiterals('no-?card')).toEqual(['card']);
  });

  it('gives up when an alternative names no word', () => {
    expect(requiredLiterals('free|\\d+')).toBeNull();
    expect(requiredLiterals('[a-z]+')).toBeNull();
  });
});

describe('prefilterFor', () => {
  it('tests word starts with \\b and inner words anywhere', () => {
    const test = prefilterFor(['^version', 'demo']);
    expect(test.test('the free version')).toBe(true);
    test.lastIndex = 0;
    expect(test.test('conversion rates')).toBe(false);
    test.lastIndex = 0;
    expect(test.test('a DEMO call')).toBe(true);
  });
});
