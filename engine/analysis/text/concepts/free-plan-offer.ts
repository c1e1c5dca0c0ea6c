import { anyPhrase, isInQuestion } from '../phrases.ts';
import { lexiconPhrase } from './lexicon.ts';
import { clausesOf, type Found, isDenied, matchesIn, memoByText, near, sentencesOf, type Span } from './clause.ts';
import { ACCOUNT_NOUN, FREE_OF_CHARGE, FREE_SERVICE, namesAPlan, OTHERS_OFFER, PERMANENCE, PLAN_NOUN } from './free-of-charge.ts';
import { trialOffersIn } from './trial-offer.ts';
import { lengthsIn } from '../durations.ts';

/**
 * A free-plan offer: something the visitor can keep using without paying, with no end
 * date. Recognised in a clause as a free word qualifying a plan, tier, edition or
 * account ("free plan", "offre gratuite"), a plan said to cost nothing ("the Starter
 * plan is free"), free with no time limit ("free forever"), free for an audience ("free
 * for individuals", "free up to 3 users"), or free and open source to host oneself; not
 * a free trial or a free period, a free service (support, shipping, a consultation), a
 * free thing of paid plans, nor a question or a denial.
 */

/** Who or what a plan is free for: people, small teams, personal or open-source use, a number of users. */
const AUDIENCE = lexiconPhrase({
  en: [
    'individuals',
    'personal (?:use|projects)',
    'private use',
    'hobby(?:ists| projects)?',
    'side projects',
    'small teams',
    'students',
    'teachers',
    'educators',
    'non-?profits?',
    'charities',
    'open[ -]source(?: projects)?',
    'everyone',
    'everybody',
    'one user',
    'single users?',
    'freelancers',
    'up to [\\p{N}\\p{L}.,]+ (?:users|members|seats|people|contacts|projects|sites|websites|monitors|agents|employees)',
  ],
  de: [
    'einzelpersonen',
    'privaten? (?:gebrauch|nutzung|einsatz)',
    'private nutzer',
    'kleine teams',
    'studierende',
    'studenten',
    'schüler',
    'lehrkräfte',
    'gemeinnützige\\p{L}* (?:vereine|organisationen|einrichtungen)',
    'vereine',
    'open-source-projekte',
    'jeden',
    'einzelnutzer',
    'einen nutzer',
    'bis (?:zu )?[\\p{N}\\p{L}.,]+ (?:nutzer|benutzer|mitglieder|personen|kontakte|projekte|websites|mitarbeiter)',
  ],
  fr: [
    'particuliers',
    'usage personnel',
    'petites équipes',
    'étudiants',
    'enseignants',
    'associations',
    'projets (?:open source|libres)',
    'tout le monde',
    'un utilisateur',
    'indépendants',
    "jusqu'à [\\p{N}\\p{L}.,]+ (?:utilisateurs|membres|personnes|contacts|projets|sites)",
  ],
  es: [
    'uso personal',
    'particulares',
    'equipos pequeños',
    'estudiantes',
    'profesores',
    'organizaciones sin ánimo de lucro',
    'ong',
    'proyectos de código abierto',
    'todo el mundo',
    'un usuario',
    'autónomos',
    'hasta [\\p{N}\\p{L}.,]+ (?:usuarios|miembros|personas|contactos|proyectos|sitios)',
  ],
});

/** Open source or hosting it oneself: such an edition offered free is a free plan (DESIGN section 3, labels' convention). */
const OPEN_SOURCE = lexiconPhrase({
  en: ['open[ -]source', 'self-?host(?:ed|ing)?', 'host it (?:yourself|on your own \\p{L}+)', 'on your own servers?'],
  de: ['open[ -]source', 'quelloffen', 'selbst (?:zu )?hosten', 'selbst gehostet', 'self-?host(?:ed|ing)?', 'eigenen server(?:n)?'],
  fr: ['open[ -]source', 'libre', 'auto-?héberg\\p{L}*', 'héberger soi-même', 'votre propre serveur'],
  es: ['código abierto', 'open[ -]source', 'autoaloja\\p{L}*', 'autohospeda\\p{L}*', 'tu propio servidor'],
});

