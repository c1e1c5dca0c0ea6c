import type { PageModel } from '../../model/page-model.ts';
import { matches, prefiltersEnabled } from '../phrases.ts';
import { lexiconPhrase } from './lexicon.ts';
import { blockAt } from '../search.ts';
import { clauseNear, matchesIn } from './clause.ts';

/**
 * Prices as pricing pages write them: "$49", "US$ 49", "49 €", "€49/mo", "£29",
 * "1.299,00 kr", "CHF 29.–", "49 USD", "12 per seat". An amount is a plan's price when a
 * billing period or a seat follows it, a unit of use ("per GB": a usage price), or a
 * one-time licence names it; not when its clause reads it as a saving, an outcome, a
 * volume, a limit, a salary or a grant ("customers save $4,000 a month", "process up to
 * $10,000 a month"). Figures like "$2M raised" or "$10k saved" are amounts but not prices.
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
const PRICE_AT = new RegExp(PRICE.source, 'iy');
/** A price's first digit stands at most this far from its start ("NZ$ 49"): a symbol of three characters and a space. */
const MAX_BEFORE_DIGIT = 4;
const DIGIT = /\d/g;

/**
 * PRICE's matches, in the order its global scan finds them, tried only where a digit
 * follows within reach: most of a page's text holds none, and the scan tried every place.
 * Without the pre-checks (withoutPrefilters) the global scan runs, so the soundness test
 * shows the two agree.
 */
function priceMatches(text: string): RegExpExecArray[] {
  if (!prefiltersEnabled()) return [...text.matchAll(PRICE)];
  const found: RegExpExecArray[] = [];
  // Places before `from` are taken or tried.
  let from = 0;
  for (;;) {
    DIGIT.lastIndex = from;
    const digit = DIGIT.exec(text);
    if (!digit) break;
    let match: RegExpExecArray | null = null;
    for (let at = Math.max(from, digit.index - MAX_BEFORE_DIGIT); at <= digit.index && !match; at += 1) {
      PRICE_AT.lastIndex = at;
      match = PRICE_AT.exec(text);
    }
    if (match) {
      found.push(match);
      from = match.index + match[0].length;
    } else from = digit.index + 1;
  }
  DIGIT.lastIndex = 0;
  PRICE_AT.lastIndex = 0;
  return found;
}
const CENTS_AFTER_SYMBOL = /^\d{2}(?!\d)/;

/** Words after a price that say it is one: a billing period or a seat. */
export const PRICE_PERIOD =
  /^[\s\S]{0,30}?(?:\/\s?(?:mo|month|yr|year|user|seat|monat|jahr|mois|an|mes|año)|per (?:month|year|user|seat|editor|member)|a (?:month|year)|monthly|annually|billed|pro (?:monat|jahr|nutzer|benutzer)|im monat|monatlich|jährlich|par (?:mois|an|utilisateur)|mensuel|al (?:mes|año)|por (?:mes|año|usuario)|mensual|excl|zzgl|\+ ?(?:vat|iva|mwst)|\bht\b)/iu;

/** A unit of use or of seats right after a price: "per GB", "pro Arbeitsplatz", "par requête", "por puesto". */
const PRICE_UNIT = /^\s?(?:\/\s?|(?:per|pro|par|por|each|je)\s)(?!(?:example|exemple|ejemplo|beispiel|cent|cento)\b)[\p{L}]{2,}/iu;
/** Units of seats and periods: the rest ("per GB", "per request", "each extra") are units of use. */
const SEAT_OR_PERIOD =
  /^\s?(?:\/\s?|(?:per|pro|par|por|each|je)\s)(?:mo|month|yr|year|user|seat|member|editor|nutzer|benutzer|mitglied|redakteur|arbeitsplatz|monat|jahr|mois|an|utilisateur|membre|éditeur|poste|mes|año|usuario|miembro|editor|puesto)/iu;

/** A price paid once: "one-time payment", "lifetime licence", "Einmalzahlung", "licence à vie", "pago único". */
const ONE_TIME = lexiconPhrase({
  en: ['one-?time (?:payment|fee|purchase|price)', 'pay once', 'lifetime (?:licen[cs]e|deal|access|plan)', 'perpetual licen[cs]e'],
  de: ['einmalzahlung', 'einmalig', 'lebenslange lizenz', 'dauerlizenz', 'kauflizenz'],
  fr: ['paiement unique', 'licence à vie', 'licence perpétuelle', 'achat unique'],
  es: ['pago único', 'licencia de por vida', 'licencia perpetua'],
});

