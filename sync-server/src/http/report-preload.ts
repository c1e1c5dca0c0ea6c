import { resultsAddressOf } from '../../../engine/contract/results-address.ts';
import { SHARE_SLUG_PATTERN } from '../../../engine/contract/share.ts';

/**
 * The API call a report page (/results/{x}) makes first, as a `Link: rel=preload` header
 * for its app shell: the browser fetches the report while the page's code is still on
 * its way, instead of after it. Reads the segment by the PWA's own rule
 * (engine/contract/results-address.ts); the vanity hand-off is read from the browser's
 * storage, never fetched, and a segment no slug can be gets no header.
 */
export function reportPreloadLink(urlPath: string): string | undefined {
  const match = /^\/results\/([^/]+)$/.exec(urlPath);
  if (!match) return undefined;
  const address = resultsAddressOf(match[1]!);
  let api: string;
  if (address.kind === 'analysis') api = `/api/analysis/${address.key}/results`;
  else if (address.kind === 'share' && SHARE_SLUG_PATTERN.test(address.key)) api = `/api/results/${address.key}`;
  else return undefined;
  // A preload is only reused by a request made the same way: the PWA's calls are CORS-mode fetches with credentials 'include'.
  return `<${api}>; rel=preload; as=fetch; crossorigin=use-credentials`;
}
