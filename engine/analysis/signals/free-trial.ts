import { answerQuote, answersTo, firstSentence, saysYes } from '../text/answers.ts';
import type { PageModel, TextBlock } from '../model/page-model.ts';
import { FREE_TIER_NAME, freePlanOffersIn } from '../text/concepts/free-plan-offer.ts';
import { SALES_CONVERSATION } from '../text/concepts/sales-path.ts';
import { TRIAL_OFFER_WORDS, trialDaysNear, trialOffersIn, TRY_FIRST_QUESTION, TRY_WORDING } from '../text/concepts/trial-offer.ts';
import { excerpt, matches, phrase } from '../text/phrases.ts';
import { blocksMatching, EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/**
 * Present when a clause of the site offers a trial (text/concepts/trial-offer.ts: a
 * trial named as such, a trial noun or try verb beside a span of days or "free", a
 * free period, free credit to try), or when "Can I try it first?" is answered yes
 * without naming a free plan or a demo; the trial length is the span of days nearest
 * the offer, the one stated most often.
 */

/** A demo, not a trial, as the way to try ("Yes, book a demo and we show you around"). */
const DEMO_WORD = phrase('demo', 'démo', 'demostración');

/** Blocks read back from a pitch to the plan heading it stands under. */
const PITCH_BLOCKS = 2;

/** Whether one of the blocks just before a block is a heading naming a free plan ("Free version", "Version gratuite"). */
function underFreePlan(page: PageModel, block: TextBlock): boolean {
  const at = page.blocks.indexOf(block);
  const before = page.blocks.slice(Math.max(0, at - PITCH_BLOCKS), at);
  // A heading may be split over two elements: "<h3>Version</h3><p>Gratuite</p>".
  const heading = before.map((each) => each.text).join(' ');
  return before.some((each) => each.heading) && (before.some((each) => FREE_TIER_NAME.test(each.text)) || freePlanOffersIn(heading).length > 0);
}

/** The most often stated length wins; on a tie, the one stated first (home page first). */
function mostStated(days: number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const value of days) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: number | undefined;
  for (const [value, count] of counts) if (best === undefined || count > (counts.get(best) ?? 0)) best = value;
  return best;
}

export const freeTrial = defineSignal('free-trial', (site) => {
  const evidence = new EvidenceList();
  const days: number[] = [];
  for (const { page, block } of blocksMatching(site, TRIAL_OFFER_WORDS)) {
    for (const offer of trialOffersIn(block.text)) {
      // "Free version: for those who want to try Acme for free" pitches the free plan it stands under.
      if (offer.basis === 'try-free' && underFreePlan(page, block)) continue;
      // A data blob carries other pages' titles and promotions too: there "1 month free" without a trial word is no trial.
      if (block.region === 'data' && !TRY_WORDING.test(offer.text)) continue;
      evidence.add(page.url, excerpt(block.text, offer.index, offer.text.length));
      const stated = offer.days ?? trialDaysNear(block.text, offer.index + offer.text.length / 2);
      if (stated) days.push(stated);
    }
  }
  // "Can I test it first?" - "Yes, ..." offers a trial, unless the way to try is a free plan or a demo.
  for (const answer of answersTo(site, TRY_FIRST_QUESTION)) {
    const claim = firstSentence(answer.text);
    if (!saysYes(answer.text) || freePlanOffersIn(answer.text).length > 0 || matches(SALES_CONVERSATION, claim) || matches(DEMO_WORD, claim)) continue;
    evidence.add(answer.page.url, answerQuote(answer));
    const stated = trialDaysNear(answer.text, 0);
    if (stated) days.push(stated);
  }
  const trialDays = mostStated(days);
  return found(evidence.toArray(), trialDays ? { trialDays } : {});
});
