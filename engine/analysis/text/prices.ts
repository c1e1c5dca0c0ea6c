/**
 * Prices as pricing pages write them: "$49", "US$ 49", "49 €", "€49/mo", "£29",
 * "1.299,00 kr", "CHF 29.–", "49 USD", "12 per seat". Figures like "$2M raised" or
 * "$10k saved" are amounts but not prices.
 */
const AMOUNT = '\\d{1,3}(?:[.,\\s]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?';
const SYMBOL_BEFORE = 'US\\$|A\\$|C\\$|R\\$|NZ\\$|\\$|€|£|¥|₹|CHF|USD|EUR|GBP|SEK|NOK|DKK|kr\\.?';
const SYMBOL_AFTER = '€|\\$|£|kr|zł|CHF|USD|EUR|GBP|SEK|NOK|DKK|euros?|dollars?';
/** "$2M", "€5 million", "$10k": funding, savings and volumes, not prices. */
const MAGNITUDE_AFTER = /^\s?(?:[kmb]\b|bn\b|million|billion|mio|mrd|millones|millions|milliards?)/i;

// Not a Unicode pattern and no lookbehind: V8 scans this one several times faster so.
// The word boundary before a price is checked in pricesIn instead.
const PRICE = new RegExp(
  `(?:${SYMBOL_BEFORE})\\s?(${AMOUNT})|(${AMOUNT})\\s?(?:${SYMBOL_AFTER})(?![A-Za-z\\u00C0-\\u024F])|(${AMOUNT})\\s?(?:per|/|pro|par|por)\\s?(?:seat|user|member|editor|nutzer|benutzer|utilisateur|usuario)`,
  'gi',
);
const LETTER_OR_DIGIT_BEFORE = /[A-Za-z0-9\u00C0-\u024F]$/;

/** Words after a price that say it is one: a billing period or a unit. */
export const PRICE_PERIOD =
  /^[\s\S]{0,30}?(?:\/\s?(?:mo|month|yr|year|user|seat|monat|jahr|mois|an|mes|año)|per (?:month|year|user|seat|editor|member)|a month|monthly|annually|billed|pro (?:monat|jahr|nutzer|benutzer)|im monat|monatlich|jährlich|par (?:mois|an|utilisateur)|mensuel|al mes|por (?:mes|año|usuario)|mensual|excl|zzgl|\+ ?vat|\bht\b)/iu;

export interface PriceMatch {
  amount: number;
  index: number;
  text: string;
  /** A billing period or unit follows within a few words. */
  periodic: boolean;
}

/** "1.299,00" and "1,299.00" are both 1299; "49,99" is 49.99. */
export function readAmount(written: string): number {
  const compact = written.replace(/\s/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  return Number(`${whole}${decimal ? `.${decimal[1]}` : ''}`);
}

export function pricesIn(text: string): PriceMatch[] {
  const found: PriceMatch[] = [];
  for (const match of text.matchAll(PRICE)) {
    if (LETTER_OR_DIGIT_BEFORE.test(text.slice(Math.max(0, match.index - 1), match.index))) continue;
    const written = match[1] ?? match[2] ?? match[3] ?? '';
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
    // "$0.0000330" is a usage rate read only to its cents; "$2M" is no price either.
    if (MAGNITUDE_AFTER.test(after) || /^\d/.test(after)) continue;
    const amount = readAmount(written);
    if (!Number.isFinite(amount)) continue;
    found.push({ amount, index: match.index, text: match[0].trim(), periodic: match[3] !== undefined || PRICE_PERIOD.test(after) });
  }
  return found;
}

/** Class names or an id that say a section holds plans: "pricing", "plans", "pricing-table", "tarifs", "preise". */
export const PLANS_SECTION = /(?:^|[\s_-])(?:pricing|prices|plans?|tarifs?|preise|precios|planes|offres|forfaits|abonnements?)(?:$|[\s_-])/i;
