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
    const quote = text.trim();
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
