import { matches, mayMatch } from '../phrases.ts';
import { PRESS, TEAM } from './company-sections.ts';
import { lexiconPhrase, type Lexicon } from './lexicon.ts';

/**
 * What a row of logos shows, as its heading, caption, class names and links say it:
 * the customers who use the product ("Trusted by", "Unsere Kunden", "Ils nous font
 * confiance", "Confían en nosotros"), or something else: partners, integrations, the
 * press, awards, certifications, technologies, investors and funders, payment methods,
 * app stores and platforms, social networks, competitors, memberships, the team.
 */

/** Wording that says the organisations shown use, trust or chose the product. */
const CUSTOMERS: Lexicon = {
  en: [
    'trusted by',
    'used by',
    'loved by',
    'powering',
    'chosen by',
    'relied on by',
    'adopted by',
    'customers?',
    '(?:our|happy|satisfied)(?: [\\p{L}-]+)? clients?',
    'clients (?:include|like|such as|who|using)',
    'companies',
    'teams (?:at|like)',
    'brands',
    'join(?:ing)? (?:[\\p{N}.,+]+ |over |more than )?(?:[\\p{L}-]+ )?(?:teams|companies|businesses|brands|organi[sz]ations)',
    'in good company',
    'running on',
    'run on',
    '(?:teams|companies|organi[sz]ations|businesses) using',
    'who uses?',
    'they use',
    'trust us',
    '(?:have |who |that )?switched (?:from|to)',
    'made the switch',
    'references',
  ],
  de: [
    'vertraut von',
    'vertrauen',
    'im einsatz bei',
    'kunden',
    'kundenlogos',
    'referenz\\p{L}*',
    'unternehmen wie',
    'nutzen',
    'wer nutzt',
    'setzen auf',
    'zählen auf',
    'arbeiten (?:täglich )?mit',
    'in guter gesellschaft',
    '(?:sind|haben) (?:zu [\\p{L}-]+ )?(?:gewechselt|umgestiegen)',
    'umgestiegen',
  ],
  fr: [
    'ils nous font confiance',
    'font confiance',
    'nos(?: [\\p{L}-]+)? clients',
    'clients',
    'ils utilisent',
    'utilisent',
    'qui utilise',
    'utilisée?s? par',
    'approuvée?s? par',
    'adoptée?s? par',
    'ont (?:adopté|choisi)',
    'références',
    'sont pass[ée]e?s (?:à|de|sur)',
    'rejoignez (?:plus de |les )',
    'travaillent avec',
    'en bonne compagnie',
  ],
  es: [
    'clientes',
    'confían',
    'empresas como',
    'empresas que (?:usan|confían|utilizan)',
    'usan',
    'utilizan',
    'quién usa',
    'usado por',
    'utilizado por',
    'elegido por',
    'referencias',
    'se (?:han )?(?:cambiado|pasado) a',
    'trabajan con',
    'en buena compañía',
  ],
};

/**
 * A short heading that names the kind of organisation the logos are ("Our clubs",
 * "Restaurants using Acme", "Nos agences"): the customers of a vertical product.
 */
const ORGANISATIONS: Lexicon = {
  en: [
    'businesses',
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
    'hotels',
  ],
  de: ['unternehmen', 'firmen', 'vereine', 'kanzleien', 'praxen', 'betriebe', 'schulen', 'kliniken', 'agenturen', 'händler', 'marken', 'restaurants', 'hotels'],
  fr: ['entreprises', 'sociétés', 'écoles', 'cabinets', 'agences', 'enseignes', 'marques', 'établissements', 'commerçants', 'marchands', 'restaurants'],
  es: ['empresas', 'negocios', 'clubes', 'escuelas', 'clínicas', 'agencias', 'marcas', 'tiendas', 'despachos', 'restaurantes', 'hoteles'],
};

