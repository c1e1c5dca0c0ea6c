import { LETTER } from '../phrases.ts';
import { allMatches } from '../search.ts';
import { firstWord, matchesAtStarts, startWords, type StartWordGroup } from '../word-starts.ts';
import { rowsOf, type LanguageTable } from './lexicon.ts';
import { wordTree } from '../word-tree.ts';

/**
 * Numbers as copy writes them: digits with any thousands separator ("10,000",
 * "4.000.000", "3 500" with a space, a narrow or a no-break space, "10'000"),
 * decimals, multipliers ("50k", "2M", "1,5 Mio.", "3 millones"), number words in four
 * languages ("twenty thousand", "zwölftausend", "quatre mille", "doscientos"), word
 * quantities ("hundreds of", "Tausende", "des milliers de", "miles de", "a dozen",
 * "une vingtaine de"), and the bound a qualifier or a "+" puts on them ("over",
 * "mehr als", "plus de", "más de", "10,000+"; "up to", "bis zu", "jusqu'à", "hasta").
 */

const UNITS = {
  en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  de: ['eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'],
  fr: ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
  es: ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
} as const;
const TEENS = {
  en: ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
  de: ['zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'],
  fr: ['dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'],
  es: ['diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve'],
} as const;
/** Twenty to ninety (French seventy to ninety-nine are written out below). */
const TENS = {
  en: ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
  de: ['zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'],
  fr: ['vingt', 'trente', 'quarante', 'cinquante', 'soixante'],
  es: ['veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'],
} as const;

/** One to ninety-nine, written as one word or one hyphenated compound, per language. */
function cardinals(language: keyof typeof UNITS): Record<string, number> {
  const words: Record<string, number> = {};
  UNITS[language].forEach((word, at) => (words[word] = at + 1));
  TEENS[language].forEach((word, at) => (words[word] = at + 10));
  TENS[language].forEach((ten, at) => {
    const value = (at + 2) * 10;
    words[ten] = value;
    UNITS[language].forEach((unit, unitAt) => {
      const one = unitAt + 1;
      if (language === 'en') words[`${ten}-${unit}`] = value + one;
      if (language === 'de') words[`${one === 1 ? 'ein' : unit}und${ten}`] = value + one;
      if (language === 'fr') words[one === 1 ? `${ten} et un` : `${ten}-${unit}`] = value + one;
      if (language === 'es')
        words[
          value === 20 ? `veinti${one === 1 ? 'uno' : unit === 'dos' ? 'dós' : unit === 'tres' ? 'trés' : unit === 'seis' ? 'séis' : unit}` : `${ten} y ${unit}`
        ] = value + one;
    });
  });
  if (language === 'de') words['dreissig'] = 30;
  if (language === 'fr') {
    // Seventy is sixty-ten, eighty four-twenties, ninety four-twenties-ten.
    words['soixante-dix'] = 70;
    words['soixante et onze'] = 71;
    words['quatre-vingts'] = 80;
    words['quatre-vingt'] = 80;
    words['quatre-vingt-dix'] = 90;
    TEENS.fr.slice(2).forEach((teen, at) => (words[`soixante-${teen}`] = 72 + at));
    UNITS.fr.forEach((unit, at) => (words[`quatre-vingt-${unit}`] = 81 + at));
    TEENS.fr.slice(1).forEach((teen, at) => (words[`quatre-vingt-${teen}`] = 91 + at));
  }
  if (language === 'es') {
    for (const [word, value] of Object.entries({ veintiún: 21, veintidos: 22, veintitres: 23, veintiseis: 26, cien: 100, ciento: 100 })) words[word] = value;
    ['dosc', 'tresc', 'cuatroc', 'quin', 'seisc', 'setec', 'ochoc', 'novec'].forEach((stem, at) => {
      words[`${stem}ientos`] = (at + 2) * 100;
      words[`${stem}ientas`] = (at + 2) * 100;
    });
  }
  return words;
}

/**
 * Cardinal words as copy writes them alone (one to ninety-nine in each language, and
 * Spanish hundreds): the one table of number words, for counts, time spans and trial
 * lengths alike.
 */
