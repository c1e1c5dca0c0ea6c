import { DURATION_SOURCE } from './durations.ts';
import { anyPhrase, phrase } from './phrases.ts';

/**
 * How sites word their free offers. "trial and error", "worry-free" or "free
 * migration" match none of these: only whole phrases count, never a lone word.
 */
const D = DURATION_SOURCE;

/** Trial wording that starts with a duration: "14-day free trial", "30 days free", "14 Tage kostenlos", "30 jours d'essai". */
export const DURATION_TRIAL = phrase(`${D} (?:(?:free )?trial|(?:for )?free|(?:lang )?(?:kostenlos|gratis)|testphase|d'essai|de prueba)`);

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
  // German
  '(?:kostenlos(?:e|en|er)?|gratis) (?:testen|testphase|testversion|testzeitraum|test)',
  'testphase',
  'testzeitraum',
  'testversion',
  'probemonat',
  // French
  'essai gratuit',
  "période d'essai",
  "version d'essai",
  `essai (?:de|pendant) ${D}`,
  `gratuit(?:ement)? pendant ${D}`,
  "(?:commencer|démarrer) (?:l'|mon |votre )essai",
  // Spanish
  'prueba gratuita',
  'prueba gratis',
  'per[ií]odo de prueba',
  'versión de prueba',
  `prueba (?:de )?${D}`,
  `gratis (?:durante|por) ${D}`,
);

/** Any trial wording, for short texts such as button labels. */
export const FREE_TRIAL = anyPhrase(DURATION_TRIAL, TRIAL_WORDING);
export const FREE_TRIAL_PATTERNS = [DURATION_TRIAL, TRIAL_WORDING] as const;

export const FREE_PLAN = phrase(
  'free forever',
  'forever free',
  'free plan',
  'free tier',
  'free version',
  'always free',
  'free starter plan',
  'free for (?:individuals|personal use|small teams|students|open source|life|ever|one user|solo|up to \\d+)',
  // German
  'für immer (?:kostenlos|gratis)',
  'dauerhaft (?:kostenlos|gratis)',
  'kostenlose(?:r|n)? (?:plan|tarif|version|basisversion)',
  'gratis-?(?:plan|tarif|version)',
  'kostenlos für (?:immer|einzelpersonen|bis zu)',
  // French
  'gratuit pour toujours',
  'toujours gratuit',
  'gratuit à vie',
  '(?:plan|offre|formule|version) gratuite?',
  "gratuit pour (?:les particuliers|un utilisateur|jusqu'à)",
  // Spanish
  '(?:gratis|gratuito) para siempre',
  'siempre gratis',
  'plan (?:gratuito|gratis)',
  'versión gratuita',
  'gratis para (?:uso personal|hasta)',
);

/** A pricing tier whose name is just "Free". */
export const FREE_TIER_NAME = /^(?:free|free forever|gratis|kostenlos|gratuit|gratuito)$/iu;

export const NO_CARD = phrase(
  'no credit card',
  'no card required',
  'no card needed',
  'no cc required',
  'without (?:a |any )?(?:credit )?card',
  'credit card not required',
  'card not required',
  'no payment (?:details|info|information) (?:required|needed)',
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
