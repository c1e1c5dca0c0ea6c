import { matches } from '../phrases.ts';
import { lexiconPhrase, type Lexicon } from './lexicon.ts';

/**
 * A demo a visitor opens and uses by themselves (a click-through tour, a public demo
 * instance, a sandbox, a playground, a demo login shown on the page), told apart from
 * a demo someone gives them (a call, a booking, a webinar, access to request).
 */

/** Link or button wording of a demo to try now: "Take the interactive tour", "Demo ausprobieren", "Essayer la démo", "Probar la demo". */
const TRY_DEMO_LABELS: Lexicon = {
  en: [
    'interactive (?:product )?(?:demo|tour|walkthrough)',
    'click-?through (?:demo|tour)',
    'self-guided (?:demo|tour)',
    'take (?:a|the) (?:\\p{N}+-minute )?(?:product )?tour',
    'explore (?:the|a) (?:live )?(?:demo|sandbox|demo workspace|playground)',
    '(?:try|test|explore|open|launch) (?:the |our |a )?(?:live |online |public |interactive )?(?:demo|sandbox|playground)(?! (?:call|meeting|session|webinar))',
    'demo (?:workspace|sandbox|account|instance|store|shop|site)',
    'try it in (?:your|the) browser',
    'try (?:it|us) live',
  ],
  de: [
    'interaktive (?:demo|produkttour|tour)',
    'produkttour',
    '(?:die )?(?:live-?)?demo (?:selbst )?(?:ausprobieren|testen|starten|öffnen)',
    'demo-?(?:konto|zugang|umgebung|shop|instanz|account)(?: (?:öffnen|ansehen|testen|ausprobieren))?',
    'sandbox (?:öffnen|testen|ausprobieren)',
  ],
  fr: [
    'démo interactive',
    "(?:essayer|essayez|testez|tester|ouvrir|ouvrez|explorer|explorez) (?:la |notre |l')?(?:démo|démonstration|application de (?:démo|démonstration))(?: en (?:direct|ligne))?",
    'visite (?:guidée|interactive)(?: interactive| du produit)?',
    'compte (?:de )?(?:démonstration|démo)',
  ],
  es: [
    'demo interactiva',
    '(?:prueba|probar|pruebe|explora|explorar|abre|abrir) (?:la |nuestra )?demo(?: en (?:vivo|directo|línea))?',
    'recorrido (?:interactivo|por el producto)',
    'tour (?:interactivo|del producto)',
    'cuenta (?:de )?(?:ejemplo|demostración|demo)',
    'entorno de (?:pruebas|demostración)',
  ],
};

/**
 * The bare names of a place to try things ("Playground", "Sandbox", "Product tour"): in
 * the page body an offer, in a menu often the name of another tool or page, so read
 * there only with a verb or a demo host.
 */
const TRY_PLACE_NAMES: Lexicon = {
  en: ['product tour', '(?:live |online |api |interactive )?playground', 'sandbox'],
  de: ['produkttour', 'sandbox', 'playground'],
  fr: ['bac à sable', 'playground', 'sandbox'],
  es: ['sandbox', 'playground', 'entorno de pruebas'],
};

/** A demo named as live or online, to open now: "Live demo", "Online-Demo", "Démo en ligne", "Demo en vivo", "Demo version". */
const LIVE_DEMOS: Lexicon = {
  en: ['live ?demos?', 'online demos?', 'demo version', 'public demo'],
  de: ['live-?demos?', 'online-?demos?', 'demo-?version'],
  fr: ['démos? en (?:ligne|direct)', 'démonstration en ligne', 'version de démo'],
  es: ['demos? en (?:vivo|directo|línea)', 'demostración en (?:vivo|línea)', 'versión demo'],
};

