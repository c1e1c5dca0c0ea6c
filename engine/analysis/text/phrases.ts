import { prefilterFor, requiredLiterals } from './prefilter.ts';

/**
 * Letters of the languages the engine reads (English, German, French, Spanish): ASCII
 * plus Latin-1 and Latin Extended. Patterns name this class instead of \p{L} because
 * V8 runs non-Unicode patterns about twice as fast, and case folding of é/É, ü/Ü
 * works in that mode too.
 */
export const LETTER = 'A-Za-z\\u00C0-\\u024F';
const LETTER_OR_DIGIT = `${LETTER}0-9`;

/**
 * Phrase patterns for copy in English, German, French and Spanish. JavaScript's \b
 * only knows ASCII letters, so "démo" or "días" would break at the accent; these
 * patterns use letter boundaries of their own instead. Spaces in an alternative
 * match any run of whitespace or a hyphen ("no-credit-card", "14-day"); " ?" makes
 * that optional; \p{L} and \p{N} in an alternative mean the letters and digits above.
 */
export function phrase(...alternatives: string[]): RegExp {
  const body = alternatives.map(rewriteAlternative).join('|');
  // A phrase never starts inside a hyphenated word: "worry-free plan" holds no "free plan".
  const pattern = new RegExp(`(?<![${LETTER_OR_DIGIT}-])(?:${body})(?![${LETTER_OR_DIGIT}])`, 'gi');
  const literals = requiredLiterals(body);
  if (literals) {
    // A pattern held to the start of the text fails at once where it does not match; its words, looked for anywhere, cost more.
    if (!alternatives.every((alternative) => alternative.startsWith('^'))) PREFILTERS.set(pattern, prefilterFor(literals));
    LITERALS.set(pattern, literals);
  }
  return pattern;
}

/** Flexible spaces and letter classes, outside and inside character classes. */
function rewriteAlternative(source: string): string {
  let out = '';
  let inClass = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') {
      const escape = source.slice(index, index + 5);
      if (escape === '\\p{L}' || escape === '\\p{N}') {
        const range = escape === '\\p{L}' ? LETTER : '0-9';
        out += inClass ? range : `[${range}]`;
        index += 4;
      } else {
        out += source.slice(index, index + 2);
        index += 1;
      }
    } else if (inClass) {
      if (char === ']') inClass = false;
      out += char;
    } else if (char === '[') {
      inClass = true;
      out += char;
    } else if (char === ' ') {
      const optional = source[index + 1] === '?';
      out += optional ? '(?:[\\s-]+)?' : '[\\s-]+';
      if (optional) index += 1;
    } else {
      out += char;
    }
  }
  return out;
}

const PREFILTERS = new WeakMap<RegExp, RegExp>();
const LITERALS = new WeakMap<RegExp, string[]>();

/** One pattern matching what any of the given phrase patterns match, keeping their word pre-check. */
export function anyPhrase(...patterns: RegExp[]): RegExp {
  const pattern = new RegExp(patterns.map((each) => each.source).join('|'), 'gi');
  const literals = patterns.map((each) => LITERALS.get(each));
  if (literals.every((list) => list !== undefined)) {
    const union = [...new Set(literals.flat())];
    PREFILTERS.set(pattern, prefilterFor(union));
    LITERALS.set(pattern, union);
  }
  return pattern;
}

let prefiltersOn = true;

/** Whether the word pre-checks are on (withoutPrefilters turns them off for a test): memos keep the two readings apart. */
export function prefiltersActive(): boolean {
  return prefiltersOn;
}

/** The words of which every match of a phrase pattern holds one (see prefilter.ts), if known. */
export function requiredWordsOf(pattern: RegExp): readonly string[] | undefined {
  return prefiltersOn ? LITERALS.get(pattern) : undefined;
}

/** Whether the word pre-checks are on (withoutPrefilters turns them off). */
export function prefiltersEnabled(): boolean {
  return prefiltersOn;
}

/**
 * Runs without the word pre-checks, so a test can show they never change a result
 * (they may only save time).
 */
