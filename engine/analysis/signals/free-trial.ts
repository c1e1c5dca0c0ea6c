import { durationsIn } from '../text/durations.ts';
import { answerQuote, answersTo, firstSentence, saysYes } from '../text/answers.ts';
import { DEMO_REQUEST } from '../text/access-phrases.ts';
import { FREE_PLAN, FREE_TRIAL_PATTERNS, TRY_FIRST_QUESTION, TRY_WORDING } from '../text/offer-phrases.ts';
import { isInQuestion, isNegated, matches, phrase } from '../text/phrases.ts';
import { EvidenceList, textHits, type TextHit } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/** "2 months free when billed annually" is a discount, not a trial. */
const ANNUAL_DISCOUNT = /annual|yearly|per year|billed|jährlich|annuel|anual/i;

/** Trials longer than this are something else ("365 days of history"). */
const MAX_TRIAL_DAYS = 120;

/** A demo, not a trial, as the way to try ("Yes, book a demo and we show you around"). */
const DEMO_WORD = phrase('demo', 'démo', 'demostración');

/** The trial length a text states: the duration nearest a point in it (the trial phrase). */
function statedDays(text: string, center: number): number | undefined {
  const nearest = durationsIn(text)
    .filter((duration) => duration.days > 1 && duration.days <= MAX_TRIAL_DAYS)
    .sort((a, b) => Math.abs(a.index - center) - Math.abs(b.index - center))[0];
  return nearest?.days;
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
  // In reading order (pages, then blocks), so the first stated length wins a tie.
  const position = (hit: TextHit) => [site.readable.indexOf(hit.page), hit.page.blocks.indexOf(hit.block), hit.match.index];
  const hits = FREE_TRIAL_PATTERNS.flatMap((pattern) => [...textHits(site, pattern)]).sort((a, b) => {
    const [pa, ba, ma] = position(a);
    const [pb, bb, mb] = position(b);
    return pa! - pb! || ba! - bb! || ma! - mb!;
  });
  for (const hit of hits) {
    const { text } = hit.block;
    if (isNegated(text, hit.match.index) || isInQuestion(text, hit.match.index) || ANNUAL_DISCOUNT.test(text)) continue;
    // A data blob carries other pages' titles and promotions too: there "1 month free" without a trial word is no trial.
    if (hit.block.region === 'data' && !TRY_WORDING.test(hit.match[0])) continue;
    evidence.addHit(hit);
    const stated = statedDays(text, hit.match.index + hit.match[0].length / 2);
    if (stated) days.push(stated);
  }
  // "Can I test it first?" - "Yes, ..." offers a trial, unless the way to try is a free plan or a demo.
  for (const answer of answersTo(site, TRY_FIRST_QUESTION)) {
    const claim = firstSentence(answer.text);
    if (!saysYes(answer.text) || matches(FREE_PLAN, answer.text) || matches(DEMO_REQUEST, claim) || matches(DEMO_WORD, claim)) continue;
    evidence.add(answer.page.url, answerQuote(answer));
    const stated = statedDays(answer.text, 0);
    if (stated) days.push(stated);
  }
  const trialDays = mostStated(days);
  return found(evidence.toArray(), trialDays ? { trialDays } : {});
});
