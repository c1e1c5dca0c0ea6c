import { firstMatch, phrase } from '../phrases.ts';
import { groupOf, type Lexicon } from './lexicon.ts';

/**
 * Audiences and use cases: who a page or section is for (a role, a team, an industry, a
 * kind of organisation) and the menus that sort a product by them ("Solutions", "Use
 * cases", "Who it's for", "How teams use Acme"). Told apart from a single "for everyone"
 * line, from editions and plan tiers ("Acme for Enterprise", "For teams"), from pages
 * for investors, press or partners, and from purposes ("Pour commencer", "Für mehr
 * Umsatz", "Para empezar").
 */

/** Teams and departments: "marketing teams", "Vertriebsteams", "équipes RH", "equipos de ventas". */
const DEPARTMENTS: Lexicon = {
  en: [
    '(?:marketing|sales|hr|finance|accounting|legal|it|engineering|operations|procurement|customer (?:support|success|service|experience)|revops|devops|recruiting)(?: (?:teams?|departments?|leaders?|leadership|pros|professionals|orgs?))?',
    '(?:support|success|people|product|design|data|security|growth|revenue|content|research|creative|editorial|compliance|talent|ops|brand|finance) (?:teams?|departments?|leaders?|leadership|pros|professionals|orgs?)',
  ],
  de: [
    '(?:marketing|vertrieb|sales|kundenservice|kundendienst|kundenerfolg|personalabteilung|hr|finanzen|buchhaltung|rechnungswesen|rechtsabteilung|it|einkauf|controlling|geschäftsführung)(?:-?(?:teams?|abteilungen?))?',
    '[\\p{L}]{3,}-?teams',
    '[\\p{L}]{3,}abteilungen',
  ],
  fr: [
    'équipes? (?:marketing|commerciales?|ventes|support|produit|rh|finance|financières?|juridiques?|techniques?|informatiques?|it|design|data|opérations|service client|support client|relation client|internes)',
    'marketing',
    'ventes',
    'service client',
    'support client',
    'relation client',
    'rh',
    'ressources humaines',
    'finance',
    'comptabilité',
    'juridique',
    'informatique',
    'achats',
    'direction financière',
  ],
  es: [
    'equipos? (?:de )?(?:marketing|ventas|soporte|producto|rr\\. ?hh\\.?|recursos humanos|finanzas|ingeniería|diseño|datos|operaciones|atención al cliente|legal|ti|it|internos)',
    'marketing',
    'ventas',
    'atención al cliente',
    'servicio al cliente',
    'rr\\. ?hh\\.?',
    'recursos humanos',
    'finanzas',
    'contabilidad',
    'jurídico',
    'ingeniería',
    'compras',
    'operaciones',
  ],
};
/** Department names that mean other things after "for" ("built for growth", "für die Entwicklung"): entries of a list only. */
const DEPARTMENT_WORDS: Lexicon = {
  en: ['support', 'success', 'people', 'product', 'design', 'data', 'security', 'growth', 'revenue', 'content', 'research', 'creative', 'ops', 'talent'],
  de: ['support', 'personal', 'entwicklung', 'produkt', 'design', 'betrieb', 'recht', 'technik'],
  fr: ['commercial', 'technique', 'produit', 'design', 'support', 'juridique'],
  es: ['soporte', 'legal', 'producto', 'diseño', 'datos'],
};

