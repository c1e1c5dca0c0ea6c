import type { LogoGroup } from '../model/page-model.ts';
import { matches, phrase } from '../text/phrases.ts';
import { EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/** A heading that says the companies below use or trust the product: "Trusted by", "Vertraut von", "Ils nous font confiance". */
const TRUSTED_BY = phrase(
  'trusted by',
  'used by',
  'loved by',
  'powering',
  'chosen by',
  'relied on by',
  'vertraut von',
  'vertrauen (?:uns|auf)',
  'im einsatz bei',
  'font confiance',
  'utilisé par',
  'approuvé par',
  'confían en',
  'usado por',
  'utilizado por',
);
/** Words around a logo wall that say the logos are customers. */
const CUSTOMER_CONTEXT = phrase(
  'customers?',
  '(?:our|happy|satisfied)(?: [\\p{L}-]+)? clients?',
  'clients (?:include|like|such as|who|using)',
  'companies',
  'teams (?:at|like)',
  'brands',
  'join(?:ing)? (?:teams|companies)',
  'in good company',
  'running on',
  'built with',
  'run on',
  '(?:teams|companies|organi[sz]ations) using',
  'who use',
  'they use',
  'trust us',
  '(?:have |who |that )?switched (?:from|to)',
  'made the switch',
  'references',
  'vertrauen',
  'kunden',
  'unternehmen wie',
  'nutzen',
  'setzen auf',
  'referenzen',
  'in guter gesellschaft',
  '(?:sind|haben) (?:zu [\\p{L}-]+ )?(?:gewechselt|umgestiegen)',
  'ils nous font confiance',
  'font confiance',
  'nos(?: [\\p{L}-]+)? clients',
  'ils utilisent',
  'utilisent',
  'approuvé par',
  'références',
  'sont pass[ée]e?s (?:à|de)',
  'clientes',
  'confían',
  'empresas como',
  'empresas que usan',
  'usan',
  'utilizan',
  'referencias',
  'se (?:han )?(?:cambiado|pasado) a',
);
/**
 * A short heading that names the kind of organisation the logos are ("Our clubs",
 * "Restaurants using Acme", "Nos agences"): the customers of a vertical product.
 */
const ORGANISATIONS = phrase(
  'companies',
  'businesses',
  'entreprises',
  'sociétés',
  'empresas',
  'negocios',
  'unternehmen',
  'firmen',
  'clubs',
  'restaurants',
  'schools',
  'universities',
  'hospitals',
  'clinics',
  'practices',
  'agencies',
  'studios',
  'stores',
  'shops',
  'merchants',
  'retailers',
  'organi[sz]ations',
  'institutions',
  'firms',
  'startups',
  'enterprises',
  'vereine',
  'kanzleien',
  'praxen',
  'betriebe',
  'schulen',
  'kliniken',
  'agenturen',
  'händler',
  'écoles',
  'cabinets',
  'agences',
  'enseignes',
  'marques',
  'établissements',
  'commerçants',
  'clubes',
  'escuelas',
  'clínicas',
  'agencias',
  'marcas',
  'tiendas',
  'despachos',
);
/** Class names of a customer logo strip. */
const WALL_NAMES = /logo-?(?:cloud|wall|strip|marquee|carousel)|customer|client|trusted|social-?proof|(?:^|\s)(?:logos|brands)(?:\s|$)/i;
/** Image names and folders that say whose logos these are: "/img/clients/…", "client-3.png", "logo_cloud/…". */
const CUSTOMER_FILES = /(?:^|[/\s_-])(?:clients?|customers?|kunden|clientes?|referen[cz]\w*|logo[-_]?cloud|trusted)(?:[/\s_.-]|\d|$)/i;
/** A strip of integration, payment, press, social or partner logos is not a customer wall. */
const OTHER_LOGOS = phrase(
  'integrat\\p{L}*',
  'connects? (?:with|to)',
  'works with',
  'plugs into',
  '(?:your|favou?rite|popular|other|existing) (?:apps|tools)',
  '(?:apps|tools) (?:you|your team)',
  'partners?',
  'sponsors?',
  'investors?',
  'backed by',
  'payment',
  'visa',
  'mastercard',
  'paypal',
  'featured in',
  'as seen (?:in|on|at)',
  'press',
  'follow us',
  'social',
  'vs',
  'alternatives?',
  'compare',
  'install\\p{L}*',
  'download\\p{L}*',
  'available (?:on|in|for)',
  'get it on',
  'herunterladen',
  'télécharger',
  'descargar',
  'integrationen',
  'intégrations',
  'integraciones',
  'partenaires',
  'paiement',
  'pago',
  'certified',
  'compliance',
  'soc ?2',
  'gdpr',
  'iso',
);
const SOCIAL_HOSTS = /(?:^|\.)(?:twitter|x|linkedin|facebook|instagram|youtube|github|tiktok|mastodon|threads|dribbble|medium)\.(?:com|social|net)$/i;
/** A heading is short; a paragraph that mentions customers in passing does not head a wall. */
const HEADING_LENGTH = 160;
/**
 * Logos stand with a name or a figure at most; a grid of unnamed icons, each with a
 * feature's name and line beside it, is not a wall.
 */
const TEXT_PER_LOGO = 12;
const TEXT_PER_NAMED_LOGO = 30;

/** The lead-in and the strip's own caption, where wording about the logos is read. */
function wordingOf(group: LogoGroup): string {
  const said = [...group.before, group.inside].filter((text) => text.length <= HEADING_LENGTH);
  return [...said, group.names].join(' \n ');
}

/** Images named as icons ("Invoices icon") draw features, not companies. */
const ICON_LABEL = /(?:^|[\s_-])(?:icons?|ikone?|icône|icono)(?:[\s_.-]|$)/i;

function isLogoStrip(group: LogoGroup): boolean {
  if (group.region !== 'main') return false;
  if (group.labels.filter((label) => ICON_LABEL.test(label)).length > group.count / 2) return false;
  if (group.linkHosts.filter((host) => SOCIAL_HOSTS.test(host)).length >= 2) return false;
  // Unnamed drawings in fives are rating stars more often than wordmarks.
  if (group.labels.length === 0 && group.count < 6) return false;
  const named = group.labels.length >= group.count * 0.8;
  return group.inside.length <= group.count * (named ? TEXT_PER_NAMED_LOGO : TEXT_PER_LOGO) + 30;
}

/**
 * Each logo links to a company of its own, none of them a social network: five or
 * more such logos are the companies that use the product, even with no heading.
 */
function linksToCompanies(group: LogoGroup): boolean {
  const hosts = new Set(group.linkHosts);
  return group.count >= 5 && hosts.size >= Math.max(5, group.count * 0.8) && group.labels.length >= group.count * 0.8;
}

function isCustomerWall(group: LogoGroup): boolean {
  if (!isLogoStrip(group)) return false;
  const wording = wordingOf(group);
  if (matches(OTHER_LOGOS, wording)) return false;
  const nearest = group.before.at(-1) ?? '';
  // Three logos are enough right under a heading that says these companies trust the product.
  if (group.count < 4) return nearest.length <= HEADING_LENGTH && matches(TRUSTED_BY, nearest);
  if (matches(TRUSTED_BY, wording) || matches(CUSTOMER_CONTEXT, wording) || WALL_NAMES.test(group.names) || linksToCompanies(group)) return true;
  if ([...group.labels, ...group.paths].filter((name) => CUSTOMER_FILES.test(name)).length >= group.count / 2) return true;
  return nearest.length <= 100 && matches(ORGANISATIONS, nearest);
}

/** A wall of customer logos: logos under customer wording, or linking to the companies they show. Text alone is not a wall. */
export const customerLogos = defineSignal('customer-logos', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    for (const group of page.logoGroups.filter(isCustomerWall)) {
      const names = group.labels
        .slice(0, 5)
        .map((label) => label.replace(/\.(?:svg|png|jpe?g|webp)$/i, ''))
        .join(', ');
      evidence.add(page.url, `${group.count} logos${names ? `: ${names}` : ''}`);
    }
  }
  return found(evidence.toArray());
});
