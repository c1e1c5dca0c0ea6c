import { looksLikeLogos } from '../model/logo-shapes.ts';
import type { LogoGroup } from '../model/page-model.ts';
import { logoLinkKind, namesOrganisations, otherWallOf, otherWallOfPath, saysCustomers } from '../text/concepts/logo-walls.ts';
import { TESTIMONIAL_HEADING } from '../text/concepts/quote-attribution.ts';
import { matches } from '../text/phrases.ts';
import { EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/*
 * Rule: present when the main content shows three or more distinct logos side by side
 * (a row, grid, marquee or cards) or one image of a logo strip, and neither the words
 * around them (heading, caption, class names, alt texts of a strip image), their folders
 * nor their links say they are partners, integrations, the press, awards,
 * certifications, technologies, backers, payment methods, platforms, social networks,
 * competitors, memberships or the team; three logos need a heading saying they are
 * customers, four or more need customer wording, customer links or files, or simply
 * the shape of logos. "Trusted by" text without logos is not a wall.
 */

/** Class names of a customer logo strip. */
const WALL_NAMES = /logo-?(?:cloud|wall|strip|marquee|carousel)|customer|client|trusted|social-?proof|(?:^|\s)(?:logos|brands)(?:\s|$)/i;
/** Image names and folders that say whose logos these are: "/img/clients/…", "client-3.png", "logo_cloud/…". */
const CUSTOMER_FILES = /(?:^|[/\s_-])(?:clients?|customers?|kunden|clientes?|referen[cz]\w*|logo[-_]?cloud|trusted)(?:[/\s_.-]|\d|$)/i;
const SOCIAL_HOSTS = /(?:^|\.)(?:twitter|x|linkedin|facebook|instagram|youtube|github|tiktok|mastodon|threads|dribbble|medium|xing)\.(?:com|social|net)$/i;
/** A heading is short; a paragraph that mentions customers in passing does not head a wall. */
const HEADING_LENGTH = 160;
/** Another kind of row is named in a heading or a label; a paragraph's words in passing ("open source", "payments") name none. */
const LABEL_LENGTH = 90;
/** Logos stand with a name or a figure at most; a grid of icons, each with a feature's name and line beside it, is not a wall. */
const TEXT_PER_LOGO = 12;
const TEXT_PER_NAMED_LOGO = 30;
/** Images named as icons ("Invoices icon") draw features, not companies. */
const ICON_LABEL = /(?:^|[\s_-])(?:icons?|ikone?|icône|icono)(?:[\s_.-]|$)/i;

/** The words about the group: its short heading and caption, its class names, a strip image's own name. */
function wordingOf(group: LogoGroup, reach: 1 | 2, longest = HEADING_LENGTH): string {
  const said = [...group.before.slice(-reach), group.inside].filter((text) => text.length <= longest);
  const names = group.names.replace(/social[-_ ]?proof/gi, ' ');
  return [...said, names, ...(group.stripImage ? group.labels : [])].join(' \n ');
}

function isLogoStrip(group: LogoGroup): boolean {
  if (group.region !== 'main') return false;
  if (group.stripImage) return true;
  if (group.labels.filter((label) => ICON_LABEL.test(label)).length > group.count / 2) return false;
  if (group.linkHosts.filter((host) => SOCIAL_HOSTS.test(host)).length >= 2) return false;
  // Unnamed drawings in fives are rating stars more often than wordmarks.
  if (group.labels.length === 0 && group.count < 6) return false;
  const named = group.labels.length >= group.count * 0.8;
  return group.inside.length <= group.count * (named ? TEXT_PER_NAMED_LOGO : TEXT_PER_LOGO) + 30;
}

/** What the logos' links say: most lead to customer stories, or to integration or partner pages. */
function linkedAs(group: LogoGroup): 'customer' | 'other' | undefined {
  if (group.links.length < Math.min(3, group.count)) return undefined;
  const kinds = group.links.map(logoLinkKind);
  const half = group.links.length / 2;
  if (kinds.filter((kind) => kind === 'integrations' || kind === 'partners').length >= half) return 'other';
  if (kinds.filter((kind) => kind === 'customer').length >= half) return 'customer';
  return undefined;
}

/** Filed as another kind of row: most images in a folder named for partners, the press, badges... */
function filedAsOther(group: LogoGroup): boolean {
  return group.paths.length > 0 && group.paths.filter((path) => otherWallOfPath(path)).length >= group.paths.length / 2;
}

/**
 * Each logo links to a company of its own, none of them a social network: five or
 * more such logos are the companies that use the product, even with no heading.
 */
function linksToCompanies(group: LogoGroup): boolean {
  const hosts = new Set(group.linkHosts);
  return group.distinct >= 5 && hosts.size >= Math.max(5, group.distinct * 0.8) && group.labels.length >= group.count * 0.8;
}

function isCustomerWall(group: LogoGroup): boolean {
  if (!isLogoStrip(group)) return false;
  if (!group.stripImage && group.distinct < 3) return false;
  const links = linkedAs(group);
  const nearest = group.before.at(-1) ?? '';
  const nearestHeads = nearest.length <= HEADING_LENGTH && saysCustomers(nearest);
  // A section holding its own heading and the logos: that heading names the row, not the line above the section.
  const ownHeadingHeads = !nearestHeads && group.inside.length <= HEADING_LENGTH && saysCustomers(group.inside);
  const ownWording = ownHeadingHeads ? `${group.inside} \n ${group.names}` : wordingOf(group, 1, LABEL_LENGTH);
  if (otherWallOf(ownWording) || links === 'other' || filedAsOther(group)) return false;
  // Unnamed drawings under "What our customers say" are the reviews' rating stars.
  if (group.labels.length === 0 && group.links.length === 0 && group.before.some((text) => text.length <= HEADING_LENGTH && matches(TESTIMONIAL_HEADING, text)))
    return false;
  const headedAsCustomers = nearestHeads || ownHeadingHeads;
  // The block before the heading is an eyebrow ("Integrations" over "Connect everything") or something else (a button above):
  // it names another row only when the heading itself does not name customers.
  if (!headedAsCustomers && otherWallOf(wordingOf(group, 2, LABEL_LENGTH))) return false;
  const wording = wordingOf(group, 2);
  // Three logos are enough right under a heading that says these companies trust the product, or linking to their stories.
  if (!group.stripImage && group.distinct < 4) return headedAsCustomers || links === 'customer';
  if (saysCustomers(wording) || links === 'customer' || WALL_NAMES.test(group.names) || linksToCompanies(group)) return true;
  if ([...group.labels, ...group.paths].filter((name) => CUSTOMER_FILES.test(name)).length >= group.count / 2) return true;
  if (nearest.length <= 100 && namesOrganisations(nearest)) return true;
  // Under any other heading, or none: the shape of a logo wall.
  return looksLikeLogos(group);
}

/** A wall of customer logos by its shape, told apart from other logo rows by its words, folders and links. */
export const customerLogos = defineSignal('customer-logos', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    for (const group of page.logoGroups.filter(isCustomerWall)) {
      if (group.stripImage) {
        evidence.add(page.url, `Logo strip image: ${group.labels[0] ?? group.paths[0] ?? ''}`);
        continue;
      }
      const names = [...new Set(group.labels)]
        .slice(0, 5)
        .map((label) => label.replace(/\.(?:svg|png|jpe?g|webp|avif)$/i, ''))
        .join(', ');
      evidence.add(page.url, `${group.distinct} logos${names ? `: ${names}` : ''}`);
    }
  }
  return found(evidence.toArray());
});
