import { phrase } from '../phrases.ts';
import { lexiconPhrase } from './lexicon.ts';

/**
 * The ways in a visitor takes alone: create an account, start free, buy, download or
 * install. Each is a wording of a call to action; whether it really lets the visitor in
 * is read from where it leads (signals/self-serve-signup.ts). Told apart here: signing
 * in, a newsletter, an event, a job, reading matter.
 */

/** CTA wording that creates an account or starts free by itself. */
export const SIGNUP_CTA = lexiconPhrase({
  en: [
    'sign ?up',
    'create (?:an |your |a |my )?(?:free )?(?:account|workspace)',
    'start (?:your |a |my )?(?:free )?trial',
    'start (?:for )?free',
    'try (?:it |us )?(?:for )?free',
    'get started (?:for )?free',
    'join (?:for )?free',
    'register(?: now| for free)?',
    '(?:open|open an?) account',
    '(?:open|open an?) free account',
  ],
  de: [
    'registrieren',
    '(?:jetzt|kostenlos|gratis) registrieren',
    '(?:kostenlos |gratis )anmelden',
    '(?:konto|account|zugang|arbeitsbereich) (?:erstellen|anlegen|eröffnen)',
    '(?:kostenloses |neues )?konto (?:erstellen|anlegen|eröffnen)',
    '(?:jetzt )?(?:kostenlos|gratis|kostenfrei) (?:testen|starten|loslegen|registrieren|ausprobieren)',
    '(?:test|testphase) starten',
  ],
  fr: [
    "s'inscrire",
    'inscrivez(?: |-)?vous',
    'inscription(?: gratuite)?',
    'créer (?:un|mon|votre) (?:compte|espace)',
    "(?:commencer|démarrer|lancer) (?:mon |votre |l')?essai(?: gratuit)?",
    'essai gratuit',
    'essayer gratuitement',
    'essayez gratuitement',
    '(?:commencer|démarrer|commencez|démarrez) gratuitement',
    'ouvrir un compte(?: gratuit)?',
  ],
  es: [
    'regístrate',
    'registrarse',
    'registrarte',
    'crear (?:una |mi |tu )?cuenta',
    'abrir una cuenta(?: gratis| gratuita)?',
    'prueba(?:lo)? gratis',
    'pruébalo gratis',
    'prueba gratuita',
    '(?:empieza|empezar|comienza|comenzar|únete) (?:gratis|tu prueba|la prueba)',
  ],
});

/**
 * CTA wording of starting, creating, trying or buying: it could lead anywhere, so it
 * counts as signup only if its target does (an app host, a signup or checkout path,
 * a page with an account form).
 */
