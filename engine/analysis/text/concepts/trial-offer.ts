import { durationsIn, lengthsIn, type Duration } from '../durations.ts';
import { anyPhrase, isInQuestion, matches } from '../phrases.ts';
import { lexiconPhrase } from './lexicon.ts';
import { clausesOf, type Found, gapBetween, isDenied, matchesIn, memoByText, near, type Span } from './clause.ts';
import { FREE_OF_CHARGE, FREE_SERVICE, namesAPlan, PERMANENCE, PLAN_NOUN } from './free-of-charge.ts';

/**
 * A trial offer: a period of some length, or free credit, to try the product before
 * paying. Recognised in a clause as a trial named as such ("free trial", "Testphase",
 * "période d'essai"), a trial noun beside a span of days, starting a trial, a try verb
 * beside "free" or a span of days, "free" beside a span of days, or free credit to try;
 * not a trial in another sense (trial and error, a clinical trial), a free service
 * (support, updates, shipping), an annual-billing or referral discount, nor a question
 * or a denial.
 */

/** Names of a trial that say by themselves that it is one the visitor can have. */
const TRIAL_NAME = lexiconPhrase({
  en: [
    'free trials?',
    'trial (?:period|version|licen[cs]e|key|account|plan)',
    'evaluation (?:licen[cs]e|period|version|copy|edition|key)',
    'free (?:evaluation|period)',
  ],
  de: [
    '(?:kostenlose|kostenloser|kostenlosen|gratis|kostenfreie|kostenfreien)[ -]?(?:testphase|testversion|testzeitraum|testzugang|testlizenz|test|probezeit|probephase)',
    'testversion(?:en)?',
    'testzeitraum',
    'probemonat',
    'testmonat',
    'probezeitraum',
    'testlizenz',
    'evaluierungslizenz',
    'testkonto',
    'probeabo',
  ],
  fr: [
    'essais? gratuits?',
    "périodes? d'essai",
    "versions? d'(?:essai|évaluation)",
    "licences? d'évaluation",
    'essais? offerts?',
    'périodes? gratuites?',
    "comptes? d'essai",
    "offres? d'essai",
  ],
  es: [
    'pruebas? gratuitas?',
    'prueba gratis',
    'per[ií]odos? de prueba',
    'versi[oó]n(?:es)? de (?:prueba|evaluaci[oó]n)',
    'licencias? de evaluaci[oó]n',
    'cuentas? de prueba',
    'per[ií]odos? gratuitos?',
    'prueba sin (?:coste|costo)',
  ],
});

/** A trial noun that needs a span of days, a free word or a start beside it to be an offer ("Testphase" of a project is none). */
const TRIAL_NOUN = lexiconPhrase({
  en: ['trials?', 'evaluation', 'test ?drive'],
  de: ['testphasen?', 'testzugang', 'test', 'probephase'],
  fr: ['essai', "l'essai"],
  es: ['prueba'],
});

/** Starting one's trial: "Start your trial", "Testphase starten", "Démarrez votre essai", "Comienza tu prueba". */
const TRIAL_START = lexiconPhrase({
  en: ['(?:start|begin|activate|claim|launch) (?:your |a |my |the )?(?:free )?(?:\\d+[ -]?days? )?trial', 'get (?:your |a |my |the )?(?:free )?trial'],
  de: [
    '(?:testphase|test|testzugang) (?:jetzt )?(?:starten|beginnen|aktivieren)',
    '(?:starten|beginnen|aktivieren|starte|beginne|aktiviere) (?:sie |jetzt )*(?:ihre|deine|eure|die) (?:\\p{L}+ )?testphase',
    '(?:ihre|deine) testphase',
    '(?:ihre|deine) \\p{L}+ testphase',
  ],
  fr: ["(?:commencer|démarrer|lancer|activer|commencez|démarrez|lancez|activez|commence|démarre|lance) (?:votre |mon |ton |l')?essai"],
  es: ['(?:empezar|empieza|empiece|comenzar|comienza|comience|activar|activa|active|iniciar|inicia|inicie) (?:tu |la |mi |su )?prueba'],
});

