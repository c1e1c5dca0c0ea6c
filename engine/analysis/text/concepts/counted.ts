import { isNegated, LETTER } from '../phrases.ts';
import { lexiconPhrase, type Lexicon } from './lexicon.ts';
import { squeeze } from './own-names.ts';

/**
 * Who a count counts. A usage number counts the product's users in some form: users,
 * customers, teams, companies, developers, schools, municipalities, stores, websites
 * running it, downloads, installs, GitHub stars (`WHO`); or anyone said to use, trust
 * or join it ("40.000 Podcaster schneiden mit Acme": `USAGE_AFTER`, `USED_BY_BEFORE`).
 * What is not a user count: plan limits ("up to 10 users", "teams of 5 to 50", "25
 * seats"), headcount ("our team of 35 engineers"), demo data ("5,000 sample
 * customers"), and counts of things rather than people: requests, integrations,
 * templates, countries, years (`NOT_USERS`).
 */

/** Plural nouns that count users, customers or reach. */
const WHO: Lexicon = {
  en: [
    '(?:monthly |daily |weekly )?(?:active )?users',
    'customers',
    'clients',
    'teams',
    'companies',
    'businesses',
    'organi[sz]ations',
    'orgs',
    'enterprises',
    'brands',
    'agencies',
    'developers',
    'devs',
    'engineers',
    'designers',
    'marketers',
    'creators',
    'people',
    'members',
    'start-?ups',
    'founders',
    'freelancers',
    'professionals',
    'stores',
    'storefronts',
    'shops',
    'merchants',
    'sellers',
    'retailers',
    'restaurants',
    'schools',
    'universities',
    'colleges',
    'hospitals',
    'clinics',
    'practices',
    'municipalities',
    'cities',
    'councils',
    'governments',
    'non-?profits',
    'charities',
    'publishers',
    'newsrooms',
    'websites',
    'sites',
    'downloads',
    'installs',
    'installations',
    'accountants',
    'bookkeepers',
    'law firms',
    'lawyers',
    'firms',
    'studios',
    'podcasters',
    'writers',
    'teachers',
    'educators',
    'students',
    'doctors',
    'therapists',
    'coaches',
    'photographers',
    'artists',
    'musicians',
    'households',
    'families',
    'hosts',
    'venues',
    'salons',
    'gyms',
    'makers',
    'researchers',
  ],
  de: [
    '(?:aktive )?(?:be)?nutzer(?:innen)?',
    'anwender(?:innen)?',
    'kund(?:en|innen)',
    'kundinnen und kunden',
    'teams',
    'unternehmen',
    'firmen',
    'betriebe[n]?',
    'handwerksbetriebe[n]?',
    'organisationen',
    'marken',
    'agenturen',
    'entwickler(?:innen|n)?',
    'menschen',
    'mitglieder[n]?',
    'start-?ups',
    'gründer(?:innen|n)?',
    'freelancer(?:innen|n)?',
    'selbstständige[n]?',
    'selbständige[n]?',
    'händler(?:innen|n)?',
    'online-?shops',
    'shops',
    'restaurants',
    'schulen',
    'hochschulen',
    'universitäten',
    'krankenhäuser[n]?',
    'kliniken',
    'praxen',
    'kommunen',
    'städte[n]?',
    'gemeinden',
    'verwaltungen',
    'behörden',
    'kanzleien',
    'vereine[n]?',
    'websites',
    'webseiten',
    'downloads',
    'installationen',
    'steuerberater(?:innen|n)?',
    'mandanten',
    'podcaster(?:innen|n)?',
    'lehrkräfte[n]?',
    'schüler(?:innen|n)?',
    'ärzte[n]?',
    'ärztinnen',
    'fotograf(?:en|innen)',
  ],
  fr: [
    'utilisat(?:eurs|rices)(?: actifs)?',
    'clients',
    'clientes',
    'équipes',
    'entreprises',
    'sociétés',
    'organisations',
    'marques',
    'agences',
    'développeu(?:rs|ses)',
    'ingénieurs',
    'créat(?:eurs|rices)',
    'personnes',
    'membres',
    'start-?ups',
    'fondateurs',
    'indépendants',
    'freelances',
    'professionnels',
    'commerçants',
    'marchands',
    'boutiques',
    'magasins',
    'restaurants',
    'écoles',
    'universités',
    'établissements',
    'hôpitaux',
    'cliniques',
    'cabinets',
    'communes',
    'collectivités',
    'mairies',
    'villes',
    'associations',
    'sites(?: web| internet)?',
    'téléchargements',
    'installations',
    'artisans',
    'pme',
    'tpe',
    'éditeurs',
    'médecins',
    'praticiens',
    'enseignants',
    'élèves',
    'étudiants',
    'comptables',
    'experts-comptables',
    'photographes',
  ],
  es: [
    'usuari(?:os|as)(?: activos)?',
    'clientes',
    'equipos',
    'empresas',
    'compañías',
    'organizaciones',
    'marcas',
    'agencias',
    'desarrollador(?:es|as)',
    'ingenieros',
    'creador(?:es|as)',
    'personas',
    'miembros',
    'start-?ups',
    'autónomos',
    'freelancers',
    'profesionales',
    'comercios',
    'tiendas',
    'negocios',
    'restaurantes',
    'colegios',
    'escuelas',
    'universidades',
    'hospitales',
    'clínicas',
    'despachos',
    'ayuntamientos',
    'municipios',
    'administraciones',
    'asociaciones',
    'sitios web',
    'webs',
    'descargas',
    'instalaciones',
    'pymes',
    'médicos',
    'docentes',
    'profesores',
    'alumnos',
    'estudiantes',
    'asesorías',
    'gestorías',
    'fotógrafos',
    'peluquerías',
  ],
};

