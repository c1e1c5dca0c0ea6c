import { isNegated, mayMatch, prefiltersActive } from '../phrases.ts';

/**
 * Clauses and sentences of a block's text, and how far apart two matches in one stand:
 * the concepts are composed by proximity ("a try verb and a span of days in one clause",
 * "start from one of 300 templates"), and a clause ends where a reader would pause. Two
 * cuts: clausesOf/clauseAt also end a clause at a comma or "but" (an offer and its
 * condition stand apart) and keep a label with its value ("Trial: 14 days");
 * clauseAround ends one only at sentence and list breaks, a colon among them (a
 * look-alike's marker counts in the clause it qualifies).
 */

export interface Span {
  start: number;
  end: number;
}

/**
 * Punctuation that ends a clause when a space or the end follows (so "$0.02" and "7,50 €"
 * stay whole), a dash between spaces, "but". A colon joins a label to its value ("Trial: 14 days").
 */
const CLAUSE_BREAK = /[.;!?,](?=\s|$)|\s[–—|·•]\s|\s(?:but|aber|mais|pero|sondern|sinon)\s/giu;
/** Sentence ends: a stop, a question or exclamation mark, a semicolon. */
const SENTENCE_BREAK = /[.;!?](?=\s|$)/gu;

function spanAround(text: string, index: number, breaks: RegExp): Span {
  let start = 0;
  let end = text.length;
  breaks.lastIndex = 0;
  for (let found = breaks.exec(text); found; found = breaks.exec(text)) {
    if (found.index < index) start = found.index + found[0].length;
    else {
      end = found.index;
      break;
    }
  }
  breaks.lastIndex = 0;
  return { start, end };
}

/** The clause holding a position. */
export function clauseAt(text: string, index: number): Span {
  return spanAround(text, index, CLAUSE_BREAK);
}

/** The clause holding a position of a long text (a page's joined text), read within a few hundred characters of it. */
export function clauseNear(text: string, index: number, reach = 240): Span {
  const start = Math.max(0, index - reach);
  const window = text.slice(start, index + reach);
  const span = clauseAt(window, index - start);
  // A block break in a page's joined text ends a clause too.
  const lineStart = window.lastIndexOf('\n', index - start - 1) + 1;
  const lineEnd = window.indexOf('\n', index - start);
  return { start: start + Math.max(span.start, lineStart), end: start + (lineEnd === -1 ? span.end : Math.min(span.end, lineEnd)) };
}

/** The sentence holding a position. */
export function sentenceAt(text: string, index: number): Span {
  return spanAround(text, index, SENTENCE_BREAK);
}

function spansOf(text: string, breaks: RegExp, within: Span): Span[] {
  const spans: Span[] = [];
  const part = text.slice(within.start, within.end);
  let start = 0;
  breaks.lastIndex = 0;
  for (let found = breaks.exec(part); found; found = breaks.exec(part)) {
    spans.push({ start: within.start + start, end: within.start + found.index });
    start = found.index + found[0].length;
  }
  breaks.lastIndex = 0;
  spans.push({ start: within.start + start, end: within.end });
  return spans.filter((span) => /\S/.test(text.slice(span.start, span.end)));
}

/** The clauses of a text (or of one span of it), in order. */
export function clausesOf(text: string, within: Span = { start: 0, end: text.length }): Span[] {
  return spansOf(text, CLAUSE_BREAK, within);
}

/** The sentences of a text, in order. */
export function sentencesOf(text: string): Span[] {
  return spansOf(text, SENTENCE_BREAK, { start: 0, end: text.length });
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Words standing between two positions (0 when the second follows the first directly). */
export function wordsBetween(text: string, from: number, to: number): number {
  if (to <= from) return 0;
  return text.slice(from, to).match(WORD)?.length ?? 0;
}

/** A match found in a text: where it starts and what it matched. */
export interface Found {
  index: number;
  text: string;
}

export function endOf(found: Found): number {
  return found.index + found.text.length;
}

/** Words between two matches of one text, whichever comes first; -1 when they overlap. */
export function gapBetween(text: string, a: Found, b: Found): number {
  if (endOf(a) <= b.index) return wordsBetween(text, endOf(a), b.index);
  if (endOf(b) <= a.index) return wordsBetween(text, endOf(b), a.index);
  return -1;
}

/** Whether any of the first matches stands within `words` words of any of the second (overlapping counts). */
export function near(text: string, first: readonly Found[], second: readonly Found[], words: number): boolean {
  return first.some((a) => second.some((b) => gapBetween(text, a, b) <= words));
}

/** Every match of a global pattern in a span of a text, positions relative to the text. */
export function matchesIn(text: string, pattern: RegExp, span: Span = { start: 0, end: text.length }): Found[] {
  const found: Found[] = [];
  const part = text.slice(span.start, span.end);
  // The pattern's words, looked for first, spare running most lexicons on most clauses.
  if (!mayMatch(pattern, part)) return found;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(part); match; match = pattern.exec(part)) {
    found.push({ index: span.start + match.index, text: match[0] });
    if (match[0] === '') pattern.lastIndex += 1;
  }
  pattern.lastIndex = 0;
  return found;
}

