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
});
