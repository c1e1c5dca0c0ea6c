import type { PageModel } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import { answerQuote, answersTo, firstSentence, saysNo, saysYes } from '../text/answers.ts';
import { FREE_OF_CHARGE, FREE_SERVICE } from '../text/concepts/free-of-charge.ts';
import {
  FREE_PLAN_WORDS,
  FREE_PRODUCT_QUESTION,
  FREE_TIER_HEADING,
  FREE_TIER_NAME,
  freePlanOffersIn,
  PRICE_ROW_LABEL,
} from '../text/concepts/free-plan-offer.ts';
import { trialOffersIn, TRY_WORDING } from '../text/concepts/trial-offer.ts';
import { durationsIn } from '../text/durations.ts';
import { anyPhrase, excerpt, isNegated, matches } from '../text/phrases.ts';
import { plansOf, pricesIn } from '../text/concepts/plan-price.ts';
import { blocksMatching, EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';
import { freeTrial } from './free-trial.ts';

/**
 * Present when the site offers a plan to keep using for nothing: a pricing tier named
 * "Free" or priced $0 whose card is no trial, a "yes" to "Is it free?", or a clause
 * offering a free plan (text/concepts/free-plan-offer.ts: a free plan, tier or edition,
 * free forever, free for an audience, free and open source to host oneself), never a
 * free trial, a free service or a feature of paid plans.
 */

/** A $0 line that is a fee waiver or a trial, not a free plan. */
const NOT_A_PLAN = /setup|set-up|fee|trial|for \d+ days|einrichtung|frais|tarifa de alta|prueba|essai|test/i;

/** Blocks after a plan's name read as its card: "Free" then "Try the app for 14 days" is a trial, not a plan. */
const CARD_BLOCKS = 3;

/** A free-plan question ("Is there a free plan?", "Is it really free?") that its answer settles. */
const FREE_QUESTION = anyPhrase(FREE_OF_CHARGE, FREE_PRODUCT_QUESTION);

/** A plan in a pricing table or card that costs nothing: its name or price slot says "Free", or "$0". */
function freeTiers(page: PageModel, evidence: EvidenceList): void {
  const { blocks } = page;
  const trialNames = new Set<string>();
  const tiers: Array<{ index: number; text: string }> = [];
  const plans = plansOf(page);
  if (!plans) return;
  for (const [index, block] of blocks.entries()) {
    if (!plans.has(index)) continue;
    const card = blocks
      .slice(index, index + 1 + CARD_BLOCKS)
      .map((each) => each.text)
      .join(' | ');
    const trialCard = trialOffersIn(card).length > 0;
    const named = FREE_TIER_NAME.test(block.text) || (block.heading && FREE_TIER_HEADING.test(block.text));
    // A table cell saying "Free" is a plan's price only in the price row; elsewhere it may be a feature's ("Migration: Free").
    const cell = block.tag === 'td' && !PRICE_ROW_LABEL.test(blocks[index - 1]?.text ?? '');
    if (named && !cell && block.tag !== 'li') {
      if (trialCard) trialNames.add(block.text.toLowerCase());
      else tiers.push({ index, text: `Pricing tier: "${block.text}"` });
    }
    if (page.kind !== 'pricing') continue;
    const zero = pricesIn(block.text).find((price) => price.amount === 0);
    if (zero && !NOT_A_PLAN.test(block.text) && !trialCard && !matches(FREE_SERVICE, block.text))
      tiers.push({ index, text: block.text.length <= 80 ? block.text : zero.text });
  }
  // A name a trial card carries ("Kostenlos": "try it for 14 days") names the trial in the page's table too.
  for (const tier of tiers) if (!trialNames.has(blocks[tier.index]!.text.toLowerCase())) evidence.add(page.url, tier.text);
}

/** An FAQ that answers "Is it free?" with a yes, and not with a trial. */
function freeAnswers(site: SiteModel, evidence: EvidenceList): void {
  for (const answer of answersTo(site, FREE_QUESTION)) {
    if (TRY_WORDING.test(answer.question) || matches(FREE_SERVICE, answer.question)) continue;
    const claim = firstSentence(answer.text);
    // "Yes, for 30 days" is a trial's answer.
    if (saysNo(answer.text) || trialOffersIn(claim).length > 0 || TRY_WORDING.test(claim) || durationsIn(claim).some((each) => each.days > 1)) continue;
    const affirmed =
      saysYes(answer.text) ||
      ((matches(FREE_PRODUCT_QUESTION, claim) || freePlanOffersIn(claim).length > 0) && !isNegated(claim, claim.search(/free|kostenlos|gratu|gratis/i)));
    if (affirmed) evidence.add(answer.page.url, answerQuote(answer));
  }
}

export const freemium = defineSignal('freemium', (site) => {
  const evidence = new EvidenceList();
  // Strongest first: a plan on the pricing page, then an answer, then wording anywhere.
  for (const page of site.readable) freeTiers(page, evidence);
  freeAnswers(site, evidence);
  const accounts: Array<{ page: string; text: string }> = [];
  for (const { page, block } of blocksMatching(site, FREE_PLAN_WORDS)) {
    for (const offer of freePlanOffersIn(block.text)) {
      const quote = { page: page.url, text: excerpt(block.text, offer.index, offer.text.length) };
      if (offer.basis === 'account') accounts.push(quote);
      else evidence.add(quote.page, quote.text);
    }
  }
  // A free account is the free plan only where no trial is what the signup starts.
  if (evidence.size === 0 && accounts.length > 0 && !freeTrial.detect(site).present) for (const quote of accounts) evidence.add(quote.page, quote.text);
  return found(evidence.toArray());
});
