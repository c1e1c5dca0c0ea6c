import { wordTree } from './word-tree.ts';

/**
 * Durations as SaaS copy writes them: "14-day", "two weeks", "a month",
 * "vierzehn Tage", "14-tägige", "deux semaines", "30 días".
 */
const NUMBER_WORDS: Record<string, number> = {
  // English
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  'twenty-one': 21,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
  // "the first month": one month
  first: 1,
  // German
  ein: 1,
  eine: 1,
  einen: 1,
  einem: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwölf: 12,
  vierzehn: 14,
  fünfzehn: 15,
  einundzwanzig: 21,
  dreißig: 30,
  sechzig: 60,
  neunzig: 90,
  ersten: 1,
  // French
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
  quatorze: 14,
  quinze: 15,
  vingt: 20,
  'vingt et un': 21,
  trente: 30,
  soixante: 60,
  premier: 1,
  // Spanish
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  catorce: 14,
  quince: 15,
  veinte: 20,
  veintiún: 21,
  veintiuno: 21,
  treinta: 30,
  sesenta: 60,
  noventa: 90,
  primer: 1,
};

const UNITS: Array<[RegExp, number]> = [
  [/^(?:days?|tage?n?|tägig\p{L}*|jours?|días?|dias?)$/iu, 1],
  [/^(?:weeks?|wochen?|wöchig\p{L}*|semaines?|semanas?)$/iu, 7],
  [/^(?:months?|monate?n?|monats?|monatig\p{L}*|mois|mes|meses)$/iu, 30],
];

/** Digits or a number word (word-tree.ts: the words' flat alternation, longest first, read letter by letter; a space any run of whitespace). */
const NUMBER_SOURCE = `\\d{1,3}|${wordTree(Object.keys(NUMBER_WORDS), { space: '\\s+', hyphen: '-', apostrophe: "'" })}`;
const UNIT_SOURCE =
  'days?|tage?n?|tägig\\p{L}*|jours?|días?|dias?|weeks?|wochen?|wöchig\\p{L}*|semaines?|semanas?|months?|monate?n?|monats?|monatig\\p{L}*|mois|mes|meses';

/** "les 14 premiers jours": French puts the ordinal between the number and the unit. */
const ORDINAL_SOURCE = '(?:premiers|premières|derniers)\\s+';

/** A duration with no capture groups, to embed in phrase patterns. */
export const DURATION_SOURCE = `(?:${NUMBER_SOURCE})[\\s-]?(?:${ORDINAL_SOURCE})?(?:${UNIT_SOURCE})`;

/** A number (digits or a word) and a unit, joined by space, hyphen or nothing ("vierzehntägige"). */
export const DURATION = new RegExp(`(?<![\\p{L}\\p{N}])(${NUMBER_SOURCE})[\\s-]?(?:${ORDINAL_SOURCE})?(${UNIT_SOURCE})(?![\\p{L}])`, 'giu');

export interface Duration {
  days: number;
  index: number;
  text: string;
}

/** "30d" is a length of days only where a trial follows ("Private repos: 30d trial"); elsewhere it may be anything. */
const SHORT_DAYS = /(?<![\p{L}\p{N}])(\d{1,3})d(?=[\s-]+(?:free[\s-]+)?trial)/giu;

/** Every duration in a text, in days, in the order written. */
export function durationsIn(text: string): Duration[] {
  const found: Duration[] = [];
  if (/\dd/i.test(text)) for (const match of text.matchAll(SHORT_DAYS)) found.push({ days: Number(match[1]), index: match.index, text: match[0] });
  for (const match of text.matchAll(DURATION)) {
    const [whole, amount = '', unit = ''] = match;
    const count = /^\d+$/.test(amount) ? Number(amount) : NUMBER_WORDS[amount.toLowerCase().replace(/\s+/g, ' ')];
    const factor = UNITS.find(([pattern]) => pattern.test(unit))?.[1];
    if (!count || !factor) continue;
    found.push({ days: count * factor, index: match.index, text: whole });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** "10,000 requests a month", "$12 a week": "a" after a count or a price makes a rate, not a length of time. */
const RATE_BEFORE = /(?:\d|[\p{L}]s|[$€£%])\s+$/u;

/** The durations of a text that are lengths of time, leaving out rates ("requests a month"). */
export function lengthsIn(text: string): Duration[] {
  return durationsIn(text).filter(
    (duration) => !(/^an?\s/i.test(duration.text) && RATE_BEFORE.test(text.slice(Math.max(0, duration.index - 20), duration.index))),
  );
}