export const NUMBER_WORDS: LanguageTable<Readonly<Record<string, number>>> = {
  en: cardinals('en'),
  de: cardinals('de'),
  fr: cardinals('fr'),
  es: cardinals('es'),
};

/** Articles that stand for one before a unit or a scale: "a day", "eine Million", "un millón". */
export const ONE_WORDS: LanguageTable<readonly string[]> = {
  en: ['a', 'an', 'a single'],
  de: ['ein', 'eine', 'einen', 'einem', 'einer'],
  fr: ['un', 'une'],
  es: ['un', 'una', 'uno'],
};

/** Words that multiply what stands before them ("two hundred", "drei Millionen", "deux mille", "dos mil"). */
const SCALES: LanguageTable<Readonly<Record<string, number>>> = {
  en: { hundred: 100, thousand: 1e3, million: 1e6, millions: 1e6, billion: 1e9, billions: 1e9, dozen: 12 },
  de: { hundert: 100, tausend: 1e3, million: 1e6, millionen: 1e6, milliarde: 1e9, milliarden: 1e9, dutzend: 12 },
  fr: { cent: 100, cents: 100, mille: 1e3, million: 1e6, millions: 1e6, milliard: 1e9, milliards: 1e9 },
  es: { mil: 1e3, millón: 1e6, millon: 1e6, millones: 1e6, 'mil millones': 1e9 },
};

/**
 * Quantities in words, said as an order of magnitude ("hundreds of companies"): the
 * value is that order. Written without their "of" / "von" / "de", which the pattern
 * allows after them.
 */
const WORD_QUANTITIES: LanguageTable<Readonly<Record<string, number>>> = {
  en: {
    dozens: 24,
    scores: 40,
    hundreds: 100,
    'several hundred': 100,
    'a few hundred': 100,
    thousands: 1e3,
    'several thousand': 1e3,
    'a few thousand': 1e3,
    'tens of thousands': 1e4,
    'hundreds of thousands': 1e5,
    'half a million': 5e5,
    millions: 1e6,
    'several million': 1e6,
    'tens of millions': 1e7,
    'hundreds of millions': 1e8,
    billions: 1e9,
  },
  de: {
    dutzende: 24,
    hunderte: 100,
    hunderten: 100,
    'mehrere hundert': 100,
    'einige hundert': 100,
    tausende: 1e3,
    tausenden: 1e3,
    'mehrere tausend': 1e3,
    'einige tausend': 1e3,
    'ein paar tausend': 1e3,
    zehntausende: 1e4,
    zehntausenden: 1e4,
    hunderttausende: 1e5,
    hunderttausenden: 1e5,
    'eine halbe million': 5e5,
    'einer halben million': 5e5,
    millionen: 1e6,
    milliarden: 1e9,
  },
  fr: {
    'des dizaines': 10,
    'une dizaine': 10,
    'une douzaine': 12,
    'une quinzaine': 15,
    'une vingtaine': 20,
    'une trentaine': 30,
    'une quarantaine': 40,
    'une cinquantaine': 50,
    'une soixantaine': 60,
    'une centaine': 100,
    'des centaines': 100,
    'plusieurs centaines': 100,
    'un millier': 1e3,
    'des milliers': 1e3,
    'plusieurs milliers': 1e3,
    'quelques milliers': 1e3,
    'des dizaines de milliers': 1e4,
    'des centaines de milliers': 1e5,
    'un demi-million': 5e5,
    'des millions': 1e6,
    'plusieurs millions': 1e6,
    'des dizaines de millions': 1e7,
  },
  es: {
    decenas: 10,
    'una docena': 12,
    docenas: 24,
    'una veintena': 20,
    'una treintena': 30,
    'un centenar': 100,
    cientos: 100,
    centenares: 100,
    'varios cientos': 100,
    'un millar': 1e3,
    miles: 1e3,
    'varios miles': 1e3,
    'decenas de miles': 1e4,
    'cientos de miles': 1e5,
    'medio millón': 5e5,
    millones: 1e6,
    'decenas de millones': 1e7,
  },
};

