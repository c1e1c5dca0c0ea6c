import { DURATION_SOURCE } from '../durations.ts';
import { anyPhrase, isNegated, phrase } from '../phrases.ts';
import { allMatches } from '../search.ts';
import { clauseAround, isQuestion, wordsBetween, type Clause } from './clause.ts';
import { lexiconPhrase, type Lexicon } from './lexicon.ts';

/**
 * Guarantees that take the risk off the buyer: money back ("30-day money-back
 * guarantee", "Geld-zurück-Garantie", "satisfait ou remboursé", "garantía de
 * devolución"), leaving at any time ("cancel anytime", "jederzeit kündbar", "résiliable à
 * tout moment", "cancela cuando quieras", and "no long-term contract", "no lock-in",
 * "keine Mindestlaufzeit", "sin permanencia"), and free migration (a move to the
 * product said to be free). Not one: a question, a refund policy that refuses refunds,
 * a cancellation fee or notice period, a migration tool, and cancelling something other
 * than one's own plan ("your clients can cancel their bookings anytime"). "No
 * obligation" (`no-obligation`) is told apart by the detector: said of a demo or a
 * quote it reverses no risk of buying.
 */
export type GuaranteeKind = 'money-back' | 'cancel-anytime' | 'free-migration' | 'no-obligation';

const D = DURATION_SOURCE;

const MONEY_BACK: Lexicon = {
  en: [
    'money-?back guarantee',
    '(?:get|getting|or) (?:your|their) money back',
    'your money back',
    'money back (?:within|in|if|guarantee)',
    `${D} money-?back`,
    'full refunds?',
    'refunds? in full',
    'refund(?:ed)? (?:you )?in full',
    "(?:we(?:['’]ll| will)?) refund (?:you|your|every|the full|100)",
    '100 ?% refund',
    `${D} refund`,
    `refund (?:within|in the first) ${D}`,
    'refund window',
    '(?:prorated|pro-rata) refunds?',
    'satisfaction guaranteed?',
    'guaranteed satisfaction',
  ],
  de: [
    'geld-zurück-garantie',
    'geld zurück',
    'zufriedenheitsgarantie',
    '(?:volle|vollständige|komplette) (?:rück)?erstattung',
    'erstatten wir (?:[\\p{L}\\p{N}]+ ){0,6}(?:vollständig|voll|komplett|zurück)',
    'zahlen wir (?:[\\p{L}\\p{N}]+ ){0,5}zurück',
    'vollen betrag zurück',
  ],
  fr: [
    'satisfaite?s? ou rembours(?:é|ée|és|ées)',
    'remboursement (?:intégral|complet|total)',
    `remboursement (?:sous|pendant|dans les) ${D}`,
    'intégralement remboursée?s?',
    '(?:nous )?vous remboursons',
    'rembours(?:é|ée)s? sans condition',
    'récupére[zr] (?:votre|ton) argent',
    'garantie (?:de )?remboursement',
    'garantie satisfaction',
  ],
  es: [
    'garantía de devolución',
    'devolución del dinero',
    'devolución del importe',
    'reembolso (?:completo|total|íntegro)',
    '(?:te|le|les|os) (?:devolvemos|reembolsamos)',
    'recupera (?:tu|su) dinero',
    'satisfacción garantizada',
  ],
};

