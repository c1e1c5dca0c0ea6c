import type { PageModel } from '../model/page-model.ts';
import { excerpt } from '../text/phrases.ts';
import { pricesIn } from '../text/prices.ts';
import { EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/**
 * Prices with amounts: any non-zero price on a pricing page, or elsewhere a price
 * followed by a billing period or unit ("$49/mo", "29 € pro Monat", "12 per seat").
 * Read over the page's joined text, because page builders put "$49" and "/month" in
 * separate elements.
 */
function publishedPrices(page: PageModel): string[] {
  return pricesIn(page.fullText)
    .filter((price) => price.amount > 0 && (price.periodic || page.kind === 'pricing'))
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

export const transparentPricing = defineSignal('transparent-pricing', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) for (const quote of publishedPrices(page)) evidence.add(page.url, quote);
  return found(evidence.toArray());
});