/** German and French deny after the noun: "Eine kostenlose Testphase bieten wir nicht an", "Une offre gratuite n'existe pas". */
const DENIED_AFTER = /^(?:\s+[\p{L}']+){0,3}\s+(?:nicht|pas)(?![\p{L}])(?!\s+(?:nur|seulement))/iu;

/** A match the text denies: a negation among the words before it, or, in German and French, right after it. */
export function isDenied(text: string, found: Found): boolean {
  return isNegated(text, found.index) || DENIED_AFTER.test(text.slice(found.index + found.text.length, found.index + found.text.length + 40));
}

/** Texts a concept remembers its reading of: the same menu and footer lines recur on every page of a site. */
const MEMO_SIZE = 4000;

/** A concept's reading of a text, worked out once per text (the reading depends on the text alone). */
export function memoByText<T>(read: (text: string) => T): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    // A reading made with the word pre-checks is not reused without them: the soundness test compares the two.
    const key = prefiltersActive() ? text : `\u0000${text}`;
    let value = memo.get(key);
    if (value === undefined) {
      if (memo.size >= MEMO_SIZE) memo.clear();
      value = read(text);
      memo.set(key, value);
    }
    return value;
  };
}

/**
 * The clause around a match: the stretch of a block in which two concepts must stand to
 * make one claim ("start from one of 300 templates", "set up in 5 minutes"), and in which
 * a look-alike's marker counts. A clause ends at a sentence end, a semicolon, a line
 * break or a separator bullet or bar; not at the period of an abbreviation ("2 Mio.
 * Nutzer", "Art. 28 DSGVO") or a decimal point. A colon or a dash ends it too
 * (`reach: 'clause'`, the default: "Kein leeres Blatt: Beginne mit einer Vorlage"),
 * unless a label and its value make one claim (`reach: 'sentence'`: "Setup: 5 minutes",
 * "Stripe — a processor used by millions").
 */
export interface Clause {
  text: string;
  /** Where the clause starts in the text it was cut from. */
  start: number;
  /** Where it ends (its closing full stop or question mark included). */
  end: number;
}

export type ClauseReach = 'clause' | 'sentence';

/** Words whose period is no sentence end. */
const ABBREVIATIONS = new Set([
  ...['mio', 'mrd', 'tsd', 'ca', 'approx', 'art', 'abs', 'nr', 'no', 'vs', 'bzw', 'etc', 'inc', 'ltd', 'dr', 'st'],
  ...['z', 'b', 'e', 'g', 'i', 'd', 'h', 'u', 'a', 'ggf', 'usw', 'mind', 'max', 'min', 'env', 'av', 'aprox', 'núm', 'pág', 'sr', 'sra'],
]);

/** A boundary character at `index` ends the clause (its sentence, its list item, or with reach 'clause' its colon or dash). */
function endsClause(text: string, index: number, reach: ClauseReach): boolean {
  const char = text[index]!;
  if (char === '\n' || char === ';' || char === '·' || char === '|' || char === '•') return true;
  const next = text[index + 1];
  const spaceAfter = next === undefined || /\s/.test(next);
  if (char === ':' || char === '—' || char === '–') return reach === 'clause' && spaceAfter;
  if (char !== '.' && char !== '!' && char !== '?' && char !== '…') return false;
  if (!spaceAfter) return false;
  if (char !== '.') return true;
  const word = /([\p{L}]+)$/u.exec(text.slice(Math.max(0, index - 8), index))?.[1]?.toLowerCase();
  return !word || !ABBREVIATIONS.has(word);
}

/** The clause holding the text from `index` to `index + length`. */
export function clauseAround(text: string, index: number, length = 0, reach: ClauseReach = 'clause'): Clause {
  let start = index;
  while (start > 0 && !endsClause(text, start - 1, reach)) start -= 1;
  let end = index + length;
  while (end < text.length && !endsClause(text, end, reach)) end += 1;
  // A question mark or a sentence's full stop belongs to its clause (isQuestion reads it).
  if (end < text.length && /[.!?…]/.test(text[end]!)) end += 1;
  while (start < end && /\s/.test(text[start]!)) start += 1;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  return { text: text.slice(start, end), start, end };
}

/** The clause asks rather than claims: "Is Acme GDPR compliant?". */
export function isQuestion(clause: Clause): boolean {
  return /\?\s*$/.test(clause.text) || /^[¿]/.test(clause.text);
}