/** One's own plan, the only thing whose cancelling reverses a risk. */
const PLAN = {
  en: '(?:subscriptions?|plans?|accounts?|contracts?|memberships?|licen[cs]es?|service)',
  de: '(?:abos?|abonnements?|vertrag|verträge|tarif|lizenz|mitgliedschaft|konto|account)',
  fr: '(?:abonnements?|comptes?|contrats?|offres?|forfaits?)',
  es: '(?:suscripción|suscripciones|cuentas?|contratos?|planes|plan|membresía)',
};
const ANYTIME_EN = '(?:(?:at )?any ?time|at any moment|whenever you (?:like|want|wish|need)|(?:in|with) (?:one|a single|a) click)';
/** Leaving, said alone ("Cancel anytime") or of one's plan ("cancel your subscription at any time"). */
// "upgrade or downgrade at any time" is changing plans, not leaving
const CANCEL_EN = 'cancel';
/** Leaving said of one's plan: "unsubscribe at any time" is said of newsletters, "leave the group chat at any time" of a chat. */
const CLOSE_EN = '(?:unsubscribe|delete|close|end|terminate|leave|quit|stop|pause)';
/** Leaving said to the visitor, at the start of a clause or after "you can": "Leave whenever you want". */
const LEAVE_ALONE = phrase(`(?:leave|quit|stop|pause)(?: (?:or|and) (?:cancel|leave|quit|stop|pause))? ${ANYTIME_EN}`);
const SAID_TO_VISITOR = /(?:^|(?:you can|you may|you are free to|feel free to)[\s\u00A0]+)$/i;

const CANCEL_ANYTIME: Lexicon = {
  en: [
    `${CANCEL_EN}(?: (?:or|and) ${CANCEL_EN})*(?: from)?(?: (?:your|the|my|an?|their) (?:\\p{L}+ )?${PLAN.en})? ${ANYTIME_EN}`,
    `(?:${CANCEL_EN}|${CLOSE_EN})(?: (?:or|and) (?:${CANCEL_EN}|${CLOSE_EN}))*(?: from)? (?:your|the|my|an?|their) (?:\\p{L}+ )?${PLAN.en} ${ANYTIME_EN}`,
    `cancel(?:l)?able (?:at )?${ANYTIME_EN}`,
    `cancellation (?:is )?(?:possible )?(?:at )?${ANYTIME_EN}`,
    'month-to-month',
    'no (?:long-term |annual |yearly )?contracts?',
    'no (?:long-term|annual|yearly) commitments?',
    'no minimum (?:term|commitment|contract|period)',
    'no lock-?in',
    'zero commitment',
    'commitment-free',
  ],
  de: [
    'jederzeit (?:\\p{L}+ ){0,2}kündbar',
    '(?:monatlich|online|täglich) kündbar',
    'kündbar (?:jederzeit|monatlich)',
    `${PLAN.de} (?:ist |sind )?jederzeit (?:\\p{L}+ ){0,4}(?:kündigen|beenden|pausieren|kündbar)`,
    'jederzeit (?:kündigen|beenden|aussteigen|pausieren)',
    'kündig(?:e|st|t|en)?(?: sie| du)?,? wann (?:du willst|sie wollen|immer (?:du willst|sie wollen))',
    '(?:kündigen|pausieren|beenden) sie (?:\\p{L}+ ){0,2}jederzeit',
    'kündigung (?:ist )?(?:jederzeit|monatlich)',
    'monatlich kündigen',
    'keine (?:vertragsbindung|mindestlaufzeit|mindestvertragslaufzeit|vertragslaufzeit|kündigungsfrist|laufzeit|langfristigen verträge|langfristige bindung)',
    'ohne (?:vertragsbindung|mindestlaufzeit|laufzeit|kündigungsfrist)',
    'kein lock-?in',
  ],
  fr: [
    'résiliables? (?:\\p{L}+ ){0,2}(?:à tout moment|en un clic|quand vous (?:voulez|le souhaitez))',
    `(?:résili|annul|arrêt)(?:ez|er|es|e) (?:(?:votre|ton|ta|son|l['’]) ?${PLAN.fr} )?(?:\\p{L}+ )?(?:à tout moment|quand (?:vous|tu) (?:voulez|veux|le souhaitez|le souhaites)|en un clic)`,
    'annulables? (?:\\p{L}+ )?à tout moment',
    '(?:annulation|résiliation) (?:possible |gratuite |en ligne )?(?:à tout moment|en un clic)',
    '(?:vous )?partez quand vous (?:voulez|le souhaitez)',
    'aucun engagement(?: de durée)?',
    'zéro engagement',
    "sans durée (?:minimale|d['’]engagement)",
    'aucune durée minimale',
    'pas de contrat(?: longue durée| à long terme)?',
    "pas d['’]enfermement",
  ],
  es: [
    `cancel(?:a|as|ar|e|es) (?:(?:tu|su|la|el) ${PLAN.es} )?(?:cuando (?:quieras|quiera|lo necesites)|en cualquier momento)`,
    `(?:pausa|cancela) o (?:cancela|pausa) (?:(?:tu|su) ${PLAN.es} )?(?:cuando (?:quieras|lo necesites)|en cualquier momento)`,
    'cancelables? en cualquier momento',
    'cancelación (?:gratuita )?en cualquier momento',
    '(?:date|darte|darse|darme) de baja (?:cuando quieras|en cualquier momento|con un clic)',
    'rescindir (?:el contrato )?en cualquier momento',
    'sin permanencia',
    'sin compromiso de permanencia',
    'sin contratos?(?: a largo plazo)?',
    'sin ataduras',
  ],
};

