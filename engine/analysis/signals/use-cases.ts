import { matches, phrase } from '../text/phrases.ts';
import { EvidenceList, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

const AUDIENCES =
  '(?:teams|agencies|startups|enterprises?|freelancers|developers|engineers|marketers|marketing|sales|support|hr|finance|engineering|' +
  'product(?: teams)?|designers|educators|nonprofits|small business(?:es)?|e-?commerce|consultants|accountants|creators|' +
  'agenturen|handwerker|unternehmen|entwickler|vertrieb|selbstständige|agences|indépendants|entreprises|équipes|freelances|' +
  'agencias|autónomos|empresas|equipos|freelancers)';
/** Link text of pages by role, team or use case. */
const USE_CASE_LINK = phrase(
  'use cases?', 'solutions?', `for ${AUDIENCES}`, 'by (?:role|team|industry|use case)', 'industries',
  'anwendungsfälle', 'lösungen', `für ${AUDIENCES}`, 'branchen',
  "cas d'usage", "cas d'utilisation", 'solutions', `pour (?:les )?${AUDIENCES}`, 'secteurs',
  'casos de uso', 'soluciones', `para ${AUDIENCES}`, 'industrias', 'sectores',
);
const USE_CASE_PATH = /\/(?:use-?cases?|solutions?|industries|roles|anwendungsfaelle|loesungen|branchen|cas-d-usage|solutions|casos-de-uso|soluciones)(?:\/|$)|\/(?:for|fuer|pour|para)-[a-z]/i;
const USE_CASE_HEADING = phrase('use cases', 'by (?:role|team|industry)', 'anwendungsfälle', "cas d'usage", "cas d'utilisation", 'casos de uso');

/** Pages or sections by role, team or use case. A "Team" price plan is not one. */
export const useCases = defineSignal('use-cases', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    for (const cta of page.ctas) {
      if (cta.kind !== 'link' || !cta.href || cta.text.length > 40) continue;
      const path = new URL(cta.href).pathname;
      if (USE_CASE_PATH.test(path) || (matches(USE_CASE_LINK, cta.text) && page.kind !== 'pricing')) evidence.addCta(page, cta);
    }
  }
  for (const hit of textHits(site, USE_CASE_HEADING, { regions: ['main'], headings: true })) evidence.addHit(hit);
  return found(evidence.toArray());
});
