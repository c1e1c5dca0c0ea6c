import { firstMatch, matches, mayMatch, phrase } from '../phrases.ts';
import { allMatches } from '../search.ts';
import { clauseAround } from './clause.ts';
import { groupOf, lexiconPhrase, type Lexicon } from './lexicon.ts';
import { madeByVisitor, makingFrameBefore, qualifiesProductNoun } from './own-product.ts';

/**
 * Ready-made starting points the site offers its users: templates, a gallery of examples,
 * starter kits, boilerplates, blueprints, sample projects. Told apart from templates the
 * visitor makes ("create your own e-mail templates", "save as template"), from "template"
 * qualifying a product noun (a template editor, template variables), from a plan's
 * template limit, and from the other senses of the words: a "Starter" plan, "for
 * example", a business or AI "modèle", a company's "plantilla" (its staff).
 */

/** Nouns of ready starting points, in the plural or as compounds ("Rechnungsvorlagen", "E-Mail-Vorlagen"). */
const TEMPLATE_NOUNS: Lexicon = {
  en: [
    'templates',
    'starter (?:kits|projects|apps|templates|repos|repositories)',
    'starters',
    'boilerplates?',
    'blueprints',
    '(?:example|sample|demo) (?:projects|apps|workspaces|repositories|repos|boards|sites)',
  ],
  de: [
    '[\\p{L}]*-?vorlagen',
    'templates',
    'starter-?(?:kits|projekte|vorlagen)',
    'boilerplates?',
    '[\\p{L}]*-?blueprints',
    'beispiel-?(?:projekte|apps|arbeitsbereiche)',
  ],
  fr: [
    'modèles',
    'templates',
    'kits de démarrage',
    'projets (?:de démarrage|d.exemple|exemples)',
    'espaces de travail d.exemple',
    'boilerplates?',
    '(?:checklists?|documents?|contrats?|lettres?|courriers?|formulaires?) types',
  ],
  es: ['plantillas', 'templates', 'kits de inicio', 'proyectos (?:de inicio|de ejemplo)', 'espacios de trabajo de ejemplo', 'boilerplates?'],
};
/** The singular, counted only where a clause offers one ("pick a template", "commencez avec un modèle"). */
const SINGULAR_NOUNS: Lexicon = {
  en: ['template', 'starter (?:project|app)', 'boilerplate', 'blueprint', '(?:example|sample|demo) (?:project|app|workspace|repository|repo|board|site)'],
  de: ['vorlage', '[\\p{L}]+-?vorlage', 'template', 'starter-?projekt', 'beispiel-?(?:projekt|arbeitsbereich|app)'],
  fr: ['modèle', 'template', 'projet (?:de démarrage|d.exemple)', 'espace de travail d.exemple'],
  es: ['plantilla', 'template', 'proyecto (?:de inicio|de ejemplo)', 'espacio de trabajo de ejemplo'],
};
/** Galleries and libraries of examples: "a gallery of examples", "Galerie mit Beispielen". */
const EXAMPLE_GALLERY: Lexicon = {
  en: ['(?:gallery|library|collection) of (?:[\\p{L}-]+ )?examples', 'examples gallery', 'example gallery'],
  de: ['galerie mit beispielen', 'beispielgalerie', 'beispiel-galerie'],
  fr: ["galerie d'exemples", "bibliothèque d'exemples"],
  es: ['galería de ejemplos', 'biblioteca de ejemplos'],
};