/** "No obligation": a risk taken off the buyer, unless it is said of a demo or a quote. */
const NO_OBLIGATION: Lexicon = {
  en: ['no commitment', 'no obligation', 'no-obligation'],
  de: ['unverbindlich\\p{L}*'],
  fr: ['sans engagement'],
  es: ['sin compromiso'],
};

/** Moving to the product: "migration", "we move your data", "Datenübernahme", "Umzug", "reprise de vos données", "traslado". */
const MIGRATION: Lexicon = {
  en: ['migrat(?:e|es|ed|ion|ions|ing)', 'move (?:your|all)(?: \\p{L}+)?', 'switching', 'transfer(?:ring)? your'],
  de: ['migration', 'migrier\\p{L}*', 'datenübernahme', 'übernahme (?:ihrer|deiner|der) daten', 'umzug', 'ziehen (?:\\p{L}+ ){0,5}um', 'umziehen'],
  fr: ['migration', 'migr(?:er|ons|ez)', 'reprise (?:de|des) (?:vos )?données', 'transfert (?:de|du) (?:votre |ton )?(?:site|données|boutique|compte)'],
  es: ['migración', 'migr(?:ar|amos)', 'traslado', 'trasladamos'],
};
/** Said to cost nothing. */
const FREE: Lexicon = {
  en: ['free(?: of charge)?', 'for free', 'at no (?:extra |additional )?(?:cost|charge)', 'on us', 'complimentary', 'no-cost'],
  de: ['kostenlos\\p{L}*', 'kostenfrei\\p{L}*', 'gratis'],
  fr: ['gratuit\\p{L}*', 'offerte?s?', 'sans frais', 'gracieusement'],
  es: ['gratis', 'gratuit[oa]s?', 'sin cost[eo](?: adicional)?'],
};
/** A migration tool is a product, not a guarantee ("free migration tool"): the word right after the migration. */
const TOOL = phrase('tools?', 'utility', 'cli', 'library', 'werkzeug\\p{L}*', 'outils?', 'herramientas?');
const PRICE = /[$€£]\s?\d|\d\s?(?:[$€£]|eur|euros?|usd)/i;

/** Refunds refused or restricted: "non-refundable", "no refunds", "ausgeschlossen", "aucun remboursement", "no se realizan reembolsos". */
const REFUSAL = lexiconPhrase({
  en: ['non-refundable', 'no refunds?', 'not (?:be )?refund(?:ed|able)', '(?:do|does) not offer refunds', 'all sales are final'],
  de: ['ausgeschlossen', 'nicht erstattet', 'keine (?:rück)?erstattung'],
  fr: ['aucun remboursement', "(?:ne sont|n['’]est) pas rembours\\p{L}*", 'non remboursables?'],
  es: ['no se (?:realizan|admiten|hacen) (?:reembolsos|devoluciones)', 'no (?:se )?reembolsa(?:n|bles?)?'],
});
/** A price to leave: "cancellation fee", "Bearbeitungsgebühr", "frais de résiliation", "penalización" (not "without penalty"). */
const EXIT_FEE = lexiconPhrase({
  en: ['cancellation fees?', '(?:early )?termination fees?', 'penalt(?:y|ies)'],
  de: ['\\p{L}*gebühr\\p{L}*'],
  fr: ['frais de (?:résiliation|sortie|dossier)', 'pénalités?'],
  es: ['penalizaci(?:ón|ones)', 'comisión de cancelación'],
});

