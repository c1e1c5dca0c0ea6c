import { answerQuote, answersTo, saysYes } from '../text/answers.ts';
import { BILLING_QUESTION, CARD_QUESTION, CARD_WORDS, cardRequirementsIn } from '../text/concepts/card-wording.ts';
import { excerpt, isInQuestion } from '../text/phrases.ts';
import { blocksMatching, EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/** Card-number fields as payment forms name them (autocomplete cc-number, "cardnumber"). */
const CARD_FIELD = /cc-number|card-?number|cardnumber|kartennummer|numéro de carte|número de tarjeta/i;

/**
 * Present when a clause says a card or payment details are needed to sign up or start
 * a trial (text/concepts/card-wording.ts: "a credit card is required", "Kreditkarte
 * erforderlich", "carte bancaire obligatoire", "se requiere tarjeta"; not for paid
 * plans), when "Do I need a card?" is answered yes, or when the signup form asks for a
 * card number.
 */
export const creditCardRequired = defineSignal('credit-card-required', (site) => {
  const evidence = new EvidenceList();
  for (const { page, block } of blocksMatching(site, CARD_WORDS)) {
    // The answer to "How will you charge me?" names a way to pay, not a condition to start.
    const question = page.blocks[page.blocks.indexOf(block) - 1];
    if (question && /\?\s*$/.test(question.text) && BILLING_QUESTION.test(question.text)) continue;
    for (const requirement of cardRequirementsIn(block.text)) {
      // "Is a credit card required?" asks; only a statement says a card is needed.
      if (!isInQuestion(block.text, requirement.index)) evidence.add(page.url, excerpt(block.text, requirement.index, requirement.text.length));
    }
  }
  for (const answer of answersTo(site, CARD_QUESTION)) {
    if (saysYes(answer.text) && cardRequirementsIn(answer.question.replace(/\?\s*$/, '')).length > 0) evidence.add(answer.page.url, answerQuote(answer));
  }
  for (const page of site.readable) {
    if (page.kind !== 'signup') continue;
    if (page.forms.some((form) => form.fields.some((field) => CARD_FIELD.test(field.describes)))) {
      evidence.add(page.url, 'Signup form: it asks for a card number');
    }
  }
  return found(evidence.toArray());
});
