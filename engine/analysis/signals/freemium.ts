import type { PageModel } from '../model/page-model.ts';
import { answerQuote, answersTo, firstSentence, saysNo, saysYes } from '../text/answers.ts';
import { DURATION_SOURCE, durationsIn } from '../text/durations.ts';
import {
  FREE_PLAN,
  FREE_PRODUCT_QUESTION,
  FREE_SERVICE_WORDING,
  FREE_TIER_HEADING,
  FREE_TIER_NAME,
  FREE_TRIAL,
  PRICE_ROW_LABEL,
  TRY_WORDING,
} from '../text/offer-phrases.ts';
import { anyPhrase, isInQuestion, isNegated, matches } from '../text/phrases.ts';
import { PLANS_SECTION, pricesIn } from '../text/prices.ts';
import { EvidenceList, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/** A $0 line that is a fee waiver or a trial, not a free plan. */
const NOT_A_PLAN = /setup|set-up|fee|trial|for \d+ days|einrichtung|frais|tarifa de alta|prueba|essai|test/i;

/** "Free plan for 14 days" is a trial: a duration right after the free wording. */
const LIMITED_BY_DURATION = new RegExp(
  `^,?\\s+(?:for|für|pendant|durante|por)\\s+(?:the first\\s+|die ersten\\s+|les premiers\\s+|los primeros\\s+)?${DURATION_SOURCE}`,
  'iu',
);

/** Blocks after a plan's name read as its card: "Free" then "Try the app for 14 days" is a trial, not a plan. */
const CARD_BLOCKS = 3;

/** Free-plan wording, or a question about one ("Is there a free plan?") that its answer settles. */
const FREE_QUESTION = anyPhrase(FREE_PLAN, FREE_PRODUCT_QUESTION);

/** A plan in a pricing table or card that costs nothing: its name or price slot says "Free", or "$0". */
function freeTiers(page: PageModel, evidence: EvidenceList): void {
  const { blocks } = page;
  const trialNames = new Set<string>();
  const tiers: Array<{ index: number; text: string }> = [];
  for (const [index, block] of blocks.entries()) {
    if (block.region !== 'main' || (page.kind !== 'pricing' && !(block.section && PLANS_SECTION.test(block.section)))) continue;
    const card = blocks
      .slice(index, index + 1 + CARD_BLOCKS)
      .map((each) => each.text)
      .join(' | ');
    const named = FREE_TIER_NAME.test(block.text) || (block.heading && FREE_TIER_HEADING.test(block.text));
    // A table cell saying "Free" is a plan's price only in the price row; elsewhere it may be a feature's ("Migration: Free").
    const cell = block.tag === 'td' && !PRICE_ROW_LABEL.test(blocks[index - 1]?.text ?? '');
    if (named && !cell && block.tag !== 'li') {
      if (matches(FREE_TRIAL, card)) trialNames.add(block.text.toLowerCase());
      else tiers.push({ index, text: `Pricing tier: "${block.text}"` });
    }
    if (page.kind !== 'pricing') continue;
    const zero = pricesIn(block.text).find((price) => price.amount === 0);
    if (zero && !NOT_A_PLAN.test(block.text) && !matches(FREE_TRIAL, card)) tiers.push({ index, text: block.text.length <= 80 ? block.text : zero.text });
  }
  // A name a trial card carries ("Kostenlos": "try it for 14 days") names the trial in the page's table too.
  for (const tier of tiers) if (!trialNames.has(blocks[tier.index]!.text.toLowerCase())) evidence.add(page.url, tier.text);
}

/** An FAQ that answers "Is it free?" with a yes, and not with a trial. */
function freeAnswers(site: Parameters<typeof freemium.detect>[0], evidence: EvidenceList): void {
  for (const answer of answersTo(site, FREE_QUESTION)) {
    if (TRY_WORDING.test(answer.question) || FREE_SERVICE_WORDING.test(answer.question)) continue;
    const claim = firstSentence(answer.text);
    // "Yes, for 30 days" is a trial's answer.
    if (saysNo(answer.text) || matches(FREE_TRIAL, claim) || TRY_WORDING.test(claim) || durationsIn(claim).some((each) => each.days > 1)) continue;
    const affirmed = saysYes(answer.text) || (matches(FREE_QUESTION, claim) && !isNegated(claim, claim.search(/free|kostenlos|gratu|gratis/i)));
    if (affirmed) evidence.add(answer.page.url, answerQuote(answer));
  }
}

/** A free-forever plan: a pricing tier that costs nothing, an FAQ saying so, or free-plan wording. */
export const freemium = defineSignal('freemium', (site) => {
  const evidence = new EvidenceList();
  // Strongest first: a plan on the pricing page, then an answer, then wording anywhere.
  for (const page of site.readable) freeTiers(page, evidence);
  freeAnswers(site, evidence);
  for (const hit of textHits(site, FREE_PLAN)) {
    const { text } = hit.block;
    const after = text.slice(hit.match.index + hit.match[0].length);
    if (isNegated(text, hit.match.index) || isInQuestion(text, hit.match.index) || LIMITED_BY_DURATION.test(after)) continue;
    evidence.addHit(hit);
  }
  return found(evidence.toArray());
});