/** "is free", "bleibt kostenlos", "est gratuite", "es gratis": a plan said to cost nothing. */
const COPULA = lexiconPhrase({
  en: ['is', 'are', 'stays', 'remains', 'will be'],
  de: ['ist', 'sind', 'bleibt', 'bleiben'],
  fr: ['est', 'sont', 'reste', 'restent'],
  es: ['es', 'son', 'sigue', 'siguen'],
});

/** Paid plans and their features: "free SSL on every paid plan", "kostenlos in allen Bezahltarifen". */
const PAID = /paid|bezahl|kostenpflichtig|payant|de pago|premium/iu;

/** A price of nothing: "$0", "0 €", "0,00 €". */
const ZERO_PRICE = /(?:[$€£]\s?0(?:[.,]00?)?|(?<![\d.,])0(?:[.,]00?)?\s?(?:€|\$|£|eur|usd|chf))(?![\d.,]*\d)/giu;

/** Every word a free-plan offer holds one of: a free word, or how long a $0 price lasts ("$0 per month, forever"). */
export const FREE_PLAN_WORDS = anyPhrase(FREE_OF_CHARGE, PERMANENCE);

/** Words a free word may stand from what makes the offer a plan. */
const NEAR = 4;
/** "A free account with 2 GB of storage and no time limit": how long it lasts may come at the end of the sentence. */
const LASTING_NEAR = 8;

export interface FreePlanOffer extends Found {
  /** 'plan': a plan, tier or edition, or free for good; 'account': only a free account, which on a site with a trial starts the trial. */
  basis: 'plan' | 'account';
}

/** The free-plan offers a text makes, in the order written. */
export const freePlanOffersIn = memoByText((text: string): FreePlanOffer[] => {
  const offers: FreePlanOffer[] = [];
  // A trial ("free for 30 days", "free trial plan") offers no plan to stay on.
  const trials = trialOffersIn(text);
  const inTrial = (span: Span) => trials.some((trial) => trial.index >= span.start && trial.index < span.end);
  for (const sentence of sentencesOf(text)) {
    // "Some providers offer free basic versions": another company's offer.
    if (matchesIn(text, OTHERS_OFFER, sentence).length > 0) continue;
    const clauses = clausesOf(text, sentence).filter((clause) => !inTrial(clause) && !limitedOrService(text, clause));
    const named = clauses.map((clause) => namedPlan(text, clause)).find((found) => found !== undefined);
    const lasting = named || inTrial(sentence) || limitedOrService(text, sentence) ? undefined : lastingOffer(text, sentence);
    const account = named || lasting ? undefined : clauses.map((clause) => freeAccount(text, clause)).find((found) => found !== undefined);
    const offer = named
      ? { ...named, basis: 'plan' as const }
      : lasting
        ? { ...lasting, basis: 'plan' as const }
        : account
          ? { ...account, basis: 'account' as const }
          : undefined;
    if (offer && !isInQuestion(text, offer.index)) offers.push(offer);
  }
  return offers;
});

/** A span of days limits what is free ("Free demo account for 14 days"); a free service is no plan ("setup is free"). */
function limitedOrService(text: string, span: Span): boolean {
  if (lengthsIn(text.slice(span.start, span.end)).some((duration) => duration.days > 1)) return true;
  return near(text, matchesIn(text, FREE_SERVICE, span), matchesIn(text, FREE_OF_CHARGE, span), SERVICE_NEAR);
}

/** Words a service may stand from the free word it takes: "Live chat support is free". */
const SERVICE_NEAR = 3;

/** A German compound that names a free plan by itself: "Gratisversion", "Gratis-Tarif", "Free-Plan". */
const FREE_COMPOUND = /^(?:gratis|kostenlos|free)-?\p{L}/iu;

function freeWords(text: string, span: Span): Found[] {
  return matchesIn(text, FREE_OF_CHARGE, span).filter((word) => !isDenied(text, word));
}

