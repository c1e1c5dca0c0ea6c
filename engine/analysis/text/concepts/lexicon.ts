import { phrase } from '../phrases.ts';

/**
 * Lexicons of the concept recognisers: the words of one concept in each language the
 * engine reads, so that a language is added as a table row, not as a new rule. Entries
 * are phrase() alternatives (flexible spaces, \p{L} for a letter).
 */
export type ConceptLanguage = 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'nl';

export type Lexicon = Readonly<Record<'en' | 'de' | 'fr' | 'es', readonly string[]>> & Readonly<Partial<Record<'pt' | 'it' | 'nl', readonly string[]>>>;

/** Every entry of the lexicons, all languages together (a page's language is not known to a detector). */
export function entriesOf(...lexicons: Lexicon[]): string[] {
  return lexicons.flatMap((lexicon) => Object.values<readonly string[]>(lexicon).flat());
}

/** The lexicons as one group to embed in a larger phrase alternative: `(?:a|b|c)`. */
export function groupOf(...lexicons: Lexicon[]): string {
  return `(?:${entriesOf(...lexicons).join('|')})`;
}

/** A phrase pattern matching any entry of the lexicons, with phrase()'s letter boundaries and word pre-check. */
export function lexiconPhrase(...lexicons: Lexicon[]): RegExp {
  return phrase(...entriesOf(...lexicons));
}

/** The same pattern anchored to the whole text: a label that is the concept and nothing else. */
export function wholeLabel(...lexicons: Lexicon[]): RegExp {
  return phrase(`^\\s*${groupOf(...lexicons)}\\s*$`);
}