/** Counts of things, not of people: what follows such a count is no reach ("200 integrations", "500 million requests"). */
const NOT_USERS: Lexicon = {
  en: [
    '(?:api )?(?:requests|queries|calls)',
    'transactions',
    'events',
    'messages',
    'e-?mails',
    'searches',
    'records',
    'rows',
    'payments',
    'page ?views',
    'visits',
    'sessions',
    'integrations',
    'templates',
    'features',
    'countries',
    'languages',
    'years',
    'hours',
    'minutes',
    'days',
    'servers',
    'tickets',
    'orders',
    'invoices',
    'bookings',
    'appointments',
    'documents',
    'files',
    'contacts',
    'leads',
    'seats',
    'licen[cs]es',
    'employees',
    'staff',
    'apis',
    'plugins',
    'components',
    'icons',
    // stars on GitHub are a project's popularity, not its users
    '(?:github )?stars',
  ],
  de: [
    'anfragen',
    'abfragen',
    'api-anfragen',
    'transaktionen',
    'ereignisse',
    'nachrichten',
    'e-?mails',
    'zahlungen',
    'seitenaufrufe',
    'integrationen',
    'vorlagen',
    'funktionen',
    'ländern?',
    'sprachen',
    'jahren?',
    'stunden',
    'rechnungen',
    'buchungen',
    'termine',
    'dokumente',
    'dateien',
    'kontakte',
    'datensätze',
    'lizenzen',
    'mitarbeite(?:r|rinnen|nde|nden)',
    'angestellte',
    '(?:github-)?sterne',
  ],
  fr: [
    'requêtes',
    'transactions',
    'événements',
    'messages',
    'e-?mails',
    'paiements',
    'intégrations',
    'modèles',
    'fonctionnalités',
    'pays',
    'langues',
    'ans',
    'années',
    'heures',
    'factures',
    'réservations',
    'rendez-vous',
    'documents',
    'fichiers',
    'contacts',
    'points',
    'licences',
    'collaborateurs',
    'salariés',
    'employés',
    'étoiles',
  ],
  es: [
    'solicitudes',
    'consultas',
    'transacciones',
    'eventos',
    'mensajes',
    'correos',
    'pagos',
    'integraciones',
    'plantillas',
    'funciones',
    'países',
    'idiomas',
    'años',
    'horas',
    'facturas',
    'reservas',
    'citas',
    'documentos',
    'archivos',
    'contactos',
    'registros',
    'licencias',
    'empleados',
    'trabajadores',
    'colaboradores',
    'estrellas',
  ],
};

