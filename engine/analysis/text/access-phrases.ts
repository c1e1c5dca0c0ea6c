import { phrase } from './phrases.ts';

/**
 * How SaaS sites in English, German, French and Spanish word the ways in: create an
 * account, start a trial, ask for a demo. Shared by the access detectors and the
 * page-purpose reading.
 */

/** CTA wording that creates an account or starts free by itself. */
export const SIGNUP_CTA = phrase(
  'sign ?up', 'create (?:an |your |a |my )?(?:free )?(?:account|workspace)', 'start (?:your |a |my )?(?:free )?trial',
  'start (?:for )?free', 'try (?:it |us )?(?:for )?free', 'get started (?:for )?free', 'join (?:for )?free',
  'register(?: now| for free)?', 'open (?:a |an )?(?:free )?account',
  // German
  '(?:jetzt |kostenlos )?registrieren', '(?:konto|account|zugang) (?:erstellen|anlegen|eröffnen)',
  '(?:jetzt )?(?:kostenlos|gratis) (?:testen|starten|loslegen|registrieren)', '(?:test|testphase) starten',
  // French
  "s'inscrire", 'inscrivez(?: |-)?vous', 'inscription(?: gratuite)?', 'créer (?:un|mon|votre) compte',
  '(?:commencer|démarrer|lancer) (?:mon |votre |l\')?essai(?: gratuit)?', 'essai gratuit', 'essayer gratuitement', 'essayez gratuitement',
  '(?:commencer|démarrer|commencez|démarrez) gratuitement',
  // Spanish
  'regístrate', 'registrarse', 'registrarte', 'crear (?:una |mi |tu )?cuenta', 'prueba(?:lo)? gratis', 'pruébalo gratis',
  'prueba gratuita', '(?:empieza|empezar|comienza|comenzar) (?:gratis|tu prueba|la prueba)',
);

/** CTA wording that could lead anywhere; it counts as signup only if its target does. */
export const WEAK_START_CTA = phrase(
  'get started', 'start now', 'start today', 'try (?:it )?now', 'get going', 'jetzt starten', '(?:jetzt )?loslegen',
  'commencer', 'commencez', 'démarrer', 'démarrez', 'empezar', 'empieza(?: ya| ahora)?', 'comenzar', 'comienza(?: ya| ahora)?',
);

/** Signing in to an existing account: not a way in for new visitors. */
export const LOGIN_WORDING = phrase(
  'log ?in', 'sign ?in', 'anmelden', 'einloggen', 'connexion', 'se connecter', 'iniciar sesión', 'inicia sesión', 'entrar', 'acceder',
);

/** Asking for a demo or a sales conversation, in any of the four languages. */
export const DEMO_REQUEST = phrase(
  '(?:book|request|schedule|get|arrange|see|order) (?:a |an |your |our )?(?:free |personal |personali[sz]ed |live |custom |1:1 |quick |product )?demo',
  'demo request', 'request (?:a )?(?:call ?back|call|quote|consultation|pricing)', 'contact (?:our )?sales(?: team)?',
  // "Talk to our shipping experts": one word of colour may sit between "our" and who it is.
  '(?:talk|speak) (?:to|with) (?:sales|us|someone|(?:an?|our) (?:[\\p{L}-]+ )?(?:experts?|specialists?|advisors?|consultants?|team|sales team))',
  "let's talk", 'chat with (?:sales|our sales team)',
  '(?:book|schedule) (?:a |your )?(?:call|meeting|consultation|strategy call)', 'get a quote',
  'contact us for (?:pricing|a quote|a demo)',
  // German
  '(?:kostenlose |persönliche )?demo (?:buchen|anfordern|vereinbaren|anfragen)', 'demo-termin', 'termin (?:vereinbaren|buchen)',
  'beratung(?:sgespräch|stermin)? (?:buchen|vereinbaren|anfragen)', 'vertrieb kontaktieren', 'mit (?:dem |unserem )?vertrieb sprechen',
  'angebot anfordern', 'rückruf (?:anfordern|vereinbaren)',
  // French
  '(?:demander|demandez|réserver|réservez|planifier|planifiez|obtenir|programmer) une démo(?:nstration)?', 'demande de démo',
  "(?:contacter|contactez) (?:l'équipe commerciale|notre équipe commerciale|les ventes|nos experts?|un expert|le service commercial)",
  "parler à (?:un expert|l'équipe commerciale|un conseiller|nos équipes)", 'prendre rendez-vous', 'demander un devis', 'être rappelé',
  // Spanish
  '(?:solicitar|solicita|reservar|reserva|agendar|agenda|pedir|pide|programar|programa) (?:una )?demo(?:stración)?',
  'hablar con (?:ventas|un experto|un asesor|nuestro equipo)', '(?:contactar|contacta|contacte) (?:con )?(?:ventas|el equipo comercial|un experto)',
  '(?:solicitar|solicita) (?:una )?(?:cotización|presupuesto|llamada)',
);

/** A pricing tier's "Contact us": a sales conversation in place of a price. */
export const TIER_CONTACT = phrase(
  'contact us', 'contact', 'get in touch', 'talk to us', 'kontakt(?: aufnehmen)?', 'kontaktieren sie uns', 'anfragen',
  'nous contacter', 'contactez(?:-| )nous', 'contáctanos', 'contáctenos', 'contactar', 'contacto',
);

/** Where a link goes to ask for a demo or a call, not to create an account. */
export const SALES_PATH = /\/(?:contact|demo|book|sales|request|talk|call|kontakt|beratung|termin|contacto|contactez|rendez-vous|demande|cita)(?:[-/_?#.]|$)/i;

/** Where a link goes to create an account. */
export const SIGNUP_PATH = /\/(?:sign-?up|register|registration|join|trial|free-trial|start-trial|create-account|onboarding|registrieren|registrierung|inscription|registro|essai|prueba)(?:[-/_?#.]|$)/i;

/** Subdomains where products live: a link there starts the product. */
export const APP_HOST = /^(?:app|my|dashboard|console|portal|go)\./i;
