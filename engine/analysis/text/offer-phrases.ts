import { DURATION_SOURCE } from './durations.ts';
import { anyPhrase, phrase } from './phrases.ts';

/**
 * How sites word their free offers. "trial and error", "worry-free" or "free
 * migration" match none of these: only whole phrases count, never a lone word.
 */
const D = DURATION_SOURCE;

/** Trial wording that starts with a duration: "14-day free trial", "30 days free", "14 Tage kostenlos", "30 Tage testen", "30 jours d'essai". */
export const DURATION_TRIAL = phrase(`${D} (?:(?:free )?trial|(?:for )?free|(?:lang )?(?:kostenlos|gratis|ausprobieren|testen)|testphase|d'essai|de prueba)`);

/**
 * Trial wording that starts with a word. Kept apart from DURATION_TRIAL because a
 * pattern that may start with any number word is slow to try at every position; on
 * its own it only runs on the few texts that hold its trial words.
 */
export const TRIAL_WORDING = phrase(
  'free trial',
  'trial period',
  'start (?:your |a |my |the )?(?:free )?trial',
  `trial (?:for|of) ${D}`,
  `free for ${D}`,
  `try (?:it |us )?(?:free )?for ${D}`,
  // "Private repos: 30d trial"
  '\\d{1,3}d (?:free )?trial',
  // German
  '(?:kostenlos(?:e|en|er)?|gratis) (?:testen|testphase|testversion|testzeitraum|test)',
  'testphase',
  'testzeitraum',
  'testversion',
  'probemonat',
  // "Probieren Sie es 14 Tage aus", "Testen Sie uns für 30 Tage"
  `(?:probieren|testen) sie (?:\\p{L}+ )?(?:für |)${D}`,
  // French
  'essai gratuit',
  "période d'essai",
  "version d'essai",
  `essai (?:de|pendant) ${D}`,
  `gratuit(?:ement)? pendant ${D}`,
  `essayez(?:-le|-nous)? (?:gratuitement )?pendant ${D}`,
  "(?:commencer|démarrer) (?:l'|mon |votre )essai",
  // Spanish
  'prueba gratuita',
  'prueba gratis',
  'per[ií]odo de prueba',
  'versión de prueba',
  `prueba (?:de )?${D}`,
  `gratis (?:durante|por) ${D}`,
  `pru[eé]ba(?:lo|nos)? (?:gratis )?(?:durante|por) ${D}`,
);

/** Any trial wording, for short texts such as button labels. */
export const FREE_TRIAL = anyPhrase(DURATION_TRIAL, TRIAL_WORDING);
export const FREE_TRIAL_PATTERNS = [DURATION_TRIAL, TRIAL_WORDING] as const;

/**
 * A question whether one can try the product first ("Can I try it before I buy?", "Kann
 * ich es vorher testen?"); a yes that names no free plan and no demo offers a trial.
 */
export const TRY_FIRST_QUESTION = anyPhrase(
  TRIAL_WORDING,
  phrase(
    "(?:try|test) (?:[\\p{L}']+ ){0,2}(?:out )?(?:before|first)",
    'vorher (?:testen|ausprobieren)',
    '(?:testen|ausprobieren),? (?:bevor|vor dem kauf)',
    "(?:essayer|tester) (?:[\\p{L}']+ ){0,2}(?:avant|d'abord)",
    "probar(?:lo|la)? (?:[\\p{L}']+ ){0,2}antes",
  ),
);

export const FREE_PLAN = phrase(
  'free forever',
  'forever free',
  'free plan',
  'free tier',
  'free version',
  'always free',
  'free starter plan',
  'free for (?:individuals|personal use|small teams|students|open source|life|ever|one user|solo|up to \\d+)',
  // "free and open source, forever", "Free – self-hosted, forever"
  'free(?:,? (?:and |&)?(?:open source|self hosted|to use))*,? forever',
  'free (?:to use )?for (?:everyone|everybody)',
  // An edition or a membership that costs nothing: "free community edition", "Community Edition, free"
  'free (?:community |open source |personal |basic |starter |core |hobby )?(?:edition|version|membership)',
  '(?:community|open source|core) (?:edition|version),? (?:[–—:] )?(?:is )?(?:free|kostenlos|gratuite?|gratis)(?! (?:trial|test|testen|essai|prueba))',
  // German
  'für immer (?:kostenlos|gratis)',
  'dauerhaft (?:kostenlos|gratis)',
  'kostenlose(?:r|n)? (?:plan|tarif|version|basisversion)',
  'gratis-?(?:plan|tarif|version)',
  'kostenlos für (?:immer|einzelpersonen|bis zu)',
  '(?:kostenlos|gratis)(?:,? (?:und )?(?:open source|quelloffen|selbst gehostet))*,? (?:für immer|dauerhaft)',
  'kostenlos für jeden',
  // "kostenlose Community Edition", "kostenlose Open-Source-Edition", "kostenlose Mitgliedschaft"
  'kostenlose[rn]? (?:\\p{L}+ )?[\\p{L}-]*edition',
  'kostenlose[rn]? mitgliedschaft',
  // French
  'gratuit pour toujours',
  'toujours gratuit',
  'gratuit à vie',
  '(?:plan|offre|formule|version) gratuite?',
  "gratuit pour (?:les particuliers|un utilisateur|jusqu'à)",
  'gratuite?s?(?:,? (?:et )?(?:open source|libre|auto-hébergée?s?))*,? pour toujours',
  'gratuite? pour tout le monde',
  '[ée]dition (?:communautaire |open source )?gratuite',
  'adhésion gratuite',
  // Spanish
  '(?:gratis|gratuito) para siempre',
  'siempre gratis',
  'plan (?:gratuito|gratis)',
  'versión gratuita',
  'gratis para (?:uso personal|hasta)',
  '(?:gratis|gratuit[oa]s?)(?:,? (?:y )?(?:de )?(?:código abierto|open source|autoalojad[oa]))*,? para siempre',
  'gratis para todo el mundo',
  'edición (?:comunitaria |de código abierto )?gratuita',
  'versión comunitaria gratuita',
  'membresía gratuita',
);

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
export const FREE_PRODUCT_QUESTION = phrase(
  '(?:really|actually|truly|completely|totally|entirely|100 ?%) free',
  'free to use',
  '(?:use|run|host) (?:it |\\p{L}+ )?(?:always )?for free',
  'wirklich (?:kostenlos|gratis|umsonst)',
  'kostenlos (?:nutzen|nutzbar|verwenden)',
  'vraiment gratuite?s?',
  'utiliser (?:\\p{L}+ )?gratuitement',
  'realmente (?:gratis|gratuit[oa]s?)',
  'de verdad (?:gratis|gratuit[oa]s?)',
  'usar (?:\\p{L}+ )?gratis',
);

