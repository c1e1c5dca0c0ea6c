import { anyPhrase } from '../phrases.ts';
import { lexiconPhrase } from './lexicon.ts';
import { clausesOf, type Found, matchesIn, memoByText, near, sentenceAt, type Span, wordsBetween } from './clause.ts';

/**
 * What a site says about a payment card at signup. A clause promises no card when a
 * negation governs a card or payment-details noun ("no credit card", "ohne
 * Kreditkarte", "la carte bancaire n'est pas requise", "no te pediremos datos de pago"),
 * and asks for one when a requirement ("required", "erforderlich", "obligatoire", "se
 * requiere") or a start that needs a card ("enter your card to begin the trial") stands
 * with the noun, not for paid plans or upgrades. Not a card of another kind (ID, gift,
 * business card), card payments accepted or their fees, a stored card, nor a question.
 */

/** A payment card or the payment details a signup could ask for. */
const CARD_NOUN = lexiconPhrase({
  en: [
    '(?:credit|debit|payment|bank) cards?',
    'credit (?:or|and|/) debit cards?',
    'cards?',
    'card (?:details|info|information|number)',
    'payment (?:details|info|information|methods?|data)',
    'billing (?:details|info|information)',
    'bank details',
  ],
  de: [
    'kreditkarten?',
    'kredit- oder debitkarte',
    'kreditkartendaten',
    'kreditkartenangaben?',
    'karten?',
    'kartendaten',
    'zahlungsdaten',
    'zahlungsinformationen',
    'zahlungsmethoden?',
    'zahlungsmittel',
    'zahlungskarten?',
    'bankdaten',
    'bankverbindung',
    'rechnungsdaten',
    'debitkarten?',
    'ec karten?',
  ],
  fr: [
    'cartes? (?:bancaires?|de crédit|de paiement|de débit)',
    'cartes? de crédit ou de débit',
    'cartes?',
    'cb',
    'coordonnées bancaires',
    'moyens? de paiement',
    'informations? de (?:paiement|facturation|carte)',
    'données de (?:carte|paiement)',
    'rib',
  ],
  es: [
    'tarjetas? (?:de crédito|de débito|de pago)',
    'tarjetas? de crédito o débito',
    'tarjetas?',
    'datos de (?:la |tu |su )?tarjeta',
    'datos de (?:pago|facturación)',
    'información de pago',
    'm[ée]todos? de pago',
    'medios? de pago',
    'cuenta bancaria',
  ],
});

/** A card of another kind, or one the noun only qualifies ("card fees", "frais de carte"). */
const NOT_A_SIGNUP_CARD = lexiconPhrase({
  en: [
    '(?:id|identity|business|gift|loyalty|sim|membership|virtual|prepaid|corporate|expense|greeting|report) cards?',
    'cards? (?:fees?|payments?|processing|surcharges?|fraud|terminals?|readers?|transactions?|issuing)',
    'card (?:details )?securely',
  ],
  de: ['ausweis', 'visitenkarte\\p{L}*', 'geschenkkarte\\p{L}*', 'firmenkarte\\p{L}*'],
  fr: [
    "cartes? (?:vitale|d'identité|de visite|cadeaux?|de fidélité|de dépenses|virtuelles?|prépayées?)",
    '(?:frais|paiements?|surcharges?|fraude|émission) (?:par |de |sur |à |à la )?(?:la )?cartes?',
  ],
  es: [
    'tarjetas? (?:sanitarias?|regalo|de visita|de fidelidad|de gastos|virtuales|prepago|de empresa)',
    '(?:comisiones|pagos|recargos|fraude|emisión) (?:con |de |por )?(?:la )?tarjetas?',
  ],
});

/** A card kept on file: "without a card on file, the workspace pauses" is about after the trial, not about signing up. */
const STORED_CARD = lexiconPhrase({
  en: ['cards? on file'],
  de: ['hinterlegte[nr]? (?:kredit)?karte'],
  fr: ['cartes? enregistrées?'],
  es: ['tarjetas? registradas?'],
});

/** "No card" as one word: "a no-credit-card trial" (a phrase never starts inside a hyphenated word, so the card noun alone misses it). */
const NO_CARD_HYPHENATED = lexiconPhrase({
  en: ['no-card(?:-required)?', 'no-credit-card(?:-required)?'],
  de: ['kreditkartenfreie?[nrs]?'],
  fr: ['sans-carte'],
  es: ['sin-tarjeta'],
});