/** Roles and professions: "founders", "Steuerberater", "chefs de projet", "fisioterapeutas". */
const ROLES: Lexicon = {
  en: [
    '(?:founders?|ceos?|cfos?|ctos?|executives?|leaders?|managers?|team leads?|developers?|engineers?|designers?|marketers?|recruiters?|hiring managers?|sales (?:reps?|leaders?)|account (?:managers?|executives?)|project managers?|product managers?|engineering managers?|operations (?:leads?|managers?)|accountants?|bookkeepers?|lawyers?|attorneys?|consultants?|freelancers?|creators?|writers?|educators?|teachers?|trainers?|coaches|researchers?|analysts?|data (?:scientists?|analysts?)|admins?|administrators?|agents?|sellers?|merchants?|therapists?|doctors?|clinicians?|dentists?|nurses?|contractors?|tradespeople|photographers?|realtors?|brokers?|landlords?|property managers?|event (?:organi[sz]ers?|planners?)|solopreneurs?|makers|artists?|podcasters?)',
  ],
  de: [
    '(?:gründer(?:innen)?|geschäftsführer(?:innen)?|führungskräfte|teamleiter(?:innen)?|teamleitungen|betriebsleiter(?:innen)?|entwickler(?:innen)?|designer(?:innen)?|marketer|personaler(?:innen)?|recruiter(?:innen)?|vertriebler|projektleiter(?:innen)?|projektmanager|buchhalter(?:innen)?|steuerberater(?:innen)?|anwälte|rechtsanwälte|berater(?:innen)?|freiberufler(?:innen)?|freelancer|selbstständige|selbständige|kreative|lehrer(?:innen)?|lehrkräfte|trainer(?:innen)?|coaches|ärzte|ärztinnen|therapeut(?:en|innen)|zahnärzte|pflegekräfte|handwerker|fotografen|makler|vermieter|verwalter|administratoren|admins|einzelunternehmer|solo-?selbstständige|elektriker|installateure|landwirte|lehrende|dozent(?:en|innen)|dozierende)',
  ],
  fr: [
    "(?:fondateurs?|fondatrices?|dirigeants?|dirigeantes?|managers?|responsables?(?: (?:des |de l'|du |de la )?[\\p{L}]+)?|chefs? de projets?|chefs? d'équipe|développeurs?|développeuses?|designers?|marketeurs?|recruteurs?|recruteuses?|commerciaux|comptables?|experts?-comptables?|avocats?|notaires?|consultants?|consultantes?|indépendants?|indépendantes?|freelances?|créateurs?|créatrices?|enseignants?|formateurs?|formatrices?|coachs?|médecins?|professionnels? de santé|kinésithérapeutes?|infirmi(?:ers?|ères?)|dentistes?|artisans?|photographes?|agents? immobiliers?|syndics?|bailleurs?|administrateurs?|auto-?entrepreneurs?|micro-?entrepreneurs?|commerçants?|restaurateurs?|e-?commerçants?)",
  ],
  es: [
    '(?:fundador(?:es|as)?|directivos?|directores?|gerentes?|managers?|responsables?(?: de [\\p{L}]+)?|jefes? de (?:proyecto|equipo)|desarrollador(?:es|as)?|diseñador(?:es|as)?|reclutador(?:es|as)?|comerciales|contables|abogad[oa]s?|asesor(?:es|as)?|consultor(?:es|as)?|autónom[oa]s?|freelancers?|freelances?|creador(?:es|as)?|profesores?|docentes|formador(?:es|as)?|entrenador(?:es|as)?|coaches|médicos?|dentistas?|fisioterapeutas?|psicólog[oa]s?|enfermer[oa]s?|profesionales de la salud|fotógraf[oa]s?|agentes inmobiliarios|administrador(?:es)? de fincas|emprendedor(?:es|as)?|comerciantes?|restaurador(?:es)?|peluquer(?:os|as|ías))',
  ],
};

