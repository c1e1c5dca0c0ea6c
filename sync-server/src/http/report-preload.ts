import { SHARE_SLUG_PATTERN } from '../../../engine/contract/share.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The vanity resolver's hand-off (/results/shared-{path}) is read from the browser's storage, never fetched. */
const HANDOFF_PREFIX = 'shared-';

/**
 * The API call a report page (/results/{x}) makes first, as a `Link: rel=preload` header
 * for its app shell: the browser fetches the report while the page's code is still on
 * its way, instead of after it. Matches the PWA's own choice of call
 * (pwa/src/features/results/report-source.ts); anything else gets no header.
 */
export function reportPreloadLink(urlPath: string): string | undefined {
  const match = /^\/results\/([^/]+)$/.exec(urlPath);
  if (!match) return undefined;
  const segment = match[1]!;
  if (segment.startsWith(HANDOFF_PREFIX)) return undefined;
  let api: string;
  if (UUID.test(segment)) api = `/api/analysis/${segment.toLowerCase()}/results`;
  else if (SHARE_SLUG_PATTERN.test(segment.toLowerCase())) api = `/api/results/${segment.toLowerCase()}`;
  else return undefined;
  // A preload is only reused by a request made the same way: the PWA's calls are CORS-mode fetches with credentials 'include'.
  return `<${api}>; rel=preload; as=fetch; crossorigin=use-credentials`;
}
