import { answerQuote, answersTo, saysNo } from '../text/answers.ts';
import { CARD_QUESTION, CARD_WORDS, cardRequirementsIn, NO_CARD_ANSWER, noCardPromisesIn } from '../text/concepts/card-wording.ts';
import { excerpt, isInQuestion } from '../text/phrases.ts';
import { blocksMatching, EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/**
 * Present when a clause denies that a card or payment details are needed
 * (text/concepts/card-wording.ts: "no credit card required", "ohne Kreditkarte", "sans
 * carte bancaire", "no te pediremos datos de pago"), or when a question whether one is
 * needed is answered no ("Credit card? Not needed.").
 */

export const noCreditCard = defineSignal('no-credit-card', (site) => {
  const evidence = new EvidenceList();
  for (const { page, block } of blocksMatching(site, CARD_WORDS)) {
    for (const promise of noCardPromisesIn(block.text)) {
      if (!isInQuestion(block.text, promise.index)) evidence.add(page.url, excerpt(block.text, promise.index, promise.text.length));
    }
  }
  for (const answer of answersTo(site, CARD_QUESTION)) {
    const reply = answer.text.replace(/^[\s"'«¡¿(—–-]+/u, '');
    const asksNeed = cardRequirementsIn(answer.question.replace(/\?\s*$/, '')).length > 0;
    if (NO_CARD_ANSWER.test(reply) || (asksNeed && saysNo(reply))) evidence.add(answer.page.url, answerQuote(answer));
  }
  return found(evidence.toArray());
});
