import { leadsNowhere, type CallToAction, type PageModel } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import { matches, phrase } from '../text/phrases.ts';
import { EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

const HELP_WORDING = phrase(
  'docs',
  'documentation',
  'developer docs',
  'api (?:docs|reference)',
  'help ?cent(?:er|re)',
  'help',
  'support cent(?:er|re)',
  'knowledge ?base',
  'wiki',
  'help ?desk',
  'academy',
  'guides',
  'tutorials',
  'user guide',
  'learning cent(?:er|re)',
  'hilfe',
  'hilfe-?cent(?:er|re)',
  'dokumentation',
  'wissensdatenbank',
  'handbuch',
  'anleitungen',
  "centre d'aide",
  'aide',
  'base de connaissances?',
  'tutoriels',
  'centro de ayuda',
  'ayuda',
  'documentación',
  'base de conocimientos?',
  'guías',
  'tutoriales',
);
const HELP_HOST = /^(?:docs|help|support|kb|academy|learn|developers?|hilfe|aide|ayuda|guide|knowledge|wiki|helpdesk)\./i;
const HELP_PATH =
  /\/(?:docs?|documentation|help|help-?cent(?:er|re)|support|kb|knowledge-?base|academy|guides|tutorials|hilfe|aide|ayuda|hc|wiki|help-?desk)(?:[/?#.]|$)/i;
const HOSTED_HELP = /\.(?:zendesk\.com|intercom\.help|helpscoutdocs\.com|gitbook\.io|readme\.io|freshdesk\.com|helpdocs\.io|document360\.io)$/i;

/** A help-centre link, or a FAQ anchor on the same page (a short FAQ block is not a help centre). */
function helpLink(site: SiteModel, page: PageModel, cta: CallToAction): boolean {
  if (!cta.href || /^(?:mailto|tel):/i.test(cta.href) || cta.text.length > 40 || leadsNowhere(page, cta) || LANGUAGE_SWITCH.test(cta.text)) return false;
  const url = new URL(cta.href);
  const samePage = url.hash !== '' && site.pageAt(cta.href) === page;
  if (samePage) return false;
  const target = site.pageAt(cta.href);
  // A page we read says what it is: a support page that only gives contact details is no help centre.
  if (target && (!target.readable || isContactPage(target))) return false;
  const addressSaysHelp = HELP_HOST.test(url.hostname) || HELP_PATH.test(url.pathname) || HOSTED_HELP.test(url.hostname);
  if (/\/(?:faq|contact)/i.test(url.pathname) && !addressSaysHelp) return false;
  return matches(HELP_WORDING, cta.text) ? addressSaysHelp || site.isOwnHost(url.hostname) : addressSaysHelp && cta.text.length > 0;
}

/** "EN", "Deutsch": the same page in another language, whatever its address says. */
const LANGUAGE_SWITCH = /^\s*(?:en|de|fr|es|it|nl|pt|english|deutsch|français|francais|español|espanol|italiano)\s*$/i;

/** Words of a page whose business is being reached: "Kontakt", "write to us at", an e-mail address. */
const CONTACT_WORDING = phrase(
  'contact(?: us)?',
  'kontakt',
  'schreib(?:en sie)? uns',
  'nous contacter',
  'contactez-nous',
  'écrivez-nous',
  'contacto',
  'escríbenos',
  'get in touch',
);
/** Documentation has articles; a contact page has a few headings around an address or a form. */
const MIN_DOCS_HEADINGS = 3;
const MIN_DOCS_WORDS = 500;

function wordCount(page: PageModel): number {
  let words = 0;
  for (const block of page.blocks) if (block.region === 'main') words += block.text.split(/\s+/).length;
  return words;
}

/** A page that gives ways to reach the company and little else: few headings, a contact heading, short. Judged once per page. */
const contactPages = new WeakMap<PageModel, boolean>();
function isContactPage(page: PageModel): boolean {
  let known = contactPages.get(page);
  if (known === undefined) {
    const headings = page.blocks.filter((block) => block.heading && block.region === 'main');
    known = headings.some((block) => matches(CONTACT_WORDING, block.text)) && wordCount(page) < MIN_DOCS_WORDS;
    contactPages.set(page, known);
  }
  return known;
}

function looksLikeDocs(page: PageModel): boolean {
  return page.blocks.filter((block) => block.heading).length >= MIN_DOCS_HEADINGS && !isContactPage(page);
}

/** Docs, a help centre, an academy or a knowledge base, linked from the site or fetched as a docs page. */
export const helpCenter = defineSignal('help-center', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    if (page.kind === 'docs' && looksLikeDocs(page)) evidence.add(page.url, `Docs page: ${page.title || page.url}`);
    for (const cta of page.ctas) if (helpLink(site, page, cta)) evidence.addCta(page, cta);
  }
  return found(evidence.toArray());
});