/** Kinds of organisation: "agencies", "Kanzleien", "collectivités", "ayuntamientos". */
const ORGANISATIONS: Lexicon = {
  en: [
    '(?:agenc(?:y|ies)|professionals|startups?|start-ups?|small (?:businesses|business|companies)|smbs?|smes?|mid-?market|nonprofits?|non-profits?|ngos?|charities|schools?|universities|colleges?|governments?|municipalit(?:y|ies)|public sector|local (?:authorities|government)|councils?|clinics?|hospitals?|(?:medical |dental |private )?practices|law firms?|accounting firms?|firms|studios?|retailers?|restaurants?|hotels?|(?:online |e-?commerce )(?:stores|shops|brands)|stores|shops|manufacturers?|banks?|insurers?|training (?:centres?|centers?|providers?)|associations?|clubs?|churches|franchises?|franchisees|in-house teams)',
  ],
  de: [
    '(?:agenturen|geschäftskunden|gewerbekunden|privatkunden|start-?ups|kmu|mittelstand|mittelständler|kleinunternehmen|kleine unternehmen|konzerne|großunternehmen|vereine|verbände|stiftungen|kommunen|gemeinden|städte|behörden|verwaltungen|öffentliche verwaltung|hausverwaltungen|schulen|hochschulen|universitäten|bildungsträger|bildungseinrichtungen|[\\p{L}]*kanzleien|praxen|arztpraxen|kliniken|krankenhäuser|pflegedienste|pflegeheime|[\\p{L}]*betriebe|restaurants|hotels|händler|onlinehändler|online-?shops|einzelhändler|hersteller|banken|versicherungen|lohnbüros|studios|kirchen|franchise-?systeme|inhouse-?teams)',
  ],
  fr: [
    "(?:agences?|professionnels?|particuliers|start-?ups?|startups?|pme|tpe|eti|petites entreprises|grands comptes|associations?|collectivités?(?: locales| territoriales)?|communes|mairies|administrations?|secteur public|établissements? (?:scolaires|de santé)|écoles?|universités?|organismes? de formation|centres? de formation|cabinets?(?: comptables| d'avocats| médicaux| d'expertise comptable)?|cliniques?|hôpitaux|ehpad|restaurants?|hôtels?|boutiques?|commerces?|magasins?|industriels?|fabricants?|banques?|assurances?|mutuelles?|clubs?|fédérations?|franchises?|franchiseurs?|transporteurs?|logisticiens?|syndics?)",
  ],
  es: [
    '(?:agencias?|profesionales|particulares|startups?|start-?ups?|pymes?|pequeñas empresas|ong|ongs|asociaciones?|fundaciones?|ayuntamientos?|administraciones? públicas?|sector público|colegios?|escuelas?|universidades?|centros? de formación|academias?|despachos?(?: de abogados)?|gestorías?|asesorías?|clínicas?(?: dentales| veterinarias)?|hospitales?|restaurantes?|hoteles?|tiendas?(?: online)?|comercios?|fabricantes?|bancos?|aseguradoras?|clubes?|gimnasios?|franquicias?|inmobiliarias?|transportistas?)',
  ],
};

/** Industries named alone in a menu: "Healthcare", "Gesundheitswesen", "Immobilier", "Seguros". */
const INDUSTRIES: Lexicon = {
  en: [
    '(?:healthcare|health ?care|retail|education|financial services|fintech|insurance|banking|hospitality|real estate|manufacturing|logistics|construction|media|publishing|e-?commerce|saas|government|energy|utilities|automotive|travel|industry|tourism|telecom(?:munications)?|pharma(?:ceuticals?)?|life sciences|agriculture|transportation|gaming|entertainment|fitness|beauty|food(?: and beverage)?|professional services|nonprofit|public sector)',
  ],
  de: [
    '(?:handwerk|gastronomie|hotellerie|einzelhandel|e-?commerce|gesundheitswesen|gesundheit|pflege|bildung|finanzwesen|finanzdienstleister|versicherungen|immobilien|industrie|fertigung|logistik|transport|baugewerbe|medien|öffentlicher (?:sektor|dienst)|verwaltung|energie|automobil|tourismus|non-?profit|landwirtschaft)',
  ],
  fr: [
    '(?:santé|commerce|retail|éducation|enseignement|banque|assurance|immobilier|industrie|logistique|transport|btp|bâtiment|construction|médias|secteur public|gouvernement|énergie|automobile|tourisme|hôtellerie|restauration|agriculture|e-?commerce|commerce en ligne|luxe)',
  ],
  es: [
    '(?:salud|sanidad|comercio|retail|educación|banca|seguros|inmobiliario|industria|logística|transporte|construcción|medios|sector público|gobierno|energía|automoción|turismo|hostelería|restauración|agricultura|e-?commerce|comercio electrónico|moda)',
  ],
};

