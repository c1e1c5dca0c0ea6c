import type { PageModel, TextBlock } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import { clauseAround } from '../text/concepts/clause.ts';
import {
  countedAfter,
  countedBelongsTo,
  countsThings,
  isBareCount,
  isLimitOrSize,
  usageAfter,
  usedByBefore,
  workedWith,
  type Counted,
} from '../text/concepts/counted.ts';
import { isCustomersVoice } from '../text/concepts/voice.ts';
import { appositionHead, isOwnName, ownNames } from '../text/concepts/own-names.ts';
import { QUANTITY_WORDS, quantitiesIn, type Quantity } from '../text/concepts/numbers.ts';
import { excerpt, isNegated } from '../text/phrases.ts';
import { perText } from '../text/per-text.ts';
import { blocksWithAnyWord } from '../text/search.ts';
import { StrongestEvidence } from '../text/strongest-evidence.ts';
import { defineSignal, found } from './detector.ts';

/**
 * Present when a count stands in one clause with who it counts ("10,000+ teams",
 * "hundreds of companies", "4.000.000+ Downloads"), or with a verb of using, trusting
 * or joining the product ("Trusted by 1,200 hospitals", "25.000 Selbstständige
 * erledigen ihre Belege mit uns"), or heads a stats block over such a label; minus
 * what is not a user count: plan limits and team sizes, prices, shares in percent,
 * years, headcount, demo data, counts of things, a customer's own figure in a quote and
 * another product's reach.
 */

/** Smaller counts are no social proof ("3 users"), and are mostly limits. */
const MIN_COUNT = 10;
/** "Our 120,000 customers ...": the site's own, whatever the clause goes on to say. */
const OUR_BEFORE = /(?:^|[^\p{L}])(?:our|unsere[n]?|nos|nuestros|nuestras)\s+$/iu;
/** A count said with no verb of use and no "trusted by" needs to be bigger to be reach ("across ten brands" is not). */
const MIN_BARE_COUNT = 20;

const CURRENCY_BEFORE = /(?:[$€£¥]|usd|eur|chf|gbp)\s*$/i;
const CURRENCY_AFTER = /^\s*(?:[$€£¥]|usd|eur|chf|gbp|euros?|dollars?)(?![\p{L}])/iu;
/** A share of a famous list is reach: "90% of the Fortune 500". */
const FORTUNE_SHARE = /^\s*(?:%|percent|prozent|pour ?cent|por ?ciento)?\s*(?:of|der|des|de|del)\s+(?:the\s+|la\s+|las\s+|los\s+)?fortune/i;
const YEAR = /(?:^|[^\d.,])(?:19|20)\d\d$/;
/** A count of minutes or hours is a length ("a 30-minute demo"), not of anyone. */
const TIME_UNIT_AFTER =
  /^[\s-]?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|sekunden?|minuten?|stunden?|tage?n?|secondes?|heures?|jours?|segundos?|minutos?|horas?|días?)(?![\p{L}])/iu;
/** The 1,234 of a product mock-up. */
const SAMPLE_DIGITS = '123456789';

/** The product the counted people use, named right after them: "130.000 Unternehmen nutzen Odoo". */
const USE_THEN_NAME =
  /^[ \t]+(?:use|uses|using|trust|trusts|rely on|benutzen|nutzen|verwenden|vertrauen(?: auf)?|setzen auf|utilisent|font confiance à|usan|utilizan|confían en)[ \t]+(\p{Lu}[\p{L}\d.-]+)/u;
/** A card under "Acme vs Rival" describes a competitor; one under "How Northwind cut its costs" tells a customer's story. */
const COMPARISON_HEADING = /\s(?:vs\.?|versus)\s/i;
/** "How Northwind ...", "How does Northwind ...", "Wie steuert Northwind ...", "¿Cómo gestiona Northwind ...": a customer's story, its figures theirs. */
const CASE_STORY = /^[¿]?(?:How|Wie|Comment|Cómo|Como)\s+(?:\p{Ll}[\p{L}-]*\s+)?(\p{Lu}[\p{L}\d&.-]*)/u;

/** The customer a case story is told of, when it is not the site itself. */
function storyOfAnother(text: string, site: SiteModel): boolean {
  const story = CASE_STORY.exec(text)?.[1];
  return story !== undefined && !isOwnName(story, site);
}

/** A count worth reading on: big enough, no share, year, price or mock-up figure. */
function isCount(text: string, quantity: Quantity): boolean {
  if (quantity.value < MIN_COUNT || quantity.bound === 'atMost') return false;
  if (quantity.percent) return FORTUNE_SHARE.test(text.slice(quantity.end, quantity.end + 30));
  if (TIME_UNIT_AFTER.test(text.slice(quantity.end, quantity.end + 12))) return false;
  if (quantity.words) return true;
  if (!quantity.bound && YEAR.test(quantity.text)) return false;
  const digits = quantity.text.replace(/\D/g, '');
  if (digits.length >= 3 && SAMPLE_DIGITS.startsWith(digits)) return false;
  return !CURRENCY_BEFORE.test(text.slice(Math.max(0, quantity.index - 5), quantity.index)) && !CURRENCY_AFTER.test(text.slice(quantity.end, quantity.end + 8));
}

/** Words at most in a label set over a stats block's figure ("Sites", "Active users"). */
const LABEL_OVER_WORDS = 3;

