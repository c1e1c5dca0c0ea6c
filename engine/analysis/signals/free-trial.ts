import { durationsIn } from '../text/durations.ts';
import { FREE_TRIAL_PATTERNS } from '../text/offer-phrases.ts';
import { isInQuestion, isNegated } from '../text/phrases.ts';
import { EvidenceList, textHits, type TextHit } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/** "2 months free when billed annually" is a discount, not a trial. */
const ANNUAL_DISCOUNT = /annual|yearly|per year|billed|jährlich|annuel|anual/i;

/** Trials longer than this are something else ("365 days of history"). */
const MAX_TRIAL_DAYS = 120;

/** The trial length a hit states: the duration nearest the trial phrase in its block. */
function statedDays(hit: TextHit): number | undefined {
  const center = hit.match.index + hit.match[0].length / 2;
  const nearest = durationsIn(hit.block.text)
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
    evidence.addHit(hit);
    const stated = statedDays(hit);
    if (stated) days.push(stated);
  }
  const trialDays = mostStated(days);
  return found(evidence.toArray(), trialDays ? { trialDays } : {});
});
