import type { PageKind } from '../contract/analysis.ts';

/** A long list of link words, written as one line: `words('pricing|plans|prices')`. */
const words = (list: string): string[] => list.split('|');

/**
 * What links to each kind of page say, in English, German, French and Spanish. Data,
 * not code: a new phrase is a one-line diff. Everything here is lower case with accents
 * removed (see foldText), because link text and paths are folded the same way.
 *
 * - text: phrases matched as whole words in the link text (aria-label and title too);
 * - path: URL path segments, matched whole or as a run of hyphenated words
 *   ("demo" matches /book-a-demo, "free-trial" matches /start-free-trial);
 * - subdomain: the first host label (docs.example.com).
 * strong beats weak: "Contact sales" is a better demo page than "Contact".
 */
export interface LinkWords {
  text: readonly string[];
  path: readonly string[];
  subdomain?: readonly string[];
}

export type DiscoveredKind = Exclude<PageKind, 'home' | 'other'>;

export const KIND_WORDS: Record<DiscoveredKind, { strong: LinkWords; weak?: LinkWords }> = {
  pricing: {
    strong: {
      text: words(
        'pricing|plans|prices|plans & pricing|plans and pricing|see pricing|view pricing|compare plans|preise|tarife|preismodell|preisgestaltung|preise & pakete|pakete|tarifs|prix|nos tarifs|nos offres|offres|precios|planes|tarifas|planes y precios',
      ),
      path: ['pricing', 'plans', 'prices', 'price', 'preise', 'tarife', 'pakete', 'tarifs', 'prix', 'offres', 'precios', 'planes', 'tarifas'],
    },
  },
  signup: {
    strong: {
      text: [
        'sign up',
        'signup',
        'sign up free',
        'sign up for free',
        'get started',
        'get started free',
        'get started for free',
        'start free',
        'start for free',
        'start free trial',
        'start your free trial',
        'start trial',
        'free trial',
        'try free',
        'try it free',
        'try for free',
        'try it for free',
        'create account',
        'create an account',
        'create free account',
        'create your account',
        'join free',
        'join for free',
        'register',
        'register now',
        'kostenlos testen',
        'jetzt kostenlos testen',
        'gratis testen',
        'kostenlos registrieren',
        'jetzt registrieren',
        'registrieren',
        'konto erstellen',
        'kostenlos starten',
        'jetzt starten',
        'kostenlos anmelden',
        'jetzt anmelden',
        'essai gratuit',
        'essayer gratuitement',
        'essayez gratuitement',
        'commencer gratuitement',
        "s'inscrire",
        'inscrivez-vous',
        'inscription',
        'inscription gratuite',
        'creer un compte',
        'creer mon compte',
        'demarrer gratuitement',
        'commencer',
        'prueba gratis',
        'prueba gratuita',
        'pruebalo gratis',
        'empieza gratis',
        'comienza gratis',
        'registrate',
        'registrarse',
        'crear cuenta',
        'crear una cuenta',
        'empezar',
        'comenzar',
      ],
      path: words(
        'signup|sign-up|sign_up|register|registration|join|get-started|getstarted|start|trial|free-trial|try|create-account|registrieren|registrierung|kostenlos-testen|inscription|essai-gratuit|essai|registro|registrarse|prueba-gratis|prueba-gratuita|crear-cuenta',
      ),
    },
  },
  demo: {
    strong: {
      text: [
        'book a demo',
        'book demo',
        'request a demo',
        'request demo',
        'get a demo',
        'schedule a demo',
        'schedule demo',
        'see a demo',
        'request a call',
        'book a call',
        'talk to sales',
        'contact sales',
        'speak to sales',
        'talk to an expert',
        'talk to us',
        'contact our sales team',
        'demo anfragen',
        'demo buchen',
        'demo vereinbaren',
        'demo anfordern',
        'vertrieb kontaktieren',
        'mit dem vertrieb sprechen',
        'kontaktieren sie den vertrieb',
        'beratung vereinbaren',
        'demander une demo',
        'reserver une demo',
        'planifier une demo',
        'obtenir une demo',
        'contacter les ventes',
        'contacter le service commercial',
        "contacter l'equipe commerciale",
        'parler a un expert',
        'parler a un conseiller',
        'solicitar una demo',
        'solicita una demo',
        'reservar una demo',
        'pedir una demo',
        'agenda una demo',
        'contactar con ventas',
        'contactar ventas',
        'hablar con ventas',
        'habla con ventas',
        'hablar con un experto',
      ],
      path: words(
        'demo|book-a-demo|request-demo|get-a-demo|sales|contact-sales|talk-to-sales|demo-anfragen|vertrieb|demande-de-demo|ventes|ventas|solicitar-demo',
      ),
    },
    weak: {
      text: ['demo', 'contact', 'contact us', 'kontakt', 'kontaktieren sie uns', 'nous contacter', 'contactez-nous', 'contacto', 'contactanos'],
      path: ['contact', 'contact-us', 'kontakt', 'nous-contacter', 'contactez-nous', 'contacto', 'contactanos'],
    },
  },
  docs: {
    strong: {
      text: [
        'docs',
        'documentation',
        'help center',
        'help centre',
        'knowledge base',
        'help',
        'developer docs',
        'api docs',
        'guides',
        'academy',
        'support center',
        'hilfe',
        'hilfecenter',
        'hilfe-center',
        'dokumentation',
        'wissensdatenbank',
        'anleitungen',
        'aide',
        "centre d'aide",
        'base de connaissances',
        'ayuda',
        'centro de ayuda',
        'documentacion',
        'base de conocimiento',
        'guias',
      ],
      path: words(
        'docs|doc|documentation|help|help-center|helpcenter|kb|knowledge-base|knowledgebase|guides|academy|hilfe|dokumentation|aide|centre-d-aide|ayuda|centro-de-ayuda|documentacion',
      ),
      subdomain: ['docs', 'help', 'support', 'kb', 'developer', 'developers', 'academy', 'learn', 'hilfe', 'aide', 'ayuda'],
    },
    weak: {
      text: ['support', 'learn', 'resources', 'soporte', 'assistance'],
      path: ['support', 'learn', 'resources', 'soporte', 'assistance', 'faq'],
    },
  },
};