/** Words that adjust an audience without changing it: "small", "in-house", "freelance", "kleine", "petites", "pequeñas". */
const QUALIFIERS: Lexicon = {
  en: ['small', 'growing', 'busy', 'modern', 'independent', 'in-house', 'local', 'freelance', 'remote', 'global', 'fast-growing', 'b2b', 'b2c'],
  de: ['kleine[nr]?', 'große[nr]?', 'wachsende[nr]?', 'moderne[nr]?', 'freie[nr]?', 'freiberufliche[nr]?', 'regionale[nr]?'],
  fr: ['petites?', 'petits', 'grandes?', 'grands', 'jeunes'],
  es: ['pequeñ[oa]s', 'grandes', 'nuev[oa]s'],
};

/** Qualifiers written after the noun in French and Spanish: "agencias pequeñas", "équipes internes". */
const POST_QUALIFIERS: Lexicon = {
  en: [],
  de: [],
  fr: ['internes', 'indépendant(?:e)?s', 'locales?', 'locaux'],
  es: ['pequeñ[oa]s', 'grandes', 'intern[oa]s', 'independientes', 'locales'],
};

/** "For", "für", "pour les", "para": a frame that puts an audience after it. */
const FOR_FRAME: Lexicon = {
  en: ['for (?:the |your |all )?'],
  de: ['für (?:die |den |das )?'],
  fr: ['pour (?:les |des |vos |nos |la |le |l.)?'],
  es: ['para (?:los |las |el |la |tu |su |sus |tus )?'],
};

const AUDIENCE = groupOf(DEPARTMENTS, ROLES, ORGANISATIONS, INDUSTRIES);
const AUDIENCE_PHRASE = `(?:${groupOf(QUALIFIERS)} )*${AUDIENCE}(?: ${groupOf(POST_QUALIFIERS)})?`;
/** Words that may lead the frame besides the brand: "Solutions for healthcare", "Lösungen für Pflegedienste". */
const LEADING_WORD = '(?:solutions?|lösungen|soluciones|software|apps?) ';

/**
 * A label or heading that says whom it is for: "For marketing teams", "Acme für Vereine",
 * "Pour les collectivités", "Solutions for healthcare". The audience must be a specific
 * one; "for everyone", "for teams", "for enterprise", "for investors" and purposes ("Pour
 * commencer", "Für mehr Umsatz") are not. A tagline ("Invoices for agencies") names the
 * product first: only the brand or a solutions word may lead.
 */
const FRAMED_AUDIENCE = phrase(`^\\s*(?:${LEADING_WORD})?${groupOf(FOR_FRAME)}${AUDIENCE_PHRASE}(?![\\p{L}])`);

/** The label without a leading brand name ("Acme for nonprofits" is "for nonprofits"). */
function withoutBrand(label: string, brands: readonly string[]): string {
  const trimmed = label.trim();
  for (const brand of brands) {
    if (trimmed.length > brand.length + 1 && trimmed.slice(0, brand.length).toLowerCase() === brand.toLowerCase() && trimmed[brand.length] === ' ')
      return trimmed.slice(brand.length + 1);
  }
  return trimmed;
}

/** The frame words alone: a label without one of them names no audience (a cheap first test through the word index). */
export const FOR_WORDS = phrase('for', 'für', 'pour', 'para');

export function namesAudienceFor(label: string, brands: readonly string[] = []): boolean {
  return label.length <= 70 && !label.includes('?') && firstMatch(FRAMED_AUDIENCE, withoutBrand(label, brands)) !== null;
}

