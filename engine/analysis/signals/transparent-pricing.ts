import type { PageModel } from '../model/page-model.ts';
import { publishedPricesOf } from '../text/concepts/plan-price.ts';
import { excerpt } from '../text/phrases.ts';
import { EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/**
 * Present when a page publishes a price with its amount (text/concepts/plan-price.ts:
 * a plan's price with a period or a seat, a unit price, a one-time licence, a price
 * slot of a pricing page), not an amount read as a saving, an outcome or a volume. A
 * plan's price is quoted before a unit price or an add-on's.
 */
function quotes(page: PageModel): string[] {
  return publishedPricesOf(page).map((price) =>
    excerpt(
      page.fullText
        .slice(price.index, price.index + 60)
        .split('\n')
        .slice(0, 2)
        .join(' '),
    ),
  );
}

export const transparentPricing = defineSignal('transparent-pricing', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) for (const quote of quotes(page)) evidence.add(page.url, quote);
  return found(evidence.toArray());
});