/** A clause that reads an amount as an outcome: saved, cut, earned, raised, a salary, a grant, a fine. */
const OUTCOME = lexiconPhrase({
  en: [
    'sav(?:e|es|ed|ing|ings)',
    'reduc(?:e|es|ed|ing)',
    'cut',
    'lower(?:ed)?',
    'dropped',
    'fell',
    'generat(?:e|es|ed)',
    'raised',
    'funding',
    'fines?',
    'salar(?:y|ies)',
    'compensation',
    'grants?',
    'earn(?:s|ed)?',
  ],
  de: [
    'spar\\p{L}*',
    'einsparung\\p{L}*',
    'senk\\p{L}*',
    'reduzier\\p{L}*',
    'sanken',
    'gesunken',
    'erziel\\p{L}*',
    'eingesammelt',
    'finanzierung',
    'gehalt',
    'gehälter',
    'bußgeld\\p{L}*',
    'förder\\p{L}*',
  ],
  fr: [
    'économis\\p{L}*',
    'économies',
    'rédui\\p{L}*',
    'réduction',
    'baiss\\p{L}*',
    'passés? de',
    'levée?',
    'salaires?',
    'amendes?',
    'subventions?',
    'gagn\\p{L}*',
  ],
  es: ['ahorr\\p{L}*', 'reduc\\p{L}*', 'bajaron', 'levantado', 'financiación', 'salarios?', 'multas?', 'ayudas', 'subvenci\\p{L}*', 'ganan'],
});
/** A cap or a mean just before the amount: "up to $10,000", "bis zu 5.000 €", "en moyenne 4 000 €". */
const CAP_BEFORE =
  /(?:up to|process(?:es|ed)?|average|worth|bis zu|abwickeln|durchschnitt\p{L}*|im schnitt|jusqu'à|en moyenne|hasta|de media)\s+(?:\p{L}+\s+)?$/iu;
/** A volume right after the amount: "$10,000 in sales", "10.000 € Umsatz", "10 000 € de ventes", "300 € en créditos". */
const VOLUME_AFTER =
  /^\s?(?:in |de |en |an )?(?:sales|revenue|credits?|umsatz|guthaben|startguthaben|ventes|chiffre|crédits?|subventions|ventas|ingresos|créditos?)(?![\p{L}])/iu;

export interface PriceMatch {
  amount: number;
  index: number;
  text: string;
  /** A billing period or unit follows within a few words. */
  periodic: boolean;
  /** The unit is one of use ("per GB", "per extra workspace"), not a seat or a period: an add-on's or usage price. */
  usage: boolean;
  /** Paid once: a one-time payment or a lifetime licence. */
  oneTime: boolean;
  /** Its clause reads the amount as a saving, an outcome, a volume, a limit, a salary or a grant. */
  notAPrice: boolean;
}

/** Words a one-time cue may stand from its amount: "One-time payment of $149", "Lizenz: 199 €". */
const ONE_TIME_NEAR = 20;

/** "1.299,00" and "1,299.00" are both 1299; "49,99" is 49.99. */
export function readAmount(written: string): number {
  const compact = written.replace(/\s/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  return Number(`${whole}${decimal ? `.${decimal[1]}` : ''}`);
}

export function pricesIn(text: string): PriceMatch[] {
  const found: PriceMatch[] = [];
  for (const match of priceMatches(text)) {
    if (LETTER_OR_DIGIT_BEFORE.test(text.slice(Math.max(0, match.index - 1), match.index))) continue;
    const written = match[1] ?? match[2] ?? match[3] ?? '';
    // French writes the cents after the symbol: "3 €00 /mois" is 3.00 €.
    const cents = match[2] !== undefined ? CENTS_AFTER_SYMBOL.exec(text.slice(match.index + match[0].length))?.[0] : undefined;
    const end = match.index + match[0].length + (cents?.length ?? 0);
    const after = text.slice(end, end + 40);
    // "$0.0000330" is a usage rate read only to its cents; "$2M" is no price either.
    if (MAGNITUDE_AFTER.test(after) || /^\d/.test(after)) continue;
    const amount = readAmount(written) + (cents ? Number(cents) / 100 : 0);
    if (!Number.isFinite(amount)) continue;
    const unit = PRICE_UNIT.test(after);
    const clause = clauseNear(text, match.index);
    const oneTime = matchesIn(text, ONE_TIME, clause).some((cue) => Math.abs(cue.index - match.index) <= ONE_TIME_NEAR + cue.text.length);
    found.push({
      amount,
      index: match.index,
      text: `${match[0].trim()}${cents ?? ''}`,
      periodic: match[3] !== undefined || PRICE_PERIOD.test(after) || unit,
      usage: unit && !SEAT_OR_PERIOD.test(after) && match[3] === undefined,
      oneTime,
      notAPrice:
        matchesIn(text, OUTCOME, clause).length > 0 ||
        CAP_BEFORE.test(text.slice(Math.max(clause.start, match.index - 30), match.index)) ||
        VOLUME_AFTER.test(after),
    });
  }
  return found;
}

/** Class names or an id that say a section holds plans: "pricing", "plans", "pricing-table", "tarifs", "preise". */
export const PLANS_SECTION = /(?:^|[\s_-])(?:pricing|prices|plans?|tarifs?|preise|precios|planes|offres|forfaits|abonnements?)(?:$|[\s_-])/i;

/** A block this short around a price is a plan's price slot ("$49", "From 29 €", "Team — $99"). */
const PRICE_SLOT_LENGTH = 60;

/** An add-on's price: "each additional", "extra", "Zusatz", "supplémentaire", "adicional". */
const ADD_ON_BEFORE =
  /(?:additional|extra|add-?on|each|zusätzlich\p{L}*|weitere\p{L}*|zusatz\p{L}*|supplémentaire\p{L}*|option\p{L}*|adicional\p{L}*)[^\n]{0,30}$/iu;

/** A price a page publishes, and whether it is what a plan costs or what one unit of use or an add-on costs. */
export interface PublishedPrice extends PriceMatch {
  /** A unit price of use or an add-on's ("$0.10 per GB", "each additional seat $5"): not the price of a plan. */
  unitOrAddOn: boolean;
  /** Only in the page's head or a data blob ("1500 EUR" of an ld+json offer). */
  hidden: boolean;
}

/**
 * A plan's price: one with a billing period, a seat or a unit of use, a one-time
 * licence's, or, on a pricing page, one that stands in a price slot or a table cell.
 * An amount its clause reads as a saving, an outcome or a volume, an amount inside a
 * sentence there ("find 3,000 € of savings or pay nothing"), or a currency picker's or
 * a calculator's options are no price.
 */
function isPublished(page: PageModel, price: PriceMatch): boolean {
  if (price.amount <= 0 || price.notAPrice) return false;
  if (price.periodic || price.oneTime) return true;
  if (page.kind !== 'pricing') return false;
  const block = blockAt(page, price.index);
  const amountBlock = blockAt(page, price.index + price.text.length - 1);
  if (!block || block.tag === 'option' || amountBlock?.tag === 'option') return false;
  return block.tag === 'td' || block.tag === 'th' || block.text.length <= PRICE_SLOT_LENGTH;
}

/**
 * The prices a page publishes, read over its joined text (page builders put "$49" and
 * "/month" in separate elements), best evidence first: a plan's price a visitor reads
 * before a unit price or an add-on's, and those before a price only in a data blob.
 */
export function publishedPricesOf(page: PageModel): PublishedPrice[] {
  const rank = (price: PublishedPrice) => (price.hidden ? 2 : 0) + (price.unitOrAddOn ? 1 : 0);
  return pricesIn(page.fullText)
    .filter((price) => isPublished(page, price))
    .map((price) => {
      const region = blockAt(page, price.index)?.region;
      return {
        ...price,
        unitOrAddOn: price.usage || ADD_ON_BEFORE.test(page.fullText.slice(Math.max(0, price.index - 40), price.index)),
        hidden: region === 'meta' || region === 'data',
      };
    })
    .sort((a, b) => rank(a) - rank(b));
}

/** What a site calls its plans and prices: "Pricing", "Preise", "Tarifs", "Precios". */
export const PRICING_WORDING = lexiconPhrase({
  en: ['pricing', 'prices?', 'plans(?: (?:&|and) pricing)?'],
  // "Preispläne", "Abopläne"
  de: ['preise?', 'preisgestaltung', 'tarife', 'pakete', '\\p{L}*pläne'],
  fr: ['tarifs', 'prix', 'offres', 'formules', 'forfaits'],
  es: ['precios?', 'tarifas', 'planes'],
});

/** Blocks after a pricing heading read as its plans ("Preise", then a table of three plans). */
const PLANS_AFTER_HEADING = 40;

/**
 * The blocks of a page that show its plans: every content block of a pricing page, a
 * section whose class names say it holds plans ("pricing", "plans") with a price in it,
 * or a pricing heading with prices in the blocks after it. Undefined when the page shows
 * none.
 */
export function plansOf(page: PageModel): ReadonlySet<number> | undefined {
  let found = plansByPage.get(page);
  if (found === undefined) {
    found = readPlans(page) ?? null;
    plansByPage.set(page, found);
  }
  return found ?? undefined;
}
const plansByPage = new WeakMap<PageModel, ReadonlySet<number> | null>();

function readPlans(page: PageModel): ReadonlySet<number> | undefined {
  const main = page.blocks.map((block, index) => ({ block, index })).filter(({ block }) => block.region === 'main');
  if (page.kind === 'pricing') return new Set(main.map(({ index }) => index));
  const sectioned = main.filter(({ block }) => block.section && PLANS_SECTION.test(block.section));
  if (sectioned.some(({ block }) => pricesIn(block.text).some((price) => price.amount > 0))) return new Set(sectioned.map(({ index }) => index));
  const heading = main.find(({ block }) => block.heading && matches(PRICING_WORDING, block.text));
  if (!heading) return undefined;
  const after = main.filter(({ index }) => index > heading.index && index <= heading.index + PLANS_AFTER_HEADING);
  if (!after.some(({ block }) => pricesIn(block.text).length > 0)) return undefined;
  return new Set([heading.index, ...after.map(({ index }) => index)]);
}