/** What else a logo row can show. */
export type OtherWall =
  | 'integrations'
  | 'partners'
  | 'press'
  | 'awards'
  | 'certifications'
  | 'technology'
  | 'backers'
  | 'payment'
  | 'social'
  | 'platforms'
  | 'comparison'
  | 'memberships'
  | 'team'
  | 'languages';

const OTHER_WALLS: Record<OtherWall, Lexicon> = {
  integrations: {
    en: [
      'integrat\\p{L}*',
      'connect(?:s|ed)?',
      'works? (?:with|seamlessly with)',
      'plugs? into',
      'plays? (?:nicely|well) with',
      '(?:your|favou?rite|popular|other|existing) (?:apps|tools|stack)',
      '(?:apps|tools) (?:you|your team)',
      'import (?:from|your)',
      'syncs? with',
      'compatible with',
      'connectors?',
      'plugins?',
      'add-?ons?',
      'marketplace',
    ],
    de: [
      'integration\\p{L}*',
      'schnittstell\\p{L}*',
      'funktioniert mit',
      'kompatibel mit',
      'anbindung\\p{L}*',
      'verbindet sich mit',
      'importieren aus',
      'ihren tools',
    ],
    fr: ['intégration\\p{L}*', 'compatible avec', 'connect\\p{L}* (?:à|avec)', 'fonctionne avec', 'import\\p{L}* (?:vos données )?depuis', 'vos outils'],
    es: ['integraci\\p{L}+', 'compatible con', 'conect\\p{L}* con', 'funciona con', 'importa\\p{L}* (?:tus datos )?desde', 'tus herramientas'],
  },
  partners: {
    en: ['partners?', 'partnerships?', 'alliances?', 'resellers?'],
    de: ['partner\\p{L}*'],
    fr: ['partenaires?', 'partenariats?'],
    es: ['socios', 'aliados', 'partners?'],
  },
  press: PRESS,
  awards: {
    en: ['awards?', 'award-winning', 'recognition', 'prizes?', 'winners?', 'honou?rs'],
    de: ['auszeichnung\\p{L}*', 'preise', 'preisträger\\p{L}*', 'ausgezeichnet'],
    fr: ['prix', 'distinctions?', 'récompenses?', 'lauréat\\p{L}*', 'trophées?'],
    es: ['premios?', 'reconocimientos?', 'galard\\p{L}+', 'ganador\\p{L}*'],
  },
  certifications: {
    en: ['certif\\p{L}*', 'complian\\p{L}*', 'accredit\\p{L}*', 'soc ?2', 'gdpr', 'hipaa', 'iso(?: ?\\p{N}+)?', 'security'],
    de: ['zertifi\\p{L}*', 'siegel', 'dsgvo', 'sicherheit'],
    fr: ['certifi\\p{L}*', 'conformité', 'rgpd', 'sécurité', 'labels?'],
    es: ['certifica\\p{L}*', 'cumplimiento', 'rgpd', 'seguridad', 'sellos?'],
  },
  technology: {
    en: [
      'technolog\\p{L}*',
      'tech ?stack',
      '(?:our|the) stack',
      'powered by',
      'built on',
      'open source',
      'deploy\\p{L}* (?:anywhere|on|to)',
      'runs? anywhere',
      'self-host\\p{L}*',
      'cloud providers?',
    ],
    de: ['technolog\\p{L}*', 'technik', 'tech-?stack', 'basiert auf'],
    fr: ['technolog\\p{L}*', 'propulsé par', 'basée? sur'],
    es: ['tecnolog\\p{L}*', 'basado en', 'impulsado por'],
  },
  backers: {
    en: ['investors?', 'backed by', 'funded by', 'supported by', 'sponsors?', 'sponsored by'],
    de: ['investor\\p{L}*', 'gefördert (?:durch|von)', 'förder\\p{L}*', 'unterstützt (?:durch|von)', 'sponsor\\p{L}*', 'finanziert'],
    fr: ['investisseurs?', 'soutenue?s? par', 'nous soutiennent', 'financée?s? par', 'financement', 'sponsors?', 'mécènes?'],
    es: ['inversor\\p{L}*', 'con el apoyo de', 'respaldad\\p{L}* por', 'financiad\\p{L}*', 'financiación', 'patrocin\\p{L}*'],
  },
  payment: {
    en: ['payments?', 'pay (?:securely|with|by)', 'visa', 'mastercard', 'paypal', 'checkout'],
    de: ['zahlung\\p{L}*', 'bezahl\\p{L}*', 'zahlungsart\\p{L}*'],
    fr: ['paiements?', 'payez', 'moyens de paiement'],
    es: ['pagos?', 'paga (?:con|de forma)', 'métodos de pago'],
  },
  social: {
    en: ['follow us', 'social', 'join us on', 'find us on'],
    de: ['folgen sie uns', 'folge uns', 'social media'],
    fr: ['suivez-nous', 'réseaux sociaux', 'rejoignez-nous sur'],
    es: ['síguenos', 'redes sociales'],
  },
  platforms: {
    en: ['download\\p{L}*', 'install\\p{L}*', 'available (?:on|in|for)', 'get (?:it|the app) on', 'get the app', 'app store', 'google play', 'platforms?'],
    de: ['herunterladen', 'download\\p{L}*', 'verfügbar (?:für|auf|in)', 'plattformen', 'installieren'],
    fr: ['télécharg\\p{L}*', 'disponible (?:sur|pour|en)', 'plateformes'],
    es: ['descarga\\p{L}*', 'disponible (?:en|para)', 'plataformas'],
  },
  comparison: {
    en: ['vs\\.?', 'versus', 'alternatives?', 'compare\\p{L}*', 'comparison'],
    de: ['vergleich\\p{L}*', 'alternative\\p{L}*'],
    fr: ['compar\\p{L}*', 'alternatives?'],
    es: ['compar\\p{L}*', 'alternativas?'],
  },
  memberships: {
    en: ['members? of', 'proud members?', 'associations?'],
    de: ['mitglied\\p{L}*', 'verband', 'verbände'],
    fr: ['membres? de', 'adhérent\\p{L}*'],
    es: ['miembros? de', 'asociaci\\p{L}+'],
  },
  team: TEAM,
  languages: {
    en: ['languages?'],
    de: ['sprachen'],
    fr: ['langues'],
    es: ['idiomas'],
  },
};