/** Words after "for" that name no one in particular, or a purpose: "for everyone", "for teams", "for more revenue", "für immer". */
const NO_ONE_IN_PARTICULAR: Lexicon = {
  en: [
    'everyone',
    'everybody',
    'anyone',
    'all',
    'you',
    'teams?',
    'businesses',
    'business',
    'companies',
    'organi[sz]ations',
    'enterprises?',
    'individuals',
    'people',
    'users',
    'customers',
    'free',
    'more',
    'less',
    'example',
    'instance',
    'now',
    'a',
    'an',
    'any',
    'every',
    'investors',
    'press',
    'media',
    'partners',
    'resellers',
    'affiliates',
    'developers only',
  ],
  de: [
    'alle',
    'sie',
    'dich',
    'euch',
    'immer',
    'jede[nmrs]?',
    'mehr',
    'weniger',
    'teams?',
    'unternehmen',
    'firmen',
    'einzelpersonen',
    'enterprise',
    'investoren',
    'presse',
    'partner',
  ],
  fr: ['tous', 'toutes', 'tout', 'vous', 'toi', 'entreprises', 'équipes', 'particuliers', 'investisseurs', 'presse', 'partenaires', 'plus', 'moins'],
  es: ['todos', 'todas', 'ti', 'usted', 'empresas', 'equipos', 'particulares', 'inversores', 'prensa', 'socios', 'partners', 'más', 'menos'],
};
const NOBODY = new RegExp(`^${groupOf(NO_ONE_IN_PARTICULAR)}(?![\\p{L}])`, 'iu');
/** "For podcasts", "Für Hörbücher", "Pour les écoles", "Para clínicas": who or what a section of several is for. */
const FOR_WHAT =
  /^\s*(?:(for) (?:the |your )?|(für) (?:die |den |das )?|(pour) (?:les |des |vos |nos |tous les )?|(para) (?:los |las |tus |sus )?)(\p{L}[\p{L}-]*)/iu;

/**
 * A heading that names whom or what its section is for, looser than an audience: one of
 * several such headings on a page ("Für Podcasts", "Für Hörbücher", "Für Lehrende") sorts
 * the page by use case. In German the word after "für" is a noun (capitalised); in the
 * other languages a plural ("Pour commencer", "Para empezar" are purposes).
 */
export function isForHeading(heading: string): boolean {
  if (heading.length > 60 || heading.includes('?')) return false;
  const match = FOR_WHAT.exec(heading);
  if (!match) return false;
  const word = match[5]!;
  if (NOBODY.test(heading.slice(match.index + match[0].length - word.length))) return false;
  if (match[2]) return /^\p{Lu}/u.test(word);
  const article = match[0].length - word.length > (match[1] ?? match[3] ?? match[4] ?? '').length + 1;
  return /[sx]$/i.test(word) || (article && match[3] !== undefined) || namesAudienceFor(heading);
}

/** A menu entry, list item or sub-heading that is an audience and nothing else: "Marketing", "Small agencies", "Recruiters". */
const ENTRY = `(?:${groupOf(QUALIFIERS)} )*${groupOf(DEPARTMENTS, DEPARTMENT_WORDS, ROLES, ORGANISATIONS, INDUSTRIES)}(?: ${groupOf(POST_QUALIFIERS)})?`;
const BARE_AUDIENCE = phrase(`^\\s*(?:the |les |los |las |die )?${ENTRY}(?: (?:and|&|und|et|y|or|oder|ou|o) ${ENTRY})?\\s*$`);
/** Industries and kinds of organisation alone: the entries of a menu by industry. */
export const BARE_SECTOR = phrase(`^\\s*(?:${groupOf(QUALIFIERS)} )*${groupOf(ORGANISATIONS, INDUSTRIES)}\\s*$`);

export function isAudienceEntry(text: string, brands: readonly string[] = []): boolean {
  return text.length <= 50 && (firstMatch(BARE_AUDIENCE, text) !== null || namesAudienceFor(text, brands));
}

export function isSectorEntry(text: string): boolean {
  return text.length <= 40 && firstMatch(BARE_SECTOR, text) !== null;
}

