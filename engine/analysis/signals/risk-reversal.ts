import { isSalesRequest } from '../text/concepts/sales-path.ts';
import { answerQuote, answersTo, saysYes } from '../text/answers.ts';
import { GUARANTEE_NAMED, guaranteesIn, type GuaranteeKind } from '../text/concepts/guarantees.ts';
import { lexiconPhrase } from '../text/concepts/lexicon.ts';
import { excerpt, matches } from '../text/phrases.ts';
import { perText } from '../text/per-text.ts';
import { textHits } from '../text/search.ts';
import { StrongestEvidence } from '../text/strongest-evidence.ts';
import { defineSignal, found } from './detector.ts';

/**
 * Present when the site takes the risk of buying off the buyer: money back, leaving or
 * cancelling at any time (no long-term contract, no lock-in), or a free migration, said
 * as a promise (not asked, not refused, not beside a fee to leave), or a yes to a
 * question about one; "no obligation" counts unless said of a demo, a quote or a call.
 */

/** Talking to sales: what "no obligation" is often said of ("book a no-obligation demo", "presupuesto sin compromiso"). */
const SALES_TALK = lexiconPhrase({
  en: [
    'quote',
    'demo',
    'consultation',
    'advi[sc]e\\p{L}*',
    'contact(?:ing)?',
    'call',
    'conversation',
    'chat',
    'meeting',
    'appointment',
    'get in touch',
    'audit',
    'advice',
    'expert',
  ],
  de: ['termin', 'angebot', 'berat\\p{L}*', 'kontakt\\p{L}*', 'anfrage\\p{L}*', 'gespräch', 'erstgespräch', 'demo', 'audit'],
  fr: ['devis', 'démo', 'rendez-vous', 'contacte[rz]', 'contactez-nous', 'échange', 'audit', 'expert', 'conseil\\p{L}*', 'appel'],
  es: ['cita', 'presupuesto', 'demostración', 'demo', 'asesor\\p{L}*', 'cotización', 'contact\\p{L}*', 'conversación', 'auditoría', 'llamada', 'reunión'],
});

/** Money back says most; leaving at any time and a free move next; "no obligation" and a bare "yes" least. */
const STRENGTH: Record<GuaranteeKind, number> = { 'money-back': 3, 'cancel-anytime': 2, 'free-migration': 2, 'no-obligation': 1 };

export const riskReversal = defineSignal('risk-reversal', (site) => {
  const evidence = new StrongestEvidence();
  const guaranteesOf = perText(site, 'guarantees', guaranteesIn);
  const read = new Set<object>();
  for (const hit of textHits(site, GUARANTEE_NAMED)) {
    if (read.has(hit.block)) continue;
    read.add(hit.block);
    // On a demo or contact page, or beside sales talk, "no commitment" is said of the call being booked.
    const saidOfSales = hit.page.kind === 'demo' || isSalesRequest(hit.block.text) || matches(SALES_TALK, hit.block.text);
    const guarantees = guaranteesOf(hit.block.text).filter((guarantee) => guarantee.kind !== 'no-obligation' || !saidOfSales);
    // One quote a block: its strongest promise.
    const strongest = guarantees.sort((a, b) => STRENGTH[b.kind] - STRENGTH[a.kind])[0];
    if (strongest) {
      const { clause } = strongest;
      evidence.add(hit.page.url, excerpt(clause.text, strongest.index - clause.start, strongest.end - strongest.index), STRENGTH[strongest.kind]);
    }
  }
  // "Can I cancel at any time?" claims nothing; its "Yes, ..." does.
  // Asked as a promise ("Can I cancel anytime?", not "Do you help with migration?").
  for (const answer of answersTo(site, GUARANTEE_NAMED)) {
    if (saysYes(answer.text) && guaranteesIn(answer.question.replace(/[?¿]/g, '.')).length > 0) evidence.add(answer.page.url, answerQuote(answer), 1);
  }
  return found(evidence.toArray());
});
