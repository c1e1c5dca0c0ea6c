import type { PageModel, TextBlock } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import { anyPhrase, firstMatch, phrase } from '../text/phrases.ts';
import { blockIndexAt, blocksWithWord, EvidenceList, pageTextHits, pageTextQuote, textHits, type PageTextHit } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

const WHO =
  '(?:teams|companies|customers|users|businesses|enterprises|organi[sz]ations|brands|agencies|developers|marketers|people|founders|creators|' +
  'freelancers|stores|shops|restaurants|schools|clinics|practices|professionals|accountants|members|clients|startups|merchants|sellers|' +
  'unternehmen|kunden|nutzer(?:innen)?|anwender|betriebe|handwerksbetriebe|firmen|agenturen|praxen|' +
  'entreprises|utilisateurs|équipes|sociétés|agences|indépendants|professionnels|commerçants|cabinets|' +
  'boutiques|magasins|marchands|commerces|händler|comercios|' +
  'empresas|clientes|usuarios|equipos|negocios|agencias|profesionales|autónomos|tiendas)';
const COUNT = '\\d{1,3}(?:[.,\\s]\\d{3})+\\+?|\\d+(?:[.,]\\d+)? ?(?:k|m|million|millionen|millions|mio\\.?|millones|mil)\\+?|\\d{2,}\\+|\\d{3,}';

/** "10,000+ teams", "over 2 million users", "plus de 2 000 entreprises", "über 5.000 Betriebe". */
const CUSTOMER_COUNT = phrase(`(?:${COUNT}) (?:[\\p{L}-]+ ){0,2}${WHO}`);
/**
 * A count of whoever it is, followed by a verb of using or trusting the product:
 * "25.000 Selbstständige erledigen ihre Belege", "60.000 Mandanten nutzen",
 * "3 000 artisans utilisent", "8.000 clínicas confían". The verb, not a list of
 * nouns, says the number counts people.
 */
const USERS_USE = phrase(
  `(?:${COUNT})(?: [\\p{L}-]+){1,3} (?:use|uses|trust|rely on|choose|chose|love|run (?:on|their)|manage|send|build|work with|already|` +
    'nutzen|vertrauen|setzen auf|arbeiten mit|erledigen|verwalten|organisieren|haben sich|' +
    'utilisent|font confiance|gèrent|ont choisi|travaillent avec|' +
    'usan|utilizan|confían|gestionan|trabajan con|ya)',
);
/** "Trusted by 4,000 teams", "Vertraut von über 900 Kanzleien", "Utilisé par plus de 3 000…", "Usado por más de 8.000…". */
const USED_BY_COUNT = phrase(
  `(?:trusted by|used by|loved by|relied on by|chosen by|join|vertraut von|vertrauen von|genutzt von|im einsatz bei|utilisé par|adopté par|approuvé par|rejoignez|usado por|utilizado por|únete a) ` +
    `(?:over |more than |mehr als |über |plus de |más de |\\+ ?de )?(?:${COUNT})`,
);

/**
 * "Powering 30,000+ storefronts": what the product runs, counted; requests, events
 * and messages it handles are traffic, not reach.
 */
const POWERING_COUNT = phrase(
  `(?:powering|powers|behind|im einsatz (?:in|bei)|propulse|impulsa) (?:over |more than |mehr als |über |plus de |más de )?(?:${COUNT})` +
    '(?![+\\d.,]*\\s+(?:[\\p{L}-]+\\s+)?(?:requests|queries|calls|transactions|events|messages|emails|searches|records|rows|payments|page\\s?views|anfragen|requêtes|solicitudes|consultas))',
);

const COUNT_IN_SENTENCE = anyPhrase(USERS_USE, USED_BY_COUNT, POWERING_COUNT);

/**
 * Counts in words: "millions of developers", "Tausende Unternehmen", "des milliers
 * d'entreprises", "miles de usuarios"; of anyone, when they use the product ("hundreds
 * of advisors who already use", "join thousands of", "rejoignez des centaines de").
 */
const COUNT_IN_WORDS = phrase(
  `(?:millions|thousands|hundreds of thousands) of (?:[\\p{L}-]+ )?${WHO}`,
  `(?:tausende|tausenden|millionen) (?:von )?(?:[\\p{L}-]+ )?${WHO}`,
  `(?:des milliers|des millions|plusieurs milliers) d(?:e |'|’)(?:[\\p{L}-]+ )?${WHO}`,
  `(?:miles|millones) de (?:[\\p{L}-]+ )?${WHO}`,
  '(?:hundreds|thousands|millions) of (?:[\\p{L}-]+ ){1,2}(?:who|that) (?:are |have )?(?:already )?(?:use|using|used|trust|trusting|rely|relying|love|chose|switched)',
  '(?:hunderte|tausende|millionen) (?:von )?(?:[\\p{L}-]+ ){1,2}(?:nutzen|vertrauen|setzen auf|arbeiten mit)',
  "(?:des centaines|des milliers|des millions) d(?:e |'|’)(?:[\\p{L}-]+ ){1,2}(?:qui )?(?:utilisent|font confiance|ont choisi)",
  '(?:cientos|centenares|miles|millones) de (?:[\\p{L}-]+ ){1,2}(?:que )?(?:usan|utilizan|confían|ya)',
  'join(?:ing)? (?:the )?(?:hundreds|thousands|millions) of',
  'sich (?:hunderten|tausenden) [\\p{L}-]+',
  "rejoignez (?:les |des )?(?:centaines|milliers|millions) d(?:e |'|’)[\\p{L}-]+",
  'únete a (?:los )?(?:cientos|miles|millones) de',
  '\\d+ ?% (?:of|der|des|de) (?:the |la |las )?fortune',
);

