import { firstMatch, mayMatch, phrase } from '../phrases.ts';
import { allMatches } from '../search.ts';
import { clauseAround } from './clause.ts';
import { groupOf, type Lexicon } from './lexicon.ts';
import { isProductPagePath, madeByVisitor, qualifiesProductNoun } from './own-product.ts';

/**
 * Help resources the site offers its users: documentation, a help centre, a knowledge
 * base, an academy, guides and tutorials, an API reference, a hosted help desk. Told
 * apart from the same words naming the product (a help-desk product's "Knowledge base"
 * feature page, "build a help center for your customers"), from a FAQ block, from "help"
 * as a verb, and from documentation as an act ("documentation of working hours").
 */

/** Names of a help resource as a link or menu entry says them. */
const HELP_NAMES: Lexicon = {
  en: [
    'docs',
    'documentation',
    '(?:developer|dev|api|product|user|technical) (?:docs|documentation)',
    'api reference',
    'reference docs',
    'help',
    'help ?cent(?:er|re)',
    'support cent(?:er|re)',
    'support (?:portal|site|hub)',
    'help ?desk',
    'knowledge ?base',
    'kb',
    'wiki',
    'academy',
    '(?:user |how-to |step-by-step )?guides',
    'user guide',
    '(?:getting started|quick ?start|setup|installation) guide',
    '(?:video )?tutorials',
    '(?:user )?manuals?',
    'user handbook',
    'handbook',
    'learning cent(?:er|re)',
    'developer (?:portal|hub|cent(?:er|re))',
    'help articles',
  ],
  de: [
    'hilfe',
    'hilfe-?cent(?:er|re)',
    'hilfebereich',
    'hilfeseiten?',
    'hilfeartikel',
    'online-?hilfe',
    'dokumentation',
    'doku',
    'docs',
    'api-?dokumentation',
    'entwickler-?dokumentation',
    'api-?referenz',
    '(?:benutzer)?handbuch',
    '(?:schritt-für-schritt-)?anleitungen',
    'video-?tutorials',
    'tutorials',
    'wissensdatenbank',
    'wissensbasis',
    'akademie',
    'academy',
    'ratgeber',
    'support-?cent(?:er|re)',
    'entwickler-?portal',
  ],
  fr: [
    'aide',
    "centre d'aide",
    'aide en ligne',
    'documentation',
    'doc',
    'docs',
    "documentation (?:api|de l'api|technique|développeurs?)",
    "référence (?:api|de l'api)",
    'base de connaissances?',
    'guides?(?: pratiques| utilisateur)?',
    "guide (?:de démarrage|d'utilisation|de prise en main)",
    "manuel (?:d'utilisation|utilisateur)",
    'tutoriels?(?: vidéo)?',
    'tutos?',
    'académie',
    'academy',
    "centre (?:de support|d'assistance)",
    'portail (?:des )?développeurs',
    "articles d'aide",
  ],
  es: [
    'ayuda',
    'centro de ayuda',
    'documentación',
    'docs',
    'documentación (?:de la api|técnica|para desarrolladores)',
    'referencia (?:de la api|api)',
    'base de conocimientos?',
    'guías?(?: prácticas| de usuario)?',
    'guía de inicio',
    'manual (?:de usuario|del usuario|de uso)',
    'tutoriales',
    'videotutoriales',
    'academia',
    'centro de soporte',
    'portal (?:de|para) desarrolladores',
    'artículos de ayuda',
  ],
};

/** Words that lead a link's name to the resource: "Visit the knowledge base", "Zur Doku", "Consulter la base de connaissances". */
const LEADS: Lexicon = {
  en: ['visit', 'go to', 'read', 'browse', 'open', 'see', 'check', 'explore', 'search', 'consult', 'view'],
  de: ['zur', 'zum', 'zu den', 'ins', 'in die', 'besuche', 'besuchen sie', 'lies', 'lesen sie', 'durchsuche', 'öffnen', 'alle'],
  fr: ['consulter', 'parcourir', 'lire', 'voir', 'accéder à', 'explorer', 'visiter', 'ouvrir'],
  es: ['ir a', 'ver', 'leer', 'consultar', 'explorar', 'abrir', 'visitar'],
};
const ARTICLES: Lexicon = {
  en: ['the', 'our'],
  de: ['die', 'das', 'den', 'der', 'unsere?[mnrs]?'],
  fr: ['la', 'le', 'les', "l'", 'notre', 'nos'],
  es: ['el', 'la', 'los', 'las', 'nuestr[oa]s?'],
};

