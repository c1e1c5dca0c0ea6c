import type { PageModel, TextBlock } from '../model/page-model.ts';
import { firstMatch, matches, phrase } from '../text/phrases.ts';
import { EvidenceList, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

const AUDIENCES =
  '(?:teams|agencies|startups|freelancers|developers|engineers|marketers|marketing|sales|support|hr|finance|engineering|' +
  'product(?: teams)?|designers|educators|nonprofits|small business(?:es)?|e-?commerce|consultants|accountants|creators|' +
  'agenturen|handwerker|unternehmen|entwickler|vertrieb|selbstständige|agences|indépendants|entreprises|équipes|freelances|' +
  'agencias|autónomos|empresas|equipos|freelancers)';
/** "Areas of application": where the product is used, by field. */
const APPLICATION_AREAS = [
  'areas of application',
  'applications by industry',
  'einsatzbereiche',
  'anwendungsbereiche',
  'einsatzgebiete',
  "domaines? d'application",
  "secteurs d'activité",
  'ámbitos de aplicación',
  'áreas de aplicación',
];

/** Link text of pages by role, team or use case. */
const USE_CASE_LINK = phrase(
  'use cases?',
  'solutions?',
  `for ${AUDIENCES}`,
  'by (?:role|team|industry|use case)',
  'industries',
  'anwendungsfälle',
  'lösungen',
  `für ${AUDIENCES}`,
  'branchen',
  "cas d'usage",
  "cas d'utilisation",
  'solutions',
  `pour (?:les )?${AUDIENCES}`,
  'secteurs',
  'casos de uso',
  'soluciones',
  `para ${AUDIENCES}`,
  'industrias',
  'sectores',
  ...APPLICATION_AREAS,
);
const USE_CASE_PATH =
  /\/(?:use-?cases?|solutions?|industries|roles|anwendungsfaelle|loesungen|branchen|cas-d-usage|solutions|casos-de-uso|soluciones)(?:\/|$)|\/(?:for|fuer|pour|para)-[a-z]/i;
const USE_CASE_HEADING = phrase(
  'use cases',
  'by (?:role|team|industry)',
  "who (?:is |it's |it is )?(?:\\p{L}+ )?(?:built |made )?for",
  'who we (?:serve|help|work with)',
  'anwendungsfälle',
  'für wen',
  "cas d'usage",
  "cas d'utilisation",
  'pour qui',
  "à qui s'adresse",
  'casos de uso',
  'para quién',
  'a quién va dirigido',
  ...APPLICATION_AREAS,
);

/** An industry named alone as a link: "E-commerce", "Healthcare", "Gesundheitswesen" in a menu of pages by industry. */
const INDUSTRY_LINK = phrase(
  'e-?commerce',
  'retail',
  'healthcare',
  'fintech',
  'insurance',
  'banking',
  'hospitality',
  'real estate',
  'manufacturing',
  'logistics',
  'nonprofits',
  'public sector',
  'einzelhandel',
  'gesundheitswesen',
  'versicherungen',
  'immobilien',
  'logistik',
  'öffentlicher sektor',
  'commerce en ligne',
  'santé',
  'assurance',
  'immobilier',
  'logistique',
  'secteur public',
  'comercio electrónico',
  'salud',
  'seguros',
  'inmobiliario',
  'logística',
  'sector público',
);
/** The whole link text is the industry, perhaps with "for" or an arrow. */
function namesAnIndustry(text: string): boolean {
  const match = firstMatch(INDUSTRY_LINK, text);
  return (
    match !== null &&
    text
      .replace(match[0], '')
      .replace(/[^\p{L}]+/gu, ' ')
      .trim()
      .split(' ')
      .filter((word) => word && !/^(?:for|für|pour|para)$/i.test(word)).length === 0
  );
}

/**
 * A heading that names an audience: "For agencies", "Für Kanzleien", "Pour les équipes
 * RH", "Para autónomos". In French and Spanish an article or a plural must follow, so
 * "Pour commencer" or "Para empezar" (to start) is no audience.
 */
const AUDIENCE_HEADING = phrase(
  'for (?:the |your |small |growing |busy )?\\p{L}+',
  'für (?:die |den |alle |kleine |große )?\\p{L}+',
  // "pour la démonstration", "pour le déploiement": a purpose, not an audience; audiences come in the plural.
  'pour (?:les |des |vos |tous les )\\p{L}+',
  'pour \\p{L}+[sx]',
  'para (?:los |las |el |la |tu |equipos )\\p{L}+',
  'para \\p{L}+s',
);
/** A page section named for audiences, segments or industries by its class names. */
const AUDIENCE_SECTION =
  /(?:^|[\s_-])(?:segments?|audiences?|personas?|industries|use-?cases?|zielgruppen?|branchen|fuer-wen|pour-qui|publics?|para-quien|perfiles|sectores|secteurs)(?:$|[\s_-])/i;

/** Headings inside sections named for audiences ("New market entrants", "3PL warehouses"): grouped per section. */
function headingsOfAudienceSections(page: PageModel): TextBlock[] {
  const bySection = new Map<string, TextBlock[]>();
  for (const block of page.blocks) {
    if (!block.heading || block.section === undefined || !AUDIENCE_SECTION.test(block.section)) continue;
    const list = bySection.get(block.section) ?? [];
    list.push(block);
    bySection.set(block.section, list);
  }
  return [...bySection.values()].find((list) => list.length >= MIN_AUDIENCE_HEADINGS) ?? [];
}

/** Two or more such headings on one page make a section by audience; one alone may be a tagline. */
const MIN_AUDIENCE_HEADINGS = 2;

function audienceHeadings(page: PageModel): TextBlock[] {
  if (page.kind === 'pricing') return [];
  const out: TextBlock[] = [];
  for (const block of page.blocks) {
    if (!block.heading || block.region !== 'main' || block.text.length > 60 || block.text.includes('?')) continue;
    if (firstMatch(AUDIENCE_HEADING, block.text)?.index === 0) out.push(block);
  }
  return out;
}

/** Pages or sections by role, team, audience or use case. A "Team" price plan is not one. */
export const useCases = defineSignal('use-cases', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    for (const cta of page.ctas) {
      if (cta.kind !== 'link' || !cta.href || cta.text.length > 40) continue;
      const path = new URL(cta.href).pathname;
      if (USE_CASE_PATH.test(path) || (page.kind !== 'pricing' && (matches(USE_CASE_LINK, cta.text) || namesAnIndustry(cta.text)))) evidence.addCta(page, cta);
    }
  }
  for (const hit of textHits(site, USE_CASE_HEADING, { regions: ['main'], headings: true })) evidence.addHit(hit);
  for (const page of site.readable) {
    const named = audienceHeadings(page);
    const headings = named.length >= MIN_AUDIENCE_HEADINGS || page.kind === 'pricing' ? named : headingsOfAudienceSections(page);
    if (headings.length >= MIN_AUDIENCE_HEADINGS) evidence.add(page.url, `Sections by audience: ${headings.map((block) => `"${block.text}"`).join(', ')}`);
  }
  return found(evidence.toArray());
});
