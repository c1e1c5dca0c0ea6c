import { phrase } from '../text/phrases.ts';
import { EvidenceList, pageTextHits, pageTextQuote } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

const WHO =
  '(?:teams|companies|customers|users|businesses|enterprises|organi[sz]ations|brands|agencies|developers|marketers|people|founders|creators|' +
  'freelancers|stores|shops|restaurants|schools|clinics|practices|professionals|accountants|members|clients|startups|merchants|sellers|' +
  'unternehmen|kunden|nutzer(?:innen)?|anwender|betriebe|handwerksbetriebe|firmen|agenturen|praxen|' +
  'entreprises|utilisateurs|équipes|sociétés|agences|indépendants|professionnels|commerçants|cabinets|' +
  'empresas|clientes|usuarios|equipos|negocios|agencias|profesionales|autónomos|tiendas)';
const COUNT = '\\d{1,3}(?:[.,\\s]\\d{3})+\\+?|\\d+(?:[.,]\\d+)? ?(?:k|m|million|millionen|millions|mio\\.?|millones|mil)\\+?|\\d{2,}\\+|\\d{3,}';

/** "10,000+ teams", "over 2 million users", "plus de 2 000 entreprises", "über 5.000 Betriebe". */
const CUSTOMER_COUNT = phrase(`(?:${COUNT}) (?:[\\p{L}-]+ ){0,2}${WHO}`);
/** Plan limits read like counts: "up to 10,000 users", "unlimited users", "teams of 50+". */
const PLAN_LIMIT_BEFORE = /(?:up ?to|max(?:imum)?|unlimited|limit(?:ed)? to|includes?|included|per|of|bis zu|jusqu'à|hasta|für bis zu|pour|para)\s*$/iu;

export const usageNumbers = defineSignal('usage-numbers', (site) => {
  const evidence = new EvidenceList();
  // Joined text: stat blocks put the number and the noun in separate elements.
  for (const hit of pageTextHits(site, CUSTOMER_COUNT)) {
    const before = hit.page.fullText.slice(Math.max(0, hit.match.index - 20), hit.match.index);
    if (PLAN_LIMIT_BEFORE.test(before) || hit.page.kind === 'pricing') continue;
    evidence.add(hit.page.url, pageTextQuote(hit));
  }
  return found(evidence.toArray());
});
