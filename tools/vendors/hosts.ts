/**
 * Host rules the generator applies to every source: what a valid vendor host is, which
 * hosts many companies share (a CDN, a cloud platform, a site builder) and so never
 * name a vendor on their own, and the registrable domain that groups one vendor's hosts.
 */

/**
 * Hosts that serve many companies' files. A vendor seen there is named by a path too
 * (`urls`), never by the host alone: otherwise every site on that CDN would "have" it.
 */
export const SHARED_HOSTS: readonly string[] = [
  'amazonaws.com',
  'appdomain.cloud',
  'appspot.com',
  'azureedge.net',
  'azurewebsites.net',
  'akamaihd.net',
  'b-cdn.net',
  'cdn77.org',
  'cloudflare.com',
  'cloudfront.net',
  'cloudfunctions.net',
  'edgesuite.net',
  'facebook.com',
  'facebook.net',
  'firebaseapp.com',
  'github.io',
  'githubusercontent.com',
  'google.com',
  'googleapis.com',
  'gstatic.com',
  'herokuapp.com',
  'hubspot.com',
  'jsdelivr.net',
  'llnwd.net',
  'my.salesforce.com',
  'netlify.app',
  'pages.dev',
  'shopify.com',
  'unpkg.com',
  'vercel.app',
  'web.app',
  'wixapps.net',
  'workers.dev',
  'zohocdn.com',
  'zohopublic.com',
];

/**
 * Shared hosts where each subdomain is one customer's own (an app on web.app, a
 * CloudFront distribution, a bucket): a full host under them names one vendor.
 */
const TENANT_PLATFORMS: readonly string[] = [
  'appdomain.cloud',
  'appspot.com',
  'azureedge.net',
  'azurewebsites.net',
  'b-cdn.net',
  'cdn77.org',
  'cloudfront.net',
  'firebaseapp.com',
  'github.io',
  'herokuapp.com',
  'netlify.app',
  'pages.dev',
  'vercel.app',
  'web.app',
  'workers.dev',
];

/** A customer's own host on a tenant platform, or an S3 bucket's host (`<bucket>.s3-eu-west-1.amazonaws.com`). */
export function isTenantHost(host: string): boolean {
  if (host.endsWith('.amazonaws.com')) return /^[^.]+\.s3[.-]/.test(host);
  return TENANT_PLATFORMS.some((platform) => host.endsWith(`.${platform}`));
}

/** Public suffixes of two labels that the sources' hosts end in: the registrable domain is one label more. */
const TWO_LABEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'com.au',
  'com.br',
  'com.tr',
  'com.mx',
  'com.ar',
  'com.cn',
  'com.sg',
  'co.jp',
  'ne.jp',
  'or.jp',
  'co.il',
  'co.nz',
  'co.za',
  'co.in',
  'co.kr',
  'com.ua',
]);

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** A host the table may hold: lower-case labels, a letter-only top-level label, more than a public suffix. */
export function isValidHost(host: string): boolean {
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  if (!/^[a-z]{2,}$/.test(labels.at(-1) ?? '')) return false;
  if (/^(?:m?js|css|html?|php|json|png|svg)$/.test(labels.at(-1) ?? '')) return false;
  return !TWO_LABEL_SUFFIXES.has(host);
}

/** The domain a company registers (`widget.intercom.io` -> `intercom.io`, `a.b.co.uk` -> `b.co.uk`). */
export function registrableDomain(host: string): string {
  const labels = host.split('.');
  const lastTwo = labels.slice(-2).join('.');
  return TWO_LABEL_SUFFIXES.has(lastTwo) ? labels.slice(-3).join('.') : lastTwo;
}

/** The shared host this one is, or is under, if any; a tenant's own host is not shared. */
export function sharedHostOf(host: string): string | undefined {
  if (isTenantHost(host)) return undefined;
  return SHARED_HOSTS.find((shared) => host === shared || host.endsWith(`.${shared}`));
}

/**
 * What groups a vendor's hosts across sources: the registrable domain, except under a
 * shared host, where each full host is its own (two apps on web.app are two vendors).
 */
export function mergeKeyOfHost(host: string): string {
  return sharedHostOf(host) || isTenantHost(host) ? host : registrableDomain(host);
}
