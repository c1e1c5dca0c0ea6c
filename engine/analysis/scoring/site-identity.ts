import type { PageModel } from '../model/page-model.ts';
import { pageKey } from '../model/site-model.ts';

const TITLE_SEPARATORS = /\s+[|–—·•:-]\s+|\s*[|·•]\s*|(?<=\p{L}):\s+/u;
const MAX_NAME_LENGTH = 40;
/** A brand is a few words; a longer home-link label is a sentence. */
const MAX_BRAND_WORDS = 4;
/** Title parts and link labels that name a page, not a company ("Inicio | Gestify", "About | Acme"). */
const PAGE_WORDS =
  /^(?:home(?:\s?page)?|start(?:seite)?|accueil|inicio|portada|welcome|willkommen|bienvenue|bienvenid[oa]s?|about(?: us)?|über uns|à propos|sobre nosotros|index|logo|go to (?:the )?home(?:\s?page)?|back to (?:the )?home(?:\s?page)?|zur startseite|retour à l'accueil|volver al inicio)$/i;
/** Words a logo link adds around the name ("Acme logo", "Logo Acme", "Logo de Acme", "Acme home"). */
const LOGO_WORDS = /\b(?:(?:logo(?:type|tipo)?|home(?:\s?page)?|startseite|accueil|inicio)(?:\s+(?:of|von|de|du|del|d'))?)(?=\s|$)/gi;
/** A title of one or two words is a name ("HubRise"), a stronger one than a logo's label the title does not hold. */
const MAX_TITLE_NAME_WORDS = 2;
const DOMAIN_LIKE = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;

/** The host's first label, and whether the host is an address (an IP, localhost) rather than a name. */
function hostLabel(url: string): { label: string; isAddress: boolean } {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    if (/^[\d.]+$|^\[|^localhost$/i.test(host)) return { label: host, isAddress: true };
    return { label: host.split('.')[0] ?? host, isAddress: false };
  } catch {
    return { label: url, isAddress: true };
  }
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

function titleParts(title: string): string[] {
  return title
    .split(TITLE_SEPARATORS)
    .map((part) => part.trim())
    .filter((part) => part && !PAGE_WORDS.test(part));
}

/** Whether a part of the title is the name a label stands for ("Meilisearch" for "meilisearch", "Capgo" for "capgo.app"). */
function namesLabel(part: string, label: string): boolean {
  const name = squash(part);
  const wanted = squash(label);
  return name === wanted || (name.length >= 3 && wanted.includes(name));
}

/** The name on the home page's link to itself (the logo in the header), when it is a short name. */
function brandOf(home: PageModel): string | undefined {
  const homeKey = pageKey(home.url);
  for (const cta of home.ctas) {
    // A link to a place on the page ("#main": "Skip to content") is no logo.
    if (cta.kind !== 'link' || !cta.href || cta.href.includes('#') || pageKey(cta.href) !== homeKey) continue;
    const name = cta.text
      .replace(LOGO_WORDS, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s|:–—-]+|[\s|:–—-]+$/g, '');
    if (name.length >= 2 && name.length <= MAX_NAME_LENGTH && name.split(' ').length <= MAX_BRAND_WORDS && !PAGE_WORDS.test(name)) return name;
  }
  return undefined;
}

/**
 * The site's own name: og:site_name (its first part, and not when it is a bare domain),
 * else the title part that matches the host, else the brand on the home link when the
 * title holds it, else the title's shortest part. When the site is reached by an
 * address (127.0.0.1) the host says nothing, so the brand or the title names it;
 * a host name is the last resort, an address never while the page has a title.
 */
export function siteNameOf(home: PageModel | undefined, url: string): string {
  const { label, isAddress } = hostLabel(home?.url ?? url);
  const meta = titleParts(home?.siteNameMeta ?? '')[0];
  const parts = titleParts(home?.title ?? '');
  if (meta && meta.length <= MAX_NAME_LENGTH && !DOMAIN_LIKE.test(meta)) return meta;
  const named = (wanted: string) => parts.find((part) => namesLabel(part, wanted));
  const byHost = (!isAddress && named(label)) || (meta && named(meta.split('.')[0]!));
  if (byHost) return byHost;
  const brand = home ? brandOf(home) : undefined;
  // The brand as the title writes it ("KoNote", not the logo's "KO NOTE"), or as the logo does when the title only holds it.
  const byBrand =
    brand && (parts.find((part) => squash(part) === squash(brand)) ?? (parts.some((part) => squash(part).includes(squash(brand))) ? brand : undefined));
  if (byBrand) return byBrand;
  const shortest = [...parts].sort((a, b) => a.length - b.length)[0];
  if (shortest && parts.length > 1 && shortest.length <= 24) return shortest;
  if (!isAddress) return label.charAt(0).toUpperCase() + label.slice(1);
  const first = parts[0];
  if (first && parts.length === 1 && first.split(/\s+/).length <= MAX_TITLE_NAME_WORDS) return first;
  return brand ?? meta ?? (first && first.length <= MAX_NAME_LENGTH ? first : undefined) ?? first?.slice(0, MAX_NAME_LENGTH).replace(/\s+\S*$/, '') ?? label;
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