/** Names of a menu or heading that sorts the product by audience or use case. */
const USE_CASE_INDEX: Lexicon = {
  en: [
    'use ?cases?',
    'solutions(?: by [\\p{L}]+)?',
    'industries',
    'industries we serve',
    '(?:key |our )?sectors',
    'markets we serve',
    'by (?:role|team|industry|use ?case|department|company size|size|need)',
    "who (?:it's|it is|we're|we are|this is) for",
    'who (?:is )?[\\p{L}]+ for',
    'who we (?:serve|help|work with)',
    'how (?:teams|companies|customers|businesses|people|organi[sz]ations) use(?: [\\p{L}]+)?',
    'areas of application',
    'applications by industry',
    '(?:see|explore|browse) (?:all )?(?:industries|use ?cases|solutions)',
    'roles',
  ],
  de: [
    'anwendungsfälle',
    'einsatzbereiche',
    'anwendungsbereiche',
    'einsatzgebiete',
    'lösungen(?: nach [\\p{L}]+)?',
    'branchen',
    'sektoren',
    'nach (?:rolle|team|branche|abteilung|unternehmensgröße|anwendungsfall)',
    'für wen(?: ist [\\p{L}]+)?',
    'für wen wir arbeiten',
    'so nutzen (?:teams|unternehmen|kunden)(?: [\\p{L}]+)?',
    'wie (?:teams|unternehmen) [\\p{L}]+ nutzen',
    'zielgruppen',
    'alle branchen(?: ansehen)?',
  ],
  fr: [
    "cas d'usages?",
    "cas d'utilisation",
    'solutions(?: par [\\p{L}]+)?',
    "secteurs(?: d'activité| clés)?",
    'par (?:métier|secteur|équipe|rôle|taille|besoin)',
    'pour qui',
    "à qui s'adresse(?: [\\p{L}]+)?",
    "domaines d'application",
    'comment les (?:équipes|entreprises|clients) utilisent(?: [\\p{L}]+)?',
    'métiers',
    'voir tous les secteurs',
  ],
  es: [
    'casos de uso',
    'soluciones(?: por [\\p{L}]+)?',
    'sectores(?: clave)?',
    'industrias',
    'por (?:rol|equipo|sector|industria|departamento|tamaño|necesidad)',
    'para quién(?: es [\\p{L}]+)?',
    'a quién (?:ayudamos|va dirigido|servimos)',
    'ámbitos de aplicación',
    'áreas de aplicación',
    'cómo usan [\\p{L}]+ los (?:equipos|clientes)',
    'cómo usan los (?:equipos|clientes)(?: [\\p{L}]+)?',
    'ver todos los sectores',
  ],
};
export const INDEX_LABEL = phrase(`^\\s*[¿]?(?:${groupOf(USE_CASE_INDEX)})\\s*[?:]?\\s*[→›»]?\\s*$`);

/** A label that is such a menu's or section's name: "Solutions", "Use cases", "Who it's for", "Branchen", "Cas d'usage". */
export function isUseCaseIndex(label: string): boolean {
  return label.length <= 60 && firstMatch(INDEX_LABEL, label) !== null;
}

/** A heading that announces a list of audiences: "Built for every team", "Perfect for", "Pensé pour chaque équipe". */
const LIST_FRAMES: Lexicon = {
  en: [
    '(?:built|made|designed|perfect|ideal|great|crafted|loved) for',
    'for every (?:team|role|department|industry|business|size)',
    'for (?:every|all) (?:kinds?|types?|sorts?) of',
    'whatever your (?:role|team|industry|job)',
    'whoever you are',
  ],
  de: ['(?:gemacht|ideal|perfekt|entwickelt|gebaut) für', 'für jede[ns]? (?:team|rolle|abteilung|branche)', 'für jede art von', 'egal (?:in welcher|welche)'],
  fr: ['(?:pensé|conçu|idéal|parfait|fait)e?s? pour', 'pour chaque (?:équipe|métier|service|secteur)', 'pour tous les types de', 'quel(?:le)? que soit votre'],
  es: [
    '(?:pensad|diseñad|hech)[oa]s? para',
    '(?:ideal|perfect[oa]) para',
    'para cada (?:equipo|rol|departamento|sector)',
    'para todo tipo de',
    'sea cual sea tu',
  ],
};
const LIST_FRAME = phrase(groupOf(LIST_FRAMES));

export function announcesAudiences(heading: string): boolean {
  return heading.length <= 80 && firstMatch(LIST_FRAME, heading) !== null;
}

