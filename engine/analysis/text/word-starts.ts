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
  /**
   * The first offset from `from` on where the finder matches, or -1: the same answer
   * found by walking the text's word starts through a tree of the start words, which
   * costs far less than trying the finder's alternation at every word start.
   */
  next(text: string, from: number): number;
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
    next: startFinder(follows, afterDigit === '' ? undefined : new RegExp(`(?=${afterDigit})`, 'iy'), plus),
  };
}

/** A node of the start-word tree: children by case-folded code unit; `after` where a start word ends here. */
interface WordNode {
  children: Map<number, WordNode>;
  /** What may follow the word (undefined: not a word's end; null: anything). */
  after: RegExp | null | undefined;
}

/**
 * The code unit a case-insensitive (non-Unicode) regex compares, as ECMAScript's
 * Canonicalize says: the upper case of a code unit, unless that is not one code unit or
 * would map a non-ASCII unit to ASCII.
 */
const canonical = new Map<number, number>();
function fold(code: number): number {
  if (code >= 0x61 && code <= 0x7a) return code - 0x20;
  if (code < 0x80) return code;
  let folded = canonical.get(code);
  if (folded === undefined) {
    const upper = String.fromCharCode(code).toUpperCase();
    folded = upper.length === 1 && upper.charCodeAt(0) >= 0x80 ? upper.charCodeAt(0) : code;
    canonical.set(code, folded);
  }
  return folded;
}

/** Whether a code unit matches `[LETTER]` (or `[LETTER0-9]`) under the patterns' i flag, asked of the class itself once per unit. */
const LETTER_I = new RegExp(`^[${LETTER}]$`, 'i');
const letterKnown = new Map<number, boolean>();
function isLetterI(code: number): boolean {
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
  let letter = letterKnown.get(code);
  if (letter === undefined) {
    letter = LETTER_I.test(String.fromCharCode(code));
    letterKnown.set(code, letter);
  }
  return letter;
}
const isDigitCode = (code: number) => code >= 0x30 && code <= 0x39;

function startFinder(follows: Map<string, Set<string>>, afterDigit: RegExp | undefined, plus: boolean): StartWords['next'] {
  const root: WordNode = { children: new Map(), after: undefined };
  for (const [word, after] of follows) {
    let node = root;
    for (let i = 0; i < word.length; i += 1) {
      const code = fold(word.charCodeAt(i));
      let child = node.children.get(code);
      if (!child) {
        child = { children: new Map(), after: undefined };
        node.children.set(code, child);
      }
      node = child;
    }
    node.after = after.has('') ? null : new RegExp(`(?:${[...after].sort().join('|')})`, 'iy');
  }
  const wordAt = (text: string, at: number): boolean => {
    let node = root;
    for (let i = at; i < text.length;) {
      const child = node.children.get(fold(text.charCodeAt(i)));
      if (!child) return false;
      node = child;
      i += 1;
      if (node.after === null) return true;
      if (node.after) {
        node.after.lastIndex = i;
        if (node.after.test(text)) return true;
      }
    }
    return false;
  };
  return (text, from) => {
    for (let at = from; at < text.length; at += 1) {
      if (at > 0) {
        const before = text.charCodeAt(at - 1);
        if (isDigitCode(before) || isLetterI(before)) continue;
      }
      const code = text.charCodeAt(at);
      if (code === 0x2b) {
        if (plus) return at;
      } else if (isDigitCode(code)) {
        if (!afterDigit) return at;
        afterDigit.lastIndex = at + 1;
        if (afterDigit.test(text)) return at;
      } else if (isLetterI(code) && wordAt(text, at)) return at;
    }
    return -1;
  };
}

/**
 * Every match of a global pattern in a text, in the order a global scan finds them, tried
 * only where `starts` says one may start (`sticky` is the same pattern with the y flag;
 * the pattern never matches the empty string; `stickyAtDigit`, where given, is what it
 * can match at a digit, for a start there). Without the word pre-checks
 * (withoutPrefilters) the global scan runs instead, so the soundness test shows the two agree.
 */
export function matchesAtStarts(text: string, pattern: RegExp, sticky: RegExp, starts: StartWords, stickyAtDigit = sticky): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  if (!prefiltersEnabled()) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) found.push(match);
    pattern.lastIndex = 0;
    return found;
  }
  for (let at = starts.next(text, 0); at !== -1;) {
    const code = text.charCodeAt(at);
    const here = code >= 0x30 && code <= 0x39 ? stickyAtDigit : sticky;
    here.lastIndex = at;
    const match = here.exec(text);
    if (!match) {
      at = starts.next(text, at + 1);
      continue;
    }
    found.push(match);
    at = starts.next(text, match.index + match[0].length);
  }
  sticky.lastIndex = 0;
  stickyAtDigit.lastIndex = 0;
  return found;
}
