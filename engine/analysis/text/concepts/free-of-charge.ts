import { lexiconPhrase, type Lexicon } from './lexicon.ts';
import { wordsBetween, type Found } from './clause.ts';

/**
 * "Costs nothing", the word every free offer holds, and the things sites give away
 * that are not the product (shipping, support, a consultation...). A trial or a free
 * plan is recognised by what stands near the free word; a free service is no offer of
 * the product.
 */

export const FREE_OF_CHARGE_WORDING: Lexicon = {
  en: [
    'free',
    'for free',
    'free of charge',
    'at no (?:extra |additional )?cost',
    'at no (?:extra |additional )?charge',
    'no charge',
    'costs? nothing',
    'pay nothing',
    'without paying',
  ],
  de: [
    'kostenlos(?:e|en|er|es|em)?',
    'gratis',
    'kostenfrei(?:e|en|er|es|em)?',
    'umsonst',
    'ohne kosten',
    'kostet nichts',
    '(?:zahlen|zahlst) (?:sie|du) nichts',
    'nichts (?:zahlen|bezahlen)',
  ],
  fr: ['gratuit(?:e|s|es)?', 'gratuitement', 'offert(?:e|s|es)?', 'sans frais', 'gratis', 'sans rien payer', 'ne coûte rien', 'à titre gracieux'],
  es: ['gratis', 'gratuit[oa]s?', 'gratuitamente', 'sin (?:coste|costo|cargo)', 'sin pagar nada', 'no cuesta nada'],
};

export const FREE_OF_CHARGE = lexiconPhrase(FREE_OF_CHARGE_WORDING);

/** What a site gives away besides its product: a free one of these is a service, not a trial or a plan. */
export const FREE_SERVICE = lexiconPhrase({
  en: [
    'shipping',
    'deliver(?:y|ed)',
    'returns?',
    'support',
    'updates?',
    'upgrades',
    'migrations?',
    'set ?up',
    'installation',
    'onboarding',
    'training',
    'consultations?',
    'consulting',
    'audits?',
    'assessments?',
    'quotes?',
    'estimates?',
    'demos?',
    'webinars?',
    'ebooks?',
    'e books?',
    'guides?',
    'white ?papers?',
    'reports?',
    'backups?',
    'ssl',
    'certificates?',
    'cancel(?:lation|ling)?',
    'refunds?',
    'calls?',
    'advice',
    'checkups?',
    'analysis',
    'parking',
    'entry',
    'tickets?',
  ],
  de: [
    'versand',
    'lieferung',
    'rücksendung',
    'support',
    'updates?',
    'upgrades',
    'migration',
    'umzug',
    'einrichtung',
    'installation',
    'onboarding(?:-\\p{L}+)?',
    'schulung(?:en)?',
    'beratung(?:sgespräch)?',
    '(?:erst|fach|produkt|experten|kunden|individual|telefon|video)beratung(?:sgespräch)?',
    'erstanalyse',
    'analyse',
    'audit',
    'angebot',
    'demo',
    'webinar',
    'e-book',
    'leitfaden',
    'whitepaper',
    'backups?',
    'datensicherung',
    'ssl zertifikate',
    'zertifikate',
    'kündbar',
    'kündigung',
    'anfahrt',
    'hilfe',
    'datenexport',
    'aufbewahrt',
  ],
  fr: [
    'livraison',
    'retours?',
    'support',
    'assistance',
    'mises? à jour',
    'migration',
    'mise en (?:place|service)',
    'installation',
    'accompagnement',
    'formations?',
    'consultations?',
    'conseils?',
    'audits?',
    'diagnostics?',
    'devis',
    'démos?',
    'démonstrations?',
    'webinaires?',
    'guides?',
    'livres? blancs?',
    'sauvegardes?',
    'certificats?',
    'résiliation',
    'entrée',
    'appels?',
    'frais',
  ],
  es: [
    'envíos?',
    'devoluciones',
    'soporte',
    'asistencia',
    'actualizaciones',
    'migración',
    'configuración',
    'instalación',
    'alta',
    'formación',
    'consultas?',
    'consultoría',
    'auditorías?',
    'diagnósticos?',
    'presupuestos?',
    'demos?',
    'demostración',
    'webinars?',
    'guías?',
    'libros? blancos?',
    'copias de seguridad',
    'certificados',
    'cancelación',
    'entradas?',
    'llamadas?',
  ],
});

/** How long something stays free: with no end ("forever", "für immer", "sans limite de durée", "de por vida"). */
export const PERMANENCE = lexiconPhrase({
  en: [
    'forever',
    'always',
    'for life',
    '(?:with )?no time limits?',
    'without (?:a |any )?time limits?',
    'no expiry',
    'never expires?',
    'always will be',
    'now (?:or|and) later',
    'as long as you (?:like|want|wish)',
  ],
  de: [
    'für immer',
    'dauerhaft',
    'immer',
    'zeitlich unbegrenzt',
    'ohne zeitlimit',
    'ohne zeitliche begrenzung',
    'unbefristet',
    'ist und bleibt',
    'bleibt es auch',
    'auch nicht später',
    'so lange (?:sie|du) (?:wollen|willst|möchten|möchtest)',
  ],
  fr: [
    'pour toujours',
    'toujours',
    'à vie',
    'sans limite de (?:durée|temps)',
    'illimitée? dans le temps',
    'le restera',
    "ni aujourd'hui ni demain",
    'aussi longtemps que (?:vous le souhaitez|tu le souhaites|vous voulez)',
  ],
  es: ['para siempre', 'siempre', 'de por vida', 'sin límite de tiempo', 'lo seguirá siendo', 'ni ahora ni después', 'todo el tiempo que (?:quieras|quiera)'],
});