export function withoutPrefilters<T>(run: () => T): T {
  prefiltersOn = false;
  try {
    return run();
  } finally {
    prefiltersOn = true;
  }
}

/** False when the text cannot match because it holds none of the pattern's words. */
export function mayMatch(pattern: RegExp, text: string): boolean {
  const prefilter = prefiltersOn ? PREFILTERS.get(pattern) : undefined;
  if (!prefilter) return true;
  prefilter.lastIndex = 0;
  const found = prefilter.test(text);
  prefilter.lastIndex = 0;
  return found;
}

/** The first match of a global pattern, without leaking lastIndex between calls. */
export function firstMatch(pattern: RegExp, text: string): RegExpExecArray | null {
  return mayMatch(pattern, text) ? firstMatchUnchecked(pattern, text) : null;
}

/**
 * firstMatch without the word pre-check, for a text a word index already found one of
 * the pattern's words in (search.ts): the pre-check would pass, and scanning for it
 * again cost as much as the match.
 */
export function firstMatchUnchecked(pattern: RegExp, text: string): RegExpExecArray | null {
  pattern.lastIndex = 0;
  const match = pattern.exec(text);
  pattern.lastIndex = 0;
  return match;
}

/** Texts whose answer `matches` remembers, over all patterns: a site's menus, footers and cards repeat on every page. */
const MATCHES_MEMO_SIZE = 20_000;
const matchesMemo = new Map<RegExp, Map<string, boolean>>();
let matchesMemoSize = 0;

/** Whether a phrase pattern matches a text, worked out once per pattern and text (with the word pre-checks on; without them every text is read afresh). */
export function matches(pattern: RegExp, text: string): boolean {
  if (!prefiltersOn) return firstMatch(pattern, text) !== null;
  let byText = matchesMemo.get(pattern);
  if (!byText) {
    byText = new Map();
    matchesMemo.set(pattern, byText);
  }
  let said = byText.get(text);
  if (said === undefined) {
    if (matchesMemoSize >= MATCHES_MEMO_SIZE) {
      matchesMemo.clear();
      matchesMemoSize = 0;
      byText = new Map<string, boolean>();
      matchesMemo.set(pattern, byText);
    }
    said = firstMatch(pattern, text) !== null;
    byText.set(text, said);
    matchesMemoSize += 1;
  }
  return said;
}

/** A negating word among the three words before a match: "No credit card required". */
const NEGATION_BEFORE =
  /(?:^|[^\p{L}])(?:no|not|don't|doesn't|isn't|without|never|kein|keine|keinen|ohne|nicht|sans|aucun|aucune|pas|sin|ni|nunca)(?:[\s,-]+[\p{L}\p{N}'’]+){0,2}[\s,-]*$/iu;

export function isNegated(text: string, index: number): boolean {
  return NEGATION_BEFORE.test(text.slice(Math.max(0, index - 30), index));
}

/** The sentence around a match is a question ("Is there a free plan?"): it asks, it does not claim. */
export function isInQuestion(text: string, index: number): boolean {
  const end = text.slice(index).search(/[.!?](?:\s|$)/);
  return end !== -1 && text[index + end] === '?';
}

/** Quotes at most this many characters of a block as evidence. */
const MAX_QUOTE = 160;

/** A short excerpt of a block around a match, cut at word boundaries. */
export function excerpt(text: string, index = 0, length = 0): string {
  if (text.length <= MAX_QUOTE) return text;
  const room = Math.max(0, MAX_QUOTE - length);
  let start = Math.max(0, index - Math.floor(room / 2));
  let end = Math.min(text.length, start + MAX_QUOTE);
  start = Math.max(0, end - MAX_QUOTE);
  if (start > 0) start = nextSpace(text, start);
  if (end < text.length) end = previousSpace(text, end, index + length);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

function nextSpace(text: string, from: number): number {
  const space = text.indexOf(' ', from);
  return space === -1 || space - from > 20 ? from : space + 1;
}

function previousSpace(text: string, from: number, notBefore: number): number {
  const space = text.lastIndexOf(' ', from);
  return space === -1 || space < notBefore || from - space > 20 ? from : space;
}
