import type { Evidence } from '../../contract/signals.ts';
import { MAX_EVIDENCE } from './search.ts';

/**
 * Evidence chosen by strength (issue #32, item 6): the strongest claims first, each
 * said once. A detector adds every quote it finds with a strength of its own scale;
 * the quotes shown are the strongest few, in the order found among equals, and a quote
 * that repeats another (one holds the other's words) is left out.
 */
export class StrongestEvidence {
  private readonly candidates: Array<Evidence & { strength: number; order: number }> = [];

  add(page: string, text: string, strength = 0): this {
    const quote = withoutStrayMark(text.trim());
    if (quote) this.candidates.push({ page, text: quote, strength, order: this.candidates.length });
    return this;
  }

  get size(): number {
    return this.candidates.length;
  }

  toArray(): Evidence[] {
    const chosen: Array<Evidence & { key: string }> = [];
    for (const candidate of [...this.candidates].sort((a, b) => b.strength - a.strength || a.order - b.order)) {
      const key = wordsOf(candidate.text);
      if (chosen.some((each) => each.key.includes(key) || key.includes(each.key))) continue;
      chosen.push({ page: candidate.page, text: candidate.text, key });
      if (chosen.length === MAX_EVIDENCE) break;
    }
    return chosen.map(({ page, text }) => ({ page, text }));
  }
}

/** A quote's words, lower-cased and single-spaced, for telling repeats apart. */
function wordsOf(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** Quotation marks of any language; straight ones count as both opening and closing. */
const MARKS = /["“”„«»]/g;

/**
 * A quote with an odd quotation mark at its edge, the one left of a pair the page split
 * or a data block's escaped copy ('"Alle Befragungen sind ... konform.'), shows the claim
 * without it: the mark is no word of the claim.
 */
function withoutStrayMark(quote: string): string {
  if ((quote.match(MARKS) ?? []).length % 2 === 0) return quote;
  if (/^["“„«]/.test(quote)) return quote.slice(1).trimStart();
  if (/["”“»]$/.test(quote)) return quote.slice(0, -1).trimEnd();
  return quote;
}