/** The same in running text, where it must be unmistakable: an interactive tour, a sandbox to try, a demo account or environment. */
const TRY_DEMO_COPY: Lexicon = {
  en: [
    'interactive (?:product )?(?:demo|tour|walkthrough)',
    'click-?through (?:demo|tour)',
    'click through (?:a|the|our) (?:live |interactive |sample )?(?:version|demo|product|tour|workspace)',
    'self-guided (?:demo|tour)',
    '(?:try|explore|play (?:with|in)|test) (?:the|our|a|an) (?:live |online |public |free )?(?:sandbox|playground|demo (?:account|workspace|instance|store|environment)|example (?:account|workspace|project))',
    '(?:live|online|public|api) playground',
    'demo environment',
    '(?:try|explore|open) (?:the|our|a) (?:live|online|public|interactive) demo',
  ],
  de: [
    'interaktive (?:demo|produkttour|tour)',
    'klicken sie sich (?:selbst )?durch',
    'klick dich (?:selbst )?durch',
    'demo-?(?:konto|umgebung|instanz)',
    'beispiel-?(?:konto|firma|unternehmen|account)',
    '(?:unsere|die) (?:live-?|online-?)demo (?:ausprobieren|testen|erkunden)',
  ],
  fr: [
    'démo interactive',
    'visite (?:guidée )?interactive',
    'compte de (?:démonstration|démo)',
    'environnement de (?:démonstration|démo)',
    'bac à sable',
    'entreprise fictive',
    '(?:essayez|explorez|testez) (?:notre|la) démo en (?:ligne|direct)',
  ],
  es: [
    'demo interactiva',
    'recorrido interactivo',
    'tour interactivo',
    'cuenta de (?:ejemplo|demostración|demo)',
    'empresa ficticia',
    'entorno de demostración',
    '(?:prueba|explora) (?:nuestra|la) demo en (?:vivo|directo|línea)',
  ],
};

/** A heading that names a tour to take, over the button that starts it ("Visite interactive" / "Démarrer la visite"). */
const TOUR_HEADINGS: Lexicon = {
  en: ['interactive (?:product )?(?:demo|tour)', 'self-guided (?:demo|tour)', 'guided tour', 'product tour'],
  de: ['interaktive (?:demo|produkttour|tour)', 'geführte tour', 'produkttour'],
  fr: ['visite (?:guidée|interactive)', 'démo interactive'],
  es: ['tour interactivo', 'recorrido interactivo', 'demo interactiva'],
};
/** The button that starts it. */
const START_TOUR: Lexicon = {
  en: ['(?:start|begin|take|launch) (?:the |a )?(?:\\p{L}+ )?tour'],
  de: ['(?:tour|rundgang) starten', '(?:tour|rundgang) beginnen'],
  fr: ['(?:démarrer|lancer|commencer) la visite'],
  es: ['(?:empezar|comenzar|iniciar) (?:el )?(?:tour|recorrido)'],
};

/** Link text that names a demo ("Démo en ligne", "Live demo", "DEMO"). */
const DEMO_WORDS: Lexicon = {
  en: ['demos?', 'live ?demo'],
  de: ['demos?', 'live-?demo'],
  fr: ['démos?', 'démonstration'],
  es: ['demos?', 'demostración'],
};

/** ...but asks for one to be given: a call, a booking, a form, an expert, a webinar. */
const DEMO_GIVEN: Lexicon = {
  en: ['book', 'request', 'schedule', 'get', 'contact', 'talk', 'call', 'meeting', 'webinar', 'expert', 'sales', 'personali[sz]ed', 'free demo', 'join'],
  de: ['anfragen', 'anfordern', 'buchen', 'vereinbaren', 'termin', 'kontakt', 'experten', 'vertrieb', 'webinar', 'persönliche', 'kostenlose demo'],
  fr: [
    'demander',
    'demandez',
    'réserver',
    'réservez',
    'planifier',
    'obtenir',
    'rendez-vous',
    'contact',
    'expert',
    'webinaire',
    'personnalisée',
    'démo gratuite',
  ],
  es: [
    'solicitar',
    'solicita',
    'reservar',
    'reserva',
    'agendar',
    'agenda',
    'pedir',
    'pide',
    'contacto',
    'experto',
    'webinar',
    'personalizada',
    'demo gratuita',
    'demo gratis',
    'solicite',
    'reserve',
    'agende',
    'obtener',
    'obtén',
    'obtenga',
  ],
};

/** Watching a demo someone shows: a video or a call when the demo is not live ("See a demo", "Ver demo", "Regarder la démo"). */
const DEMO_SHOWN: Lexicon = {
  en: ['see', 'watch', 'view'],
  de: ['ansehen', 'anschauen', 'sehen'],
  fr: ['voir', 'regarder'],
  es: ['ver', 'mira'],
};

/** A demo login shown to visitors: a password given with its value ("Password: demo", "Mot de passe : demo", "Contraseña: demo"). */
const SHOWN_PASSWORD: Lexicon = {
  en: ['password(?: is)?:? ?\\S{3,}', 'the password \\S{3,}'],
  de: ['(?:passwort|kennwort)(?: ist)?:? ?\\S{3,}'],
  fr: ['mot de passe(?: est)? ?:? ?\\S{3,}'],
  es: ['contraseña(?: es)?:? ?\\S{3,}', 'clave:? ?\\S{3,}'],
};

