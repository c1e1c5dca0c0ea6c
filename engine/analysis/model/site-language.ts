import type { SiteModel } from './site-model.ts';

/**
 * Which language a site is written in (issue #32 item 8), so that a language the engine
 * has no words for is "not checked", never "missing". The visible text decides, counted by
 * function words and by script; the home page's lang attribute decides when there is too
 * little text to count (a theme's forgotten lang="en" does not outvote a German page).
 */

/** The languages the detectors have recognisers (words) for. */
export const READ_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type ReadLanguage = (typeof READ_LANGUAGES)[number];

/** Languages told apart by their function words: the read ones and neighbours a Latin-script site is often written in. */
const WORDED_LANGUAGES = [...READ_LANGUAGES, 'pt', 'it', 'nl'] as const;
type WordedLanguage = (typeof WORDED_LANGUAGES)[number];

/**
 * Short words each language uses in almost every sentence and the others do not: a word
 * two of them share ("de", "la", "en", "que", "para", "com"/"con", "ou", "una") is left out.
 */
const FUNCTION_WORDS: Readonly<Record<WordedLanguage, readonly string[]>> = {
  en: 'the and with your you our for to of is are this that from how what we it can more all without get'.split(' '),
  de: 'und der die das für mit ihre ihr sie wir ist sind den dem nicht auf eine einen zu von auch oder mehr ohne bei jetzt ihren unsere'.split(' '),
  fr: 'le les des et pour avec vous votre vos nous est une du sur dans pas ce qui au aux sans plus notre'.split(' '),
  es: 'el los las y su sus tu tus más sin lo nuestro nuestra nuestros también'.split(' '),
  pt: 'não você seu sua seus suas com uma os ao dos das nosso nossa nossos mais sem em é pelo pela'.split(' '),
  it: 'il della delle degli dei che sono più senza anche nostro nostri tuo tuoi gli alla nel nella questo ogni'.split(' '),
  nl: 'het een van voor met niet zijn wij jouw uw ook naar wordt deze onze meer zonder bij'.split(' '),
};

const LANGUAGE_OF_WORD = new Map<string, WordedLanguage>();
for (const language of WORDED_LANGUAGES) for (const word of FUNCTION_WORDS[language]) LANGUAGE_OF_WORD.set(word, language);

/** Scripts that are not Latin (ranges of code units), each with the language a page in it is most likely written in when nothing says otherwise. */
const SCRIPTS: readonly { from: number; to: number; language: string }[] = [
  { from: 0x3040, to: 0x30ff, language: 'ja' },
  { from: 0xac00, to: 0xd7af, language: 'ko' },
  { from: 0x4e00, to: 0x9fff, language: 'zh' },
  { from: 0x0400, to: 0x04ff, language: 'ru' },
  { from: 0x0370, to: 0x03ff, language: 'el' },
  { from: 0x0600, to: 0x06ff, language: 'ar' },
  { from: 0x0590, to: 0x05ff, language: 'he' },
  { from: 0x0e00, to: 0x0e7f, language: 'th' },
  { from: 0x0900, to: 0x097f, language: 'hi' },
];
/** A Latin letter, case folded as Unicode folds it (the Kelvin sign is a "k"): asked of this once per code unit outside ASCII and Latin-1/Extended. */
const LATIN_LETTER = /^[a-z\u00c0-\u024f]$/iu;
const latinKnown = new Map<number, boolean>();

function isLatinLetter(code: number): boolean {
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
  if (code >= 0xc0 && code <= 0x24f) return true;
  let latin = latinKnown.get(code);
  if (latin === undefined) {
    latin = LATIN_LETTER.test(String.fromCharCode(code));
    latinKnown.set(code, latin);
  }
  return latin;
}

/**
 * The text outvotes the lang attribute when it holds at least this many function words and
 * its likeliest language has several times the declared one's (a German page in a theme
 * that kept lang="en"); a few borrowed English words do not.
 */
const OUTVOTING_WORDS = 12;
const OUTVOTING_FACTOR = 3;
/** Text read per page, and in all: the first screens say which language a site speaks. */
const MAX_TEXT_PER_PAGE = 3_000;
const MAX_TEXT = 10_000;
const NOT_A_LETTER = /[^a-z\u00c0-\u024f]+/;

