import { answerQuote, answersTo, saysNo } from '../text/answers.ts';
import { CARD_QUESTION, NO_CARD } from '../text/offer-phrases.ts';
import { isInQuestion } from '../text/phrases.ts';
import { EvidenceList, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/** "No credit card required" and its equivalents, in any of the four languages, or "No" to "Do I need a card?". */
export const noCreditCard = defineSignal('no-credit-card', (site) => {
  const evidence = new EvidenceList();
  for (const hit of textHits(site, NO_CARD)) if (!isInQuestion(hit.block.text, hit.match.index)) evidence.addHit(hit);
  for (const answer of answersTo(site, CARD_QUESTION)) if (saysNo(answer.text)) evidence.add(answer.page.url, answerQuote(answer));
  return found(evidence.toArray());
});
