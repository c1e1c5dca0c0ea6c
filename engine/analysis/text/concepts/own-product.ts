import { groupOf, type Lexicon } from './lexicon.ts';

/**
 * What the product itself does or sells, as opposed to what the site offers its visitors.
 * A help-desk product has a "Knowledge base" feature page, a community platform lets its
 * customers "build a community", an e-mail tool lets them "create their own templates":
 * those words name the product, not the site's help centre, community or templates.
 */

/** First path segments of pages about the product: its features, modules, integrations, solutions. */
const PRODUCT_PAGE_SEGMENT =
  /^(?:features?|product|products|platform|modules?|integrations?|apps|solutions?|capabilities|funktionen|funktion|leistungen|produkt|produkte|plattform|module|loesungen|lösungen|integrationen|fonctionnalites|fonctionnalités|produit|produits|plateforme|solutions|integrations|funcionalidades|funciones|caracteristicas|características|producto|productos|plataforma|soluciones|integraciones|modulos|módulos)$/i;
/** A language or region segment before the real path: /en/, /de-ch/, /es_ES/. */
const LOCALE_SEGMENT = /^[a-z]{2}(?:[-_][a-z]{2})?$/i;

/** The path of a page about the product: /features/helpdesk, /de/produkt/wissensdatenbank, /integrations/slack. */
export function isProductPagePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] !== undefined && LOCALE_SEGMENT.test(segments[0]) ? segments[1] : segments[0];
  return first !== undefined && segments.length > (first === segments[0] ? 1 : 2) && PRODUCT_PAGE_SEGMENT.test(first);
}

/** Verbs of making something of one's own with the product. */
const MAKING_VERBS: Lexicon = {
  en: ['create', 'build', 'set up', 'launch', 'design', 'publish', 'save', 'make', 'run', 'host', 'power', 'add', 'spin up', 'manage'],
  de: [
    'erstellen',
    'erstelle',
    'erstellt',
    'bauen',
    'baue',
    'anlegen',
    'lege',
    'gestalten',
    'gestalte',
    'veröffentlichen',
    'veröffentliche',
    'speichern',
    'speichere',
    'einrichten',
    'richte',
    'betreiben',
    'aufbauen',
    'baut',
  ],
  fr: [
    'créez',
    'créer',
    'crée',
    'construisez',
    'construire',
    'concevez',
    'concevoir',
    'publiez',
    'publier',
    'enregistrez',
    'ajoutez',
    'lancez',
    'animez',
    'hébergez',
    'gérez',
  ],
  es: ['crea', 'cree', 'crear', 'construye', 'construir', 'diseña', 'diseñe', 'publica', 'publique', 'guarda', 'guarde', 'añade', 'lanza', 'gestiona', 'monta'],
};
/** Whose the thing made is: the visitor's ("your own", "a ... for your customers"). */
const VISITORS_OWN: Lexicon = {
  en: ['your own', 'your', 'custom'],
  de: ['eigene[nmrs]?', 'ihre?[nmrs]?', 'deine?[nmrs]?'],
  fr: ['vos propres', 'votre propre', 'vos', 'votre', 'tes', 'ton', 'ta', 'personnalisée?s?'],
  es: ['tus propi[ao]s', 'tu propi[ao]', 'sus propi[ao]s', 'tus', 'tu', 'personalizad[ao]s?'],
};
const INDEFINITE: Lexicon = { en: ['an?'], de: ['eine[nmrs]?', 'ein'], fr: ['une?'], es: ['una?'] };

const MAKING_FRAME = new RegExp(
  `(?<![\\p{L}])${groupOf(MAKING_VERBS)}(?:\\s+[\\p{L}'-]+){0,3}?\\s+${groupOf(INDEFINITE, VISITORS_OWN)}(?:\\s+[\\p{L}-]+){0,2}[\\s-]*$`,
  'iu',
);
const POSSESSED = new RegExp(`(?<![\\p{L}])${groupOf(VISITORS_OWN)}(?:\\s+[\\p{L}-]+)?[\\s-]*$`, 'iu');

/**
 * The words just before a noun make it the visitor's own: a making frame that ends at it
 * ("build a", "create and save your own email", "speichere ... als"), or a possessive
 * ("your", "deine eigenen", "vos propres").
 */
export function madeByVisitor(before: string): boolean {
  const near = before.slice(-80);
  return MAKING_FRAME.test(near) || POSSESSED.test(near.slice(-30));
}

/** Only the making frame: for words that may stand before a verb phrase ("Tu peux partir d'un modèle"). */
export function makingFrameBefore(before: string): boolean {
  return MAKING_FRAME.test(before.slice(-80));
}

/** Nouns of a thing the company sells: "knowledge base software", "logiciel de base de connaissances", "Vorlagen-Editor". */
const PRODUCT_HEADS: Lexicon = {
  en: [
    'software',
    'platform',
    'tool',
    'tools',
    'feature',
    'features',
    'editor',
    'engine',
    'builder',
    'solution',
    'module',
    'widget',
    'app',
    'plugin',
    'integration',
    'variables',
    'matching',
  ],
  de: ['software', 'plattform', 'tool', 'funktion', 'editor', 'baukasten', 'lösung', 'modul', 'widget', 'app', 'integration', 'platzhalter'],
  fr: ['logiciel', 'plateforme', 'outil', 'fonction', 'fonctionnalité', 'éditeur', 'solution', 'module', 'widget', 'application', 'intégration'],
  es: ['software', 'plataforma', 'herramienta', 'función', 'funcionalidad', 'editor', 'solución', 'módulo', 'widget', 'aplicación', 'integración'],
};
const HEAD_AFTER = new RegExp(`^[\\s-]+${groupOf(PRODUCT_HEADS)}(?![\\p{L}])`, 'iu');
const HEAD_BEFORE = new RegExp(`(?<![\\p{L}])${groupOf(PRODUCT_HEADS)}s? (?:de |des |del |de la |d')(?:(?:la|las|los|les|el|l') ?)?$`, 'iu');

/** The noun at text[index, index + length) only qualifies a product noun ("knowledge base software", "editor de plantillas"). */
export function qualifiesProductNoun(text: string, index: number, length: number): boolean {
  return HEAD_AFTER.test(text.slice(index + length, index + length + 24)) || HEAD_BEFORE.test(text.slice(Math.max(0, index - 30), index));
}

/** The product serves the visitor's own audience: "for your customers", "around your brand", "für Ihre Kunden", "pour vos clients". */
const VISITORS_AUDIENCE = new RegExp(
  `(?<![\\p{L}])(?:${[
    '(?:for|to) your (?:customers|clients|members|students|users|audience|community|learners|employees)',
    'around your (?:brand|product|business)',
    'your (?:customers|members|students) (?:can|will)',
    'für (?:ihre|deine) (?:kunden|mitglieder|nutzer|teilnehmer|mitarbeitenden|mitarbeiter)',
    'rund um (?:ihre|deine) marke',
    '(?:ihre|deine) kunden (?:lieben|können)',
    'pour vos (?:clients|membres|élèves|utilisateurs|apprenants|salariés)',
    'autour de votre marque',
    'vos clients (?:vont|peuvent)',
    'para (?:tus|sus) (?:clientes|miembros|alumnos|usuarios|empleados)',
    'alrededor de (?:tu|su) marca',
    '(?:tus|sus) clientes (?:adorarán|pueden)',
  ].join('|')})(?![\\p{L}])`,
  'iu',
);

export function forVisitorsAudience(clause: string): boolean {
  return VISITORS_AUDIENCE.test(clause);
}
