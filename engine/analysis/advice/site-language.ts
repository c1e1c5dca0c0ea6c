import type { SiteModel } from '../model/site-model.ts';
import type { FetchedPage } from '../page.ts';

/** The languages example copy is written in; everything else gets English. */
export const COPY_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type CopyLanguage = (typeof COPY_LANGUAGES)[number];

/**
 * Short words each language uses in almost every sentence and the others do not
 * (words two of them share, like "la", "en", "de", "que" or "es", are left out).
 */
const FUNCTION_WORDS: Readonly<Record<CopyLanguage, readonly string[]>> = {
  en: 'the and with your you our for to of is are this that from how what we it can more all without get'.split(' '),
  de: 'und der die das für mit ihre ihr sie wir ist sind den dem nicht auf eine einen zu von auch oder mehr ohne bei jetzt ihren unsere'.split(' '),
  fr: 'le les des et pour avec vous votre vos nous est une du sur dans pas ce qui au aux sans plus ou notre nos'.split(' '),
  es: 'el los las y para con su sus tu tus una del por más sin al o lo nuestro nuestra como nuestros'.split(' '),
};

const LANGUAGE_OF_WORD = new Map<string, CopyLanguage>();
for (const language of COPY_LANGUAGES) for (const word of FUNCTION_WORDS[language]) LANGUAGE_OF_WORD.set(word, language);

/** Enough function words to trust the text over the markup's lang attribute. */
const TRUSTED_TEXT_WORDS = 30;
/** Text read per page, and in all: the first screens say which language a site speaks (a few hundred function words). */
const MAX_TEXT_PER_PAGE = 3_000;
const MAX_TEXT = 10_000;
/** Anything but the letters of the four languages separates words (phrases.ts reads the same letters). */
const NOT_A_LETTER = /[^a-z\u00c0-\u024f]+/;

/** Function words of each language in a text. */
export function languageCounts(text: string): Record<CopyLanguage, number> {
  const counts: Record<CopyLanguage, number> = { en: 0, de: 0, fr: 0, es: 0 };
  for (const word of text.toLowerCase().split(NOT_A_LETTER)) {
    const language = LANGUAGE_OF_WORD.get(word);
    if (language) counts[language] += 1;
  }
  return counts;
}

/** The language whose function words a text uses most (English on a tie or none). */
export function likeliestLanguage(counts: Record<CopyLanguage, number>): CopyLanguage {
  return COPY_LANGUAGES.reduce((best, language) => (counts[language] > counts[best] ? language : best), 'en' as CopyLanguage);
}

/** `<html lang="de-CH">` -> "de", when it names one of the copy languages. */
export function declaredLanguage(html: string): CopyLanguage | undefined {
  const tag = /<html\b[^>]*>/i.exec(html.slice(0, 5000))?.[0] ?? '';
  const code = /\blang\s*=\s*["']?([a-z]{2})/i.exec(tag)?.[1]?.toLowerCase();
  return COPY_LANGUAGES.find((language) => language === code);
}

/**
 * The site's language: what its visible text is written in, counted by function words
 * over the pages read (meta tags and data blobs left out); the home page's lang
 * attribute decides when there is too little text to count, and sites that forget to
 * change the theme's lang="en" are read by their words.
 */
export function siteLanguageOf(site: SiteModel, fetched: readonly FetchedPage[]): CopyLanguage {
  // Home page first (site.readable's order), until enough text is read.
  let text = '';
  for (const page of site.readable) {
    let pageText = '';
    for (const block of page.blocks) {
      if (block.region === 'data' || block.region === 'meta') continue;
      pageText += `${block.text}\n`;
      if (pageText.length >= MAX_TEXT_PER_PAGE) break;
    }
    text += pageText.slice(0, MAX_TEXT_PER_PAGE);
    if (text.length >= MAX_TEXT) break;
  }
  const counts = languageCounts(text);
  const home = fetched.find((page) => page.url === site.home?.url) ?? fetched[0];
  const declared = home ? declaredLanguage(home.html) : undefined;
  const total = counts.en + counts.de + counts.fr + counts.es;
  if (declared && total < TRUSTED_TEXT_WORDS) return declared;
  return likeliestLanguage(counts);
}