/**
 * The label of a stats block's figure, when the figure's block holds nothing else: the
 * next block ("12,000+" / "customers"), or a short label over it that names who is
 * counted ("Sites" / "2k+").
 */
function statLabel(page: PageModel, at: number, quantity: Quantity): { label: string; counted: Counted } | undefined {
  const block = page.blocks[at]!;
  const rest = block.text.slice(0, quantity.index) + block.text.slice(quantity.end);
  if (/\p{L}/u.test(rest)) return undefined;
  const near = (other: TextBlock | undefined) => other !== undefined && other.region === block.region && other.text.length <= 60;
  const next = page.blocks[at + 1];
  const under = near(next) ? countedAfter(` ${next!.text}`, 0) : undefined;
  if (under) return { label: next!.text, counted: under };
  const previous = page.blocks[at - 1];
  if (!near(previous) || previous!.text.trim().split(/\s+/).length > LABEL_OVER_WORDS) return undefined;
  const over = countedAfter(` ${previous!.text}`, 0);
  return over && over.end >= previous!.text.trim().length ? { label: previous!.text, counted: over } : undefined;
}

/** The site's names long enough to be told apart from ordinary words after "with" ("mit Acme"). */
function brandWords(site: SiteModel): Set<string> {
  return site.memo('usage-brand-words', () => new Set([...ownNames(site)].filter((name) => name.length >= 4)));
}

/** A competitor's card or a customer's story: the figures under its heading are theirs. */
function isUnderOthersHeading(page: PageModel, at: number, site: SiteModel): boolean {
  for (const heading of page.blocks.slice(Math.max(0, at - 2), at)) {
    if (heading.region !== 'main' || heading.text.length > 100) continue;
    if (COMPARISON_HEADING.test(heading.text) || storyOfAnother(heading.text, site)) return true;
  }
  return false;
}

/** Another product named as the one counted: the head of an apposition before the count, or the name the counted people use. */
function isAboutAnother(text: string, index: number, end: number, site: SiteModel): boolean {
  const used = USE_THEN_NAME.exec(text.slice(end, end + 60))?.[1];
  const head = appositionHead(text, index);
  return [head, used].some((name) => name !== undefined && !isOwnName(name, site));
}

export const usageNumbers = defineSignal('usage-numbers', (site) => {
  const evidence = new StrongestEvidence();
  const brands = brandWords(site);
  const quantitiesOf = perText(site, 'quantities', quantitiesIn);
  for (const page of site.readable) {
    const positions = new Map(page.blocks.map((block, at) => [block, at]));
    for (const block of blocksWithAnyWord(page, QUANTITY_WORDS)) {
      const at = positions.get(block)!;
      const text = block.text;
      for (const quantity of quantitiesOf(text)) {
        if (!isCount(text, quantity)) continue;
        const clause = clauseAround(text, quantity.index, quantity.end - quantity.index, 'sentence');
        if (isNegated(text, quantity.index)) continue;
        const stat = statLabel(page, at, quantity);
        const label = stat?.label;
        let counted: Counted | undefined = stat?.counted;
        let usedBy = false;
        let usage = false;
        if (!stat) {
          counted = countedAfter(clause.text, quantity.end - clause.start);
          usedBy = usedByBefore(text.slice(clause.start, quantity.index)) || workedWith(clause.text, quantity.index - clause.start);
          usage = usageAfter(clause.text, counted ? counted.end : quantity.end - clause.start, brands);
          if (!counted && (!(usedBy || usage) || countsThings(clause.text, quantity.end - clause.start))) continue;
        }
        if (!counted && !usedBy && !usage) continue;
        if (
          !stat &&
          !usedBy &&
          !usage &&
          (quantity.value < MIN_BARE_COUNT || !(isBareCount(clause.text, counted!.end) || OUR_BEFORE.test(text.slice(0, quantity.index))))
        )
          continue;
        if (isLimitOrSize(text, quantity.index, quantity.end, clause.start)) continue;
        // A bare "500+ users" on a pricing page is a seat count.
        if (!usedBy && !usage && page.kind === 'pricing') continue;
        const claimEnd = label === undefined && counted ? clause.start + counted.end : quantity.end;
        // A customer's own figure ("We went live with 12,000 customers") is theirs, not the product's reach.
        if (isCustomersVoice(block) || isUnderOthersHeading(page, at, site) || storyOfAnother(clause.text, site)) continue;
        if (isAboutAnother(text, quantity.index, claimEnd, site)) continue;
        // "social networks with millions of users", "With 12,000 employees in forty stores, Northwind...": someone else's count.
        const owner =
          label === undefined && !usedBy && !usage ? countedBelongsTo(clause.text, quantity.index - clause.start, claimEnd - clause.start) : undefined;
        if (owner !== undefined && !isOwnName(owner, site)) continue;
        const quote = label !== undefined ? `${text.trim()} ${label.trim()}` : excerpt(clause.text, quantity.index - clause.start, claimEnd - quantity.index);
        // Who is counted and how they use it say most; a bigger count says more.
        const strength = (counted ? 1 : 0) + (usedBy || usage ? 1 : 0) + Math.log10(quantity.value) / 100;
        evidence.add(page.url, quote, strength);
        break;
      }
    }
  }
  return found(evidence.toArray());
});
