import { LETTER, prefiltersEnabled } from './phrases.ts';

/**
 * Where a lexicon pattern can start. A recogniser built from large word tables (number
 * words, time units, qualifiers) is one long alternation that a global scan tries at
 * every word start of a block, and most words start none of its entries. A finder made
 * of the entries' first words only (one flat alternation, cheap to try) marks the
 * offsets where a match may start: a number, a "+", or a word that begins with a first
 * word; a sticky copy of the pattern runs there only. That gives the global scan's
 * matches, provided the pattern begins with `(?<![letters and digits])` and every entry
 * starts with a letter, a digit or a "+" (startWords checks the last).
 */
export interface StartWords {
  /** Matches one character where a match may start (global, case-insensitive as the patterns are). */
  finder: RegExp;
}

export interface StartWordGroup {
  entries: Iterable<string>;
  /**
   * What the pattern lets a one-word entry run on into, with no space: anything (`true`:
   * "zwei" in "zweihundert", "über" in "über100"), only what a regex source matches (a
   * unit: "fiveminutes"), or nothing (`false`: the text's word ends where the entry does).
   * An entry of several words is followed by the rest of itself, as `rest` writes it.
   */
  prefix: boolean | string;
}

function isLetterCode(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0xc0 && code <= 0x24f);
}

/** The letters an entry starts with, lower-cased, up to its first space, hyphen, apostrophe or period ('' for "+ de" or "24"). */
export function firstWord(entry: string): string {
  const lower = entry.toLowerCase();
  let end = 0;
  while (end < lower.length && isLetterCode(lower.charCodeAt(end))) end += 1;
  return lower.slice(0, end);
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The rest of a several-word entry (from the space, hyphen, apostrophe or period after its
 * first word) as the recognisers match it: a space or hyphen as any run of spaces and
 * hyphens, an apostrophe either way. (A pattern may match an entry more narrowly, never
 * more widely.)
 */
const rest = (words: string) => escape(words).replace(/[ -]/g, '[\\s\\u00A0-]+').replace(/['’]/g, "['’]");

/**
 * The start words of a pattern's entries, as a finder that asks for the whole of a
 * several-word entry. `afterDigit` is what the pattern needs after a number's first digit,
 * if it needs more than the digit (a unit: "5 minutes"); a pattern with no entry of its own
 * starting with "+" says `plus: false`.
 */
export function startWords(groups: readonly StartWordGroup[], { afterDigit = '', plus = true } = {}): StartWords {
  // word -> what may follow it ('' for anything)
  const follows = new Map<string, Set<string>>();
  for (const { entries, prefix } of groups) {
    for (const entry of entries) {
      const word = firstWord(entry);
      if (word === '') {
        if (!/^[+\d]/.test(entry)) throw new Error(`"${entry}" starts with neither a letter, a digit nor a "+"`);
        continue;
      }
      const after = follows.get(word) ?? new Set<string>();
      follows.set(word, after);
      if (word.length < entry.length) after.add(rest(entry.slice(word.length)));
      else if (prefix === true) after.add('');
      else {
        after.add(`(?![${LETTER}])`);
        if (prefix !== false) after.add(`(?:${prefix})`);
      }
    }
  }
  // Words that allow the same continuations share one alternative, so that a long continuation is written once.
  const byAfter = new Map<string, string[]>();
  for (const [word, after] of follows) {
    const key = after.has('') ? '' : [...after].sort().join('|');
    byAfter.set(key, [...(byAfter.get(key) ?? []), escape(word)]);
  }
  const alternatives = [...byAfter]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([after, words]) => `(?:${words.sort().join('|')})${after === '' ? '' : `(?:${after})`}`);
  const digit = afterDigit === '' ? '[0-9]' : `[0-9](?=${afterDigit})`;
  return {
    finder: new RegExp(`(?<![${LETTER}0-9])(?:${plus ? '\\+|' : ''}${digit}|(?=${alternatives.join('|')})[${LETTER}])`, 'gi'),
  };
}

/**
 * Every match of a global pattern in a text, in the order a global scan finds them, tried
 * only where `starts` says one may start (`sticky` is the same pattern with the y flag;
 * the pattern never matches the empty string). Without the word pre-checks
 * (withoutPrefilters) the global scan runs instead, so the soundness test shows the two agree.
 */
export function matchesAtStarts(text: string, pattern: RegExp, sticky: RegExp, starts: StartWords): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  if (!prefiltersEnabled()) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) found.push(match);
    pattern.lastIndex = 0;
    return found;
  }
  const { finder } = starts;
  finder.lastIndex = 0;
  // test(), not exec(): the finder matches one character, so its lastIndex names the offset, and no match array is made.
  while (finder.test(text)) {
    sticky.lastIndex = finder.lastIndex - 1;
    const match = sticky.exec(text);
    if (!match) continue;
    found.push(match);
    finder.lastIndex = match.index + match[0].length;
  }
  finder.lastIndex = 0;
  sticky.lastIndex = 0;
  return found;
}