export interface SiteLanguage {
  /** ISO 639-1 code ("pt"), lower case. */
  code: string;
  /** The language's English name ("Portuguese"). */
  name: string;
  /** The detectors have words for it. */
  read: boolean;
}

/** Function words of each language in a text. */
function languageCounts(text: string): Record<WordedLanguage, number> {
  const counts = Object.fromEntries(WORDED_LANGUAGES.map((language) => [language, 0])) as Record<WordedLanguage, number>;
  for (const word of text.toLowerCase().split(NOT_A_LETTER)) {
    const language = LANGUAGE_OF_WORD.get(word);
    if (language) counts[language] += 1;
  }
  return counts;
}

/** The language whose function words a text uses most (English on a tie or none). */
function likeliest(counts: Record<WordedLanguage, number>): WordedLanguage {
  return WORDED_LANGUAGES.reduce((best, language) => (counts[language] > counts[best] ? language : best), 'en' as WordedLanguage);
}

/** `<html lang="pt-BR">` -> "pt". */
export function declaredLanguageCode(html: string): string | undefined {
  const tag = /<html\b[^>]*>/i.exec(html.slice(0, 5000))?.[0] ?? '';
  return /\blang\s*=\s*["']?([a-z]{2,3})(?![a-z])/i.exec(tag)?.[1]?.toLowerCase();
}

/** The script most of the letters are in, when it is not Latin. */
function nonLatinScript(text: string): string | undefined {
  // Counted by code unit in one pass (matching each letter made an array of the whole text's letters); the ranges are all below the surrogates.
  let latin = 0;
  const letters = SCRIPTS.map(() => 0);
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (isLatinLetter(code)) latin += 1;
    else if (code >= 0x370) {
      const script = SCRIPTS.findIndex(({ from, to }) => code >= from && code <= to);
      if (script !== -1) letters[script]! += 1;
    }
  }
  let best = -1;
  for (let which = 0; which < SCRIPTS.length; which += 1) if (letters[which]! > (best === -1 ? 0 : letters[best]!)) best = which;
  return best !== -1 && letters[best]! > latin ? SCRIPTS[best]!.language : undefined;
}

const DISPLAY_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });
/** Descriptions by code: asking Intl for a name cost more than the rest of the detection. */
const described = new Map<string, SiteLanguage>();

function describe(code: string): SiteLanguage {
  const known = described.get(code);
  if (known) return known;
  let name = code;
  try {
    name = DISPLAY_NAMES.of(code) ?? code;
  } catch {
    name = code;
  }
  const language: SiteLanguage = Object.freeze({ code, name, read: (READ_LANGUAGES as readonly string[]).includes(code) });
  described.set(code, language);
  return language;
}

/** The visible text of the site's first pages, home first (meta tags and data blobs left out). */
function visibleText(site: SiteModel): string {
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
  return text;
}

/**
 * The site's language. With nothing to go on (no text, no lang attribute) it is taken to
 * be English, which the engine reads: a guess never turns a signal into "not checked".
 */
export function siteLanguageOf(site: SiteModel, homeHtml: string): SiteLanguage {
  // The analysis and its advice both ask, of the same home page.
  const asked = site.memo('site-language', () => ({ html: undefined as string | undefined, language: undefined as SiteLanguage | undefined }));
  if (asked.language === undefined || asked.html !== homeHtml) asked.language = languageOf(site, homeHtml);
  asked.html = homeHtml;
  return asked.language;
}

function languageOf(site: SiteModel, homeHtml: string): SiteLanguage {
  const text = visibleText(site);
  const declared = declaredLanguageCode(homeHtml);
  const script = nonLatinScript(text);
  // A page in Cyrillic says which language it is by its lang attribute ("uk"), unless the attribute names a Latin-script language (a theme's default).
  if (script) return describe(declared && !(WORDED_LANGUAGES as readonly string[]).includes(declared) ? declared : script);
  const counts = languageCounts(text);
  const best = likeliest(counts);
  if (!declared || declared === best) return describe(best);
  const declaredCount = (WORDED_LANGUAGES as readonly string[]).includes(declared) ? counts[declared as WordedLanguage] : 0;
  const outvoted = counts[best] >= OUTVOTING_WORDS && counts[best] >= OUTVOTING_FACTOR * declaredCount;
  return describe(outvoted ? best : declared);
}
