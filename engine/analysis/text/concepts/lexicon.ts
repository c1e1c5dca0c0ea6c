import { phrase } from '../phrases.ts';

/**
 * Lexicons of the concept recognisers: the words of one concept in each language the
 * engine reads, so that a language is added as a table row, not as a new rule. Entries
 * are phrase() alternatives (flexible spaces, \p{L} for a letter).
 */
export type ConceptLanguage = 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'nl';

/** Every concept language, the four every table must have first (the languages the engine reads, model/site-language.ts). */
export const CONCEPT_LANGUAGES: readonly ConceptLanguage[] = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl'];

/** A concept table: one row per language, en/de/fr/es required, pt/it/nl added when a concept has their words. */
export type LanguageTable<Row> = Readonly<Record<'en' | 'de' | 'fr' | 'es', Row>> & Readonly<Partial<Record<'pt' | 'it' | 'nl', Row>>>;

export type Lexicon = LanguageTable<readonly string[]>;

/** A table's rows in CONCEPT_LANGUAGES order (a language without a row adds nothing): for tables of values, such as number words. */
export function rowsOf<Row>(table: LanguageTable<Row>): Row[] {
  return CONCEPT_LANGUAGES.flatMap((language) => (table[language] === undefined ? [] : [table[language]!]));
}

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
