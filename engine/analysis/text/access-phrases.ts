import { DURATION_SOURCE } from './durations.ts';
import { anyPhrase, phrase } from './phrases.ts';

/**
 * How SaaS sites in English, German, French and Spanish word the ways in: create an
 * account, start a trial, ask for a demo. Shared by the access detectors and the
 * page-purpose reading.
 */

/** CTA wording that creates an account or starts free by itself. */
export const SIGNUP_CTA = phrase(
  'sign ?up',
  'create (?:an |your |a |my )?(?:free )?(?:account|workspace)',
  'start (?:your |a |my )?(?:free )?trial',
  'start (?:for )?free',
  'try (?:it |us )?(?:for )?free',
  'get started (?:for )?free',
  'join (?:for )?free',
  'register(?: now| for free)?',
  'open (?:a |an )?(?:free )?account',
  // German
  '(?:jetzt |kostenlos )?registrieren',
  '(?:konto|account|zugang) (?:erstellen|anlegen|eröffnen)',
  '(?:jetzt )?(?:kostenlos|gratis) (?:testen|starten|loslegen|registrieren)',
  '(?:test|testphase) starten',
  // French
  "s'inscrire",
  'inscrivez(?: |-)?vous',
  'inscription(?: gratuite)?',
  'créer (?:un|mon|votre) compte',
  "(?:commencer|démarrer|lancer) (?:mon |votre |l')?essai(?: gratuit)?",
  'essai gratuit',
  'essayer gratuitement',
  'essayez gratuitement',
  '(?:commencer|démarrer|commencez|démarrez) gratuitement',
  // Spanish
  'regístrate',
  'registrarse',
  'registrarte',
  'crear (?:una |mi |tu )?cuenta',
  'prueba(?:lo)? gratis',
  'pruébalo gratis',
  'prueba gratuita',
  '(?:empieza|empezar|comienza|comenzar) (?:gratis|tu prueba|la prueba)',
);

/**
 * CTA wording of starting, creating, trying or buying: it could lead anywhere, so it
 * counts as signup only if its target does (an app host, a signup or checkout path,
 * a page with an account form).
 */
export const WEAK_START_CTA = phrase(
  'get started',
  'start (?:now|today|here|building|creating|writing|designing|selling|free)',
  'start (?:your|a|my) (?:first |own )?\\p{L}+',
  'try (?:it )?(?:now|today|for yourself)',
  'try \\p{L}+ (?:now|today)',
  'get going',
  'create (?:your|a|an|my) (?:first |own )?\\p{L}+',
  'build (?:your|a|an) (?:first |own )?\\p{L}+',
  'deploy (?:now|for free|on \\p{L}+|to \\p{L}+|your \\p{L}+)',
  'launch (?:your|a) \\p{L}+',
  'get \\p{L}+ (?:for free|free|now)',
  '(?:open|go to) (?:the app|app)',
  'choose (?:this )?plan',
  'select (?:this )?plan',
  // German
  'jetzt starten',
  'loslegen',
  'jetzt loslegen',
  'starten',
  'jetzt (?:testen|ausprobieren)',
  'ausprobieren',
  '(?:ihr|ihre|ihren|dein|deine|deinen|erste|ersten|eigene|eigenen) \\p{L}+ (?:erstellen|anlegen|starten)',
  'zur app',
  'app öffnen',
  'in den warenkorb',
  'zur kasse',
  '(?:tarif|plan|paket) wählen',
  // French
  'commencer',
  'commencez',
  'démarrer',
  'démarrez',
  'essayer(?: maintenant)?',
  'essayez(?:-le)?(?: maintenant)?',
  'lancez-vous',
  'créer (?:mon|ma|votre|un|une) (?:premier |première )?\\p{L}+',
  'créez (?:votre|un|une) (?:premier |première )?\\p{L}+',
  'souscrire',
  'choisir (?:ce|cette|un|une) (?:plan|offre|formule)',
  "accéder à l'app(?:lication)?",
  // Spanish
  'empezar',
  'empieza(?: ya| ahora)?',
  'comenzar',
  'comienza(?: ya| ahora)?',
  'probar(?: ahora| ya)?',
  'pruébalo(?: ahora| ya)?',
  'prueba (?:ahora|ya)',
  'crea (?:tu|una|un) (?:primer |primera )?\\p{L}+',
  'crear (?:tu|una|un|mi) (?:primer |primera )?\\p{L}+',
  'elegir (?:este )?plan',
);

/** Buying online: a card and a checkout, no one to talk to ("Buy now", "Jetzt kaufen – 79 €", "Acheter", "Comprar ahora"). */
export const BUY_CTA = phrase(
  'buy(?: now| online| it)?',
  'buy \\p{L}+',
  'purchase(?: now)?',
  'order now',
  'add to cart',
  'checkout',
  '(?:jetzt |online )?kaufen',
  '\\p{L}+ kaufen',
  'jetzt bestellen',
  'in den warenkorb',
  'zur kasse',
  'acheter(?: maintenant| en ligne)?',
  'ajouter au panier',
  'comprar(?: ahora| ya| online)?',
  'añadir al carrito',
);