export type Bound = 'atLeast' | 'about' | 'atMost';

/** Words before a number that bound it. */
const QUALIFIERS: LanguageTable<Readonly<Record<string, Bound>>> = {
  en: {
    over: 'atLeast',
    'more than': 'atLeast',
    'upwards of': 'atLeast',
    'in excess of': 'atLeast',
    'at least': 'atLeast',
    above: 'atLeast',
    about: 'about',
    around: 'about',
    roughly: 'about',
    approximately: 'about',
    nearly: 'about',
    almost: 'about',
    'close to': 'about',
    'up to': 'atMost',
    max: 'atMost',
    'max.': 'atMost',
    maximum: 'atMost',
    'no more than': 'atMost',
    'limited to': 'atMost',
  },
  de: {
    über: 'atLeast',
    'mehr als': 'atLeast',
    'weit über': 'atLeast',
    mindestens: 'atLeast',
    rund: 'about',
    etwa: 'about',
    'ca.': 'about',
    circa: 'about',
    fast: 'about',
    knapp: 'about',
    beinahe: 'about',
    'bis zu': 'atMost',
    höchstens: 'atMost',
    maximal: 'atMost',
    'max.': 'atMost',
  },
  fr: {
    'plus de': 'atLeast',
    "plus d'": 'atLeast',
    'plus d’': 'atLeast',
    '+ de': 'atLeast',
    '+ d’': 'atLeast',
    "+ d'": 'atLeast',
    'au moins': 'atLeast',
    'près de': 'about',
    environ: 'about',
    presque: 'about',
    "jusqu'à": 'atMost',
    'jusqu’à': 'atMost',
    'au maximum': 'atMost',
    'au plus': 'atMost',
  },
  es: {
    'más de': 'atLeast',
    'mas de': 'atLeast',
    '+ de': 'atLeast',
    'al menos': 'atLeast',
    casi: 'about',
    'cerca de': 'about',
    'alrededor de': 'about',
    aproximadamente: 'about',
    unos: 'about',
    unas: 'about',
    hasta: 'atMost',
    'como máximo': 'atMost',
  },
};

export interface Quantity {
  /** The number, or the order of magnitude a word quantity names. */
  value: number;
  /** Said as an order ("thousands of", "une vingtaine de") or hedged ("about", "rund"). */
  approximate: boolean;
  /** What a qualifier or a "+" says of it. */
  bound?: Bound;
  /** Written in words, not digits. */
  words: boolean;
  /** Followed by a percent sign or word: a share, not a count. */
  percent: boolean;
  index: number;
  end: number;
  text: string;
}

const L = LETTER;
const ALL = (table: LanguageTable<Readonly<Record<string, unknown>>>) => rowsOf(table).flatMap((row) => Object.keys(row));
/** A table's words as one alternative (word-tree.ts: the same matches as the flat alternation, longest first, read letter by letter). */
const alternation = (words: readonly string[]) => wordTree(words);

/** German numbers are written as one word: "zweihundertfünfzigtausend". */
const DE_UNIT = 'ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun';
const DE_99 = `(?:(?:${DE_UNIT})und(?:${TENS.de.join('|')}|dreissig)|${TENS.de.join('|')}|dreissig|${TEENS.de.join('|')}|eins|${DE_UNIT})`;
const DE_999 = `(?:(?:${DE_UNIT})?hundert(?:${DE_99})?|${DE_99})`;
const DE_NUMBER = `(?:(?:${DE_999})?tausend(?:${DE_999})?|${DE_999})`;
/** What a German compound number can start with ("zwei" in "zweihundertfünfzig", "hundert", "tausend"). */
const GERMAN_NUMBER_STARTS = [...DE_UNIT.split('|'), ...TENS.de, 'dreissig', ...TEENS.de, 'eins', 'hundert', 'tausend'];
/** What a part of a German compound runs on into: "zwei|hundert", "fünf|und|zwanzig", "zwölf|tausend". */
const GERMAN_NUMBER_PARTS = ['und', ...GERMAN_NUMBER_STARTS].join('|');

