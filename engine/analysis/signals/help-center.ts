import type { CallToAction, PageModel } from '../model/page-model.ts';
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
const HELP_HOST = /^(?:docs|help|support|kb|academy|learn|developers?|hilfe|aide|ayuda|guide|knowledge)\./i;
const HELP_PATH = /\/(?:docs?|documentation|help|help-?cent(?:er|re)|support|kb|knowledge-?base|academy|guides|tutorials|hilfe|aide|ayuda|hc)(?:[/?#.]|$)/i;
const HOSTED_HELP = /\.(?:zendesk\.com|intercom\.help|helpscoutdocs\.com|gitbook\.io|readme\.io|freshdesk\.com|helpdocs\.io|document360\.io)$/i;

/** A help-centre link, or a FAQ anchor on the same page (a short FAQ block is not a help centre). */
function helpLink(site: SiteModel, page: PageModel, cta: CallToAction): boolean {
  if (!cta.href || /^(?:mailto|tel):/i.test(cta.href) || cta.text.length > 40) return false;
  const url = new URL(cta.href);
  const samePage = url.hash !== '' && site.pageAt(cta.href) === page;
  if (samePage) return false;
  const target = site.pageAt(cta.href);
  if (target && !target.readable) return false;
  const addressSaysHelp = HELP_HOST.test(url.hostname) || HELP_PATH.test(url.pathname) || HOSTED_HELP.test(url.hostname);
  if (/\/(?:faq|contact)/i.test(url.pathname) && !addressSaysHelp) return false;
  return matches(HELP_WORDING, cta.text) ? addressSaysHelp || site.isOwnHost(url.hostname) : addressSaysHelp && cta.text.length > 0;
}

/** Docs, a help centre, an academy or a knowledge base, linked from the site or fetched as a docs page. */
export const helpCenter = defineSignal('help-center', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    if (page.kind === 'docs' && page.blocks.filter((block) => block.heading).length >= 3) evidence.add(page.url, `Docs page: ${page.title || page.url}`);
    for (const cta of page.ctas) if (helpLink(site, page, cta)) evidence.addCta(page, cta);
  }
  return found(evidence.toArray());
});