/** A download or install offered as a way to start (open-source and desktop products). */
export const DOWNLOAD_CTA = phrase(
  'download(?: now| (?:it )?(?:for )?free| for (?:mac|macos|windows|linux|ios|android)| the (?:desktop |mobile )?app| \\p{L}+)?',
  'install(?: now| for free| the app)?',
  'get (?:it|the app) on',
  'self-host(?:ed)?',
  'self host',
  'auto-hébergé',
  'autohospedado',
  'jetzt \\p{L}+ laden',
  '(?:jetzt |kostenlos )?herunterladen',
  'installieren',
  'télécharger(?: gratuitement| maintenant)?',
  'téléchargez',
  'installer',
  'descargar(?: gratis| ahora)?',
  'descarga(?: gratis| ahora)?',
  'instalar',
);

/** What a "Download" offers when it is reading matter, not the product. */
export const DOCUMENT_WORDING = phrase(
  'white ?paper',
  'e-?book',
  'report',
  'guide',
  'brochure',
  'data ?sheet',
  'pdf',
  'case stud(?:y|ies)',
  'checklist',
  'playbook',
  'template',
  'leitfaden',
  'broschüre',
  'studie',
  'livre blanc',
  'rapport',
  'étude',
  'guía',
  'informe',
  'folleto',
  'estudio',
);

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

/**
 * Asking for a trial or access that someone reviews and approves: a sales path, not
 * a self-serve one, whatever free trial it promises.
 */
export const APPROVAL_REQUEST = phrase(
  'request (?:a |an |your )?(?:free )?(?:trial|access|pilot|invite|invitation|evaluation|sandbox)',
  'request early access',
  `request (?:a |an )?(?:free )?${DURATION_SOURCE} (?:free )?(?:trial|evaluation)`,
  `apply for (?:a |an )?(?:free )?(?:${DURATION_SOURCE} )?(?:free )?(?:trial|access|pilot|account|evaluation)`,
  'join (?:the |our )?wait ?list',
  'get on the wait ?list',
  '(?:testzugang|zugang|testversion|test) (?:anfordern|anfragen|beantragen)',
  '(?:auf die|zur) warteliste',
  "demander (?:un |l'|votre )?(?:essai|accès)",
  "demandez (?:un |l'|votre )?(?:essai|accès)",
  "demande d'(?:essai|accès)",
  "(?:rejoindre|rejoignez|inscrivez-vous sur) la liste d'attente",
  'solicitar (?:una |el |tu )?(?:prueba|acceso)',
  `solicitar ${DURATION_SOURCE} de prueba`,
  'solicita (?:una |el |tu )?(?:prueba|acceso)',
  '(?:únete|unirse|apúntate) a la lista de espera',
);

/** Signing in to an existing account, or the area existing customers use: not a way in for new visitors. */
export const LOGIN_WORDING = phrase(
  'log ?in',
  'sign ?in',
  'anmelden',
  'einloggen',
  'connexion',
  'se connecter',
  'iniciar sesión',
  'inicia sesión',
  'entrar',
  'acceder',
  'my account',
  '(?:customer|client|patient|partner|member|staff|employee) (?:portal|area|login|dashboard)',
  'portal',
  'mein konto',
  'kundenportal',
  'kundenbereich',
  'kundenlogin',
  'mon compte',
  'espace (?:client|membre|patient)',
  'mi cuenta',
  'área (?:de )?clientes',
  'portal (?:de )?(?:clientes|pacientes)',
);