/** "No CC required" ("cc" alone is also a copy line of an e-mail); its words pattern leads with the requirement, "no" is on every page. */
const NO_CC = lexiconPhrase({ en: ['no cc(?: required| needed)?'], de: [], fr: [], es: [] });
const CC_REQUIRED = lexiconPhrase({ en: ['cc required', 'cc needed'], de: [], fr: [], es: [] });

const NO_CARD_COMPOUND = anyPhrase(NO_CARD_HYPHENATED, NO_CC);

/** Words that deny: "no", "without", "never", "keine", "ohne", "sans", "aucun", "sin", "nunca". */
const NEGATION = lexiconPhrase({
  en: ['no', 'not', "don't", "doesn't", "won't", 'never', 'without', 'zero', 'skip'],
  de: ['kein(?:e|en|er)?', 'ohne', 'nicht', 'nie', 'niemals', 'weder', 'noch'],
  fr: ['aucune?', 'sans', 'pas', 'jamais', 'ni', 'non', 'inutile'],
  es: ['no', 'sin', 'nunca', 'ni', 'ningún', 'ninguna'],
});

/** Asking for a card: needed, required, mandatory, or an action at signup. */
const REQUIREMENT = lexiconPhrase({
  en: [
    'required',
    'requires?',
    'needed',
    'need',
    'necessary',
    'mandatory',
    'must',
    '(?:have|has) to',
    'asked(?: for)?',
    'ask(?:s)? for',
    'up ?front',
    'on file',
  ],
  de: [
    'erforderlich',
    'erfordert',
    'nötig',
    'notwendig',
    'benötigt',
    'benötigen',
    'brauchen',
    'brauche',
    'verlangen',
    'pflicht',
    'voraus(?:setzen)?',
    'müssen',
    'musst',
    'muss',
    'fragen',
    'vorab',
  ],
  fr: ['requise?s?', 'obligatoires?', 'nécessaires?', 'nécessite', 'demandée?s?', 'demandons', 'exige', 'besoin', 'devez', 'doit', 'dois', 'faut'],
  es: [
    'requiere',
    'requerida',
    'obligatori[oa]s?',
    'necesari[oa]s?',
    'necesit(?:o|a|as|an|arás)',
    'tengo que',
    'tienes que',
    'hay que',
    'se necesita',
    'pedimos',
    'pediremos',
    'piden?',
    'exige',
    'debes',
    'hace falta',
    'por adelantado',
  ],
});

/** Giving the card: enter, add, provide; with a start in the sentence it asks for one. */
const CARD_ACTION = lexiconPhrase({
  en: ['enter(?:ing)?', 'add(?:ing|s)?', 'provid(?:e|ing)', 'giv(?:e|ing)', 'with (?:a|your) (?:valid )?(?:credit )?card'],
  de: ['angeben', 'angabe', 'eingeben', 'eingabe', 'geben', 'hinterlegen', 'hinterlegt', 'mit (?:einer|ihrer) (?:gültigen )?(?:kredit)?karte'],
  fr: ['saisi(?:r|ssez)', 'renseign(?:er|ez)', 'ajout(?:er|ez|ant)', 'indiquez', 'enregistrée', 'avec une carte'],
  es: ['introduc(?:e|ir)', 'añad(?:e|es|ir)', 'indica', 'registrada', 'con una tarjeta'],
});

/** The card charged after a trial: it was asked for at the start. */
const CHARGE = lexiconPhrase({
  en: ['charged?', 'bill(?:ed)?'],
  de: ['belastet', 'abgebucht', 'berechnet'],
  fr: ['débitée?', 'prélevée?'],
  es: ['cobra(?:mos)?', 'cargamos', 'se cobra', 'cargará'],
});

/** Starting, signing up, a trial, an account: where a card asked for is asked at signup. */
const START = lexiconPhrase({
  en: ['start', 'begin', 'activate', 'sign ?up', 'signup', 'sign-up', 'register', 'create an account', 'trials?', 'checkout', 'verify'],
  de: [
    'start(?:en)?',
    'beginnt',
    'aktivieren',
    'registrierung',
    'anmeldung',
    'registrieren',
    '(?:ein )?konto (?:zu )?(?:erstellen|anlegen|eröffnen)',
    'testphasen?',
    'testversion',
    'bestellung',
    'verifizierung',
    'loszulegen',
    'loslegen',
  ],
  fr: ['commencer', 'démarrer', 'démarrez', 'lancer', 'activer', 'inscription', 'inscrire', 'créer un compte', 'essai', 'commande', 'vérifier', 'commence'],
  es: [
    'empezar',
    'empieza',
    'comenzar',
    'iniciar',
    'activar',
    'registro',
    'registrarse',
    'registrarte',
    'crear una cuenta',
    'prueba',
    'pruebas',
    'pagar',
    'verificar',
  ],
});

