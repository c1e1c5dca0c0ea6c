import { describe, expect, it } from 'vitest';
import { buildWordIndex, textsWithAny } from './word-index.ts';

const index = buildWordIndex(['Start your free trial', 'Conversion rates by channel', 'Démarrer l’essai gratuit', 'Free version']);

describe('word index', () => {
  it('finds texts by a word start', () => {
    expect(textsWithAny(index, ['^version'])).toEqual([3]);
  });

  it('finds texts by a word part anywhere', () => {
    expect(textsWithAny(index, ['version'])).toEqual([1, 3]);
  });

  it('ignores case and reads accented words', () => {
    expect(textsWithAny(index, ['^démarrer', '^free'])).toEqual([0, 2, 3]);
  });

  it('cannot narrow for a literal with letters it does not index', () => {
    expect(textsWithAny(index, ['^ελεύθερο'])).toBeUndefined();
  });

  it('keeps the last word of one text apart from the first of the next, and reads digits and punctuation as breaks', () => {
    const split = buildWordIndex(['Try it free', 'trial: 14-day', '', 'Ünlimited seats']);
    expect(split.words).toEqual(['14', 'day', 'free', 'it', 'seats', 'trial', 'try', 'ünlimited']);
    expect(textsWithAny(split, ['^freetrial'])).toEqual([]);
    expect(textsWithAny(split, ['^14'])).toEqual([1]);
    expect(textsWithAny(split, ['^ünlim'])).toEqual([3]);
  });
});