const CUSTOMER_WORDING = lexiconPhrase(CUSTOMERS);
const ORGANISATION_WORDING = lexiconPhrase(ORGANISATIONS);
const OTHER_WALL_PATTERNS = Object.entries(OTHER_WALLS).map(([kind, lexicon]) => [kind as OtherWall, lexiconPhrase(lexicon)] as const);

/** Words saying the logos are the product's customers ("Trusted by", "Unsere Kunden", "Nos clients", "Confían en nosotros"). */
export function saysCustomers(text: string): boolean {
  return matches(CUSTOMER_WORDING, text);
}

/** A heading naming the kind of organisation shown ("Clinics on Acme", "Kanzleien mit Acme"). */
export function namesOrganisations(text: string): boolean {
  return matches(ORGANISATION_WORDING, text);
}

/**
 * People named by their trade ("security teams", "Compliance-Teams", "équipes sécurité",
 * "equipos de seguridad"): the trade says who chose the product ("Trusted by security
 * teams at"), it does not name the row (a certification or payment wall).
 */
const TRADE_PEOPLE: Lexicon = {
  en: ['[\\p{L}-]+(?:,? (?:and|&) [\\p{L}-]+)? (?:teams?|departments?|leaders|professionals|engineers|officers|experts)'],
  de: ['(?:[\\p{L}]+ (?:und|&) )?[\\p{L}]+-?(?:teams|abteilungen|verantwortliche[n]?)'],
  fr: ["(?:équipes?|directions?|responsables?|experts?) (?:de (?:la |l')?|du |des )?[\\p{L}-]+(?: (?:et|&) [\\p{L}-]+)?"],
  es: ["(?:equipos?|departamentos?|responsables?|expertos?) (?:de (?:la |l')?|del )?[\\p{L}-]+(?: (?:y|&) [\\p{L}-]+)?"],
};
const TRADE_PEOPLE_WORDING = lexiconPhrase(TRADE_PEOPLE);

