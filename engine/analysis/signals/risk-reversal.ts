import { DURATION_SOURCE } from '../text/durations.ts';
import { isSalesRequest } from '../text/concepts/sales-path.ts';
import { answerQuote, answersTo, saysYes } from '../text/answers.ts';
import { anyPhrase, isInQuestion, matches, phrase } from '../text/phrases.ts';
import { EvidenceList, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/**
 * Guarantees that take the risk off the buyer: money back, refunds, leaving or
 * cancelling at any time, free migration. A footer "Refund policy" link is not one.
 */
const RISK_REVERSAL = phrase(
  '(?:cancel|leave|quit|pause or cancel|cancel or pause) (?:any ?time|at any time|whenever you (?:like|want)|in one click|with one click)',
  'cancellation (?:at )?any ?time',
  // "You may cancel your subscription at any time", "users can close their accounts anytime"
  '(?:cancel|close|delete|terminate|end) (?:your |their |the |my |an? )?(?:subscription|plan|account|contract|membership)s? (?:at any time|any ?time|whenever you (?:like|want))',
  'no minimum (?:term|commitment|contract|period)',
  'money-?back guarantee',
  `${DURATION_SOURCE} money-?back`,
  'full refund',
  '(?:prorated|pro-rata) refund',
  `refund (?:within|in the first) ${DURATION_SOURCE}`,
  `${DURATION_SOURCE} refund`,
  'get your money back',
  'no questions asked',
  'no (?:long-term )?contracts?',
  'no lock-?in',
  'free (?:data )?migration',
  "(?:we'll|we will) migrate [\\p{L}\\s]{0,20}for free",
  'satisfaction guaranteed?',
  'jederzeit (?:zum monatsende |monatlich |online )?kündbar',
  'jederzeit (?:zum monatsende |online )?kündigen',
  'kündigung (?:ist )?jederzeit',
  'monatlich kündbar',
  'geld-zurück-garantie',
  'geld zurück',
  'volle (?:rück)?erstattung',
  'keine (?:vertragsbindung|mindestlaufzeit)',
  'ohne (?:vertragsbindung|mindestlaufzeit)',
  'kostenlose (?:datenmigration|migration|datenübernahme)',
  'kostenloser umzug',
  'résiliable à tout moment',
  'résili(?:ez|ation) (?:à tout moment|quand vous voulez|en un clic)',
  'annul(?:ez|able|ation) à tout moment',
  'satisfait ou remboursé',
  'remboursement (?:intégral|complet|sous)',
  'migration gratuite',
  'partez quand vous voulez',
  "(?:résili|annul)(?:ez|er) (?:votre |son |l')?(?:abonnement|compte|contrat|offre) (?:à tout moment|quand vous (?:voulez|le souhaitez))",
  'sans durée minimale',
  'cancela (?:cuando quieras|en cualquier momento)',
  'cancelar en cualquier momento',
  'date de baja cuando quieras',
  'sin permanencia',
  'cancela(?:r)? (?:tu |su |la )?(?:suscripción|cuenta|plan) (?:cuando quieras|en cualquier momento)',
  'garantía de devolución',
  'devolución del dinero',
  'reembolso (?:completo|total|íntegro)',
  'te devolvemos (?:el|tu) dinero',
  'migración gratuita',
);

/** Quotes, offers, consultations, demos and getting in touch: what sales copy offers without obligation. */
const QUOTE_WORDING = phrase(
  'quote',
  'demo',
  'consultation',
  'contact(?:ing)?',
  'call',
  'conversation',
  'chat',
  'meeting',
  'appointment',
  'termin',
  'cita',
  'get in touch',
  'angebot',
  'beratung',
  'kontakt',
  'kontaktieren',
  'anfrage',
  'anfragen',
  'gespräch',
  'devis',
  'démo',
  'rendez-vous',
  'contacter',
  'contactez',
  'presupuesto',
  'demostración',
  'asesoría',
  'cotización',
  'contactar',
  'contacto',
  'conversación',
  'contáctanos',
);

/** No obligation: a risk taken off the buyer, unless it is said of a demo or a quote ("presupuesto sin compromiso"). */
const NO_COMMITMENT = phrase('no commitment', 'no obligation', 'sans engagement', 'sin compromiso', 'unverbindlich');

const ANY_RISK_REVERSAL = anyPhrase(RISK_REVERSAL, NO_COMMITMENT);

export const riskReversal = defineSignal('risk-reversal', (site) => {
  const evidence = new EvidenceList();
  for (const hit of textHits(site, ANY_RISK_REVERSAL)) {
    // On a demo or contact page, "no commitment" is said of the call being booked.
    const saidOfSales =
      matches(NO_COMMITMENT, hit.match[0]) && (hit.page.kind === 'demo' || isSalesRequest(hit.block.text) || matches(QUOTE_WORDING, hit.block.text));
    if (!saidOfSales && !isInQuestion(hit.block.text, hit.match.index)) evidence.addHit(hit);
  }
  // "Can I cancel at any time?" claims nothing; its "Yes, ..." does.
  for (const answer of answersTo(site, RISK_REVERSAL)) if (saysYes(answer.text)) evidence.add(answer.page.url, answerQuote(answer));
  return found(evidence.toArray());
});