/**
 * A link or menu entry that is a help resource's name and nothing else, perhaps led by a
 * visiting verb and closed by a note: "Docs", "Help Center", "Visit the knowledge base",
 * "User manual (PDF)", "Zur Wissensdatenbank". "Help us improve" or "The ultimate guide
 * to remote work" say more than a name.
 */
export const HELP_LABEL = phrase(
  `^\\s*(?:${groupOf(LEADS)} )?(?:${groupOf(ARTICLES)} ?)?${groupOf(HELP_NAMES)}(?:\\s*(?:\\([^)]{1,20}\\)|[→›»>]|&rarr;))?\\s*$`,
);

export function isHelpLabel(label: string): boolean {
  return label.length <= 40 && firstMatch(HELP_LABEL, label) !== null;
}

/** Hosts a help resource lives on: docs.acme.com, help.acme.com, a hosted help desk or docs platform. */
const HELP_HOST =
  /^(?:docs?|help|support|kb|academy|learn|developers?|dev-?docs|hilfe|aide|ayuda|guides?|knowledge|wiki|helpdesk|manual|handbuch|documentation|wissen|tutorials?)\./i;
const HOSTED_HELP =
  /^(?!www\.)(?:[\w-]+\.)+(?:zendesk\.com|intercom\.help|helpscoutdocs\.com|gitbook\.io|readme\.io|freshdesk\.com|helpdocs\.io|document360\.io|readthedocs\.io|helpjuice\.com|mintlify\.app|crisp\.help|elevio\.help)$|^intercom\.help$/i;
/** The first path segment of a help resource: /docs, /hc, /knowledge-base, /hilfe, /centre-d-aide, /ayuda. */
const HELP_SEGMENT =
  /^(?:docs?|documentation|help|help-?cent(?:er|re)|hc|kb|knowledge-?base|academy|guides?|tutorials?|manuals?|handbook|learn|api-?(?:docs|reference)|reference|developers?|dev-?docs|wiki|help-?desk|hilfe|hilfe-?center|dokumentation|doku|handbuch|anleitungen|wissen|wissensdatenbank|akademie|aide|centre-d-aide|base-de-connaissances?|tutoriels|academie|ayuda|centro-de-ayuda|documentacion|base-de-conocimientos?|tutoriales|guias|academia)(?:\.html?)?$/i;
const LOCALE_SEGMENT = /^[a-z]{2}(?:[-_][a-z]{2})?$/i;

/** An address that is a help resource by its host or its first path segment, and no page about the product. */
/** A page whose address names another thing built on a help word: /behandlungsdokumentation, /treatment-documentation. */
const COMPOUND_OF_HELP_WORD = /documentation|dokumentation|documentaci[oó]n|knowledge|wissensdatenbank|helpdesk|wiki|academy|akademie/i;

export function namesAnotherThing(url: URL): boolean {
  const slug = url.pathname.split('/').filter(Boolean).pop() ?? '';
  return COMPOUND_OF_HELP_WORD.test(slug) && !HELP_SEGMENT.test(slug);
}

export function isHelpAddress(url: URL): boolean {
  if (HELP_HOST.test(url.hostname) || HOSTED_HELP.test(url.hostname)) return true;
  if (isProductPagePath(url.pathname)) return false;
  const segments = url.pathname.split('/').filter(Boolean);
  const first = segments[0] !== undefined && LOCALE_SEGMENT.test(segments[0]) && segments.length > 1 ? segments[1] : segments[0];
  return first !== undefined && HELP_SEGMENT.test(first);
}