/** Pages by audience or use case by their address: /use-cases/..., /solutions/..., /for-agencies, /branchen/..., /secteurs/... */
const INDEX_SEGMENT =
  /^(?:use-?cases?|usecases|solutions?|industries|industry|roles|who-we-serve|anwendungsfaelle|anwendungsfälle|loesungen|lösungen|branchen|einsatzbereiche|cas-d-usages?|cas-usages?|cas-d-utilisation|secteurs|metiers|métiers|casos-de-uso|soluciones|sectores|industrias)$/i;
/** Segments that lead to an audience only with a page below them: /for/recruiters, /teams/support, /equipes/marketing. */
const AUDIENCE_PARENT = /^(?:for|fuer|für|pour|para|teams|equipes|équipes|equipos|zielgruppen|personas)$/i;
const FOR_SLUG = /^(?:for|fuer|für|pour|para)-[a-z]/i;

/**
 * A page by audience or use case by its address. Below /for/ or /teams/ the page must name
 * an audience, by the link's name or its own slug: /for/react is a framework's page.
 */
export function isUseCaseAddress(url: URL, label = ''): boolean {
  const segments = url.pathname.split('/').filter(Boolean);
  const start = segments[0] !== undefined && /^[a-z]{2}(?:[-_][a-z]{2})?$/i.test(segments[0]) && segments.length > 1 ? 1 : 0;
  const first = segments[start];
  if (first === undefined) return false;
  if (INDEX_SEGMENT.test(first)) return true;
  const named = FOR_SLUG.test(first) || (AUDIENCE_PARENT.test(first) && segments.length > start + 1);
  return (
    named &&
    (isAudienceEntry(label) ||
      isForHeading(label) ||
      isAudienceEntry(slugWords(url)) ||
      isAudienceEntry(first.replace(/^(?:for|fuer|für|pour|para)-/i, '').replace(/-/g, ' ')))
  );
}

/** "What can I monitor with Acme?", "Was können Sie mit Acme überwachen?": a heading over the uses listed below it. */
const USES_QUESTION = phrase(
  '^\\s*what (?:can|could) (?:i|you|we|teams) (?:[\\p{L}]+ ){0,2}(?:with|using|in) [\\p{L}]+',
  '^\\s*was (?:kann|können) (?:ich|sie|man|du) (?:mit|in) [\\p{L}]+',
  '^\\s*(?:que|qu.est-ce que) (?:pouvez-vous|peut-on|puis-je) (?:[\\p{L}]+ )?(?:avec|dans) [\\p{L}]+',
  '^\\s*¿?qué (?:puedes|puede|podemos|se puede) (?:[\\p{L}]+ )?(?:con|en) [\\p{L}]+',
);

export function asksForUses(heading: string): boolean {
  return heading.length <= 80 && firstMatch(USES_QUESTION, heading) !== null;
}

/** Entries of a solutions menu named for a need: "Backup solution", "Private-Cloud-Lösung", "Solution de sauvegarde", "Solución nube privada". */
const SOLUTION_ENTRY = phrase(
  '^\\s*(?:[\\p{L}-]+ ){1,3}solution\\s*$',
  '^\\s*solutions? (?:for|pour|de|d.) ?[\\p{L}]+',
  '^\\s*[\\p{L}-]+-?lösung\\s*$',
  '^\\s*lösungen? für [\\p{L}]+',
  '^\\s*solution (?:[\\p{L}-]+ ?){1,3}$',
  '^\\s*soluci[oó]n(?:es)? (?:de |para )?[\\p{L}]+',
);

export function isSolutionEntry(label: string): boolean {
  return label.length <= 50 && firstMatch(SOLUTION_ENTRY, label) !== null;
}

/** The words of an address's last segment: "/for/hiring-managers" says "hiring managers". */
export function slugWords(url: URL): string {
  return (url.pathname.split('/').filter(Boolean).pop() ?? '').replace(/\.html?$/i, '').replace(/[-_]+/g, ' ');
}
