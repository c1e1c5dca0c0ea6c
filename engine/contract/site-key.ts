/**
 * The one rule for "the same site" (issue #15): an analysed address without its scheme,
 * without a leading `www.`, with its path and without a trailing slash. Query and fragment
 * are left out: they do not make another site. Pure, so the store and the PWA agree.
 */
export function siteKeyOf(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    // Not an absolute address (an old record, a hand-typed value): compare it as written.
    return address
      .trim()
      .toLowerCase()
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
      .replace(/^www\./, '')
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '');
  }
  // `host` keeps a port: two servers on one machine are two sites.
  const host = url.host.toLowerCase().replace(/^www\./, '');
  const path = url.pathname.replace(/\/+$/, '');
  return `${host}${path}`;
}
