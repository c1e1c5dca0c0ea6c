import { describe, expect, it } from 'vitest';
import { excerpt, isInQuestion, isNegated, matches, phrase } from './phrases.ts';

describe('phrase', () => {
  it('matches whole phrases case-insensitively', () => {
    expect(matches(phrase('free trial'), 'Start your FREE TRIAL today')).toBe(true);
  });

  it('lets a space match hyphens and runs of whitespace', () => {
    const pattern = phrase('no credit card');
    expect(matches(pattern, 'a no-credit-card trial')).toBe(true);
    expect(matches(pattern, 'no\n  credit card')).toBe(true);
  });

  it('makes " ?" an optional space', () => {
    const pattern = phrase('sign ?up');
    expect(['Signup', 'Sign up', 'sign-up'].every((text) => matches(pattern, text))).toBe(true);
  });

  it('respects word boundaries around accented letters', () => {
    const pattern = phrase('démo');
    expect(matches(pattern, 'Demander une démo')).toBe(true);
    expect(matches(pattern, 'démonstration')).toBe(false);
  });

  it('never starts inside a hyphenated word: "worry-free plan" holds no "free plan"', () => {
    expect(matches(phrase('free plan'), 'Worry-free plan changes')).toBe(false);
  });

  it('reads \\p{L} in an alternative as a letter of the four languages', () => {
    expect(matches(phrase('konform\\p{L}*'), 'konforme Daten')).toBe(true);
  });
});

describe('isNegated', () => {
  it('sees a negation among the three words before', () => {
    const text = 'No credit card required';
    expect(isNegated(text, text.indexOf('credit'))).toBe(true);
  });

  it('sees German and Spanish negations', () => {
    expect(isNegated('Keine Kreditkarte erforderlich', 'Keine '.length)).toBe(true);
    expect(isNegated('No se requiere tarjeta', 'No '.length)).toBe(true);
  });

  it('does not see one further away or absent', () => {
    expect(isNegated('Credit card required', 0)).toBe(false);
    expect(isNegated('No setup fees. A credit card required', 'No setup fees. A '.length)).toBe(false);
  });
});

describe('isInQuestion', () => {
  it('tells a question from a claim', () => {
    expect(isInQuestion('Is there a free plan? No.', 'Is there a '.length)).toBe(true);
    expect(isInQuestion('There is a free plan. Questions?', 'There is a '.length)).toBe(false);
  });
});

describe('excerpt', () => {
  it('keeps short texts whole', () => {
    expect(excerpt('Start free trial')).toBe('Start free trial');
  });

  it('cuts long texts around the match at word boundaries', () => {
    const text = `${'lorem ipsum '.repeat(30)}Start your 14-day free trial today ${'dolor sit '.repeat(30)}`;
    const quote = excerpt(text, text.indexOf('14-day'), '14-day free trial'.length);
    expect(quote).toContain('14-day free trial');
    expect(quote.length).toBeLessThanOrEqual(162);
    expect(quote.startsWith('…') && quote.endsWith('…')).toBe(true);
  });
});