/** The visitor trying the product: "try", "test drive", "ausprobieren", "essayez", "pruébalo". */
const TRY_VERB = lexiconPhrase({
  en: ['try(?: out)?', 'test ?drive', 'test', 'evaluate', 'give (?:it|us|\\p{L}+) a (?:go|try|spin)', 'take (?:it|us|\\p{L}+) for a (?:spin|test drive)'],
  de: ['testen', 'teste', 'testet', 'ausprobieren', 'probieren', "probier(?:e|'s|s)?", 'nutze', 'nutzen sie'],
  fr: ['essayer', 'essayez(?:-le|-la|-nous)?', 'essaie(?:-le|-la)?', 'tester', 'testez(?:-le|-la|-nous)?', 'teste'],
  es: ['probar(?:lo|la|nos)?', 'prueba', 'pruebe', 'pruébalo', 'pruébala', 'pruébanos', 'pruebalo'],
});

/** Credit to spend on the product: with an amount or a try verb beside it, free credit is a trial. */
const FREE_CREDIT = lexiconPhrase({
  en: ['credits?', 'free credits?'],
  de: ['guthaben', 'startguthaben', 'testguthaben', 'credits?'],
  fr: ['crédits?'],
  es: ['créditos?'],
});
const FREE_START_CREDIT = lexiconPhrase({
  en: ['free credits?'],
  de: ['startguthaben', 'testguthaben', 'kostenlose[ns]? guthaben'],
  fr: ['crédits? (?:offerts?|gratuits?)'],
  es: ['créditos? (?:gratis|gratuitos?)'],
});
/** Credit given every month is a free allowance (a plan), not a trial. */
const RECURRING = lexiconPhrase({
  en: ['every month', 'each month', 'monthly', 'per month', 'a month'],
  de: ['jeden monat', 'monatlich', 'pro monat', 'im monat'],
  fr: ['chaque mois', 'par mois', 'mensuels?'],
  es: ['cada mes', 'al mes', 'mensuales?', 'por mes'],
});
const AMOUNT = /(?:[$€£]|\b(?:usd|eur|chf)\b)\s?\d|\d\s?(?:[$€£]|\b(?:usd|eur|chf)\b)/iu;

/** A trial in another sense: "trial and error", a clinical trial, a court's. */
const OTHER_TRIAL = lexiconPhrase({
  en: [
    'trial and error',
    'clinical trials?',
    'trials? and errors?',
    'trial balance',
    '(?:court|jury) trials?',
    'trial (?:lawyers?|attorneys?|court)',
    'on trial',
    'for trial',
  ],
  de: ['versuch und irrtum', 'klinische\\p{L}* (?:studie|studien|tests?)'],
  fr: ['essais? et erreurs?', 'essais? cliniques?'],
  es: ['prueba y error', 'ensayos? clínicos?', 'prueba de concepto'],
});

/** Money off for paying yearly or for bringing a friend: "2 months free when billed annually". */
const DISCOUNT = lexiconPhrase({
  en: ['annual(?:ly)?', 'yearly', 'per year', 'a year', 'billed', 'refer(?:ral|red)?', 'save'],
  de: ['jährlich\\p{L}*', 'jahresabo\\p{L}*', 'jahres\\p{L}*', 'pro jahr', 'empfehl\\p{L}*', 'sparen'],
  fr: ['annuel(?:le)?s?', 'par an', 'parrain\\p{L}*', 'économisez'],
  es: ['anual(?:es)?', 'al año', 'por año', 'recomienda\\p{L}*', 'ahorra'],
});

/** A second-person possessive right after a try verb: the visitor's own thing is tested ("Test your website speed"). */
const VISITORS_OWN = /^\s+(?:your|yours|votre|vos|ton|ta|tes|ihr|ihre|ihren|ihrem|ihrer|dein|deine|deinen|deinem|tu|tus)(?![\p{L}])/iu;

