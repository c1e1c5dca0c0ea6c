import type { PageModel } from '../model/page-model.ts';
import { excerpt } from '../text/phrases.ts';
import { pricesIn, type PriceMatch } from '../text/prices.ts';
import { EvidenceList, blockAt } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/** "You save 13 €/year", "Sparen Sie 20 %": a saving, not what a plan costs. */
const SAVING_BEFORE = /(?:save|saving|économise|économisez|économies|sparen|sparst|spart|ersparnis|ahorra|ahorras|ahorro)[\s\S]{0,12}$/iu;

/** A block this short around a price is a plan's price slot ("$49", "From 29 €", "Team — $99"). */
const PRICE_SLOT_LENGTH = 60;

/**
 * A plan's price: one with a billing period or unit, or, on a pricing page, one that
 * stands in a price slot or a table cell. An amount inside a sentence there ("find
 * 3,000 € of savings or pay nothing"), a saving, or a currency picker's or a
 * calculator's options are no price.
 */
function isPlanPrice(page: PageModel, price: PriceMatch): boolean {
  if (SAVING_BEFORE.test(page.fullText.slice(Math.max(0, price.index - 30), price.index))) return false;
  if (price.periodic) return true;
  if (page.kind !== 'pricing') return false;
  const block = blockAt(page, price.index);
  const amountBlock = blockAt(page, price.index + price.text.length - 1);
  if (!block || block.tag === 'option' || amountBlock?.tag === 'option') return false;
  return block.tag === 'td' || block.tag === 'th' || block.text.length <= PRICE_SLOT_LENGTH;
}

/**
 * Prices with amounts: any plan's price on a pricing page, or elsewhere a price
 * followed by a billing period or unit ("$49/mo", "29 € pro Monat", "12 per seat").
 * Read over the page's joined text, because page builders put "$49" and "/month" in
 * separate elements.
 */
function publishedPrices(page: PageModel): string[] {
  return pricesIn(page.fullText)
    .filter((price) => price.amount > 0 && isPlanPrice(page, price))
    .sort((a, b) => visibility(page, a) - visibility(page, b))
    .map((price) =>
      excerpt(
        page.fullText
          .slice(price.index, price.index + 60)
          .split('\n')
          .slice(0, 2)
          .join(' '),
      ),
    );
}

/** A price a visitor reads in the page comes before one only in its head or a data blob ("1500 EUR" of an ld+json offer). */
function visibility(page: PageModel, price: PriceMatch): number {
  const region = blockAt(page, price.index)?.region;
  return region === 'meta' || region === 'data' ? 1 : 0;
}

export const transparentPricing = defineSignal('transparent-pricing', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) for (const quote of publishedPrices(page)) evidence.add(page.url, quote);
  return found(evidence.toArray());
});
