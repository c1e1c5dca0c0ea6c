import type { PageModel } from '../model/page-model.ts';

const TITLE_SEPARATORS = /\s+[|–—·•:-]\s+|\s*[|·•]\s*/;
const MAX_NAME_LENGTH = 40;

function hostLabel(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return /^[\d.]+$|^\[/.test(host) ? host : (host.split('.')[0] ?? host);
  } catch {
    return url;
  }
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The site's own name: og:site_name, else the part of the title that matches the
 * host ("Pricing | Ledgerly" -> "Ledgerly"), else the shortest title part, else the
 * host's first label.
 */
export function siteNameOf(home: PageModel | undefined, url: string): string {
  const label = hostLabel(home?.url ?? url);
  const meta = home?.siteNameMeta.trim();
  if (meta && meta.length <= MAX_NAME_LENGTH) return meta;
  const parts = (home?.title ?? '')
    .split(TITLE_SEPARATORS)
    .map((part) => part.trim())
    .filter(Boolean);
  const byHost = parts.find((part) => squash(part) === squash(label) || (squash(part).length >= 3 && squash(label).includes(squash(part))));
  if (byHost) return byHost;
  const shortest = [...parts].sort((a, b) => a.length - b.length)[0];
  if (shortest && parts.length > 1 && shortest.length <= 24) return shortest;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function firstSentence(text: string): string {
  const match = /^(.{20,200}?[.!?])(?:\s|$)/u.exec(text);
  return (match?.[1] ?? text.slice(0, 200)).trim();
}

function withoutEndPunctuation(text: string): string {
  return text.replace(/[\s.!?:;,]+$/u, '');
}

/** The title minus the site name part: "Ledgerly | Invoicing for freelancers" -> "Invoicing for freelancers". */
function titleClaim(title: string, siteName: string): string {
  const parts = title
    .split(TITLE_SEPARATORS)
    .map((part) => part.trim())
    .filter((part) => part && squash(part) !== squash(siteName));
  return parts.sort((a, b) => b.length - a.length)[0] ?? '';
}

/**
 * The job the site says it does, in its own words: its H1 (else the title's claim),
 * then the first sentence of its description.
 */
export function jobToBeDoneOf(home: PageModel | undefined, siteName: string): { text: string; clear: boolean } {
  const headline = home?.h1[0] ?? '';
  const claim = headline || titleClaim(home?.title ?? '', siteName);
  const description = home?.metaDescription ? firstSentence(home.metaDescription) : '';
  const parts = [claim && `${withoutEndPunctuation(claim)}.`, description && squash(description) !== squash(claim) ? description : '']
    .filter(Boolean)
    .join(' ');
  if (!parts) return { text: `${siteName} does not say on its home page which job it does for its customers.`, clear: false };
  return { text: `${siteName}: ${parts}`, clear: Boolean(headline || description) };
}