export const WEAK_START_CTA = lexiconPhrase({
  en: [
    'get started',
    'start (?:now|today|here|building|creating|writing|designing|selling|free)',
    'start (?:your|a|my) (?:first |own )?\\p{L}+',
    'try (?:it )?(?:now|today|for yourself)',
    'try \\p{L}+ (?:now|today)',
    'get going',
    'create (?:your|a|an|my) (?:first |own )?\\p{L}+',
    'build (?:your|a|an) (?:first |own )?\\p{L}+',
    'deploy (?:now|for free|on \\p{L}+|to \\p{L}+|your (?:first )?\\p{L}+)',
    'launch (?:your|a) \\p{L}+',
    'get \\p{L}+ (?:for free|free|now)',
    '(?:open|go to) (?:the app|app)',
    'choose (?:this )?plan',
    'select (?:this )?plan',
  ],
  de: [
    'jetzt starten',
    'loslegen',
    'jetzt loslegen',
    "los geht's",
    'starten',
    'jetzt (?:testen|ausprobieren)',
    'ausprobieren',
    '(?:ihr|ihre|ihren|dein|deine|deinen|erste|ersten|eigene|eigenen) \\p{L}+ (?:erstellen|anlegen|starten)',
    '\\p{L}+ (?:erstellen|anlegen)',
    'zur app',
    '(?:app|konsole) öffnen',
    'in den warenkorb',
    'zur kasse',
    '[\\p{L}-]*(?:tarif|plan|paket) wählen',
  ],
  fr: [
    'commencer',
    'commencez',
    'démarrer',
    'démarrez',
    "c'est parti",
    'essayer(?: maintenant)?',
    'essayez(?:-le)?(?: maintenant)?',
    'lancez-vous',
    "(?:je passe|passer|passez) à l'action",
    'créer (?:mon|ma|votre|un|une) (?:premier |première )?\\p{L}+',
    'créez (?:votre|un|une) (?:premier |première )?\\p{L}+',
    'souscrire',
    'choisir (?:ce|cette|un|une) (?:plan|offre|formule)',
    "accéder à l'app(?:lication)?",
    'ouvrir la console',
  ],
  es: [
    'empezar',
    'empieza(?: ya| ahora)?',
    'comenzar',
    'comienza(?: ya| ahora)?',
    'vamos',
    'probar(?: ahora| ya)?',
    'pruébalo(?: ahora| ya)?',
    'prueba (?:ahora|ya)',
    'crea (?:tu|una|un) (?:primer |primera )?\\p{L}+',
    'crear (?:tu|una|un|mi) (?:primer |primera )?\\p{L}+',
    'elegir (?:este )?plan',
    'abrir la consola',
  ],
});

/** Buying online: a card and a checkout, no one to talk to ("Buy now", "Jetzt kaufen – 79 €", "Acheter", "Comprar ahora"). */
export const BUY_CTA = lexiconPhrase({
  en: ['buy(?: now| online| it)?', 'buy \\p{L}+', 'purchase(?: now)?', 'order now', 'add to cart', 'checkout'],
  de: ['(?:jetzt |online )?kaufen', '\\p{L}+ kaufen', 'jetzt bestellen', 'in den warenkorb', 'zur kasse'],
  fr: ['acheter(?: maintenant| en ligne)?', 'ajouter au panier'],
  es: ['comprar(?: ahora| ya| online)?', 'añadir al carrito'],
});

/** A download or install offered as a way to start (open-source and desktop products). */
export const DOWNLOAD_CTA = lexiconPhrase({
  en: [
    'download(?: now| (?:it )?(?:for )?free| for (?:mac|macos|windows|linux|ios|android)| the (?:desktop |mobile )?app| \\p{L}+)?',
    'install(?: now| for free| the app)?',
    'get (?:it|the app) on',
    'self-host(?:ed)?',
    'self host',
    // A store's badge names the store only.
    '(?:mac )?app store',
    'google play',
    'play store',
    'microsoft store',
  ],
  de: [
    'jetzt \\p{L}+ laden',
    '(?:jetzt |kostenlos )?herunterladen',
    'für \\p{L}+ herunterladen',
    '\\p{L}+ herunterladen',
    'installieren',
    'im app store laden',
    'selbst hosten',
  ],
  fr: ['auto-hébergé', 'auto-héberger', 'télécharger(?: gratuitement| maintenant)?', 'télécharger pour \\p{L}+', 'téléchargez', 'installer'],
  es: ['autohospedado', 'autoalojar', 'descargar(?: gratis| ahora)?', 'descargar para \\p{L}+', 'descarga(?: gratis| ahora)?', 'instalar'],
});

/** What a "Download" offers when it is reading matter, not the product. */
export const DOCUMENT_WORDING = lexiconPhrase({
  en: ['white ?paper', 'e-?book', 'report', 'guide', 'brochure', 'data ?sheet', 'pdf', 'case stud(?:y|ies)', 'checklist', 'playbook', 'template', 'price list'],
  de: ['leitfaden', 'broschüre', 'studie', 'whitepaper', 'preisliste', 'datenblatt'],
  fr: ['livre blanc', 'rapport', 'étude', 'guide', 'brochure', 'grille tarifaire'],
  es: ['guía', 'informe', 'folleto', 'estudio', 'libro blanco', 'lista de precios'],
});