/** Verbs of using, trusting or joining, after the counted: "4,000 studios use Acme", "60.000 Teams vertrauen", "3 000 artisans utilisent". */
const USAGE_VERBS: Lexicon = {
  en: [
    'use',
    'uses',
    'using',
    'are using',
    'trust',
    'trusts',
    '(?:are )?trusting',
    'rely on',
    '(?:are )?relying on',
    'depend on',
    'choose',
    'chose',
    'have chosen',
    'love',
    'run (?:on|their)',
    'manage (?:their|with)',
    'build (?:with|on)',
    'work with',
    'switched',
    'have switched',
    'signed up',
    'have signed up',
    'joined',
    'have joined',
  ],
  de: [
    'nutzen',
    'benutzen',
    'verwenden',
    'vertrauen',
    'verlassen sich',
    'setzen (?:bereits )?auf',
    'arbeiten (?:bereits )?mit',
    'haben sich (?:bereits )?für',
    'entschieden sich',
    'gewechselt',
    'wechselten',
  ],
  fr: [
    'utilisent',
    "s['’]appuient sur",
    'font (?:déjà )?confiance',
    'ont (?:déjà )?choisi',
    'choisissent',
    'travaillent (?:déjà )?avec',
    'gèrent',
    'ont rejoint',
    'se servent',
  ],
  es: [
    'usan',
    'utilizan',
    'confían',
    'están (?:usando|utilizando|confiando)',
    'confiando',
    'han elegido',
    'eligen',
    'trabajan con',
    'gestionan',
    'se han unido',
  ],
};

/** Said before a count, of the people counted: "Trusted by", "Join", "Powering", "im Einsatz bei", "utilisé par", "únete a". */
const USED_BY: Lexicon = {
  en: [
    '(?:trusted|used|loved|relied on|chosen|adopted|preferred|favou?red) by',
    'join(?:ed by|ing)?',
    'powering',
    'powers',
    '(?:installed|used|running|live) on',
    'in use at',
    'we help',
    'helping',
    'helps',
    'serving',
    'serves',
  ],
  de: [
    '(?:vertraut|genutzt|verwendet|geliebt|gewählt) von',
    'im einsatz (?:bei|in|an)',
    'schließen sie sich',
    'schließ dich',
    'werde teil von',
    'wir helfen',
    'hilft',
    'unterstützt',
    'läuft (?:auf|bei)',
    'installiert auf',
  ],
  fr: [
    '(?:utilisée?s?|adoptée?s?|approuvée?s?|choisie?s?|plébiscitée?s?|appréciée?s?) par',
    'rejoigne[zr]',
    'rejoindrez',
    'rejoins',
    'accompagn(?:e|ons)',
    'équipe',
    'aid(?:e|ons)',
    'propulse',
    '(?:installée?|utilisée?|présente?) sur',
    'au service de',
  ],
  es: [
    '(?:usad[oa]|utilizad[oa]|elegid[oa]|preferid[oa]) por',
    'únete a',
    'súmate a',
    'forma parte de',
    '(?:da|damos) servicio a',
    'ayuda(?:mos)? a',
    'impulsa(?:mos)?',
    '(?:instalad[oa]|presente) en',
  ],
};

/**
 * What may follow a counted noun in a claim that has no verb of use: nothing, a place
 * or a span ("12,000+ customers worldwide", "in 30 countries", "en todo el mundo"), a
 * word of contentment ("clients satisfaits") or "and counting". Another verb means the
 * clause says something else of them ("100 municipalities offer an open data API").
 */