/** The other kind of logo row the words name, if any ("Integrates with", "Bekannt aus", "Nos partenaires", "Pago seguro"). */
export function otherWallOf(text: string): OtherWall | undefined {
  const naming = mayMatch(TRADE_PEOPLE_WORDING, text) ? text.replace(TRADE_PEOPLE_WORDING, ' ') : text;
  for (const [kind, pattern] of OTHER_WALL_PATTERNS) if (matches(pattern, naming)) return kind;
  return undefined;
}

/** Folder and file-name words that file images as another kind of row: "/img/partners/", "/press/", "payment-methods.png". */
const OTHER_FOLDERS: Record<string, OtherWall> = Object.fromEntries(
  (
    [
      ['integrations integration integrationen integraciones intégrations apps connectors plugins marketplace schnittstellen', 'integrations'],
      ['partners partner partenaires socios', 'partners'],
      ['press presse prensa media-coverage', 'press'],
      ['awards award prix premios auszeichnungen distinctions', 'awards'],
      ['badges badge certifications certificaciones certificates siegel seals compliance security', 'certifications'],
      ['payments payment payment-methods zahlungsarten paiement pagos', 'payment'],
      ['investors sponsors funding foerderung', 'backers'],
      ['flags languages', 'languages'],
      ['platforms plattformen plateformes plataformas stores app-stores', 'platforms'],
      ['social socials', 'social'],
      ['technologies technology tech stack tecnologias tecnologías', 'technology'],
      ['team equipe équipe equipo people', 'team'],
    ] as const
  ).flatMap(([folders, kind]) => folders.split(' ').map((folder) => [folder, kind])),
);

/** The kind of row an image's folder files it under ("/img/press/forbes.webp"), if another than customers. */
export function otherWallOfPath(path: string): OtherWall | undefined {
  const folders = path.toLowerCase().split('/').slice(0, -1);
  for (const folder of folders) {
    const kind = OTHER_FOLDERS[folder];
    if (kind) return kind;
  }
  return undefined;
}

/** Path segments of pages about a customer: a case study, a reference, a client story. */
const CUSTOMER_PAGE =
  /^(?:customers?|case-stud(?:y|ies)|stories|success-stories|customer-stories|clients?|kunden|referenzen|references?|fallstudien|erfolgsgeschichten|temoignages|témoignages|etudes-de-cas|cas-clients|clientes|casos(?:-de-exito)?|historias|showcase)$/i;
/** Path segments of pages about an integration or a partner. */
const INTEGRATION_PAGE = /^(?:integrations?|integrationen|integraciones|intégrations|apps|marketplace|connectors?|plugins?|schnittstellen|extensions?)$/i;
const PARTNER_PAGE = /^(?:partners?|partenaires|socios)$/i;

/** Where a logo links: a customer's story, an integration's or a partner's page on the site, or elsewhere. */
export function logoLinkKind(href: string): 'customer' | 'integrations' | 'partners' | undefined {
  let segments: string[];
  try {
    segments = new URL(href).pathname.split('/').filter(Boolean);
  } catch {
    return undefined;
  }
  // The page is a section's child ("/customers/acme"), not the section itself, after any locale ("/de/kunden/x").
  for (const segment of segments.slice(0, -1)) {
    if (CUSTOMER_PAGE.test(segment)) return 'customer';
    if (INTEGRATION_PAGE.test(segment)) return 'integrations';
    if (PARTNER_PAGE.test(segment)) return 'partners';
  }
  return undefined;
}
