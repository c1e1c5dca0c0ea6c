import { CARD_REQUIRED } from '../text/offer-phrases.ts';
import { isInQuestion, isNegated } from '../text/phrases.ts';
import { EvidenceList, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/** Card-number fields as payment forms name them (autocomplete cc-number, "cardnumber"). */
const CARD_FIELD = /cc-number|card-?number|cardnumber|kartennummer|numéro de carte|número de tarjeta/i;

/** A trial or signup that states a card is needed, or a signup form that asks for one. */
export const creditCardRequired = defineSignal('credit-card-required', (site) => {
  const evidence = new EvidenceList();
  for (const hit of textHits(site, CARD_REQUIRED)) {
    // "Is a credit card required?" asks; only a statement says a card is needed.
    if (!isNegated(hit.block.text, hit.match.index) && !isInQuestion(hit.block.text, hit.match.index)) evidence.addHit(hit);
  }
  for (const page of site.readable) {
    if (page.kind !== 'signup') continue;
    if (page.forms.some((form) => form.fields.some((field) => CARD_FIELD.test(field.describes)))) {
      evidence.add(page.url, 'Signup form: it asks for a card number');
    }
  }
  return found(evidence.toArray());
});