export const TRY_DEMO_LABEL = lexiconPhrase(TRY_DEMO_LABELS);
export const TRY_PLACE_NAME = lexiconPhrase(TRY_PLACE_NAMES);
const LIVE_DEMO = lexiconPhrase(LIVE_DEMOS);
export const TRY_DEMO_WORDING = lexiconPhrase(TRY_DEMO_COPY);
export const TOUR_HEADING = lexiconPhrase(TOUR_HEADINGS);
export const START_TOUR_LABEL = lexiconPhrase(START_TOUR);
const DEMO_WORD = lexiconPhrase(DEMO_WORDS);
const DEMO_GIVEN_WORDING = lexiconPhrase(DEMO_GIVEN);
const DEMO_SHOWN_WORDING = lexiconPhrase(DEMO_SHOWN);
const PASSWORD_SHOWN = lexiconPhrase(SHOWN_PASSWORD);

/** A link label naming a demo, not asking for one to be given: "Live demo", "Zur Demo", "Démo en ligne", "Demo en vivo". */
export function namesDemoToOpen(label: string): boolean {
  return matches(DEMO_WORD, label) && !asksForDemo(label) && !matches(DEMO_SHOWN_WORDING, label);
}

/** A demo asked for or given by someone: "Request a demo", "Demo buchen", "Démo gratuite", "Ver demo". */
export function asksForDemo(label: string): boolean {
  // Compounds hold the ask too: "Live-Demo-Webinar", "Demo-Termin".
  return matches(DEMO_GIVEN_WORDING, label.replace(/-/g, ' '));
}

/** A demo login shown in a block of text. */
export function showsDemoLogin(text: string): boolean {
  return matches(PASSWORD_SHOWN, text);
}

/** A demo login carried by the link itself: "?email=demo@acme.io&password=demo", "?user=demo&pass=demo". */
const LOGIN_IN_QUERY = /[?&](?:password|pass|pwd|passwort|mdp|clave|contrase(?:ñ|%C3%B1)a)=[^&#]{3,}|[?&](?:email|user|login|username|usuario)=demo\b/i;

export function carriesDemoLogin(href: string): boolean {
  return LOGIN_IN_QUERY.test(href);
}

/** Hosts where products keep a public demo instance: demo.acme.com, play.acme.dev, sandbox.acme.io, try.acme.app. */
export const DEMO_HOST = /^(?:demo|demos|play|playground|sandbox|try|live-demo|livedemo)\./i;
/** A demo path on the product's own app: app.acme.com/demo, app.acme.com/try-demo, /demo-workspace. */
export const DEMO_PATH = /\/(?:[\w-]*-)?demos?(?:[/?#-]|$)/i;

/** A label naming a live or online demo to open, not asking for one: "View live demo", "Zur Online-Demo", "Démo en ligne". */
export function namesLiveDemo(label: string): boolean {
  return matches(LIVE_DEMO, label) && !asksForDemo(label);
}

/** Where a link asks for a demo to be given: /request-demo, /book-a-demo, /demo-anfragen, /solicitar-demo. */
const DEMO_REQUEST_PATH =
  /\/(?:[\w-]*[-_])?(?:request|book|schedule|get|contact|solicitar|reservar|agendar|anfragen|buchen|demander|reserver|prendre)[-_](?:a[-_]|une?[-_]|una[-_])?demo|\/demo[-_]?(?:request|anfrage|anfordern|buchen|solicitud|demande)/i;

export function asksForDemoPath(href: string): boolean {
  return DEMO_REQUEST_PATH.test(href);
}

/** Subdomains that serve the company, not a demo: the app, docs, blog, help, status, accounts. */
const FUNCTIONAL_SUBDOMAIN =
  /^(?:www\d?|app|apps|docs?|blog|help|support|status|api|console|dashboard|login|auth|accounts?|my|portal|community|forum|shop|store|careers|jobs|cdn|assets|static|media|go|get|cloud|developers?|dev|marketplace|academy|learn|kb|knowledge|news|events?|id|sso|partners?|downloads?|mail|info|en|de|fr|es|pt|it|nl)\./i;

/** A subdomain of the brand that could hold a showcase (songs-search.acme.org), not one that serves the company. */
export function isShowcaseSubdomain(host: string): boolean {
  return host.split('.').length >= 3 && !FUNCTIONAL_SUBDOMAIN.test(host);
}
