import { NO_CARD } from '../text/offer-phrases.ts';
import { EvidenceList, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/** "No credit card required" and its equivalents, in any of the four languages. */
export const noCreditCard = defineSignal('no-credit-card', (site) => {
  const evidence = new EvidenceList();
  for (const hit of textHits(site, NO_CARD)) evidence.addHit(hit);
  return found(evidence.toArray());
});