const BARE_TAIL = new RegExp(
  `^(?:$|[^\\p{L}\\p{N}]|(?:in|across|around|worldwide|globally|everywhere|from|on|at|and|who|that|` +
    `weltweit|europaweit|deutschlandweit|in|aus|auf|an|bei|und|die|` +
    `dans|en|de|du|des|à|au|et|qui|satisfaits?|satisfaites?|heureux|partout|` +
    `en|de|del|y|que|satisfechos?|satisfechas?|felices|por)(?![\\p{L}]))`,
  'iu',
);

/** Contentment said of the counted a few words on: "users already won over", "sind bereits überzeugt", "déjà convaincus", "ya convencidos". */
const CONTENT =
  /^(?:[\p{L}]+[\s\u00A0]+){0,3}?(?:won over|convinced|happy|satisfied|delighted|überzeugt|zufrieden|begeistert|conquis|convaincus|satisfaits|ravis|convencidos|satisfechos|encantados|contentos)(?![\p{L}])/iu;

/** The clause after the counted noun reads as a bare count of reach (see BARE_TAIL). */
export function isBareCount(clause: string, countedEnd: number): boolean {
  const tail = clause.slice(countedEnd).replace(/^[\s\u00A0]+/, '');
  return BARE_TAIL.test(tail) || CONTENT.test(tail);
}

/** Demo data is no reach: "5,000 sample customers", "5.000 fiktive Kunden", "clients fictifs", "clientes ficticios". */
const NOT_REAL: Lexicon = {
  en: ['fictional', 'fictitious', 'sample', 'example', 'demo', 'test', 'fake', 'dummy'],
  de: ['fiktive[nr]?', 'beispiel', 'demo', 'test'],
  fr: ['fictifs?', 'fictives?', 'exemples?', 'démo', 'tests?'],
  es: ['ficticios?', 'ficticias?', 'de ejemplo', 'de prueba', 'demo'],
};

/** Prepositions and joins that end the words between a count and what it counts: "templates for teams" counts templates. */
const BREAKS = /^(?:for|für|pour|para|per|pro|par|por|in|im|en|to|à|a|at|with|mit|avec|con|from|von|des?|del|and|und|et|y|or|oder|ou|o|than|als|que)$/i;

const anchored = (pattern: RegExp) => new RegExp(`^(?:${pattern.source})`, 'i');

export const WHO_COUNTED = lexiconPhrase(WHO);
const WHO_AT = anchored(WHO_COUNTED);
const NOT_USERS_AT = anchored(lexiconPhrase(NOT_USERS));
const USAGE_AT = anchored(lexiconPhrase(USAGE_VERBS));
const NOT_REAL_AT = anchored(lexiconPhrase(NOT_REAL));
const USED_BY_END = new RegExp(`(?:${lexiconPhrase(USED_BY).source})[\\s\\u00A0]+(?:(?:the|die|den|les|los|las|des|of|más de|plus de)[\\s\\u00A0]+)?$`, 'i');

