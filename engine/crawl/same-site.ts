import { isIP } from 'node:net';
import { bareHost } from './network-guard.ts';

/**
 * "Same site" for discovery: the same registrable domain, so www and apex, docs.,
 * help. and app. subdomains all belong to the site. Without the full public suffix
 * list we know the common two-label suffixes and the hosting platforms whose
 * subdomains are separate customers' sites. IP addresses and one-label hosts
 * (localhost, fixture servers) are a site per port.
 */
const TWO_LABEL_SUFFIXES = new Set([
  'co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'me.uk', 'com.au', 'net.au', 'org.au', 'co.nz', 'org.nz', 'co.jp', 'ne.jp', 'or.jp',
  'co.kr', 'com.br', 'com.mx', 'com.ar', 'com.co', 'co.za', 'co.in', 'com.cn', 'com.tr', 'com.sg', 'com.hk', 'com.tw',
  'co.il', 'com.es', 'com.pl', 'com.ua', 'co.id', 'com.my', 'com.ph', 'com.vn', 'co.th',
  'github.io', 'gitlab.io', 'herokuapp.com', 'vercel.app', 'netlify.app', 'pages.dev', 'workers.dev', 'web.app',
  'firebaseapp.com', 'webflow.io', 'framer.website', 'framer.app', 'wixsite.com', 'squarespace.com', 'wordpress.com',
  'azurewebsites.net', 'cloudfront.net', 'onrender.com', 'fly.dev', 'replit.app', 'carrd.co', 'notion.site', 'super.site',
]);

export function siteKey(url: URL): string {
  const host = bareHost(url.hostname);
  if (isIP(host) || !host.includes('.')) return `${host}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
  const labels = host.split('.');
  const suffixLabels = TWO_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 2 : 1;
  return labels.slice(-(suffixLabels + 1)).join('.');
}

export function isSameSite(a: URL, b: URL): boolean {
  return siteKey(a) === siteKey(b);
}
