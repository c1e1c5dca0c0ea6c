import type { CallToAction, PageModel } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import { DEMO_REQUEST, SALES_PATH } from '../text/access-phrases.ts';
import { matches, phrase } from '../text/phrases.ts';
import { PLANS_SECTION, pricesIn } from '../text/prices.ts';
import { EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

export const PRICING_WORDING = phrase(
  'pricing',
  'prices',
  'plans(?: (?:&|and) pricing)?',
  'plans',
  'preise',
  'preisgestaltung',
  'tarife',
  'pakete',
  // "Preispläne", "Abopläne"
  '\\p{L}*pläne',
  'tarifs',
  'prix',
  'offres',
  'formules',
  'forfaits',
  'precios',
  'tarifas',
  'planes',
);

/** A page that reads as a pricing page: prices, or pricing headings. */
function showsPricing(page: PageModel): boolean {
  return page.blocks.some((block) => (block.heading && matches(PRICING_WORDING, block.text)) || pricesIn(block.text).length > 0);
}

/**
 * A one-page site's pricing section: a pricing heading with prices near it, or a
 * section whose class names say it holds plans ("pricing", "plans") with a price in it.
 */
function pricingSection(page: PageModel): string | undefined {
  const index = page.blocks.findIndex((block) => block.heading && block.region === 'main' && matches(PRICING_WORDING, block.text));
  const following = index === -1 ? [] : page.blocks.slice(index + 1, index + 15);
  if (following.some((block) => pricesIn(block.text).length > 0)) return page.blocks[index]?.text;
  const plans = page.blocks.filter((block) => block.region === 'main' && block.section && PLANS_SECTION.test(block.section));
  if (!plans.some((block) => pricesIn(block.text).some((price) => price.amount > 0))) return undefined;
  return plans.find((block) => block.heading)?.text ?? plans[0]?.text;
}

/** The site's own menu or footer names a page "Pricing" outright: its pricing page, even on the product's other host. */
const PRICING_LINK_NAME = /^(?:pricing|prices|plans(?: (?:&|and) pricing)?|preise|tarife|tarifs|prix|precios|planes|tarifas)$/i;
const PRICING_PATH = /\/(?:pricing|prices|plans|preise|tarife|tarifs|prix|precios|planes|tarifas)(?:[/.?#]|$)/i;

function isChromePricingLink(cta: CallToAction, url: URL): boolean {
  return (cta.region === 'nav' || cta.region === 'footer') && PRICING_LINK_NAME.test(cta.text) && PRICING_PATH.test(url.pathname);
}

/** Pricing links to own pages; a link whose target was fetched and failed does not count. */
function pricingLinks(site: SiteModel) {
  const links: Array<{ page: PageModel; text: string; href: string }> = [];
  for (const page of site.readable) {
    for (const cta of page.ctas) {
      if (!cta.href || cta.text.length > 30 || !matches(PRICING_WORDING, cta.text)) continue;
      // "Request pricing" leads to a sales form, not to a page of plans.
      if (matches(DEMO_REQUEST, cta.text)) continue;
      const url = new URL(cta.href);
      if ((!site.isOwnHost(url.hostname) && !isChromePricingLink(cta, url)) || SALES_PATH.test(url.pathname) || (url.hash && site.pageAt(cta.href) === page))
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