/** Sign-in links look like signup links ("Anmelden", /login?next=/signup) and are never what we want. */
export const SIGN_IN_WORDS: LinkWords = {
  text: ['log in', 'login', 'sign in', 'signin', 'anmelden', 'einloggen', 'se connecter', 'connexion', 'iniciar sesion', 'acceder', 'entrar'],
  path: ['login', 'log-in', 'signin', 'sign-in', 'anmelden', 'einloggen', 'connexion', 'iniciar-sesion', 'logout'],
};

/** Pages that tell the analysis nothing about onboarding. */
export const UNHELPFUL_WORDS: LinkWords = {
  text: [],
  path: words(
    'privacy|privacy-policy|terms|terms-of-service|legal|imprint|impressum|datenschutz|agb|cookies|cookie-policy|mentions-legales|confidentialite|cgu|cgv|aviso-legal|privacidad|terminos|careers|jobs|karriere|carrieres|empleo|press|presse|prensa|status|blog|news|changelog|rss|feed|cdn-cgi',
  ),
};

/** Further pages worth a look when there is room, by how much they tend to show about onboarding. */
export const OTHER_PAGE_WORDS: { words: LinkWords; weight: number }[] = [
  {
    weight: 6,
    words: {
      text: ['features', 'funktionen', 'fonctionnalites', 'funciones', 'caracteristicas'],
      path: ['features', 'funktionen', 'fonctionnalites', 'funciones', 'caracteristicas'],
    },
  },
  {
    weight: 5,
    words: {
      text: ['product', 'how it works', 'product tour', 'tour', 'produkt', "so funktioniert's", 'produit', 'comment ca marche', 'producto', 'como funciona'],
      path: ['product', 'products', 'how-it-works', 'tour', 'produkt', 'produit', 'producto'],
    },
  },
  {
    weight: 4,
    words: {
      text: ['customers', 'case studies', 'customer stories', 'testimonials', 'kunden', 'referenzen', 'clients', 'temoignages', 'clientes', 'casos de exito'],
      path: ['customers', 'case-studies', 'customer-stories', 'testimonials', 'kunden', 'referenzen', 'clients', 'temoignages', 'clientes', 'casos-de-exito'],
    },
  },
  {
    weight: 3,
    words: {
      text: words(
        'integrations|solutions|use cases|templates|security|integrationen|losungen|vorlagen|sicherheit|modeles|securite|integraciones|soluciones|casos de uso|plantillas|seguridad',
      ),
      path: words(
        'integrations|solutions|use-cases|templates|security|integrationen|losungen|loesungen|vorlagen|sicherheit|modeles|securite|integraciones|soluciones|casos-de-uso|plantillas|seguridad',
      ),
    },
  },
  {
    weight: 2,
    words: {
      text: ['enterprise', 'community', 'why us', 'unternehmen', 'communaute', 'empresas', 'comunidad'],
      path: ['enterprise', 'community', 'why', 'communaute', 'empresas', 'comunidad'],
    },
  },
  {
    weight: 1,
    words: {
      text: ['about', 'about us', 'uber uns', 'a propos', 'sobre nosotros'],
      path: ['about', 'about-us', 'ueber-uns', 'uber-uns', 'a-propos', 'sobre-nosotros'],
    },
  },
];