const CARDINAL = alternation(ALL(NUMBER_WORDS));
const SCALE = alternation(ALL(SCALES));
const ONE = alternation(rowsOf(ONE_WORDS).flat());
const NUMBER_TOKEN = `(?:${DE_NUMBER}|${CARDINAL}|${SCALE}|(?:${ONE})(?=[\\s-]+(?:${SCALE})(?![${L}])))`;
const JOINER = '(?:[\\s\\u00A0-]+(?:and|et|y|und)[\\s\\u00A0-]+|[\\s\\u00A0-]+)';
/** A run of number words: "two hundred and fifty thousand", "zwei Millionen", "deux mille cinq cents". */
const NUMBER_WORDS_SOURCE = `${NUMBER_TOKEN}(?![${L}])(?:${JOINER}${NUMBER_TOKEN}(?![${L}]))*`;

/** Digits: grouped by a separator in threes, or a plain run; a decimal part after either. */
const DIGITS = "\\d{1,3}(?:(?:[,.'’]|[ \\u00A0\\u202F\\u2009])\\d{3})+(?!\\d)(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?";
/** Multipliers written after digits: "50k", "2M", "1,5 Mio.", "3 millions", "20 mil". */
const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  tsd: 1e3,
  'tsd.': 1e3,
  thousand: 1e3,
  tausend: 1e3,
  mille: 1e3,
  mil: 1e3,
  m: 1e6,
  mio: 1e6,
  'mio.': 1e6,
  million: 1e6,
  millions: 1e6,
  millionen: 1e6,
  millón: 1e6,
  millones: 1e6,
  'mil millones': 1e9,
  b: 1e9,
  bn: 1e9,
  mrd: 1e9,
  'mrd.': 1e9,
  billion: 1e9,
  billions: 1e9,
  milliarde: 1e9,
  milliarden: 1e9,
  milliard: 1e9,
  milliards: 1e9,
};
const MULTIPLIER = `(?:${alternation(Object.keys(MULTIPLIERS).filter((word) => !word.endsWith('.')))})\\.?`;
/** A word quantity with the "of" that joins it to what it counts ("thousands of", "Tausende von", "des milliers d'"). */
const WORD_QUANTITY = `(?:${alternation(ALL(WORD_QUANTITIES))})(?:[\\s\\u00A0]+(?:of|von|de)(?![${L}])|[\\s\\u00A0]+d['’])?`;
const QUALIFIER = `(?:${alternation(ALL(QUALIFIERS))})`;

/** The quantity pattern, its parts given: groups 1-7 are the qualifier, a "+" before, a word quantity, digits, a multiplier, number words, a "+" after. */
function quantitySource(qualifier: string, plusBefore: string, wordQuantity: string, numberWords: string): string {
  return (
    `(?<![${L}\\d])(?<!\\d[.,])(?:(${qualifier})[\\s\\u00A0]*)?(${plusBefore})?` +
    `(?:(${wordQuantity})(?!(?<=[^'’])[${L}])|(${DIGITS})(?:[\\s\\u00A0]?(${MULTIPLIER})(?![${L}]))?(?![${L}\\d])|(${numberWords}))` +
    `([\\s\\u00A0]?\\+)?`
  );
}

const QUANTITY = new RegExp(quantitySource(QUALIFIER, '\\+[\\s\\u00A0]?', WORD_QUANTITY, NUMBER_WORDS_SOURCE), 'gi');
const QUANTITY_AT = new RegExp(QUANTITY.source, 'iy');
/**
 * The same pattern for a start at a digit, where only its digits can match: every
 * qualifier, word quantity and number word starts with a letter or a "+" (checked
 * below), so they are left out (as groups that never match, keeping the group numbers)
 * rather than tried in vain at every number of a page.
 */
