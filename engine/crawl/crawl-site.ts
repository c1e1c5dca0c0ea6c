import type { FetchedPage } from '../analysis/page.ts';

export interface CrawlOptions {
  /** Normalised home page address. */
  url: string;
  /** Pricing page given by the visitor; otherwise discovered. */
  pricingUrl?: string;
  allowPrivateNetwork: boolean;
  signal?: AbortSignal;
  /** Called as pages are fetched, so the caller can report progress. */
  onPage?: (page: FetchedPage, fetched: number, planned: number) => void;
}

/** Why a crawl could not start or could not read the home page. */
export class CrawlError extends Error {
  constructor(
    message: string,
    /** dns: the name does not resolve; blocked: the network guard refused it; the rest fail later. */
    readonly code: 'dns' | 'blocked' | 'invalid-url' | 'robots' | 'timeout' | 'http' | 'network' | 'not-html' | 'too-large',
    /** A permanent failure will fail again; a transient one (timeout, 5xx, reset) may not. */
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'CrawlError';
  }
}

/**
 * Checks, before anything is queued, that the address resolves and that the guard
 * allows it. Throws CrawlError('dns' | 'blocked' | 'invalid-url').
 */
export async function preflight(_url: string, _options: { allowPrivateNetwork: boolean }): Promise<void> {
  throw new Error('preflight is not implemented yet');
}

/** Fetches the home page and the pages found from it. Throws CrawlError when the home page cannot be read. */
export async function crawlSite(_options: CrawlOptions): Promise<FetchedPage[]> {
  throw new Error('crawlSite is not implemented yet');
}