const PATTERNS: Array<[GuaranteeKind, RegExp]> = [
  ['money-back', lexiconPhrase(MONEY_BACK)],
  ['cancel-anytime', lexiconPhrase(CANCEL_ANYTIME)],
  ['no-obligation', lexiconPhrase(NO_OBLIGATION)],
];
const MIGRATION_PATTERN = lexiconPhrase(MIGRATION);
const FREE_PATTERN = lexiconPhrase(FREE);

/** Every wording a guarantee is made of: the blocks worth reading, and the questions ("Can I cancel anytime?") worth an answer. */
export const GUARANTEE_NAMED = anyPhrase(...PATTERNS.map(([, pattern]) => pattern), LEAVE_ALONE, MIGRATION_PATTERN);

/** Words at most between "free" and the migration it qualifies ("Free white-glove migration", "we migrate your content for free"). */
const MIGRATION_REACH = 5;

export interface Guarantee {
  kind: GuaranteeKind;
  clause: Clause;
  index: number;
  end: number;
}

const has = (pattern: RegExp, text: string) => allMatches(text, pattern).length > 0;

/** A fee to leave named in the clause, and not denied ("without penalty", "sans frais", "sin penalizaciones"). */
function hasExitFee(clause: Clause): boolean {
  return allMatches(clause.text, EXIT_FEE).some((fee) => !isNegated(clause.text, fee.index));
}

/** A migration said to be free in its clause, and no tool or price. */
function freeMigrationsIn(text: string): Guarantee[] {
  const found: Guarantee[] = [];
  for (const migration of allMatches(text, MIGRATION_PATTERN)) {
    const clause = clauseAround(text, migration.index, migration[0].length, 'sentence');
    const start = migration.index - clause.start;
    const end = start + migration[0].length;
    const tool = allMatches(clause.text, TOOL).some((word) => word.index >= end && wordsBetween(clause.text, end, word.index) === 0);
    if (isQuestion(clause) || tool || PRICE.test(clause.text)) continue;
    const free = allMatches(clause.text, FREE_PATTERN).find((word) => {
      const wordEnd = word.index + word[0].length;
      return wordEnd <= start ? wordsBetween(clause.text, wordEnd, start) <= MIGRATION_REACH : wordsBetween(clause.text, end, word.index) <= MIGRATION_REACH;
    });
    if (free)
      found.push({
        kind: 'free-migration',
        clause,
        index: Math.min(migration.index, clause.start + free.index),
        end: Math.max(migration.index + migration[0].length, clause.start + free.index + free[0].length),
      });
  }
  return found;
}

/** Every guarantee in a text, with the clause that gives it; none in a question, a refusal or beside a fee to leave. */
export function guaranteesIn(text: string): Guarantee[] {
  const found: Guarantee[] = [];
  for (const match of allMatches(text, LEAVE_ALONE)) {
    const clause = clauseAround(text, match.index, match[0].length, 'sentence');
    if (!isQuestion(clause) && SAID_TO_VISITOR.test(text.slice(clause.start, match.index).trimStart()))
      found.push({ kind: 'cancel-anytime', clause, index: match.index, end: match.index + match[0].length });
  }
  for (const [kind, pattern] of PATTERNS) {
    for (const match of allMatches(text, pattern)) {
      const clause = clauseAround(text, match.index, match[0].length, 'sentence');
      // Refunds refused take back a money-back promise, not the right to leave ("cancel at any time, but months paid are not refunded").
      if (isQuestion(clause) || (kind === 'money-back' && has(REFUSAL, clause.text))) continue;
      if (kind !== 'money-back' && hasExitFee(clause)) continue;
      found.push({ kind, clause, index: match.index, end: match.index + match[0].length });
    }
  }
  return [...found, ...freeMigrationsIn(text)].sort((a, b) => a.index - b.index);
}
