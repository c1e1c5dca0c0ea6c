import { DURATION_SOURCE } from '../text/durations.ts';
import { phrase } from '../text/phrases.ts';
import { EvidenceList, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/** Guarantees that take the risk off the buyer. A footer "Refund policy" link is not one. */
const RISK_REVERSAL = phrase(
  'cancel (?:any ?time|at any time|whenever you (?:like|want))', 'money-?back guarantee', `${DURATION_SOURCE} money-?back`, 'full refund',
  'no (?:long-term )?contracts?', 'no lock-?in', 'no commitment', 'free (?:data )?migration', "(?:we'll|we will) migrate [\\p{L}\\s]{0,20}for free",
  'satisfaction guaranteed?',
  'jederzeit kündbar', 'jederzeit kündigen', 'monatlich kündbar', 'geld-zurück-garantie', 'keine (?:vertragsbindung|mindestlaufzeit)',
  'ohne (?:vertragsbindung|mindestlaufzeit)', 'kostenlose (?:datenmigration|migration|datenübernahme)', 'kostenloser umzug',
  'sans engagement', 'résiliable à tout moment', 'annul(?:ez|able|ation) à tout moment', 'satisfait ou remboursé', 'migration gratuite',
  'cancela (?:cuando quieras|en cualquier momento)', 'cancelar en cualquier momento', 'sin permanencia', 'sin compromiso',
  'garantía de devolución', 'devolución del dinero', 'migración gratuita',
);

export const riskReversal = defineSignal('risk-reversal', (site) => {
  const evidence = new EvidenceList();
  for (const hit of textHits(site, RISK_REVERSAL)) evidence.addHit(hit);
  return found(evidence.toArray());
});