/** What a question about something free may be about without it being the product: support, setup, shipping. */
export const FREE_SERVICE_WORDING =
  /support|migrat|set-?up|onboarding|install|update|upgrade|shipping|delivery|demo|consult|training|cancel|return|refund|einrichtung|versand|lieferung|schulung|kündigung|beratung|livraison|formation|résiliation|frais|envío|instalación|formación|soporte|asesor|cancelaci/iu;

/** Trying before buying ("try", "Test", "essai", "prueba"): a question about it is about a trial. */
export const TRY_WORDING = /(?<![\p{L}])(?:try|trial|test|tests|testen|ausprobieren|probier\p{L}*|essai|essayer|prueba|probar)(?![\p{L}])/iu;

export const NO_CARD = phrase(
  'no credit card',
  'no card required',
  'no card needed',
  'no cc required',
  'without (?:a |any )?(?:credit )?card',
  'credit card not required',
  'card not required',
  'no payment (?:details|info|information) (?:required|needed)',
  'without (?:having to )?(?:add|enter|provid|giv)(?:e|ing)? (?:a |any |your )?(?:credit |payment )?card',
  // German
  'keine kreditkarte',
  'ohne kreditkarte',
  'keine zahlungsdaten',
  'ohne zahlungsdaten',
  'kreditkarte nicht (?:erforderlich|nötig|notwendig)',
  // French
  'sans carte (?:bancaire|de crédit)',
  'aucune carte (?:bancaire|de crédit)',
  'pas de carte (?:bancaire|de crédit)',
  'carte bancaire non requise',
  'sans cb',
  // Spanish
  'sin tarjeta(?: de crédito)?',
  'no (?:se )?(?:requiere|necesitas|necesita|hace falta|pedimos) (?:una )?tarjeta',
  'tarjeta de crédito no requerida',
);

/** A question whether a card is needed ("Do I need to add a card?"): an answer "No" promises no card. */
export const CARD_QUESTION = phrase(
  '(?:need|have) to (?:add|enter|provide|give) (?:a |my |your |any )?(?:credit |payment )?card',
  'need (?:a |my |any )?(?:credit |payment )?card',
  '(?:credit |payment )?card (?:details )?(?:required|needed|necessary)',
  '(?:require|requires|ask for) (?:a |my |any )?(?:credit |payment )?card',
  // German
  '(?:brauche|benötige) ich (?:eine |meine )?(?:kreditkarte|zahlungsdaten)',
  '(?:kreditkarte|zahlungsdaten) (?:\\p{L}+ ){0,2}(?:nötig|notwendig|erforderlich)',
  // French
  "besoin d'une carte",
  'faut-il (?:une |ma )?carte',
  'carte (?:bancaire |de crédit )?(?:est )?(?:requise|obligatoire|nécessaire|demandée)',
  // Spanish
  'necesito (?:una |mi )?tarjeta',
  '(?:se )?(?:requiere|pide|necesita) (?:una )?tarjeta',
  'tarjeta (?:de crédito )?(?:es )?(?:obligatoria|necesaria|requerida)',
);

/** A stated need for a card; callers drop matches preceded by a negation ("No credit card required"). */
export const CARD_REQUIRED = phrase(
  'credit card (?:is )?required',
  'credit card needed',
  'card required',
  'requires? (?:a |your )?(?:valid )?credit card',
  '(?:enter|add|provide) (?:your |a )?(?:credit |payment )?card(?: details)? to (?:start|begin|activate)',
  'payment details (?:are )?required',
  'a valid (?:credit )?card is required',
  '(?:a|your) (?:credit |payment )?card is (?:required|needed)',
  'ask(?:s)? for (?:a|your) (?:credit |payment )?card (?:up ?front|to start|at sign ?up)',
  '(?:credit )?card (?:details )?up ?front',
  // German
  'kreditkarte (?:ist )?(?:erforderlich|notwendig|nötig)',
  'kreditkarte wird benötigt',
  'kreditkarte benötigt',
  'zahlungsdaten (?:sind )?(?:erforderlich|nötig|notwendig)',
  '(?:kreditkarte|zahlungsdaten) (?:vorab|bei der anmeldung) (?:angeben|hinterlegen)',
  // French
  'carte bancaire (?:est )?(?:requise|obligatoire|nécessaire|demandée)',
  'nous (?:vous )?demandons (?:une|votre) carte',
  'carte de crédit (?:est )?(?:requise|obligatoire|nécessaire)',
  // Spanish
  '(?:se )?requiere (?:una )?tarjeta',
  '(?:te )?pedimos (?:una|tu) tarjeta (?:al empezar|por adelantado|para empezar)',
  'tarjeta de crédito (?:es )?(?:obligatoria|requerida|necesaria)',
);
