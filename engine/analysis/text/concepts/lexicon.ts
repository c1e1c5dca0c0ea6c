import { phrase } from '../phrases.ts';

/**
 * Concept recognisers read copy in these languages. Each concept keeps its words in a
 * table keyed by language, so that a language is added as a lexicon: one more key.
 */
export type ConceptLanguage = 'en' | 'de' | 'fr' | 'es';
export const CONCEPT_LANGUAGES: readonly ConceptLanguage[] = ['en', 'de', 'fr', 'es'];

/** Phrase alternatives (phrases.ts syntax) per language. */
export type Lexicon = Readonly<Record<ConceptLanguage, readonly string[]>>;

/** One phrase pattern for every language of a lexicon (copy does not say its language reliably, and sites mix them). */
export function lexiconPhrase(lexicon: Lexicon): RegExp {
  return phrase(...CONCEPT_LANGUAGES.flatMap((language) => lexicon[language]));
}
