import { describe, expect, it } from 'vitest';
import { withoutPrefilters } from './phrases.ts';
import { matchesAtStarts, startWords, type StartWords } from './word-starts.ts';

const L = 'A-Za-z\\u00C0-\\u024F';
// A small recogniser of the same shape as numbers.ts: a qualifier that may run into its number, number words, digits.
const SOURCE = `(?<![${L}\\d])(?:(?:over|more than|über)[\\s]*)?(?:\\d+|(?:two|zwei(?:hundert)?|ein hundert)(?![${L}]))`;
const PATTERN = new RegExp(SOURCE, 'gi');
const STICKY = new RegExp(SOURCE, 'iy');
const STARTS = startWords([
  { entries: ['over', 'more than', 'über'], prefix: true },
  { entries: ['zwei'], prefix: true },
  { entries: ['two', 'ein hundert'], prefix: false },
]);
const found = (text: string) => matchesAtStarts(text, PATTERN, STICKY, STARTS).map((match) => [match.index, match[0]]);
const scanned = (text: string) => withoutPrefilters(() => found(text));

describe('matchesAtStarts', () => {
  it('finds what the global scan finds, in order', () => {
    const text = 'Over 200 teams, more than two thousand users, über100 Firmen, zweihundert Kunden, ein hundert';
    expect(found(text)).toEqual(scanned(text));
    expect(found(text)).toEqual([
      [0, 'Over 200'],
      [16, 'more than two'],
      [46, 'über100'],
      [62, 'zweihundert'],
      [82, 'ein hundert'],
    ]);
  });

  it('lets a word marked as a prefix run on into a longer word', () => {
    expect(found('Overtwo and Übertwo')).toEqual([
      [0, 'Overtwo'],
      [12, 'Übertwo'],
    ]);
  });

  it('tries no match inside a word or at a word that only starts like an entry', () => {
    expect(found('network twofold einhundert a2')).toEqual(scanned('network twofold einhundert a2'));
    expect(found('network twofold einhundert')).toEqual([]);
  });

  it('goes on after a match, as the global scan does', () => {
    expect(found('12 34')).toEqual([
      [0, '12'],
      [3, '34'],
    ]);
  });
});

/** The offsets the start-word tree gives, checked against the finder's own matches (the two must agree). */
function startsOf(words: StartWords, text: string): number[] {
  const walked: number[] = [];
  for (let at = words.next(text, 0); at !== -1; at = words.next(text, at + 1)) walked.push(at);
  expect(walked).toEqual([...text.matchAll(words.finder)].map((match) => match.index));
  return walked;
}

describe('startWords', () => {
  it('lets a word run on only into what its pattern allows there', () => {
    const words = startWords([{ entries: ['five'], prefix: 'minutes?' }]);
    const starts = (text: string) => startsOf(words, text);
    expect(starts('fiveminutes, five minutes, fivefold')).toEqual([0, 13]);
  });

  it('tries a number only where the pattern needs it, and never inside a word', () => {
    const words = startWords([{ entries: ['few'], prefix: false }], { afterDigit: '\\d*\\s*min', plus: false });
    const starts = (text: string) => startsOf(words, text);
    expect(starts('5 min, 12 teams, v2 min, +3 min, 15min')).toEqual([0, 26, 33]);
  });

  it('asks for the whole of an entry of several words', () => {
    const words = startWords([{ entries: ['a dozen', 'in no time'], prefix: false }]);
    const starts = (text: string) => startsOf(words, text);
    expect(starts('a team, a dozen teams, in time, in no time')).toEqual([8, 32]);
  });

  it('folds case as the patterns do, and lets a word that is the start of another match on its own', () => {
    const words = startWords([
      { entries: ['über', 'übera'], prefix: false },
      { entries: ['zwei'], prefix: true },
      { entries: ['ß'], prefix: false },
    ]);
    expect(startsOf(words, 'ÜBER, Übera, überab, ZWEIHUNDERT, xzwei, ẞ ß SS, +5 _zwei 1')).toEqual([0, 6, 21, 43, 49, 50, 53, 58]);
  });

  it('refuses an entry that starts with neither a letter, a digit nor a plus', () => {
    expect(() => startWords([{ entries: ['~ten'], prefix: false }])).toThrow(/~ten/);
  });
});
