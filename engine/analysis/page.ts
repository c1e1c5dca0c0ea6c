import type { PageKind } from '../contract/analysis.ts';

/**
 * One page as the crawler fetched it: the input of the analysis. The analysis
 * never fetches anything; it reads these.
 */
export interface FetchedPage {
  /** Final URL after redirects. */
  url: string;
  kind: PageKind;
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  /** The decoded body ('' when the page failed or was not HTML). */
  html: string;
  contentType: string;
  bytes: number;
  ms: number;
  /** Why the page could not be read, when it could not. */
  error?: string;
}
