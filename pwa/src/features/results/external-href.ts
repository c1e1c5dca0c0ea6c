/**
 * Addresses that come from a crawled site or the run-time config become links only
 * when they are http(s), so a `javascript:` or `data:` address can never be clicked.
 */
export function externalHref(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A page address as a reader scans it: host and path, without the scheme. */
export function shortAddress(address: string): string {
  try {
    const url = new URL(address);
    const path = url.pathname === '/' ? '' : url.pathname;
    return `${url.host}${path}${url.search}`;
  } catch {
    return address;
  }
}
