import { isIP } from 'node:net';
import { getDomain } from 'tldts';
import { bareHost } from './network-guard.ts';

/**
 * "Same site" for discovery: the same registrable domain by the public suffix list,
 * private section included, so www and apex, docs., help. and app. subdomains belong
 * to the site while a.co.at and b.co.at, or two shops on myshopify.com, do not.
 * IP addresses and one-label hosts (localhost, fixture servers) are a site per port.
 */
export function siteKey(url: URL): string {
  const host = bareHost(url.hostname);
  if (isIP(host) || !host.includes('.')) return `${host}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
  // A host that is itself a public suffix (co.uk, myshopify.com) has no registrable domain: it is its own site.
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

export function isSameSite(a: URL, b: URL): boolean {
  return siteKey(a) === siteKey(b);
}
