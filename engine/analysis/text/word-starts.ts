import { LETTER, prefiltersEnabled } from './phrases.ts';

/**
 * Where a lexicon pattern can start. A recogniser built from large word tables (number
 * words, time units, qualifiers) is one long alternation that a global scan tries at
 * every word start of a block, and most words start none of its entries. A finder made
 * of the entries' first words only (one flat alternation, cheap to try) marks the
 * offsets where a match may start: a digit, a "+", or a word that begins with a first
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
   * The pattern lets a one-word entry run on into a longer word ("zwei" in
   * "zweihundert", "über" in "über100", "five" in "fiveminutes"); otherwise the text's
   * word must end where the entry's first word does.
   */
  prefix: boolean;
}

function isLetterCode(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0xc0 && code <= 0x24f);
}

/** The letters an entry starts with, up to its first space, hyphen, apostrophe or period ('' for "+ de" or "24"). */
function firstWord(entry: string): string {
  const lower = entry.toLowerCase();
  let end = 0;
  while (end < lower.length && isLetterCode(lower.charCodeAt(end))) end += 1;
  return lower.slice(0, end);
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The start words of a pattern's entries, as a finder. */
export function startWords(groups: readonly StartWordGroup[]): StartWords {
  // word -> whether it may run on into a longer word
  const words = new Map<string, boolean>();
  for (const { entries, prefix } of groups) {
    for (const entry of entries) {
      const word = firstWord(entry);
      if (word === '') {
        if (!/^[+\d]/.test(entry)) throw new Error(`"${entry}" starts with neither a letter, a digit nor a "+"`);
        continue;
      }
      // An entry of more words than one ends its first word there (a space, a hyphen, an apostrophe or a period follows).
      words.set(word, words.get(word) === true || (prefix && word.length === entry.length));
    }
  }
  const alternatives = [...words]
    .sort(([a], [b]) => b.length - a.length || (a < b ? -1 : 1))
    .map(([word, prefix]) => (prefix ? escape(word) : `${escape(word)}(?![${LETTER}])`));
  return { finder: new RegExp(`[+0-9]|(?<![${LETTER}0-9])(?=${alternatives.join('|')})[${LETTER}]`, 'gi') };
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
