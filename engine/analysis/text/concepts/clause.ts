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

/** Number of words from one offset to another in a text (the words strictly between them). */
export function wordsBetween(text: string, from: number, to: number): number {
  if (to <= from) return 0;
  return (text.slice(from, to).match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
}
