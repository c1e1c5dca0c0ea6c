/** Longest referrer the resolver passes along that is read at all; longer ones are ignored. */
const MAX_REFERRER_LENGTH = 2048;

/**
 * The host of the page that linked to a vanity link, from the `document.referrer` the
 * resolver page passes along; undefined when there is none, it is not an http(s)
 * address, or it is our own host (a click inside the app is no referral). Only the
 * host is kept: paths and queries of other sites may carry personal data.
 */
export function referrerHost(referrer: unknown, ownHostname: string): string | undefined {
  if (typeof referrer !== 'string' || referrer === '' || referrer.length > MAX_REFERRER_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname.toLowerCase();
  if (host === '' || host === ownHostname.toLowerCase()) return undefined;
  return host;
}