/** "300+", "over 50", "dozens of", "Hunderte", "des centaines de", "decenas de": a count of what is offered. */
const COUNTS: Lexicon = {
  en: ['\\d[\\d,.]*\\+?', '(?:over|more than) \\d[\\d,.]*', '(?:dozens|hundreds|thousands) of'],
  de: ['\\d[\\d.]*\\+?', '(?:über|mehr als) \\d[\\d.]*', 'dutzende[nr]?', 'hunderte[nr]?', 'tausende[nr]?'],
  fr: ['\\d[\\d\\s.]*\\+?', '(?:plus de) \\d[\\d\\s.]*', '(?:des )?(?:dizaines|centaines|milliers) de'],
  es: ['\\d[\\d.]*\\+?', '(?:más de) \\d[\\d.]*', '(?:decenas|cientos|miles) de'],
};
/** Ready to use: "ready-made", "pre-built", "free", "fertige", "prêts à l'emploi", "listas para usar". */
const READY: Lexicon = {
  en: ['ready-?made', 'pre-?built', 'pre-?designed', 'pre-?made', 'ready-to-use', 'ready to use', 'free', 'professional'],
  de: ['fertige[nmr]?', 'vorgefertigte[nmr]?', 'kostenlose[nmr]?', 'sofort einsetzbare[nmr]?', 'gebrauchsfertige[nmr]?', 'muster'],
  fr: ["prêts à l'emploi", "prêtes à l'emploi", 'prêts', 'gratuits', 'gratuites', 'clés en main'],
  es: ['listas para usar', 'listos para usar', 'prediseñad[ao]s', 'gratuit[ao]s', 'gratis'],
};
/** Ready-made things that are starting points only when called ready: "ready-made workflows", "vorgefertigte Projekte". */
const READY_STARTS: Lexicon = {
  en: ['projects', 'examples', 'example apps', 'workflows'],
  de: ['projekte', 'beispiele', 'workflows'],
  fr: ['projets', 'exemples', 'workflows'],
  es: ['proyectos', 'ejemplos', 'flujos de trabajo'],
};
/** The "ready" words that are no mere price word: "free workflows" are not templates. */
const MADE_READY: Lexicon = {
  en: ['ready-?made', 'pre-?built', 'pre-?designed', 'pre-?made', 'ready-to-use', 'ready to use'],
  de: ['fertige[nmr]?', 'vorgefertigte[nmr]?', 'gebrauchsfertige[nmr]?'],
  fr: ["prêts à l'emploi", "prêtes à l'emploi", 'clés en main'],
  es: ['listas para usar', 'listos para usar', 'prediseñad[ao]s'],
};

/** Offering verbs: choose, pick, start from, browse, use, clone, import, duplicate. */
const OFFER_VERBS: Lexicon = {
  en: [
    'choose',
    'pick',
    'select',
    'browse',
    'explore',
    'use',
    'clone',
    'fork',
    'import',
    'duplicate',
    'copy',
    'remix',
    'launch',
    'open',
    'try',
    'dive into',
    '(?:start|begin|kick off|get going|get started|jump-start) (?:from|with)',
    'begin with',
  ],
  de: [
    'wähle',
    'wählen sie',
    'wählen',
    'nutze',
    'nutzen sie',
    'verwende',
    'verwenden sie',
    'klone',
    'importiere',
    'importieren sie',
    'dupliziere',
    'entdecke',
    'entdecken sie',
    'starte mit',
    'starten sie mit',
    'beginne',
    'beginnen',
    'übernimm',
    'stöbere',
    'öffne',
    'öffnen sie',
    'starte',
    'probiere',
  ],
  fr: [
    'choisissez',
    'choisis',
    'sélectionnez',
    'parcourez',
    'découvrez',
    'utilisez',
    'utiliser',
    'clonez',
    'importez',
    'dupliquez',
    'dupliquer',
    'partez',
    'partir',
    'commencez',
    'commencer',
    'lancez',
    'ouvrez',
    'essayez',
  ],
  es: [
    'elige',
    'elija',
    'selecciona',
    'explora',
    'descubre',
    'usa',
    'usar',
    'utiliza',
    'clona',
    'importa',
    'duplica',
    'duplicar',
    'empieza',
    'empiece',
    'empezar',
    'comienza',
    'comenzar',
    'parte',
    'partir',
    'arranca',
    'abre',
    'lanza',
    'prueba',
  ],
};
/** Where the offered ones come from: "from our gallery", "made by the community", "aus der Community", "de notre bibliothèque". */
const FROM_A_COLLECTION: Lexicon = {
  en: [
    '(?:from|in) (?:our|the) (?:gallery|library|marketplace|community|collection)',
    '(?:made|built|created|designed|written|shared) by (?:our|the|experts|pros|the community|our team|other)',
  ],
  de: ['aus (?:unserer|der) (?:galerie|bibliothek|community|sammlung)', '(?:von|aus) (?:der community|unserem team|profis|experten)'],
  fr: ['de (?:notre|la) (?:galerie|bibliothèque|communauté)', '(?:partagés|créés|conçus|rédigés) par'],
  es: ['de (?:nuestra|la) (?:galería|biblioteca|comunidad)', '(?:creadas|diseñadas|escritas|compartidas) por'],
};
/** Collections named for templates: "template gallery", "Vorlagenbibliothek", "galerie de modèles", "mercado de plantillas". */
const TEMPLATE_COLLECTIONS: Lexicon = {
  en: ['templates? (?:gallery|library|marketplace|store|hub|collection)', '(?:gallery|library|marketplace|collection) of (?:[\\p{L}-]+ ){0,2}templates'],
  de: ['vorlagen-?(?:galerie|bibliothek|marktplatz|sammlung)', '(?:galerie|bibliothek|sammlung) (?:mit|von) vorlagen', 'muster-?vorlagen'],
  fr: ['(?:galerie|bibliothèque|place de marché|collection) (?:de |des )(?:modèles|templates)'],
  es: ['(?:galería|biblioteca|mercado|colección) de plantillas'],
};

