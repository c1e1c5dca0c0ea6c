import { DURATION_SOURCE } from '../text/durations.ts';
import { DEMO_REQUEST } from '../text/access-phrases.ts';
import { anyPhrase, matches, phrase } from '../text/phrases.ts';
import { EvidenceList, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/**
 * Guarantees that take the risk off the buyer: money back, refunds, leaving or
 * cancelling at any time, free migration. A footer "Refund policy" link is not one.
 */
const RISK_REVERSAL = phrase(
  '(?:cancel|leave|quit|pause or cancel|cancel or pause) (?:any ?time|at any time|whenever you (?:like|want)|in one click|with one click)',
  'cancellation (?:at )?any ?time',
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
  'cancela (?:cuando quieras|en cualquier momento)',
  'cancelar en cualquier momento',
  'date de baja cuando quieras',
  'sin permanencia',
  'garantía de devolución',
  'devolución del dinero',
  'reembolso (?:completo|total|íntegro)',
  'te devolvemos (?:el|tu) dinero',
  'migración gratuita',
);

/** Quotes, offers, consultations and demos: what sales copy promises without obligation. */
const QUOTE_WORDING = phrase(
  'quote',
  'demo',
  'consultation',
  'angebot',
  'beratung',
  'demo',
  'devis',
  'démo',
  'rendez-vous',
  'presupuesto',
  'demostración',
  'asesoría',
  'cotización',
);

/** No obligation: a risk taken off the buyer, unless it is said of a demo or a quote ("presupuesto sin compromiso"). */
const NO_COMMITMENT = phrase('no commitment', 'no obligation', 'sans engagement', 'sin compromiso', 'unverbindlich');

const ANY_RISK_REVERSAL = anyPhrase(RISK_REVERSAL, NO_COMMITMENT);

export const riskReversal = defineSignal('risk-reversal', (site) => {
  const evidence = new EvidenceList();
  for (const hit of textHits(site, ANY_RISK_REVERSAL)) {
    const saidOfSales = matches(NO_COMMITMENT, hit.match[0]) && (matches(DEMO_REQUEST, hit.block.text) || matches(QUOTE_WORDING, hit.block.text));
    if (!saidOfSales) evidence.addHit(hit);
  }
  return found(evidence.toArray());
});
