import { FREE_PLAN, FREE_TIER_NAME, FREE_TRIAL } from '../text/offer-phrases.ts';
import { isInQuestion, isNegated, matches } from '../text/phrases.ts';
import { pricesIn } from '../text/prices.ts';
import { EvidenceList, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/** A $0 line that is a fee waiver or a trial, not a free plan. */
const NOT_A_PLAN = /setup|set-up|fee|trial|for \d+ days|einrichtung|frais|tarifa de alta|prueba|essai|test/i;

/** A free-forever plan: named as such, a pricing tier called "Free", or a $0 tier. */
export const freemium = defineSignal('freemium', (site) => {
  const evidence = new EvidenceList();
  for (const hit of textHits(site, FREE_PLAN)) {
    if (!isNegated(hit.block.text, hit.match.index) && !isInQuestion(hit.block.text, hit.match.index)) evidence.addHit(hit);
  }
  for (const page of site.readable) {
    if (page.kind !== 'pricing') continue;
    for (const block of page.blocks) {
      if (block.heading && FREE_TIER_NAME.test(block.text)) evidence.add(page.url, `Pricing tier "${block.text}"`);
      const zero = pricesIn(block.text).find((price) => price.amount === 0);
      if (zero && !NOT_A_PLAN.test(block.text) && !matches(FREE_TRIAL, block.text)) evidence.add(page.url, block.text.length <= 80 ? block.text : zero.text);
    }
  }
  return found(evidence.toArray());
});
