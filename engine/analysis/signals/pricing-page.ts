import type { PageModel } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import { DEMO_REQUEST, SALES_PATH } from '../text/access-phrases.ts';
import { matches, phrase } from '../text/phrases.ts';
import { pricesIn } from '../text/prices.ts';
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
  'tarifs',
  'prix',
  'offres',
  'precios',
  'tarifas',
  'planes',
);

/** A page that reads as a pricing page: prices, or pricing headings. */
function showsPricing(page: PageModel): boolean {
  return page.blocks.some((block) => (block.heading && matches(PRICING_WORDING, block.text)) || pricesIn(block.text).length > 0);
}

/** A pricing heading on the page with prices near it: a one-page site's pricing section. */
function pricingSection(page: PageModel): string | undefined {
  const index = page.blocks.findIndex((block) => block.heading && block.region === 'main' && matches(PRICING_WORDING, block.text));
  if (index === -1) return undefined;
  const following = page.blocks.slice(index + 1, index + 15);
  return following.some((block) => pricesIn(block.text).length > 0) ? page.blocks[index]?.text : undefined;
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
      if (!site.isOwnHost(url.hostname) || SALES_PATH.test(url.pathname) || (url.hash && site.pageAt(cta.href) === page)) continue;
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