/** A free word qualifying a plan ("free plan", "plan gratuit"), or a plan said to be free ("the basic edition is free"). */
function namedPlan(text: string, clause: Span): Found | undefined {
  const plans = matchesIn(text, PLAN_NOUN, clause).filter(
    (plan) => !PAID.test(text.slice(Math.max(clause.start, plan.index - 12), plan.index + plan.text.length + 12)),
  );
  const compound = plans.find((plan) => FREE_COMPOUND.test(plan.text) && !isDenied(text, plan));
  if (compound) return compound;
  const free = freeWords(text, clause);
  if (free.length === 0 || plans.length === 0) return undefined;
  const planned = free.find((word) => namesAPlan(text, word, plans));
  if (planned) return planned;
  const copulas = matchesIn(text, COPULA, clause);
  return free.find(
    (word) =>
      near(text, plans, [word], NEAR) &&
      plans.some((plan) => plan.index < word.index && copulas.some((copula) => copula.index > plan.index && copula.index < word.index)),
  );
}

/** "Create a free account": a free plan on a site with no trial, the start of the trial on one with a trial. */
function freeAccount(text: string, clause: Span): Found | undefined {
  const accounts = matchesIn(text, ACCOUNT_NOUN, clause);
  return accounts.length > 0 ? freeWords(text, clause).find((word) => namesAPlan(text, word, accounts)) : undefined;
}

/** Free with no end, for an audience, or open source to host oneself. */
function lastingOffer(text: string, sentence: Span): Found | undefined {
  const free = freeWords(text, sentence);
  const zero = matchesIn(text, ZERO_PRICE, sentence);
  if (free.length === 0 && zero.length === 0) return undefined;
  const lasting = [...free, ...zero].find((word) => near(text, [word], matchesIn(text, PERMANENCE, sentence), LASTING_NEAR));
  if (lasting) return lasting;
  const forSomeone = free.find((word) => near(text, [word], matchesIn(text, AUDIENCE, sentence), NEAR));
  if (forSomeone) return forSomeone;
  return free.find((word) => near(text, [word], matchesIn(text, OPEN_SOURCE, sentence), NEAR));
}

/** A plan's name or price that is just "Free" ("Free!", "Kostenlos", "Gratuit"). */
export const FREE_TIER_NAME = /^(?:free|free forever|forever free|gratis|kostenlos|gratuit|gratuite|gratuito)!?$/iu;

/** A plan heading that names its price: "Member (Free)", "Basis (kostenlos)". */
export const FREE_TIER_HEADING = /^[^()]{1,40} \((?:free|gratis|kostenlos|gratuit|gratuite|gratuito)\)$/iu;

/** The label of a plan table's price row: "Price", "Preis", "Prix", "Precio". */
export const PRICE_ROW_LABEL = /^(?:price|pricing|cost|preis|kosten|prix|tarif|precio|coste|costo)s?:?$/iu;

/**
 * A question whether the product itself costs nothing ("Is it really free?", "Ist X
 * wirklich kostenlos?", "Gladys est-elle vraiment gratuite ?", "¿Es realmente gratis?").
 * Only its answer tells: "Yes" claims a free product, "We offer a 30-day trial" does not.
 */
export const FREE_PRODUCT_QUESTION = lexiconPhrase({
  en: ['(?:really|actually|truly|completely|totally|entirely|100 ?%) free', 'free to use', '(?:use|run|host) (?:it |\\p{L}+ )?(?:always )?for free'],
  de: ['(?:wirklich|komplett|völlig|ganz|vollständig|100 ?%) (?:kostenlos|gratis|umsonst)', 'kostenlos (?:nutzen|nutzbar|verwenden)'],
  fr: ['(?:vraiment|entièrement|totalement|complètement|100 ?%) gratuite?s?', 'utiliser (?:\\p{L}+ )?gratuitement'],
  es: ['(?:realmente|totalmente|completamente|100 ?%) (?:gratis|gratuit[oa]s?)', 'de verdad (?:gratis|gratuit[oa]s?)', 'usar (?:\\p{L}+ )?gratis'],
});