/** A determiner or preposition before "test" or "prueba" makes it a noun ("la fase de prueba", "the test"): no one is invited to try. */
const NOUN_BEFORE = /(?:^|[\s'])(?:the|a|an|this|de|del|la|el|una|un|der|die|das|den|einen?|le|les|du|des|une)\s+$/iu;

/** Asking someone for a trial: it is reviewed before the visitor can start (demo-request, not self-serve). */
const REQUEST_BEFORE = /(?:request|apply for|ask for|anfordern|anfragen|beantragen|demander|demandez|solicitar|solicita|pedir|pide)\s+(?:\p{L}+\s+){0,3}$/iu;

/** Every word a trial offer holds one of: blocks without any are never read. */
export const TRIAL_OFFER_WORDS = anyPhrase(TRIAL_NAME, TRIAL_NOUN, TRIAL_START, TRY_VERB, FREE_CREDIT, FREE_OF_CHARGE);

/** Words a trial noun or verb may stand from what makes it an offer. */
const NEAR = 4;
/** A trial noun and its length stand closer: "30-day trial", "trial of 30 days", "Testphase von 30 Tagen". */
const BESIDE = 3;
/** Trials are days to a few months long; "365 days of history" is none. */
const MAX_TRIAL_DAYS = 120;

export interface TrialOffer {
  /** Where the offer's wording starts in the text, and that wording. */
  index: number;
  text: string;
  /** A trial someone must approve first ("Request a free trial"). */
  requested: boolean;
  /**
   * What makes it a trial: named as one, a length of days, a start, or only a try verb
   * beside "free" ("try Acme for free"), which under a free plan's heading is that plan's
   * pitch.
   */
  basis: 'named' | 'length' | 'try-free' | 'free-period' | 'credit';
  /** The trial's length in days, when its clause states one: the span of days standing nearest the offer's words. */
  days?: number;
}

function durationsOf(text: string, clause: Span): Found[] {
  return lengthsIn(text.slice(clause.start, clause.end))
    .filter((duration: Duration) => duration.days > 1 && duration.days <= MAX_TRIAL_DAYS)
    .map((duration) => ({ index: clause.start + duration.index, text: duration.text }));
}

/** Matches that are no offer: in another sense of the word, denied, or asked about. */
function withoutOtherSenses(text: string, found: Found[], others: Found[]): Found[] {
  return found.filter((each) => !others.some((other) => gapBetween(text, each, other) === -1) && !isDenied(text, each));
}

/** The trial offers a text makes, in the order written. */
export const trialOffersIn = memoByText((text: string): TrialOffer[] => {
  const offers: TrialOffer[] = [];
  for (const clause of clausesOf(text)) {
    const offer = offerIn(text, clause);
    if (!offer || isInQuestion(text, offer.index)) continue;
    const days = lengthsIn(text.slice(clause.start, clause.end))
      .filter((duration) => duration.days > 1 && duration.days <= MAX_TRIAL_DAYS)
      .map((duration) => ({ days: duration.days, gap: gapBetween(text, offer, { index: clause.start + duration.index, text: duration.text }) }))
      .sort((a, b) => a.gap - b.gap)[0]?.days;
    offers.push({
      index: offer.index,
      text: offer.text,
      basis: offer.basis,
      requested: REQUEST_BEFORE.test(text.slice(Math.max(0, offer.index - 40), offer.index)),
      ...(days ? { days } : {}),
    });
  }
  return offers;
});

function offerIn(text: string, clause: Span): (Found & { basis: TrialOffer['basis'] }) | undefined {
  const others = matchesIn(text, OTHER_TRIAL, clause);
  const named = withoutOtherSenses(text, matchesIn(text, TRIAL_NAME, clause), others);
  if (named[0]) return { ...named[0], basis: 'named' };
  const started = withoutOtherSenses(text, matchesIn(text, TRIAL_START, clause), others);
  if (started[0]) return { ...started[0], basis: 'named' };
  const days = durationsOf(text, clause);
  const free = withoutOtherSenses(text, matchesIn(text, FREE_OF_CHARGE, clause), []);
  const nouns = withoutOtherSenses(text, matchesIn(text, TRIAL_NOUN, clause), others);
  const lengthy = nouns.find((noun) => days.some((duration) => gapBetween(text, noun, duration) <= BESIDE));
  if (lengthy) return { ...lengthy, basis: 'length' };
  const permanent = matchesIn(text, PERMANENCE, clause).length > 0;
  const verbs = withoutOtherSenses(text, matchesIn(text, TRY_VERB, clause), others).filter(
    (verb) =>
      !VISITORS_OWN.test(text.slice(verb.index + verb.text.length, verb.index + verb.text.length + 12)) &&
      !NOUN_BEFORE.test(text.slice(Math.max(0, verb.index - 12), verb.index)),
  );
  // "Try our free plan" offers a plan to stay on, not a trial; "the Premium plan free for a month" is a trial.
  const plans = days.length > 0 ? [] : matchesIn(text, PLAN_NOUN, clause);
  const freeForTrying = free.filter((word) => !namesAPlan(text, word, plans));
  const triedLong = verbs.find((verb) => near(text, [verb], days, NEAR));
  if (triedLong) return { ...triedLong, basis: 'length' };
  const credit =
    matchesIn(text, FREE_START_CREDIT, clause)[0] ??
    (free.length > 0 ? matchesIn(text, FREE_CREDIT, clause).find((each) => near(text, [each], free, BESIDE)) : undefined);
  const part = text.slice(clause.start, clause.end);
  if (credit && !matches(RECURRING, part) && (AMOUNT.test(part) || verbs.length > 0)) return { ...credit, basis: 'credit' };
  const tried = permanent ? undefined : verbs.find((verb) => near(text, [verb], freeForTrying, NEAR));
  if (tried) return { ...tried, basis: 'try-free' };
  const service = matchesIn(text, FREE_SERVICE, clause).length > 0;
  const discount = matchesIn(text, DISCOUNT, clause).length > 0;
  if (service || discount || permanent) return undefined;
  const freePeriod = freeForTrying.find((word) => near(text, [word], days, NEAR));
  return freePeriod ? { ...freePeriod, basis: 'free-period' } : undefined;
}

/** The trial length a text states: the span of days nearest a point in it (its trial wording). */
export function trialDaysNear(text: string, center: number): number | undefined {
  const nearest = durationsIn(text)
    .filter((duration) => duration.days > 1 && duration.days <= MAX_TRIAL_DAYS)
    .sort((a, b) => Math.abs(a.index - center) - Math.abs(b.index - center))[0];
  return nearest?.days;
}

/** Trying before buying ("try", "Test", "essai", "prueba"): a question about it is about a trial. */
export const TRY_WORDING =
  /(?<![\p{L}])(?:try|trial|test|tests|testen|ausprobieren|probier\p{L}*|testphase|testversion|essai|essayer|prueba|probar)(?![\p{L}])/iu;

/**
 * A question whether one can try the product first ("Can I try it before I buy?", "Kann
 * ich es vorher testen?"); a yes that names no free plan and no demo offers a trial.
 */
export const TRY_FIRST_QUESTION = anyPhrase(
  TRIAL_NAME,
  lexiconPhrase({
    en: ["(?:try|test) (?:[\\p{L}']+ ){0,2}(?:out )?(?:before|first)"],
    de: ['vorher (?:testen|ausprobieren)', '(?:testen|ausprobieren),? (?:bevor|vor dem kauf)'],
    fr: ["(?:essayer|tester) (?:[\\p{L}']+ ){0,2}(?:avant|d'abord)"],
    es: ["probar(?:lo|la)? (?:[\\p{L}']+ ){0,2}antes"],
  }),
);