/** "with Acme", "mit uns", "avec nous", "con nosotros", "on our platform": the product itself, after the counted. */
const WITH_US = new RegExp(
  `^(?:with|on|mit|auf|avec|sur|con|en)[\\s\\u00A0]+(?:us|uns|nous|nosotros|(?:our|unserer?|unserem|notre|nuestr[ao])[\\s\\u00A0]+` +
    `(?:platform|software|app|tool|solution|product|service|plattform|lösung|werkzeug|plateforme|logiciel|solution|outil|application|plataforma|herramienta|solución|aplicación))(?![${LETTER}])`,
  'i',
);
const WORD = new RegExp(`^[\\s\\u00A0]*([${LETTER}][${LETTER}'’-]*)`);
const CONNECTOR = /^[\s\u00A0]*(?:(?:of|von|de)[\s\u00A0]+|d['’])/i;

export interface Counted {
  /** Offset just after the counted noun in the text. */
  end: number;
  who: string;
}

/**
 * What the count ending at `from` counts, when it counts people: the noun after it,
 * past up to three modifying words ("12,000 happy customers", "800+ engineering teams",
 * "des milliers d'entreprises"); undefined when it counts things, demo data ("5,000
 * sample customers", "clients fictifs"), or when a preposition comes first ("templates
 * for teams").
 */
export function countedAfter(text: string, from: number): Counted | undefined {
  let at = from;
  const connector = CONNECTOR.exec(text.slice(at));
  if (connector) at += connector[0].length;
  for (let words = 0; words <= 3; words += 1) {
    const rest = text.slice(at).replace(/^[\s\u00A0]+/, '');
    at = text.length - rest.length;
    const who = WHO_AT.exec(rest);
    // Demo data after the noun: "5 000 clients fictifs", "5.000 clientes ficticios".
    if (who) return NOT_REAL_AT.test(rest.slice(who[0].length).trimStart()) ? undefined : { end: at + who[0].length, who: who[0] };
    const word = WORD.exec(rest);
    if (!word || BREAKS.test(word[1]!) || NOT_USERS_AT.test(rest) || NOT_REAL_AT.test(rest)) return undefined;
    at += word[0].length;
  }
  return undefined;
}

/** A count of things (requests, integrations, templates, years...) right after the count ending at `from`. */
export function countsThings(text: string, from: number): boolean {
  let at = from;
  const connector = CONNECTOR.exec(text.slice(at));
  if (connector) at += connector[0].length;
  for (let words = 0; words <= 2; words += 1) {
    const rest = text.slice(at).replace(/^[\s\u00A0]+/, '');
    if (NOT_USERS_AT.test(rest)) return true;
    const word = WORD.exec(rest);
    if (!word || BREAKS.test(word[1]!)) return false;
    at = text.length - rest.length + word[0].length;
  }
  return false;
}

/**
 * The counted use, trust or join the product, within a few words after `from`: a verb
 * of use ("use Acme", "vertrauen auf", "utilisent", "confían") or the product named
 * after "with" ("with us", "mit Acme", "avec nous", "con nosotros"; `brands` are the
 * site's own names, lower-cased).
 */
export function usageAfter(text: string, from: number, brands: ReadonlySet<string>, maxWords = 5): boolean {
  let at = from;
  for (let words = 0; words <= maxWords; words += 1) {
    const rest = text.slice(at).replace(/^[\s\u00A0,&+/–—-]+/, '');
    if (/^[.!?;:]/.test(rest)) return false;
    // "persons under 16 must not use this website" is no use
    if (words <= 3 && USAGE_AT.test(rest)) return !isNegated(text, at + (text.slice(at).length - rest.length));
    if (WITH_US.test(rest)) return true;
    const preposition = /^(?:with|on|mit|auf|avec|sur|con|en)[\s\u00A0]+([^\s\u00A0.,!?;:]+)/i.exec(rest);
    if (preposition && brands.has(squeeze(preposition[1]!))) return true;
    const word = WORD.exec(rest);
    if (!word) return false;
    at = text.length - rest.length + word[0].length;
  }
  return false;
}

/** Said of the counted just before the count ending the text: "Trusted by", "Join the", "im Einsatz bei", "utilisé par", "únete a". */
export function usedByBefore(before: string): boolean {
  return USED_BY_END.test(before);
}

/**
 * Before a count: a plan limit or a team's size, not reach ("up to", "for up to", "per",
 * "teams of", "Team aus", "équipes de", "equipos de", "invite", "includes").
 */
const LIMIT_BEFORE = new RegExp(
  `(?:^|[^${LETTER}])(?:per|pro|includes?|included|inklusive|inclus|incluye|invite|einladen|invitez|invita|unlimited|unbegrenzt|illimités|ilimitados|` +
    `minimum|min\\.|mínimo|ages? of|aged|alter von|âge de|edad de|` +
    // the size of one team or company: "a team of 35 engineers", "ein Unternehmen mit 200", "une entreprise de 200 personnes"
    `(?:teams?|team|compan(?:y|ies)|business(?:es)?|firms?|departments?|organi[sz]ations?|unternehmen|firma|abteilung|entreprises?|sociétés?|départements?|empresas?|departamentos?|equipos?|équipes?) (?:of|with|von|mit|aus|de|con)|` +
    `seats? for|plans? for|tarife für|offres? pour|planes para|from|desde|ab|à partir de)[\\s\\u00A0]*$`,
  'i',
);
/** Either end of a range is a plan's size ("5 to 50 people", "5 bis 50", "de 5 à 50", "de 5 a 50"). */
const RANGE_AFTER = /^[\s\u00A0]*(?:-|–|to|bis|à|a)[\s\u00A0]*\d/i;
const RANGE_BEFORE = /\d[\s\u00A0]*(?:-|–|to|bis|à|a)[\s\u00A0]*$/i;

/** A limit named before the count in its clause: "a limit of 10,000 orders and 10,000 customers", "Obergrenze", "límite". */
const LIMIT_WORD = /(?:^|[^\p{L}])(?:limits?|limite[sn]?|límites?|grenze|obergrenze|plafonds?|topes?|quotas?|kontingent)(?![\p{L}])/iu;

/** A plan limit or a team's size, said in the clause before the count (`clauseStart` where the clause begins), or a range around it. */
export function isLimitOrSize(text: string, index: number, end: number, clauseStart = 0): boolean {
  const before = text.slice(Math.max(0, index - 30), index);
  if (LIMIT_WORD.test(text.slice(clauseStart, index))) return true;
  return LIMIT_BEFORE.test(before) || RANGE_BEFORE.test(before) || RANGE_AFTER.test(text.slice(end, end + 8));
}

/** The count describes something else, named just before it: "social networks with millions of users". */
const WITH_BEFORE = /[\p{L}][\s\u00A0]+(?:with|mit|avec|con)[\s\u00A0]*$/iu;
/**
 * Words before "with" that own nothing: time ("in recent years with 20 customers") and
 * working together ("worked with 20 customers", "zusammengearbeitet mit"): the count is
 * then the site's own.
 */
const NO_OWNER =
  /^(?:years?|months?|weeks?|days?|time|jahren?|monaten?|wochen|zeit|ans|années|mois|semaines|temps|años|meses|semanas|tiempo|we|us|you|wir|uns|ihnen|sie|nous|vous|nosotros|work(?:ed|ing|s)?|partner(?:ed|ing|s)?|collaborat(?:e|ed|es|ing)|together|arbeite[nt]?|gearbeitet|zusammen|travaill(?:e|é|ons|ent)|ensemble|trabaj(?:a|ado|amos|an)|junto)$/i;
/** "With over 12,000 employees in forty stores, Northwind needed...": the clause's counts are the named organisation's. */
const WITH_OPENING = /^(?:with|mit|avec|con)[\s\u00A0](?:[^,.;]|[.,](?=\d)){0,100},[\s\u00A0]+(\p{Lu}[\p{L}\d&.'’-]*)/iu;

/** "(we have) worked with more than 40 customers", "haben wir mit über 40 Kunden ...": the site's own reach. */
export function workedWith(clause: string, index: number): boolean {
  const before = clause.slice(0, index);
  const owner = /([\p{L}][\p{L}'’-]*)[\s\u00A0]+(?:with|mit|avec|con)[\s\u00A0]*$/iu.exec(before)?.[1];
  return owner !== undefined && NO_OWNER.test(owner);
}

/** The organisation or thing a count belongs to when the clause says so (undefined: the site's, as far as it says). */
export function countedBelongsTo(clause: string, index: number, end: number): string | undefined {
  const before = clause.slice(0, index);
  if (WITH_BEFORE.test(before)) {
    const owner = /([\p{L}][\p{L}'’-]*)[\s\u00A0]+(?:with|mit|avec|con)[\s\u00A0]*$/iu.exec(before)?.[1];
    return owner && !NO_OWNER.test(owner) ? owner : undefined;
  }
  const opening = WITH_OPENING.exec(clause);
  return opening && opening[0].length > end ? opening[1] : undefined;
}