const NOUN = groupOf(TEMPLATE_NOUNS);
const ANY_NOUN = groupOf(TEMPLATE_NOUNS, SINGULAR_NOUNS);
/**
 * A few words of what the templates are for may stand between ("proposal templates",
 * "automation blueprints"), but no article, preposition or time unit: "the 6 months
 * offered with the starter kit" counts months, not templates.
 */
const FILLER =
  "(?:(?!(?:of|the|a|an|with|for|in|de|du|des|la|le|les|el|los|las|der|die|das|den|dem|mit|für|avec|pour|con|para|months?|days?|weeks?|years?|mois|jours?|semaines?|ans?|monate?n?|tage?n?|wochen|jahre?n?|meses|días|semanas|años)(?![\\p{L}]))[\\p{L}\\p{N}'-]+ ){0,3}";

/** Templates offered in a clause: counted, ready, chosen from, browsed, collected, or made by others for the visitor. */
const TEMPLATE_OFFER = phrase(
  `${groupOf(COUNTS)} (?:${groupOf(READY)} )?${FILLER}${NOUN}`,
  `${groupOf(READY)} ${FILLER}${NOUN}`,
  `${groupOf(MADE_READY)} (?:[\\p{L}-]+ )?${groupOf(READY_STARTS)}`,
  `${NOUN} (?:[\\p{L}'-]+ ){0,3}${groupOf(READY)}`,
  `${groupOf(OFFER_VERBS)} (?:[\\p{L}\\p{N}'-]+ ){0,4}${ANY_NOUN}`,
  `${ANY_NOUN} (?:[\\p{L}'-]+ ){0,2}${groupOf(FROM_A_COLLECTION)}`,
  groupOf(TEMPLATE_COLLECTIONS, EXAMPLE_GALLERY),
);

/** Senses that are no offered template: a plan's limit, a roadmap, other senses of modèle and plantilla, tech templates. */
const NOT_OFFERED = lexiconPhrase({
  en: [
    'unlimited',
    'up to \\d+',
    'includes? up to',
    'coming soon',
    'on our roadmap',
    'handlebars',
    'liquid',
    'jinja',
    'twig',
    'server-side',
    'save (?:\\p{L}+ ){0,3}as (?:a )?template',
  ],
  de: [
    'unbegrenzte',
    'unbegrenzt',
    'bis zu \\d+',
    'demnächst',
    'roadmap',
    'twig',
    'jinja',
    'serverseitig',
    'speichere (?:\\p{L}+ ){0,3}als vorlage',
    'vorlage (?:der|beim|bei)',
  ],
  fr: [
    'illimités?',
    'jusqu.à \\d+',
    'bientôt',
    "l'an prochain",
    'twig',
    'jinja',
    'côté serveur',
    'enregistrez (?:\\p{L}+ ){0,3}comme modèle',
    "modèles? (?:économique|de données|d'ia|de langage|de prévision|de tarification|tarifaire|coopératif|statistiques?|prédictifs?)",
  ],
  es: [
    'ilimitadas',
    'hasta \\d+',
    'próximamente',
    'el año que viene',
    'twig',
    'jinja',
    'en el servidor',
    'guarda (?:\\p{L}+ ){0,3}como plantilla',
    'modelos? (?:de negocio|de ia|de precios|de previsión)',
    'plantilla (?:de|ha|de la) (?:tu |su |la )?(?:empresa|empleados|trabajadores|crecido)',
    '(?:la|tu|su|nuestra) plantilla',
  ],
});

const NOUN_ANYWHERE = phrase(ANY_NOUN, groupOf(EXAMPLE_GALLERY));
/** The words every offer holds one of (a template noun, a gallery, "ready-made"): blocks without any are skipped through the page's word index. */
export const TEMPLATE_WORDS = phrase(ANY_NOUN, groupOf(TEMPLATE_COLLECTIONS, EXAMPLE_GALLERY, MADE_READY));
const OFFERED_BY_VERB = new RegExp(`^${groupOf(OFFER_VERBS)}(?![\\p{L}])`, 'iu');

