/**
 * Cheap pre-checks for the phrase patterns. A phrase pattern is a large alternation
 * that V8 has to try at every position of the text; most blocks of a page contain
 * none of its words. From the pattern source we derive words of which every match
 * must contain at least one ("trial", "essai", "prueba"...); a block without any of
 * them is skipped without running the pattern.
 *
 * The derivation reads the small regex subset the phrase patterns use: literal
 * letters, escapes, character classes, groups with alternatives, lookarounds and
 * quantifiers. Whatever it cannot read makes it give up (no pre-check), never guess.
 */

type Literals = Set<string> | null;

interface Cursor {
  source: string;
  index: number;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Marks a literal that always starts a word in a match ("version" in "free version", never "conversion"). */
const WORD_START = '^';
/** A space between words as phrase() writes it. */
const FLEXIBLE_SPACE = '[\\s-]+';

/**
 * Words of which any match of the pattern contains at least one, or null if none can
 * be named. Words that always start a word in a match carry a leading "^". The source
 * is read as one that starts at a word boundary (phrase() asserts one).
 */
export function requiredLiterals(source: string): string[] | null {
  const cursor: Cursor = { source, index: 0 };
  const literals = readAlternation(cursor, true);
  if (cursor.index < source.length || !literals || literals.size === 0) return null;
  return [...literals];
}

/** Alternatives up to the end of the group or source: the union of what each requires. */
function readAlternation(cursor: Cursor, atWordStart: boolean): Literals {
  const union = new Set<string>();
  for (;;) {
    const required = readSequence(cursor, atWordStart);
    if (required === null) return skipToGroupEnd(cursor);
    for (const literal of required) union.add(literal);
    if (cursor.source[cursor.index] !== '|') return union;
    cursor.index += 1;
  }
}

/** After an alternative that requires nothing nameable, the whole alternation gives up. */
function skipToGroupEnd(cursor: Cursor): null {
  let depth = 0;
  while (cursor.index < cursor.source.length) {
    const char = cursor.source[cursor.index];
    if (char === '\\') cursor.index += 2;
    else if (char === '[') skipClass(cursor);
    else {
      if (char === '(') depth += 1;
      if (char === ')') {
        if (depth === 0) return null;
        depth -= 1;
      }
      cursor.index += 1;
    }
  }
  return null;
}

function skipClass(cursor: Cursor): void {
  cursor.index += 1;
  while (cursor.index < cursor.source.length && cursor.source[cursor.index] !== ']') {
    cursor.index += cursor.source[cursor.index] === '\\' ? 2 : 1;
  }
  cursor.index += 1;
}

/** Reads a quantifier if one follows; returns whether it allows zero repetitions. */
function readQuantifier(cursor: Cursor): 'none' | 'optional' | 'repeated' {
  const { source } = cursor;
  const char = source[cursor.index];
  let kind: 'none' | 'optional' | 'repeated' = 'none';
  if (char === '?' || char === '*') {
    kind = 'optional';
    cursor.index += 1;
  } else if (char === '+') {
    kind = 'repeated';
    cursor.index += 1;
  } else if (char === '{') {
    const match = /^\{(\d*)(,\d*)?\}/.exec(source.slice(cursor.index));
    if (match) {
      kind = Number(match[1] || 0) === 0 ? 'optional' : 'repeated';
      cursor.index += match[0].length;
    }
  }
  if (kind !== 'none' && source[cursor.index] === '?') cursor.index += 1; // lazy
  return kind;
}

/** One alternative: the most selective of its literal runs and required groups. */
function readSequence(cursor: Cursor, atWordStart: boolean): Literals {
  const { source } = cursor;
  const candidates: Array<Set<string>> = [];
  let run = '';
  let runAtWordStart = false;
  // Whether the next token begins a word: at the start, and after a required space.
  let wordStarts = atWordStart;
  const endRun = () => {
    if (run) candidates.push(new Set([(runAtWordStart ? WORD_START : '') + run.toLowerCase()]));
    run = '';
  };
  while (cursor.index < source.length) {
    const char = source[cursor.index]!;
    if (char === '|' || char === ')') break;
    if (char === '(') {
      endRun();
      const lookaround = /^\(\?<?[=!]/.test(source.slice(cursor.index, cursor.index + 4));
      cursor.index += source.startsWith('(?:', cursor.index) ? 3 : lookaround ? (source[cursor.index + 2] === '<' ? 4 : 3) : 1;
      const inner = readAlternation(cursor, wordStarts && !lookaround);
      if (source[cursor.index] !== ')') return null;
      cursor.index += 1;
      const quantifier = readQuantifier(cursor);
      if (!lookaround && quantifier !== 'optional' && inner && inner.size > 0) candidates.push(inner);
      if (!lookaround) wordStarts = false;
      continue;
    }
    if (char === '[' || char === '\\' || char === '.') {
      endRun();
      const requiredSpace = source.startsWith(FLEXIBLE_SPACE, cursor.index) && !/^[?*{]/.test(source[cursor.index + FLEXIBLE_SPACE.length] ?? '');
      if (char === '[') skipClass(cursor);
      else if (char === '\\')
        cursor.index += source[cursor.index + 1] === 'p' || source[cursor.index + 1] === 'P' ? source.indexOf('}', cursor.index) + 1 - cursor.index : 2;
      else cursor.index += 1;
      readQuantifier(cursor);
      wordStarts = requiredSpace;
      continue;
    }
    if (char === '^' || char === '$') {
      endRun();
      cursor.index += 1;
      continue;
    }
    cursor.index += 1;
    const quantifier = readQuantifier(cursor);
    if (quantifier === 'optional' || !LETTER_OR_DIGIT.test(char)) {
      endRun();
      // A word starts after a hyphen written in the pattern ("no-card"): the word index splits at it, and \b holds after it.
      wordStarts = char === '-' && quantifier === 'none';
      continue;
    }
    if (!run) runAtWordStart = wordStarts;
    wordStarts = false;
    run += char;
    if (quantifier === 'repeated') endRun();
  }
  endRun();
  if (candidates.length === 0) return null;
  return candidates.sort((a, b) => selectivity(b) - selectivity(a) || averageLength(b) - averageLength(a))[0]!;
}

/** Words found on nearly every page: a poor pre-check however long they are. */
const COMMON_WORDS = new Set([
  'on',
  'en',
  'in',
  'de',
  'la',
  'le',
  'by',
  'to',
  'for',
  'the',
  'our',
  'your',
  'get',
  'see',
  'more',
  'all',
  'with',
  'und',
  'für',
  'mit',
  'pour',
  'avec',
  'para',
  'con',
]);

/**
 * The shortest word of a set, counting a word start as a letter and a word part as
 * two letters less; a set holding a common word or a word of one or two letters
 * ("a", "un": number words) scores 0.
 */
function selectivity(set: Set<string>): number {
  let shortest = Infinity;
  for (const literal of set) {
    const word = literal.replace(WORD_START, '');
    if (word.length <= 2 || COMMON_WORDS.has(word)) return 0;
    // A word part that may sit inside other words ("day" in "today") finds far more than a word start.
    shortest = Math.min(shortest, literal.startsWith(WORD_START) ? word.length + 1 : word.length - 2);
  }
  return shortest;
}

function averageLength(set: Set<string>): number {
  let total = 0;
  for (const literal of set) total += literal.length;
  return total / set.size;
}

function escapeLiteral(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A case-insensitive test for any of the words, for single short texts.
 * Word-start words get \b when they begin with an ASCII letter or digit (\b knows no
 * other letters), so "conversion" is no candidate for "free version".
 */
export function prefilterFor(literals: readonly string[]): RegExp {
  const alternatives = literals.map((literal) => {
    const word = literal.startsWith(WORD_START) ? literal.slice(1) : literal;
    return literal.startsWith(WORD_START) && /^[a-z0-9]/.test(word) ? `\\b${escapeLiteral(word)}` : escapeLiteral(word);
  });
  return new RegExp([...new Set(alternatives)].join('|'), 'gi');
}