const NEVER = '(?!)';
const QUANTITY_AT_DIGIT = new RegExp(quantitySource(NEVER, NEVER, NEVER, NEVER), 'iy');
for (const entry of [...ALL(QUALIFIERS), ...ALL(WORD_QUANTITIES), ...ALL(NUMBER_WORDS), ...ALL(SCALES), ...rowsOf(ONE_WORDS).flat(), ...GERMAN_NUMBER_STARTS]) {
  if (/^\d/.test(entry)) throw new Error(`"${entry}" starts with a digit: QUANTITY_AT_DIGIT would miss it`);
}
/** Where a quantity may start: a qualifier (which may run into its number: "über100"), a German compound's first part, or a number or quantity word. */
const QUANTITY_STARTS = startWords([
  // "über100", "overten": a qualifier runs on into its number with no space (the finder asks for the number's first word only: it stays small).
  {
    entries: ALL(QUALIFIERS),
    prefix: [
      ...new Set([...ALL(WORD_QUANTITIES), ...ALL(NUMBER_WORDS), ...ALL(SCALES), ...rowsOf(ONE_WORDS).flat(), ...GERMAN_NUMBER_STARTS].map(firstWord)),
    ].join('|'),
  },
  ...numberWordStarts(),
  { entries: ALL(SCALES), prefix: false },
  // "a" or "eine" counts only before a scale: "a thousand", "eine Million".
  {
    entries: rowsOf(ONE_WORDS)
      .flat()
      .flatMap((one) => ALL(SCALES).map((scale) => `${one} ${scale}`)),
    prefix: false,
  },
  { entries: ALL(WORD_QUANTITIES), prefix: false },
]);

const PERCENT_AFTER = /^[\s\u00A0]*(?:%|percent\b|per cent\b|prozent|pour ?cent|por ?ciento)/i;

const lookups = {
  cardinal: new Map(rowsOf(NUMBER_WORDS).flatMap((row) => Object.entries(row))),
  scale: new Map(rowsOf(SCALES).flatMap((row) => Object.entries(row))),
  one: new Set(rowsOf(ONE_WORDS).flat()),
  wordQuantity: new Map(rowsOf(WORD_QUANTITIES).flatMap((row) => Object.entries(row))),
  qualifier: new Map(rowsOf(QUALIFIERS).flatMap((row) => Object.entries(row))),
};

const normalise = (words: string) =>
  words
    .toLowerCase()
    .replace(/[\s\u00A0]+/g, ' ')
    .replace(/’/g, "'");

/** "zweihundertfünfzig" -> 250; undefined when the word is no German number. */
function germanNumber(word: string): number | undefined {
  const thousand = word.indexOf('tausend');
  if (thousand !== -1) {
    const before = thousand === 0 ? 1 : germanNumber(word.slice(0, thousand));
    const after = word.length === thousand + 7 ? 0 : germanNumber(word.slice(thousand + 7));
    return before === undefined || after === undefined ? undefined : before * 1000 + after;
  }
  const hundred = word.indexOf('hundert');
  if (hundred !== -1) {
    const before = hundred === 0 ? 1 : germanNumber(word.slice(0, hundred));
    const after = word.length === hundred + 7 ? 0 : germanNumber(word.slice(hundred + 7));
    return before === undefined || after === undefined ? undefined : before * 100 + after;
  }
  if (word === 'ein') return 1;
  return NUMBER_WORDS.de[word];
}

/** One number word of a run, longest first, so that "vingt et un" and "mil millones" stay whole. */
const NUMBER_WORD_TOKEN = new RegExp(`(?:${CARDINAL}|${SCALE}|${DE_NUMBER}|${ONE})(?![${L}])|and|et|y|und`, 'gi');

/** The value of a run of number words ("two hundred and fifty", "deux mille cinq cents"), or undefined. */
export function numberWordsValue(words: string): number | undefined {
  const text = normalise(words);
  const single = lookups.cardinal.get(text) ?? germanNumber(text);
  if (single !== undefined) return single;
  let total = 0;
  let current = 0;
  let any = false;
  // allMatches, not matchAll: matchAll copies the pattern, and a copy of this long one is compiled again after each GC.
  for (const [token] of allMatches(text, NUMBER_WORD_TOKEN)) {
    const word = normalise(token);
    if (['and', 'et', 'y', 'und'].includes(word)) continue;
    const scale = lookups.scale.get(word);
    if (scale !== undefined) {
      if (scale >= 1000) {
        total += (current || 1) * scale;
        current = 0;
      } else current = (current || 1) * scale;
      any = true;
      continue;
    }
    const value = lookups.one.has(word) ? 1 : (lookups.cardinal.get(word) ?? germanNumber(word));
    if (value === undefined) return undefined;
    current += value;
    any = true;
  }
  return any ? total + current : undefined;
}

