import type { FetchedPage } from '../../engine/analysis/page.ts';
import { crawlSite } from '../../engine/crawl/crawl-site.ts';

/**
 * Each site read the way the product reads it (the crawler's own discovery, static
 * HTML, private addresses allowed for the loopback servers tests start), one after
 * another: name -> the pages fetched.
 */
export async function crawlEach(sites: Readonly<Record<string, string>>): Promise<Map<string, { url: string; pages: FetchedPage[] }>> {
  const crawled = new Map<string, { url: string; pages: FetchedPage[] }>();
  for (const [name, url] of Object.entries(sites)) {
    crawled.set(name, { url, pages: await crawlSite({ url, allowPrivateNetwork: true, rendering: { mode: 'off' } }) });
  }
  return crawled;
}