/** "40.000 Podcaster schneiden mit Tonbrett": a count working with the product, named by the site's brand. */
const USERS_WITH = phrase(`(?:${COUNT})(?: [\\p{L}-]+){1,4} (?:with|on|mit|auf|avec|sur|con|en) [\\p{L}-]+`);

/** Counts that are no customers: demo data ("5,000 fictional customers") and sample records. */
const NOT_REAL_BEFORE =
  /(?:fictional|fictitious|sample|example|demo|test|fake|fiktive[nr]?|beispiel|fictifs?|fictives?|ficticios?|ficticias?|de ejemplo)\s*$/iu;

/** Plan limits read like counts: "up to 10,000 users", "unlimited users", "teams of 50+". */
const PLAN_LIMIT_BEFORE = /(?:up ?to|max(?:imum)?|unlimited|limit(?:ed)? to|includes?|included|per|of|bis zu|jusqu'à|hasta|für bis zu|pour|para)\s*$/iu;
/** A price, not a count: "$8,000 for teams", "€ 1.200". */
const CURRENCY_BEFORE = /(?:[$€£¥]|usd|eur|chf|gbp)\s*$/iu;
/** A year ("Since 2014 our clients…"), or the 1,234 of a mock-up, is no count. */
const YEAR = /^(?:19|20)\d\d$/;
const SAMPLE_DIGITS = '123456789';
/**
 * A third party described in passing: "Stripe, a payment processor used by millions
 * of businesses". The head of the apposition names whose reach it is.
 */
const APPOSITION_BEFORE = /(\p{Lu}[\p{L}\d.&-]*)\s*(?:—|–|,|\s-)\s*(?:a|an|the|ein|eine|der|die|das|un|une|le|la|el)\s[^.!?\n]{0,80}$/u;
/** The product the counted people use, named right after the count: "130.000 Unternehmen nutzen Odoo". */
const USE_VERB =
  '(?:use|uses|using|trust|trusts|rely on|benutzen|nutzen|verwenden|vertrauen(?: auf)?|setzen auf|utilisent|font confiance à|usan|utilizan|confían en)';
const ENDS_WITH_USE = new RegExp(`${USE_VERB}$`, 'i');
const NAME_NEXT = /^[ \t]+(?:(?:on|auf|en|à|sur)[ \t]+)?(\p{Lu}[\p{L}\d.-]+)/u;
const USE_THEN_NAME = new RegExp(`^[ \\t]+${USE_VERB}[ \\t]+(\\p{Lu}[\\p{L}\\d.-]+)`, 'u');
/** A card under "Acme vs Rival" describes a competitor; one under "How Northwind cut its costs" tells a customer's story. */
const COMPARISON_HEADING = /\s(?:vs\.?|versus)\s/i;
const CASE_STORY_HEADING = /^(?:How|Wie|Comment|Cómo|Como)\s+(\p{Lu}[\p{L}\d&.-]*)/u;

/**
 * Counts said in one sentence ("4,000 studios use Acme", "Trusted by 1,200
 * hospitals", "40.000 Podcaster schneiden mit Acme"), read block by block through the
 * word index; the brand form only in the few blocks that name the brand.
 */
function* sentenceHits(site: SiteModel): Generator<PageTextHit> {
  for (const hit of textHits(site, COUNT_IN_SENTENCE, { digits: true })) yield asPageHit(hit.page, hit.block, hit.match);
  for (const hit of textHits(site, COUNT_IN_WORDS)) yield asPageHit(hit.page, hit.block, hit.match);
  for (const brand of ownNames(site)) {
    if (brand.length < 4) continue;
    for (const page of site.readable) {
      for (const block of blocksWithWord(page, brand)) {
        if (!/\d/.test(block.text)) continue;
        const match = firstMatch(USERS_WITH, block.text);
        if (match && match[0].toLowerCase().endsWith(` ${brand}`)) yield asPageHit(page, block, match);
      }
    }
  }
}

/** A match in one block, placed in the page's joined text. */
function asPageHit(page: PageModel, block: TextBlock, match: RegExpMatchArray): PageTextHit {
  const offset = page.blockStarts[page.blocks.indexOf(block)] ?? 0;
  const placed = Object.assign([...match], { index: offset + (match.index ?? 0), input: page.fullText }) as unknown as PageTextHit['match'];
  return { page, match: placed };
}

/** A customer's own figure inside a testimonial ("We went live with 12,000 customers") is theirs, not the product's reach. */
function isQuoted(block: TextBlock | undefined): boolean {
  return block !== undefined && (block.quote || /^[“"„«]/.test(block.text));
}

/** The names the site goes by (host, site name, the short parts of its home page title), squeezed and lower-cased. */
function ownNames(site: SiteModel): Set<string> {
  return site.memo('own-names', () => readOwnNames(site));
}

function readOwnNames(site: SiteModel): Set<string> {
  const home = site.home;
  const parts = [site.rootHost.split('.')[0] ?? '', home?.siteNameMeta ?? '', ...(home?.title ?? '').split(/\s[|–—:-]\s|\s·\s/)];
  return new Set(
    parts
      .filter((part) => part.split(' ').length <= 3)
      .map(squeeze)
      .filter(Boolean),
  );
}

function squeeze(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\d]/gu, '');
}

/**
 * A matched count that is not the product's reach: a plan limit, a price, a year, a
 * mock-up's 1,234, demo data, a customer's own figure in a quote, or a third party's
 * reach described in passing. `bare` counts ("10,000 users" with no verb) are also
 * seat counts on a pricing page.
 */
function isNotReach(hit: PageTextHit, bare: boolean, site: SiteModel): boolean {
  const { page, match } = hit;
  const before = page.fullText.slice(Math.max(0, match.index - 20), match.index);
  if (PLAN_LIMIT_BEFORE.test(before) || CURRENCY_BEFORE.test(before)) return true;
  if (bare && page.kind === 'pricing') return true;
  const number = /\d[\d.,'\s]*/.exec(match[0])?.[0].trim() ?? '';
  const digits = number.replace(/\D/g, '');
  if ((YEAR.test(number) && !/\d\+/.test(match[0])) || (digits.length >= 3 && SAMPLE_DIGITS.startsWith(digits))) return true;
  const counted = match[0].replace(/^[\d.,\s+]+(?:k|m)?\s*/i, '');
  // "a demo supplier with 5,000 customers" in one sentence; a "Request a demo" button above a stat is another block.
  if (NOT_REAL_BEFORE.test(counted.split(/\s+/).slice(0, 1).join(' ')) || NOT_REAL_BEFORE.test(before.slice(before.lastIndexOf('\n') + 1))) return true;
  const at = blockIndexAt(page, match.index);
  if (isQuoted(page.blocks[at]) || isUnderOthersHeading(page, at, site)) return true;
  return isAboutAnother(page.fullText, match, site);
}

/** A competitor's card or a customer's story: the figures under its heading are theirs. */
function isUnderOthersHeading(page: PageModel, at: number, site: SiteModel): boolean {
  for (const heading of page.blocks.slice(Math.max(0, at - 2), at)) {
    if (heading.region !== 'main' || heading.text.length > 100) continue;
    if (COMPARISON_HEADING.test(heading.text)) return true;
    const story = CASE_STORY_HEADING.exec(heading.text)?.[1];
    if (story && !isOwnName(story, site)) return true;
  }
  return false;
}

/** Another product named as the one counted: the head of an apposition before the count, or the name the counted people use. */
function isAboutAnother(text: string, match: PageTextHit['match'], site: SiteModel): boolean {
  const end = match.index + match[0].length;
  const after = text.slice(end, end + 60);
  const used = ENDS_WITH_USE.test(match[0]) ? NAME_NEXT.exec(after)?.[1] : USE_THEN_NAME.exec(after)?.[1];
  const head = APPOSITION_BEFORE.exec(text.slice(Math.max(0, match.index - 120), match.index))?.[1];
  const named = [head, used].filter((name): name is string => name !== undefined);
  return named.some((name) => !isOwnName(name, site));
}

/** "Acme" is the site's own name when the site goes by "Acme", "Acme Labs" or "acme.io"; with no name known, any name may be. */
function isOwnName(written: string, site: SiteModel): boolean {
  const name = squeeze(written);
  const own = ownNames(site);
  if (name.length < 3 || own.size === 0) return true;
  for (const known of own) if (known.length >= 3 && (known.includes(name) || name.includes(known))) return true;
  return false;
}

export const usageNumbers = defineSignal('usage-numbers', (site) => {
  const evidence = new EvidenceList();
  // Joined text: stat blocks put the number and the noun in separate elements.
  for (const hit of pageTextHits(site, CUSTOMER_COUNT)) if (!isNotReach(hit, true, site)) evidence.add(hit.page.url, pageTextQuote(hit));
  for (const hit of sentenceHits(site)) if (!isNotReach(hit, false, site)) evidence.add(hit.page.url, pageTextQuote(hit));
  return found(evidence.toArray());
});