/** "10,000" -> 10000, "1.5" -> 1.5, "4.000.000" -> 4000000, "3 500" -> 3500, "1,5" -> 1.5. */
function digitsValue(digits: string): number {
  const grouped = /^\d{1,3}(?:(?:[,.'’]|[ \u00A0\u202F\u2009])\d{3})+(?:([.,])(\d+))?$/.exec(digits);
  if (grouped) {
    const decimals = grouped[2] ? Number(`0.${grouped[2]}`) : 0;
    const whole = digits.slice(0, grouped[1] ? digits.length - grouped[2]!.length - 1 : undefined).replace(/\D/g, '');
    return Number(whole) + decimals;
  }
  return Number(digits.replace(',', '.'));
}

/** Every quantity in a text, in the order written. */
export function quantitiesIn(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (const match of matchesAtStarts(text, QUANTITY, QUANTITY_AT, QUANTITY_STARTS, QUANTITY_AT_DIGIT)) {
    const [whole, qualifier, plusBefore, wordQuantity, digits, multiplier, words, plusAfter] = match;
    let value: number | undefined;
    if (wordQuantity) value = lookups.wordQuantity.get(normalise(wordQuantity).replace(/\s+(?:of|von|de|d')$/, ''));
    else if (digits) {
      // "2 m" is two metres (or minutes); only an "M" or an attached "m" multiplies.
      if (multiplier === 'm' && /^\s/.test(whole.slice(whole.indexOf(digits) + digits.length))) continue;
      const factor = multiplier ? MULTIPLIERS[normalise(multiplier).replace(/\.$/, '')] : 1;
      if (factor === undefined) continue;
      value = digitsValue(digits) * factor;
    } else if (words) value = numberWordsValue(words);
    if (value === undefined) continue;
    const bound = plusBefore || plusAfter ? 'atLeast' : qualifier ? lookups.qualifier.get(normalise(qualifier)) : undefined;
    const end = match.index + whole.length;
    found.push({
      value,
      approximate: Boolean(wordQuantity) || bound === 'about',
      bound,
      words: !digits,
      percent: PERCENT_AFTER.test(text.slice(end, end + 12)),
      index: match.index,
      end,
      text: whole,
    });
  }
  return found;
}

/** Number words as one regex alternative (no capture groups), for patterns that embed a count ("in two minutes"). */
export const NUMBER_WORD_SOURCE = `(?:${DE_NUMBER}|${CARDINAL})`;
/**
 * Where NUMBER_WORD_SOURCE can start, for word-starts.ts: a cardinal, or the first part of
 * a German compound (which runs on into its next part). `runOn` is what the embedding
 * pattern lets follow a number word with no space ("fiveminutes"), if anything.
 */
export function numberWordStarts(runOn?: string): StartWordGroup[] {
  return [
    { entries: GERMAN_NUMBER_STARTS, prefix: runOn === undefined ? GERMAN_NUMBER_PARTS : `${GERMAN_NUMBER_PARTS}|${runOn}` },
    { entries: ALL(NUMBER_WORDS), prefix: runOn ?? false },
  ];
}

/**
 * Words of which every quantity holds one, for the word-index pre-check: digits and the
 * number words' starts (German compounds start with a unit or teen word too).
 */
export const QUANTITY_WORDS: readonly string[] = [
  ...'0123456789'.split('').map((digit) => `^${digit}`),
  ...new Set(
    [...ALL(NUMBER_WORDS), ...ALL(SCALES), ...ALL(WORD_QUANTITIES), 'einhundert', 'eintausend', 'hundert', 'tausend'].map(
      (word) =>
        `^${
          normalise(word)
            .split(/[\s'-]/)
            .sort((a, b) => b.length - a.length)[0]!
        }`,
    ),
  ),
];