/** A card needed only to pay for more: "a card is required for paid plans", "to upgrade". */
const PAID_ONLY = lexiconPhrase({
  en: ['paid plans?', 'upgrade', 'upgrading', 'exceed(?:ing)?', 'overages?', 'subscription', 'new plan', '(?:choose|pick|select) (?:a |your )?plan'],
  de: [
    'bezahltarif\\p{L}*',
    'kostenpflichtig\\p{L}*',
    'upgraden',
    'upgrade',
    'überschreiten',
    'abonnement',
    '(?:einen |ihren )?tarif (?:wählen|auswählen)',
    'wählen sie einen tarif',
  ],
  fr: ['offres? payantes?', 'passer à', 'passez à', 'dépasser', 'dépassez', 'abonnement', '(?:choisissez|choisir) (?:une |votre )?(?:offre|formule)'],
  es: ['plan(?:es)? de pago', 'pases a', 'pasar a', 'superar', 'superas', 'suscripción', '(?:elijas|elige|elegir) (?:un |tu )?plan'],
});

/** Paying once the trial is over, or to stay on: a card then is asked to continue, not to start ("users must add their payment details once the trial ends", "only if you decide to stay"). */
const AFTER_TRIAL = lexiconPhrase({
  en: [
    '(?:once|when|after) (?:the |your )?trial (?:ends|is over|expires)',
    'after (?:the |your )?trial',
    'to continue(?: using| with)?',
    'if you (?:decide|choose|want|wish) to (?:stay|continue|carry on|keep (?:going|using))',
    'if you (?:stay|keep (?:going|using))',
  ],
  de: [
    'nach (?:ablauf|ende) der testphase',
    'um weiterzumachen',
    'weiter (?:zu )?nutzen',
    '(?:bleiben|weitermachen) (?:möchten|möchtest|wollen|willst)',
    '(?:entscheiden|entscheidest),? (?:zu bleiben|weiterzumachen)',
  ],
  fr: [
    "à la fin de (?:l'|votre )essai",
    "après (?:l'|votre )essai",
    'pour continuer',
    'si (?:vous|tu) (?:décidez|décides|choisissez|choisis|souhaitez|souhaites) de (?:rester|continuer|poursuivre)',
    'si (?:vous restez|tu restes)',
  ],
  es: [
    'al terminar la prueba',
    'tras la prueba',
    'después de la prueba',
    'para continuar',
    'si (?:decides|decide|eliges|elige|quieres|quiere) (?:quedarte|quedarse|seguir|continuar)',
    'si (?:te quedas|se queda)',
  ],
});

/** A question how the site bills: the card named in its answer is a way to pay, not a condition to start. */
export const BILLING_QUESTION =
  /how (?:will|do|can) (?:you|i) (?:charge|bill|pay)|payment methods?|pay(?:ing)? (?:by|with)|zahlungs(?:arten|methoden)|wie (?:kann ich )?(?:bezahl|zahl)|moyens? de paiement|comment (?:payer|régler)|(?:métodos?|formas?) de pago|cómo (?:puedo )?pag/iu;

/** Words that may stand between giving and the card: "enter your card", "Hinterlegen Sie eine Zahlungsmethode", "saisissez votre carte". */
const ACTION_GLUE = /^(?:\s+(?:a|an|your|the|valid|sie|eine[nr]?|ihre[nr]?|gültige[nr]?|une?|votre|vos|la|le|tu|tus|su|una|un|los|las|el|válida))*\s*$/iu;

/** Giving governs the card: it stands before it across glue words, or, in German, after it at the clause's end ("Kartendaten ein", "Karte hinterlegt haben"). */
function givesCard(text: string, action: Found, card: Found): boolean {
  if (action.index < card.index + card.text.length && card.index < action.index + action.text.length) return true;
  if (action.index + action.text.length <= card.index) return ACTION_GLUE.test(text.slice(action.index + action.text.length, card.index));
  return wordsBetween(text, card.index + card.text.length, action.index) <= 4;
}

/** Every word card wording holds one of. */
export const CARD_WORDS = anyPhrase(CARD_NOUN, NO_CARD_HYPHENATED, CC_REQUIRED);

