/** SPEC section 2: the login page goes here when no redirect is given. */
export const DEFAULT_ADMIN_REDIRECT = '/admin/vanity';

const LOGIN_PATH = '/admin/login';
const PROBE_ORIGIN = 'https://same-origin.invalid';

/**
 * The login page's `redirect` parameter, made safe: only a path on this site
 * (one leading '/', no backslash or control character that a browser would
 * reinterpret), never an absolute or protocol-relative URL and never the login
 * page itself. Anything else gives the default.
 */
export function safeRedirectTarget(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return DEFAULT_ADMIN_REDIRECT;
  // Browsers read '\' as '/' and drop tabs and newlines, which turns '/\evil.com' into '//evil.com'.
  if (/[\\\p{Cc}]/u.test(raw)) return DEFAULT_ADMIN_REDIRECT;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return DEFAULT_ADMIN_REDIRECT;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === LOGIN_PATH) return DEFAULT_ADMIN_REDIRECT;
  return `${url.pathname}${url.search}${url.hash}`;
}
