import { describe, expect, it } from 'vitest';
import { wordTree } from './word-tree.ts';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The flat alternation the tree stands for: longest first, spaces and hyphens flexible, apostrophes either way. */
const flat = (words: readonly string[]) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((word) => escape(word).replace(/[ -]/g, '[\\s\\u00A0-]+').replace(/['’]/g, "['’]"))
    .join('|');

/** Every match of a pattern built around the words, as [index, text]. */
function matchesOf(alternative: string, around: (words: string) => string, text: string): [number, string][] {
  return [...text.matchAll(new RegExp(around(alternative), 'gi'))].map((match) => [match.index, match[0]]);
}

const WORDS = [
  'one',
  'two',
  'twelve',
  'twenty',
  'twenty-one',
  'twenty-two',
  'un',
  'une',
  'une dizaine',
  'vingt',
  'vingt et un',
  'vingt-deux',
  'quatre-vingt',
  'quatre-vingts',
  'quatre-vingt-dix',
  "jusqu'à",
  'max.',
  'mil',
  'mil millones',
  'millón',
  'über',
  'zwölf',
];

describe('wordTree', () => {
  it('matches what the flat alternation longest first matches, alone and inside larger patterns', () => {
    const texts = [
      'twenty-one teams, twenty two days, twelve, two, one',
      'une dizaine de clients, vingt et un jours, vingt-deux, quatre-vingts, quatre-vingt-dix, quatre vingt',
      "jusqu'à 10, jusqu’à 20, max. 5, mil millones, millón, MIL, Über, ZWÖLF",
      'twentyone, unemployment, Twenty-Onesie, vingt  et\u00a0un',
    ];
    const patterns = [
      (words: string) => `(?<![A-Za-z\\u00C0-\\u024F])(?:${words})(?![A-Za-z\\u00C0-\\u024F])`,
      // The rest of the pattern can make a longer word fail and a shorter one succeed.
      (words: string) => `(?:${words})[\\s-]+(?:one|et|de|millones|teams|days)`,
      (words: string) => `(?:${words})(?:[\\s-]+(?:${words}))*`,
      (words: string) => `(?:${words})`,
    ];
    for (const text of texts) {
      for (const around of patterns) {
        expect(matchesOf(wordTree(WORDS), around, text)).toEqual(matchesOf(flat(WORDS), around, text));
      }
    }
  });

  it('matches spaces, hyphens and apostrophes as the marks say', () => {
    const words = ['twenty-one', 'twenty', 'vingt et un', 'vingt'];
    const strictFlat = [...words]
      .sort((a, b) => b.length - a.length)
      .map((word) => word.replace(/ /g, '\\s+'))
      .join('|');
    const tree = wordTree(words, { space: '\\s+', hyphen: '-', apostrophe: "'" });
    for (const text of ['twenty-one, twenty one, vingt et  un, vingt-et-un', 'Twenty-One vingt\tet\nun']) {
      expect(matchesOf(tree, (alternative) => `(?:${alternative})`, text)).toEqual(matchesOf(strictFlat, (alternative) => `(?:${alternative})`, text));
    }
  });

  it('reads each shared start once and keeps the words that end inside a longer one', () => {
    expect(wordTree(['three', 'thirty', 'two'])).toBe('(?:t(?:h(?:irty|ree)|wo))');
    expect(wordTree(['un', 'une'])).toBe('(?:un(?:e)?)');
    expect(new RegExp(`^${wordTree(['un', 'une'])}$`, 'i').test('UNE')).toBe(true);
  });

  it('escapes what a regex would read as syntax, and matches nothing for no words', () => {
    expect(new RegExp(`^${wordTree(['max.', 'ca.'])}$`).test('maxx')).toBe(false);
    expect(new RegExp(`^${wordTree(['max.', 'ca.'])}$`).test('max.')).toBe(true);
    expect(new RegExp(wordTree([])).test('anything')).toBe(false);
    expect(() => wordTree([''])).toThrow(/empty word/);
  });
});