/** Help resources named in running text: only the names that mean nothing else ("help" and "aide" alone do). */
const WRITTEN_NAMES: Lexicon = {
  en: [
    'help ?cent(?:er|re)',
    'support cent(?:er|re)',
    'knowledge ?base',
    'documentation',
    'docs',
    'academy',
    '(?:video )?tutorials',
    '(?:step-by-step |how-to |video )?guides',
    'user manuals?',
    'api reference',
    'help articles',
  ],
  de: [
    'hilfe-?cent(?:er|re)',
    'hilfebereich',
    'wissensdatenbank',
    'dokumentation',
    'doku',
    'akademie',
    'academy',
    'video-?tutorials',
    'tutorials',
    'anleitungen',
    '(?:benutzer)?handbuch',
    'api-?referenz',
    'hilfeartikel',
  ],
  fr: [
    "centre d'aide",
    'base de connaissances?',
    'documentation',
    'académie',
    'tutoriels(?: vidéo)?',
    'guides',
    "manuel (?:d'utilisation|utilisateur)",
    "référence de l'api",
    "articles d'aide",
  ],
  es: [
    'centro de ayuda',
    'base de conocimientos?',
    'documentación',
    'academia',
    'tutoriales',
    'videotutoriales',
    'guías',
    'manual de usuario',
    'referencia de la api',
    'artículos de ayuda',
  ],
};
/** The site's own resource is named with a definite article or "our" (one word such as the brand may stand between). */
const OWN_ARTICLES: Lexicon = {
  en: ['the', 'our', 'in the', 'in our', 'at'],
  de: ['die', 'der', 'das', 'den', 'dem', 'im', 'ins', 'zur', 'zum', 'in der', 'unsere?[mnrs]?', 'in unsere[mnr]'],
  fr: ['la', 'le', 'les', 'notre', 'nos', 'du', 'de la', 'dans la', 'dans le', 'dans notre'],
  es: ['el', 'la', 'los', 'las', 'nuestr[oa]s?', 'en el', 'en la', 'en nuestr[oa]', 'del', 'de la'],
};
export const WRITTEN_HELP = phrase(`(?:${groupOf(OWN_ARTICLES)} |(?:de |dans |à )?l')(?:[\\p{L}-]+ )?${groupOf(WRITTEN_NAMES)}`);
const NAME_ONLY = new RegExp(`${groupOf(WRITTEN_NAMES)}$`, 'iu');
/** "Documentation of every change", "Dokumentation der Arbeitszeiten": documenting, not documentation to read. */
const ACT_OF_DOCUMENTING = /^\s+(?:of|der|des|von|de|du|del|de la|d')\s*(?!(?:the |l'|la |el )?(?:\p{L}+ )?(?:api|sdk)(?!\p{L}))/iu;
/** "For tour guides", "Para academias de idiomas": an audience, not a resource. */
const FOR_AUDIENCE_BEFORE = /(?:^|[^\p{L}])(?:for|für|pour|para)\s+(?:(?:the|les|los|las|die|den)\s+)?[\p{L}-]*\s*$/iu;

export interface HelpMention {
  index: number;
  text: string;
}

/**
 * A help resource the text says the site has: "in our help centre", "the documentation
 * covers every endpoint", "in der Acme Akademie", "dans le centre d'aide". Not when the
 * visitor makes or owns it ("build a help center", "your knowledge base"), when it only
 * qualifies a product noun ("knowledge base software"), when it is an act of documenting,
 * or an audience ("for tour guides").
 */
export function isHelpMention(text: string, match: { index: number; 0: string }): boolean {
  const name = NAME_ONLY.exec(match[0]);
  if (!name) return false;
  const nameIndex = match.index + name.index;
  const clause = clauseAround(text, match.index, match[0].length);
  if (
    madeByVisitor(text.slice(clause.start, nameIndex)) ||
    FOR_AUDIENCE_BEFORE.test(text.slice(clause.start, match.index)) ||
    qualifiesProductNoun(text, nameIndex, name[0].length)
  )
    return false;
  return !(/dokumentation|documentation|documentación/i.test(name[0]) && ACT_OF_DOCUMENTING.test(text.slice(nameIndex + name[0].length)));
}

/** The first mention in a text (detectors run WRITTEN_HELP through the page's word index and ask isHelpMention). */
export function helpMentionIn(text: string): HelpMention | undefined {
  if (!mayMatch(WRITTEN_HELP, text)) return undefined;
  const match = allMatches(text, WRITTEN_HELP).find((each) => isHelpMention(text, each));
  return match && { index: match.index, text: match[0] };
}
