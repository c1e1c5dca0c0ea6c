/**
 * Evidence as a person would write it, for the engine's working points and the
 * report's evidence list alike: the quoted words once, the page and a link's target
 * as short paths ("the home page", "/pricing"), never raw URLs.
 */

/**
 * "the home page" for the site's root (or the page the analysis started from, wherever
 * it sits), "/pricing" for its pages, "docs.acme.io/start" for other hosts.
 */
export function pageLabel(pageUrl: string, siteUrl: string): string {
  const page = parse(pageUrl);
  if (!page) return pageUrl;
  const site = parse(siteUrl);
  const path = shortPath(page);
  if (site && sameHost(site.hostname, page.hostname)) return path === '/' || path === shortPath(site) ? 'the home page' : path;
  return `${page.hostname.replace(/^www\./, '')}${path === '/' ? '' : path}`;
}

/** What was seen, as a phrase: `a "Start free" link on the home page that leads to /signup`. */
export function evidencePhrase(evidence: { page: string; text: string }, siteUrl: string): string {
  const parts = evidenceParts(evidence, siteUrl);
  if (parts.description !== undefined) return `${parts.description} on ${parts.page}`;
  if (parts.target !== undefined) return `a "${parts.quote}" link on ${parts.page} that leads to ${parts.target}`;
  if (/^"(.+)" \(button\)$/.test(evidence.text)) return `a "${parts.quote}" button on ${parts.page}`;
  return `"${parts.quote}" on ${parts.page}`;
}

/** The evidence's own words, quoted exactly once. */
export function evidenceQuote(evidence: { text: string }): string {
  const link = /^"(.+)" -> \S+$/.exec(evidence.text) ?? /^"(.+)" \(button\)$/.exec(evidence.text);
  return link ? link[1]! : unquoted(evidence.text);
}

function unquoted(text: string): string {
  return /^".*"$/.test(text) ? text.slice(1, -1) : text;
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

function sameHost(a: string, b: string): boolean {
  return a.replace(/^www\./, '').toLowerCase() === b.replace(/^www\./, '').toLowerCase();
}

function shortPath(url: URL): string {
  const path = url.pathname.replace(/\/index\.html?$/i, '/').replace(/\.html?$/i, '');
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

/** What the evidence list shows: the site's own words (quoted once) or a finding described, where, and where a link leads. */
export interface EvidenceParts {
  /** The site's words, to be shown in quote marks. */
  quote?: string;
  /** What the analyzer saw that is not the site's words ("Intercom: the page requested widget.intercom.io while loading"). */
  description?: string;
  page: string;
  target?: string;
}

/** "Intercom script: widget.intercom.io", "Pendo snippet in inline script": findings, not quotes. */
const DESCRIBED = /^[^"“]{1,60}: \S|snippet in inline script$/;

export function evidenceParts(evidence: { page: string; text: string }, siteUrl: string): EvidenceParts {
  const page = pageLabel(evidence.page, siteUrl);
  const link = /^"(.+)" -> (\S+)$/.exec(evidence.text);
  if (link) return { quote: link[1]!, page, target: pageLabel(link[2]!, siteUrl) };
  if (DESCRIBED.test(evidence.text)) return { description: evidence.text, page };
  return { quote: evidenceQuote(evidence), page };
}
