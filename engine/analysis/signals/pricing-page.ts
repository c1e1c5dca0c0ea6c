import type { CallToAction, PageModel } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import { isSalesRequest, SALES_PATH } from '../text/concepts/sales-path.ts';
import { matches } from '../text/phrases.ts';
import { plansOf, pricesIn, PRICING_WORDING } from '../text/concepts/plan-price.ts';
import { EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/** A page that reads as a pricing page: prices, or pricing headings. */
function showsPricing(page: PageModel): boolean {
  return page.blocks.some((block) => (block.heading && matches(PRICING_WORDING, block.text)) || pricesIn(block.text).length > 0);
}

/** A one-page site's pricing section (text/concepts/plan-price.ts): its heading, or its first block. */
function pricingSection(page: PageModel): string | undefined {
  const plans = plansOf(page);
  if (!plans || page.kind === 'pricing') return undefined;
  const blocks = [...plans].map((index) => page.blocks[index]!);
  return blocks.find((block) => block.heading)?.text ?? blocks[0]?.text;
}

/** The site's own menu or footer names a page "Pricing" outright: its pricing page, even on the product's other host. */
const PRICING_LINK_NAME = /^(?:pricing|prices?|plans(?: (?:&|and) pricing)?|preise?|tarife|tarifs|prix|precios?|planes|tarifas)$/i;
const PRICING_PATH = /\/(?:pricing|prices?|plans|preise?|tarife|tarifs|prix|precios?|planes|tarifas)(?:[/.?#]|$)/i;

function isChromePricingLink(cta: CallToAction, url: URL): boolean {
  return (cta.region === 'nav' || cta.region === 'footer') && PRICING_LINK_NAME.test(cta.text) && PRICING_PATH.test(url.pathname);
}

/** Words a link naming the pricing page may hold besides the name: "See pricing", "Voir les tarifs", "Unsere Preise". */
const LINK_GLUE =
  /^(?:see|view|compare|check|our|all|the|and|&|\+|our|\||ansehen|alle|unsere|und|voir|nos|les|et|comparer|ver|nuestros|los|las|y|comparar|[-–—:›»→])$/iu;

/** A link's words name the pricing page ("Pricing", "Plans & pricing", "Voir les tarifs"), not an article about pricing. */
function namesPricingPage(text: string): boolean {
  if (!matches(PRICING_WORDING, text)) return false;
  const rest = text
    .replace(PRICING_WORDING, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
  PRICING_WORDING.lastIndex = 0;
  return rest.every((word) => LINK_GLUE.test(word));
}

/** Where articles, references and files live: a "pricing" there is about pricing, not the plans. */
const NOT_A_PRICING_PAGE = /\/(?:blog|news|articles?|docs?|documentation|api|reference|guides?|help|support|changelog)(?:[/.?#-]|$)|\.pdf(?:[?#]|$)/i;

/** Pricing links to own pages; a link whose target was fetched and failed does not count. */
function pricingLinks(site: SiteModel) {
  const links: Array<{ page: PageModel; text: string; href: string }> = [];
  for (const page of site.readable) {
    for (const cta of page.ctas) {
      if (!cta.href || cta.text.length > 30 || !namesPricingPage(cta.text)) continue;
      // "Request pricing" leads to a sales form, not to a page of plans.
      if (isSalesRequest(cta.text)) continue;
      const url = new URL(cta.href);
      if (
        (!site.isOwnHost(url.hostname) && !isChromePricingLink(cta, url)) ||
        SALES_PATH.test(url.pathname) ||
        NOT_A_PRICING_PAGE.test(url.pathname) ||
        (url.hash && site.pageAt(cta.href) === page)
      )
        continue;
      const target = site.pageAt(cta.href);
      if (target && !target.readable) continue;
      links.push({ page, text: cta.text, href: cta.href });
    }
  }
  return links;
}

export const pricingPage = defineSignal('pricing-page', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    if (page.kind === 'pricing' && showsPricing(page)) evidence.add(page.url, `Pricing page: ${page.title || page.url}`);
    const section = page.kind === 'pricing' ? undefined : pricingSection(page);
    if (section) evidence.add(page.url, `Pricing section: "${section}"`);
  }
  for (const link of pricingLinks(site)) evidence.add(link.page.url, `"${link.text}" -> ${link.href}`);
  return found(evidence.toArray());
});
