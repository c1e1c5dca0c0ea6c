import type { SiteModel } from '../../model/site-model.ts';

/**
 * Whose claim it is: the names the site goes by, and another company a sentence speaks
 * of. A figure or a certificate said of a third party in passing ("Stripe, a processor
 * used by millions", "Stripe is a PCI DSS certified provider") is that party's, not the
 * site's; the same words said of the site's own name are the site's claim.
 */

/** A name squeezed for comparison: "Acme Labs" -> "acmelabs". */
export function squeeze(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\d]/gu, '');
}

/** The names the site goes by (host, site name, the short parts of its home page title), squeezed and lower-cased. */
export function ownNames(site: SiteModel): Set<string> {
  return site.memo('own-names', () => {
    const home = site.home;
    // "Acme: project software", "Acme | Home", "Acme – CRM"; an IP address names nothing.
    const parts = [site.rootHost.split('.')[0] ?? '', home?.siteNameMeta ?? '', ...(home?.title ?? '').split(/\s*[|–—:·]\s+|\s-\s/)];
    return new Set(
      parts
        .filter((part) => part.split(' ').length <= 3)
        .map(squeeze)
        .filter((name) => name !== '' && !/^\d+$/.test(name)),
    );
  });
}

/** "Acme" is the site's own name when the site goes by "Acme", "Acme Labs" or "acme.io"; with no name known, any name may be. */
export function isOwnName(written: string, site: SiteModel): boolean {
  const name = squeeze(written);
  const own = ownNames(site);
  if (name.length < 3 || own.size === 0) return true;
  for (const known of own) if (known.length >= 3 && (known.includes(name) || name.includes(known))) return true;
  return false;
}

/**
 * A third party described in passing, right before the claim: "Stripe, a payments
 * provider relied on by millions", "Stripe, einen nach PCI DSS zertifizierten
 * Dienstleister". The head of the apposition names whose claim it is.
 */
const APPOSITION_BEFORE =
  /(\p{Lu}[\p{L}\d.&-]*)\s*(?:—|–|,|\s-)\s*(?:a|an|the|some|ein|eine|einem|einer|einen|der|die|das|un|une|le|la|les|des|el|los|las|unos|unas)\s[^.!?\n]{0,80}$/u;

/** A named subject described as one of a kind: "Stripe is a ...", "Stripe ist ein ...", "Stripe est un ...", "Stripe es un ...". */
const NAMED_SUBJECT = /^(\p{Lu}[\p{L}\d.&-]*(?:\s\p{Lu}[\p{L}\d.&-]*)?)\s+(?:is|ist|est|es)\s+(?:a|an|ein|eine|un|une|el|la)\s/u;
/** Words that open a sentence in capitals without naming anyone ("Our platform is a ...", "Everything is a ..."). */
const NOT_A_NAME = new Set(
  ['our', 'this', 'that', 'it', 'everything', 'which', 'unser', 'unsere', 'dies', 'diese', 'dieser', 'das', 'es', 'alles'].concat([
    'notre',
    'ce',
    'cette',
    'cela',
    'tout',
    'nuestro',
    'nuestra',
    'este',
    'esta',
    'esto',
    'todo',
  ]),
);

/** The head of an apposition ending right at `index` ("Stripe, a ..."), if any. */
export function appositionHead(text: string, index: number): string | undefined {
  return APPOSITION_BEFORE.exec(text.slice(Math.max(0, index - 120), index))?.[1];
}

/** The name a clause opens with, said to be one of a kind ("Stripe is a certified provider"). */
export function namedSubject(clause: string): string | undefined {
  const name = NAMED_SUBJECT.exec(clause)?.[1];
  return name !== undefined && !NOT_A_NAME.has(name.toLowerCase()) ? name : undefined;
}

/** What stands at `index` is said of another company: the head of an apposition before it, or the clause's named subject, that is not the site. */
export function saidOfAnother(text: string, index: number, clauseStart: number, site: SiteModel): boolean {
  const before = text.slice(clauseStart, index);
  return [appositionHead(before, before.length), namedSubject(text.slice(clauseStart))].some((name) => name !== undefined && !isOwnName(name, site));
}