/** An account: a free one is a free plan only where no trial is what is free ("Create a free account" starts many trials). */
export const ACCOUNT_NOUN = lexiconPhrase({ en: ['accounts?'], de: ['konto', 'konten', 'account'], fr: ['comptes?'], es: ['cuentas?'] });

/** What a site calls the things a visitor can have: a plan, a tier, an edition, a membership. */
export const PLAN_NOUN = lexiconPhrase({
  en: ['plans?', 'tiers?', 'editions?', 'versions?', 'memberships?', 'packages?', 'licen[cs]es?', 'subscriptions?'],
  // German joins words: "Gratis-Tarif", "Basisversion", "Free-Plan" (named prefixes only: "Konversion" is none).
  de: [
    '(?:gratis|free|kostenlos|basis|starter|einsteiger|standard|pro|team|business|community|open-source|premium|enterprise|bezahl|test|demo|jahres|monats)-?(?:plan|tarif|tarife|tarifen|version|versionen|edition|paket|pakete|kontingent|lizenz|abo)',
    'plan',
    'pläne',
    'tarif(?:e|en)?',
    'version(?:en)?',
    'edition(?:en)?',
    'paket(?:e)?',
    'kontingent',
    'lizenz',
    'mitgliedschaft',
    'abo',
  ],
  fr: ['plans?', 'offres?', 'formules?', 'versions?', 'éditions?', 'abonnements?', 'licences?', 'forfaits?', 'niveaux?'],
  es: [
    'plan(?:es)?',
    'versi[oó]n(?:es)?',
    'edici[oó]n(?:es)?',
    'membresías?',
    'paquetes?',
    'nivel(?:es)?',
    'licencias?',
    'suscripci[oó]n(?:es)?',
    'modalidad(?:es)?',
  ],
});

/** Words that end the phrase a free word qualifies: "free SSL certificates on every paid plan" is no free plan. */
const FUNCTION_WORD =
  /(?:^|\s)(?:on|in|with|for|of|at|to|every|all|each|and|or|im|in|mit|für|bei|jedem|allen|und|oder|sur|avec|pour|dans|chaque|toutes?|et|ou|en|con|para|cada|todos?|todas?|y|o)(?=\s|$)/iu;

const EVERY_BEFORE = /(?:every|each|all|any|jede[mnrs]?|alle[nm]?|chaque|tou(?:s|tes) les|tod[oa]s l[oa]s|cada|cualquier)\s+(?:\p{L}+\s+)?$/iu;

/** Free words that may follow the noun they qualify. */
const POSTPOSED_FREE =
  /^(?:gratuit[es]{0,2}|gratuit[oa]s?|gratis|offert[es]{0,2}|kostenlos|kostenfrei|costs? nothing|kostet nichts|ne coûte rien|no cuesta nada)$/iu;

/** Offers of other companies: "some providers offer free basic versions". */
export const OTHERS_OFFER = lexiconPhrase({
  en: ['(?:other|some|many|most) (?:providers|vendors|tools|apps|competitors|platforms|companies)', 'competitors?'],
  de: ['(?:andere|einige|viele|manche) (?:anbieter|tools|apps|plattformen|wettbewerber|konkurrenten)', 'wettbewerber', 'konkurrenz', 'konkurrenten'],
  fr: ["(?:d'autres|certains|de nombreux) (?:fournisseurs|outils|éditeurs|concurrents|acteurs)", 'concurrents?'],
  es: ['(?:otr[oa]s|algun[oa]s|much[oa]s) (?:proveedores|herramientas|competidores|plataformas)', 'competidores?', 'competencia'],
});

/** A free word that qualifies a plan noun beside it: "free plan", "free community edition", "offre gratuite", "Gratis-Tarif". */
export function namesAPlan(text: string, free: Found, plans: readonly Found[]): boolean {
  const freeEnd = free.index + free.text.length;
  return plans.some((plan) => {
    const planEnd = plan.index + plan.text.length;
    // One word: "Gratisversion", "Gratis-Tarif".
    if (plan.index < freeEnd && free.index < planEnd) return true;
    // "every plan", "in jedem Tarif", "chaque offre", "todos los planes": something all plans include, not a plan of its own.
    if (EVERY_BEFORE.test(text.slice(Math.max(0, plan.index - 16), plan.index))) return false;
    // After the noun only an adjective or a verb of cost qualifies it ("plan gratuit", "Tarif kostet nichts"); "every plan at no extra cost" is said of something else.
    if (planEnd <= free.index && !POSTPOSED_FREE.test(free.text)) return false;
    const [from, to] = freeEnd <= plan.index ? [freeEnd, plan.index] : [planEnd, free.index];
    return wordsBetween(text, from, to) <= 2 && !FUNCTION_WORD.test(text.slice(from, to));
  });
}