/** The glue a negation may reach a card across: "without entering your card", "sans renseigner de carte". */
const GLUE =
  /^(?:[\s-]+(?:a|an|any|your|us|for|to|be|the|having|de|d'|une?|vos|votre|ta|ton|tu|su|la|el|los|las|de la|ihre?[nr]?|eine[rn]?|einer|die|der|von|nach|zu|à|besoin|need|asked|entering|adding|giving|providing|eingabe|angabe|renseigner|saisir|ajouter|introducir|añadir|nos|nous|uns))*[\s-]*$/iu;

function noun(text: string, span: Span): Found[] {
  const others = matchesIn(text, NOT_A_SIGNUP_CARD, span);
  return matchesIn(text, CARD_NOUN, span).filter(
    (card) => !others.some((other) => card.index < other.index + other.text.length && other.index < card.index + card.text.length),
  );
}

/** A clause that denies a card is needed: the negation before the noun (across glue words or with a requirement), or after it before the requirement. */
function deniedIn(text: string, clause: Span): Found | undefined {
  const compound = matchesIn(text, NO_CARD_COMPOUND, clause)[0];
  if (compound) return compound;
  const stored = matchesIn(text, STORED_CARD, clause);
  const cards = noun(text, clause).filter((card) => !stored.some((each) => card.index >= each.index && card.index < each.index + each.text.length));
  if (cards.length === 0) return undefined;
  const negations = matchesIn(text, NEGATION, clause);
  const requirements = [...matchesIn(text, REQUIREMENT, clause), ...matchesIn(text, CARD_ACTION, clause)];
  for (const card of cards) {
    for (const negation of negations) {
      if (negation.index < card.index) {
        const between = text.slice(negation.index + negation.text.length, card.index);
        if (
          GLUE.test(between) ||
          (wordsBetween(text, negation.index + negation.text.length, card.index) <= 5 && requirements.some((word) => word.index > negation.index))
        )
          return negation;
      } else if (
        negation.index >= card.index + card.text.length &&
        requirements.some((word) => word.index > negation.index) &&
        wordsBetween(text, card.index + card.text.length, negation.index) <= 3
      ) {
        return card;
      }
    }
  }
  return undefined;
}

/** A clause that asks for a card at signup. */
function requiredIn(text: string, clause: Span): Found | undefined {
  const cards = noun(text, clause);
  if (cards.length === 0 || matchesIn(text, NEGATION, clause).length > 0) return undefined;
  const sentence = sentenceAt(text, clause.start);
  if (matchesIn(text, PAID_ONLY, sentence).length > 0 || BILLING_QUESTION.test(text.slice(Math.max(0, clause.start - 120), clause.start))) return undefined;
  const starting = matchesIn(text, START, sentence).length > 0;
  // German puts the charge at the end: "Ihre Karte wird erst nach der Testphase belastet". A card charged after the trial was given before it.
  if (starting && near(text, cards, matchesIn(text, CHARGE, clause), 8)) return cards[0];
  if (matchesIn(text, AFTER_TRIAL, sentence).length > 0) return undefined;
  if (near(text, cards, matchesIn(text, REQUIREMENT, clause), 5)) return cards[0];
  const actions = matchesIn(text, CARD_ACTION, clause);
  if (starting && cards.some((card) => actions.some((action) => givesCard(text, action, card)))) return cards[0];
  return undefined;
}

/** Clauses of a text that promise no card is needed. */
export const noCardPromisesIn = memoByText((text: string): Found[] => {
  return clausesOf(text)
    .map((clause) => deniedIn(text, clause))
    .filter((found): found is Found => found !== undefined);
});

/** Clauses of a text that say a card is needed to sign up or start a trial. */
export const cardRequirementsIn = memoByText((text: string): Found[] => {
  return clausesOf(text)
    .map((clause) => requiredIn(text, clause))
    .filter((found): found is Found => found !== undefined);
});

/** A question about a card; its answer ("No", "Not needed", "Yes") says which. */
export const CARD_QUESTION = CARD_WORDS;

/** An answer that turns the card down by itself ("Not needed", "Nicht nötig", "Inutile", "No hace falta"); a bare "No" only answers whether one is needed. */
export const NO_CARD_ANSWER =
  /^(?:not (?:needed|required|necessary|with us)|nicht (?:nötig|notwendig|erforderlich|bei uns)|inutile|pas (?:besoin|nécessaire|chez nous)|no hace falta|no es necesari[oa]|con nosotros no)(?![\p{L}])/iu;
