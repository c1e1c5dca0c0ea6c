import { addressOf, leadsNowhere, type CallToAction, type PageModel } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import { HELP_LABEL, isHelpAddress, isHelpLabel, isHelpMention, namesAnotherThing, WRITTEN_HELP } from '../text/concepts/help-resources.ts';
import { isProductPagePath } from '../text/concepts/own-product.ts';
import { matches, phrase } from '../text/phrases.ts';
import { EvidenceList, matchingCtas, MAX_EVIDENCE, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/*
 * Present when the site links to or serves a help resource of its own (docs, a help
 * centre, a knowledge base, an academy, guides, an API reference, a hosted help desk): a
 * link named as one or leading to one's address, a fetched documentation page, or a
 * clause naming the site's own; not a page about the product's feature of that name, a
 * FAQ anchor, a contact page, a mail link, or a help centre the visitor builds.
 */

/** A help-centre link, or a FAQ anchor on the same page (a short FAQ block is not a help centre). */
function helpLink(site: SiteModel, page: PageModel, cta: CallToAction): boolean {
  if (!cta.href || /^(?:mailto|tel):/i.test(cta.href) || !cta.text || cta.text.length > 40 || leadsNowhere(page, cta) || LANGUAGE_SWITCH.test(cta.text))
    return false;
  const url = addressOf(cta)!;
  const target = site.pageAt(cta.href);
  if (target === page) return false;
  // A page we read says what it is: a support page that only gives contact details is no help centre.
  if (target && (!target.readable || isContactPage(target))) return false;
  if (isProductPagePath(url.pathname)) return false;
  if (isHelpAddress(url)) return true;
  if (/\/(?:faq|contact)/i.test(url.pathname)) return false;
  return matchingCtas(page, HELP_LABEL).has(cta) && isHelpLabel(cta.text) && site.isOwnHost(url.hostname) && !namesAnotherThing(url);
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
  return page.blocks.filter((block) => block.heading).length >= MIN_DOCS_HEADINGS && !isContactPage(page) && !isProductPagePath(new URL(page.url).pathname);
}

export const helpCenter = defineSignal('help-center', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    if (page.kind === 'docs' && looksLikeDocs(page)) evidence.add(page.url, `Docs page: ${page.title || page.url}`);
    for (const cta of page.ctas) if (helpLink(site, page, cta)) evidence.addCta(page, cta);
  }
  for (const hit of textHits(site, WRITTEN_HELP)) {
    if (evidence.size >= MAX_EVIDENCE) break;
    if (!hit.block.heading && !hit.block.quote && isHelpMention(hit.block.text, hit.match)) evidence.addHit(hit);
  }
  return found(evidence.toArray());
});