/** Asking for a demo, a quote, a call back or a sales conversation, in any of the four languages. */
const SALES_CONVERSATION = phrase(
  '(?:book|request|schedule|get|arrange|see|order) (?:a |an |your |our )?(?:free |personal |personali[sz]ed |live |custom |1:1 |quick |product )?demo',
  'demo request',
  'request (?:a )?(?:call ?back|call|quote|consultation|pricing)',
  'contact (?:our )?sales(?: team)?',
  // "Talk to our shipping experts": one word of colour may sit between "our" and who it is.
  '(?:talk|speak) (?:to|with) (?:sales|us|someone|(?:an?|our) (?:[\\p{L}-]+ )?(?:experts?|specialists?|advisors?|consultants?|team|sales team))',
  "let's talk",
  'chat with (?:sales|our sales team)',
  '(?:book|schedule) (?:a |your )?(?:call|meeting|consultation|strategy call)',
  'get a quote',
  'contact us for (?:pricing|a quote|a demo)',
  'get (?:a|your|a free|a custom) (?:quote|proposal)',
  'request (?:a|a custom) proposal',
  'contact (?:our )?(?:sales|enterprise|solutions) team',
  '(?:sign up|register) for (?:a |an |our )?(?:free |live )?(?:demo|consultation|call)',
  'get in touch with (?:sales|our sales team)',
  'request pricing',
  // German
  '(?:kostenlose |persönliche )?demo (?:buchen|anfordern|vereinbaren|anfragen)',
  'demo-termin',
  'termin (?:vereinbaren|buchen)',
  'beratung(?:sgespräch|stermin)? (?:buchen|vereinbaren|anfragen)',
  'vertrieb kontaktieren',
  'mit (?:dem |unserem )?vertrieb sprechen',
  // "Angebot anfragen", "Gruppenangebot anfragen"
  '\\p{L}*angebot (?:anfordern|anfragen|einholen|erhalten)',
  'kontaktieren sie uns für (?:ein |ihr )?(?:angebot|demo|preise)',
  '(?:preise|preis) anfragen',
  'rückruf (?:anfordern|vereinbaren|anfragen)',
  'rückruf-service',
  'unverbindlich anfragen',
  // French
  '(?:demander|demandez|réserver|réservez|planifier|planifiez|obtenir|programmer) une démo(?:nstration)?',
  'demande de démo',
  "(?:contacter|contactez) (?:l'équipe commerciale|notre équipe commerciale|les ventes|nos experts?|un expert|le service commercial)",
  "parler à (?:un expert|l'équipe commerciale|un conseiller|nos équipes)",
  'prendre rendez-vous',
  '(?:demander|demandez|obtenir|obtenez) (?:un |votre )?devis',
  'devis gratuit',
  // "soumission": a quote, in Canadian French
  '(?:demander|demandez|obtenir|obtenez|recevoir|recevez) (?:une |votre )?soumission',
  'soumission gratuite',
  '(?:contactez|contacter)(?:-| )nous pour (?:obtenir )?(?:un devis|une soumission|une démo|une démonstration|un tarif)',
  'être rappelé',
  'demander un rappel',
  '(?:contacter|contactez) (?:un|le|notre) commercial',
  // Spanish
  '(?:solicitar|solicita|reservar|reserva|agendar|agenda|pedir|pide|programar|programa) (?:una )?demo(?:stración)?',
  'hablar con (?:ventas|un experto|un asesor|nuestro equipo)',
  '(?:contactar|contacta|contacte) (?:con )?(?:ventas|el equipo comercial|un experto)',
  '(?:solicitar|solicita|pedir|pide) (?:una|un|tu|su) (?:cotización|presupuesto|llamada)',
  '(?:solicitar|solicita|pedir|pide) (?:cotización|presupuesto)',
  '(?:contáctanos|contáctenos|contacta con nosotros) para (?:una |un )?(?:cotización|presupuesto|demo|demostración)',
  'te llamamos',
);

export const DEMO_REQUEST = anyPhrase(SALES_CONVERSATION, APPROVAL_REQUEST);

/** A pricing tier's "Contact us": a sales conversation in place of a price. */
export const TIER_CONTACT = phrase(
  'contact us',
  'contact',
  'get in touch',
  'talk to us',
  'kontakt(?: aufnehmen)?',
  'kontaktieren sie uns',
  'anfragen',
  'nous contacter',
  'contactez(?:-| )nous',
  'contáctanos',
  'contáctenos',
  'contactar',
  'contacto',
);

/** An invitation to get in touch ("Contact us", "Kontaktieren Sie uns", "Contactez-nous"): the way in when there is no other. */
export const CONTACT_INVITATION = phrase(
  'contact us',
  'get in touch',
  'talk to us',
  'reach out(?: to us)?',
  'kontaktieren sie uns',
  'kontakt aufnehmen',
  'nehmen sie kontakt (?:mit uns )?auf',
  'contactez(?:-| )nous',
  'nous contacter',
  'contáctanos',
  'contáctenos',
  'contacta con nosotros',
  'ponte en contacto',
);

/** Getting help as a user, not buying: "Contact support", "¿Cómo contacto con soporte?". */
export const SUPPORT_WORDING = phrase('support', 'help ?desk', 'hilfe', 'kundendienst', 'assistance', 'aide', 'soporte', 'ayuda', 'servicio técnico');

/** Where a link goes to ask for a demo or a call, not to create an account. */
export const SALES_PATH =
  /\/(?:contact|demo|book|sales|request|talk|call|kontakt|beratung|termin|contacto|contactez|rendez-vous|demande|cita|quote|angebot|devis|presupuesto|waitlist|wait-list|apply)(?:[-/_?#.]|$)/i;

/** Where a link goes to create an account. */
export const SIGNUP_PATH =
  /\/(?:sign-?up|register|registration|join|trial|free-trial|start-trial|create-account|onboarding|registrieren|registrierung|inscription|registro|essai|prueba|checkout|cart|buy|purchase)(?:[-/_?#.]|$)/i;

/** Paths that create an account or buy whatever the link says (not "join", which is often careers). */
export const ACCOUNT_PATH =
  /\/(?:sign-?up|register|registration|create-account|start-trial|free-trial|registrieren|registrierung|inscription|registro|checkout)(?:[-/_?#.]|$)/i;

/** Registering for an event is not becoming a user. */
export const EVENT_PATH = /\/(?:webinars?|events?|veranstaltungen|evenements|événements|eventos|conference|workshops?|meetups?)(?:[-/_?#.]|$)/i;

/** Subdomains where products live: a link there starts the product. */
export const APP_HOST = /^(?:app|my|dashboard|console|cloud|portal|go)\./i;