export interface TemplateOffer {
  index: number;
  text: string;
}

/**
 * Ready templates the text offers the visitor: "start from one of 300+ templates",
 * "Wählen Sie eine Vorlage", "choisissez parmi nos modèles", "plantillas listas para
 * usar", "a gallery of examples". Not when the visitor makes them, when "template" only
 * qualifies a product noun, or in a clause about a plan's limit or another sense.
 */
export function isTemplateOffer(text: string, match: { index: number; 0: string }): boolean {
  const clause = clauseAround(text, match.index, match[0].length);
  if (matches(NOT_OFFERED, clause.text)) return false;
  const noun = firstMatch(NOUN_ANYWHERE, match[0]);
  const nounIndex = match.index + (noun?.index ?? 0);
  // "Launch an example workspace" offers one; "launch your own templates" makes them: only a non-offering verb makes.
  const made = OFFERED_BY_VERB.test(match[0]) ? makingFrameBefore(text.slice(clause.start, match.index)) : madeByVisitor(text.slice(clause.start, nounIndex));
  return !made && !(noun && qualifiesProductNoun(text, nounIndex, noun[0].length));
}

/** The first offer in a text (detectors look only in blocks holding TEMPLATE_WORDS, found through the page's word index). */
export function templateOfferIn(text: string): TemplateOffer | undefined {
  if (!mayMatch(TEMPLATE_OFFER, text)) return undefined;
  const match = allMatches(text, TEMPLATE_OFFER).find((each) => isTemplateOffer(text, each));
  return match && { index: match.index, text: match[0] };
}

/** A heading that names templates as what follows: "Templates for every team", "Starter kits for Next.js", "Boilerplates". */
const TEMPLATE_HEADING = phrase(
  `^\\s*(?:(?:our|the|unsere|des|nos|nuestras|las) )?(?:${groupOf(READY)} )?${NOUN}(?![\\p{L}-])(?!\\s+(?:editor|engine|variables|matching))`,
);

export function isTemplateHeading(heading: string): boolean {
  return heading.length <= 80 && firstMatch(TEMPLATE_HEADING, heading) !== null && !matches(NOT_OFFERED, heading);
}

/** A link or button that is templates' name, or an action on one: "Templates", "Template gallery", "Use this template", "Vorlage verwenden". */
export const TEMPLATE_LABEL = phrase(
  `^\\s*(?:(?:browse|explore|see|view|all|our|the|community|zur|zu den|alle|parcourir|voir|tous les|ver|todas las|ir a) )*(?:(?:the|la|las|die|les) )?(?:${NOUN}|${groupOf(TEMPLATE_COLLECTIONS, EXAMPLE_GALLERY)}|examples|beispiele|exemples|ejemplos)(?: (?:de la |of the |aus der |de la )?(?:community|communauté|comunidad))?\\s*[→›»]?\\s*$`,
  `^\\s*(?:community|[\\p{L}]+)-vorlagen\\s*$`,
  `^\\s*(?:use|duplicate|copy|clone|get|try) (?:this |the )?template\\s*$`,
  `^\\s*vorlage (?:verwenden|nutzen|duplizieren|kopieren)\\s*$`,
  `^\\s*(?:utiliser|dupliquer|copier) (?:ce |le )?(?:modèle|template)\\s*$`,
  `^\\s*(?:usar|duplicar|copiar) (?:esta |la )?plantilla\\s*$`,
);

export function isTemplateLabel(label: string): boolean {
  return label.length <= 40 && firstMatch(TEMPLATE_LABEL, label) !== null;
}

/** The first path segment of a templates or examples page: /templates, /vorlagen, /modeles, /plantillas, /gallery. */
const TEMPLATE_SEGMENT =
  /^(?:templates?|template-gallery|gallery|examples|starters?|starter-kits|boilerplates?|blueprints|vorlagen|beispiele|modeles|modèles|exemples|plantillas|ejemplos)$/i;

export function isTemplateAddress(url: URL): boolean {
  const segments = url.pathname.split('/').filter(Boolean);
  const first = segments[0] !== undefined && /^[a-z]{2}(?:[-_][a-z]{2})?$/i.test(segments[0]) && segments.length > 1 ? segments[1] : segments[0];
  return first !== undefined && TEMPLATE_SEGMENT.test(first);
}
