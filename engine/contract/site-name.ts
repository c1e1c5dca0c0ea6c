/** SPEC section 2: the endings dropped from a site's name in the report title. */
const DROPPED_SUFFIX = /\.(com|org|net|io|ai|co|app|dev)$/i;

/** The host of an address, or the text itself when it is not a full address ("acme.io"). */
export function siteHost(urlOrHost: string): string {
  const trimmed = urlOrHost.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).hostname;
  } catch {
    return trimmed;
  }
}

/**
 * The report title's site name: the host without a leading "www." and without one
 * trailing com/org/net/io/ai/co/app/dev, first letter capitalised ("www.acme.io" -> "Acme").
 */
export function displaySiteName(urlOrHost: string): string {
  const name = siteHost(urlOrHost)
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(DROPPED_SUFFIX, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