/** A command that installs or runs the product, offered on the home page ("npm install acme", "docker run acme"). */
export const INSTALL_COMMAND = phrase(
  'npm (?:install|i|create|init)',
  'npx',
  'pip3? install',
  'pipx install',
  'brew install',
  'docker (?:run|pull|compose up)',
  'docker compose f \\S+ up',
  'yarn (?:add|create)',
  'pnpm (?:add|create|dlx)',
  'go install',
  'cargo install',
  'gem install',
  'composer (?:require|create-project)',
  'helm install',
  'winget install',
  'apt(?:-get)? install',
  'curl -[\\p{L}]+ https',
);

/** Signing in to an existing account, or the area existing customers use: not a way in for new visitors. */
export const LOGIN_WORDING = lexiconPhrase({
  en: ['log ?in', 'sign ?in', 'my account', '(?:customer|client|patient|partner|member|staff|employee) (?:portal|area|login|dashboard)', 'portal'],
  de: ['anmelden', 'einloggen', 'mein konto', 'kundenportal', 'kundenbereich', 'kundenlogin', 'partnerportal'],
  fr: ['connexion', 'se connecter', 'mon compte', 'espace (?:client|membre|patient|partenaires?)'],
  es: ['iniciar sesión', 'inicia sesión', 'entrar', 'acceder', 'mi cuenta', 'área (?:de )?clientes', 'portal (?:de )?(?:clientes|pacientes|socios)'],
});

/** Signing up for something that is not the product: a newsletter, an event, a job. */
export const NOT_THE_PRODUCT = lexiconPhrase({
  en: [
    'newsletters?',
    'subscribe',
    'mailing list',
    'updates by e-?mail',
    'webinars?',
    'events?',
    'summit',
    'conference',
    'meetups?',
    'workshops?',
    'careers?',
    'jobs?',
    'join (?:our|the) team',
    'hiring',
  ],
  de: ['newsletter', 'abonnieren', 'webinar(?:e|en)?', 'konferenz', 'veranstaltung(?:en)?', 'karriere', 'jobs?', 'stellen(?:angebote)?', 'teil unseres teams'],
  fr: [
    'newsletter',
    "lettre d'information",
    "s'abonner",
    'abonnez-vous',
    'webinaires?',
    'conférences?',
    'événements?',
    'carrières?',
    'emplois?',
    'recrutement',
    '(?:rejoindre|rejoignez) notre équipe',
  ],
  es: ['boletín', 'newsletter', 'suscribirme', 'suscríbete', 'webinars?', 'congresos?', 'eventos?', 'empleo', 'trabaja con nosotros', 'únete a nuestro equipo'],
});

/** Where a link goes to create an account. */
export const SIGNUP_PATH =
  /\/(?:sign-?up|register|registration|join|trial|free-trial|start-trial|create-account|onboarding|onboard|registrieren|registrierung|inscription|registro|essai|prueba|checkout|cart|buy|purchase)(?:[-/_?#.]|$)/i;

/** Paths that create an account or buy whatever the link says (not "join", which is often careers). */
export const ACCOUNT_PATH =
  /\/(?:sign-?up|register|registration|create-account|start-trial|free-trial|registrieren|registrierung|inscription|registro|checkout)(?:[-/_?#.]|$)/i;

/** Registering for an event, a newsletter or a job is not becoming a user. */
export const EVENT_PATH =
  /\/(?:webinars?|webinare|webinaires|events?|veranstaltungen|evenements|événements|eventos|conference|konferenz|congreso|workshops?|meetups?|newsletter|subscribe|boletin|careers?|karriere|carrieres|empleo|jobs)(?:[-/_?#.]|$)/i;

/** Subdomains where products live: a link there starts the product. */
export const APP_HOST = /^(?:app|my|dashboard|console|cloud|portal|go)\./i;
