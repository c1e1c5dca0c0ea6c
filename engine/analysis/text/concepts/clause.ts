/**
 * The clause around a match: from the last sentence or clause break before it to the next
 * one after it. Concepts compose by standing in one clause ("start from one of 300
 * templates"), and a look-alike's marker counts only in the clause it qualifies.
 */
const BREAK_BEFORE = /[.!?;:•|\u2014\u2013]\s|[\n\u2022]/g;
const BREAK_AFTER = /[.!?;:•|\u2014\u2013](?:\s|$)|[\n\u2022]/;

export interface Clause {
  text: string;
  /** Where the clause starts in the text it was cut from. */
  start: number;
}

export function clauseAround(text: string, index: number, length = 0): Clause {
  let start = 0;
  BREAK_BEFORE.lastIndex = 0;
  for (let found = BREAK_BEFORE.exec(text); found && found.index < index; found = BREAK_BEFORE.exec(text)) start = found.index + found[0].length;
  BREAK_BEFORE.lastIndex = 0;
  const rest = text.slice(index + length);
  const after = rest.search(BREAK_AFTER);
  const end = after < 0 ? text.length : index + length + after;
  return { text: text.slice(start, end), start };
}
