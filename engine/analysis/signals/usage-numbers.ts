import type { PageModel, TextBlock } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import { anyPhrase, firstMatch, phrase } from '../text/phrases.ts';
import { blocksWithWord, EvidenceList, pageTextHits, pageTextQuote, textHits, type PageTextHit } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

const WHO =
  '(?:teams|companies|customers|users|businesses|enterprises|organi[sz]ations|brands|agencies|developers|marketers|people|founders|creators|' +
  'freelancers|stores|shops|restaurants|schools|clinics|practices|professionals|accountants|members|clients|startups|merchants|sellers|' +
  'unternehmen|kunden|nutzer(?:innen)?|anwender|betriebe|handwerksbetriebe|firmen|agenturen|praxen|' +
  'entreprises|utilisateurs|équipes|sociétés|agences|indépendants|professionnels|commerçants|cabinets|' +
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

const COUNT_IN_SENTENCE = anyPhrase(USERS_USE, USED_BY_COUNT);

/** Counts in words: "millions of developers", "Tausende Unternehmen", "des milliers d'entreprises", "miles de usuarios". */
const COUNT_IN_WORDS = phrase(
  `(?:millions|thousands|hundreds of thousands) of (?:[\\p{L}-]+ )?${WHO}`,
  `(?:tausende|tausenden|millionen) (?:von )?(?:[\\p{L}-]+ )?${WHO}`,
  `(?:des milliers|des millions|plusieurs milliers) d(?:e |'|’)(?:[\\p{L}-]+ )?${WHO}`,
  `(?:miles|millones) de (?:[\\p{L}-]+ )?${WHO}`,
  '\\d+ ?% (?:of|der|des|de) (?:the |la |las )?fortune',
);

/** "40.000 Podcaster schneiden mit Tonbrett": a count working with the product, named by the site's brand. */
const USERS_WITH = phrase(`(?:${COUNT})(?: [\\p{L}-]+){1,4} (?:with|on|mit|auf|avec|sur|con|en) [\\p{L}-]+`);

/** Counts that are no customers: demo data ("5,000 fictional customers") and sample records. */
const NOT_REAL_BEFORE =
  /(?:fictional|fictitious|sample|example|demo|test|fake|fiktive[nr]?|beispiel|fictifs?|fictives?|ficticios?|ficticias?|de ejemplo)\s*$/iu;

/** Plan limits read like counts: "up to 10,000 users", "unlimited users", "teams of 50+". */
const PLAN_LIMIT_BEFORE = /(?:up ?to|max(?:imum)?|unlimited|limit(?:ed)? to|includes?|included|per|of|bis zu|jusqu'à|hasta|für bis zu|pour|para)\s*$/iu;

/**
 * Counts said in one sentence ("4,000 studios use Acme", "Trusted by 1,200
 * hospitals", "40.000 Podcaster schneiden mit Acme"), read block by block through the
 * word index; the brand form only in the few blocks that name the brand.
 */
function* sentenceHits(site: SiteModel): Generator<PageTextHit> {
  for (const hit of textHits(site, COUNT_IN_SENTENCE, { digits: true })) yield asPageHit(hit.page, hit.block, hit.match);
  for (const hit of textHits(site, COUNT_IN_WORDS)) yield asPageHit(hit.page, hit.block, hit.match);
  const brand = site.rootHost.split('.')[0]?.toLowerCase() ?? '';
  if (brand.length < 4) return;
  for (const page of site.readable) {
    for (const block of blocksWithWord(page, brand)) {
      if (!/\d/.test(block.text)) continue;
      const match = firstMatch(USERS_WITH, block.text);
      if (match && match[0].toLowerCase().endsWith(` ${brand}`)) yield asPageHit(page, block, match);
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
function isQuoted(page: PageModel, index: number): boolean {
  let low = 0;
  let high = page.blockStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (page.blockStarts[middle]! <= index) low = middle;
    else high = middle - 1;
  }
  const block = page.blocks[low];
  return block !== undefined && (block.quote || /^[“"„«]/.test(block.text));
}

export const usageNumbers = defineSignal('usage-numbers', (site) => {
  const evidence = new EvidenceList();
  // Joined text: stat blocks put the number and the noun in separate elements.
  for (const hit of [...pageTextHits(site, CUSTOMER_COUNT), ...sentenceHits(site)]) {
    const before = hit.page.fullText.slice(Math.max(0, hit.match.index - 20), hit.match.index);
    if (PLAN_LIMIT_BEFORE.test(before) || hit.page.kind === 'pricing' || isQuoted(hit.page, hit.match.index)) continue;
    const counted = hit.match[0].replace(/^[\d.,\s+]+(?:k|m)?\s*/i, '');
    if (NOT_REAL_BEFORE.test(counted.split(/\s+/).slice(0, 1).join(' ')) || NOT_REAL_BEFORE.test(before)) continue;
    evidence.add(hit.page.url, pageTextQuote(hit));
  }
  return found(evidence.toArray());
});
