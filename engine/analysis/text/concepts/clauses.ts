/**
 * Clauses: the stretch of a block in which two concepts must stand to make one claim
 * ("set up" and "in 5 minutes"). A clause ends at a sentence end, a semicolon, a line
 * break or a separator dot or bar; not at the period of an abbreviation ("2 Mio.
 * Nutzer", "Art. 28 DSGVO"), a decimal point or a colon ("Setup: 5 minutes").
 */
export interface Clause {
  start: number;
  end: number;
  text: string;
}

/** Words whose period is no sentence end. */
const ABBREVIATIONS = new Set([
  'mio',
  'mrd',
  'tsd',
  'ca',
  'approx',
  'art',
  'abs',
  'nr',
  'no',
  'vs',
  'bzw',
  'etc',
  'inc',
  'ltd',
  'dr',
  'st',
  'z',
  'b',
  'e',
  'g',
  'i',
  'd',
  'h',
  'u',
  'a',
  'ggf',
  'usw',
  'mind',
  'max',
  'min',
  'env',
  'av',
  'aprox',
  'núm',
  'pág',
  'sr',
  'sra',
]);

/** A boundary character at `index` ends the clause (its sentence or its list item). */
function endsClause(text: string, index: number): boolean {
  const char = text[index]!;
  if (char === '\n' || char === ';' || char === '·' || char === '|' || char === '•') return true;
  if (char !== '.' && char !== '!' && char !== '?' && char !== '…') return false;
  const next = text[index + 1];
  if (next !== undefined && !/\s/.test(next)) return false;
  if (char !== '.') return true;
  const word = /([\p{L}]+)$/u.exec(text.slice(Math.max(0, index - 8), index))?.[1]?.toLowerCase();
  return !word || !ABBREVIATIONS.has(word);
}

/** The clause holding the text from `index` to `index + length`. */
export function clauseAround(text: string, index: number, length = 0): Clause {
  let start = index;
  while (start > 0 && !endsClause(text, start - 1)) start -= 1;
  let end = index + length;
  while (end < text.length && !endsClause(text, end)) end += 1;
  // A question mark or a sentence's full stop belongs to its clause (isQuestion reads it).
  if (end < text.length && /[.!?…]/.test(text[end]!)) end += 1;
  while (start < end && /\s/.test(text[start]!)) start += 1;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  return { start, end, text: text.slice(start, end) };
}

/** The clause asks rather than claims: "Is Acme GDPR compliant?". */
export function isQuestion(clause: Clause): boolean {
  return /\?\s*$/.test(clause.text) || /^[¿]/.test(clause.text);
}

/** Number of words from one offset to another in a text (the words strictly between them). */
export function wordsBetween(text: string, from: number, to: number): number {
  if (to <= from) return 0;
  return (text.slice(from, to).match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
}
