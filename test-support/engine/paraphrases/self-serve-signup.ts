import { defineParaphraseSuite, type ParaphraseCase } from '../paraphrase-suite.ts';

/**
 * self-serve-signup (DESIGN section 3): a way for the visitor to become a user on their
 * own, at once: create an account, start a trial or a free plan, buy online, or, for an
 * open-source product, a prominent download or install. Not a "Get started" that ends at
 * a call-back form, an application or access request someone reviews, a demo or quote,
 * signing in, a newsletter, an event registration, a job or a white paper.
 */

/** A link in the page's content. */
const link = (text: string, href: string): ParaphraseCase => ({ html: `<main><a href="${href}">${text}</a></main>` });

/** A link whose target page was fetched too: what the visitor meets there decides. */
const linkTo = (text: string, path: string, target: string): ParaphraseCase => ({
  pages: { '/': `<main><a href="${path}">${text}</a></main>`, [path]: `<main>${target}</main>` },
});

/** A form that creates an account: an e-mail and a password. */
const accountForm = (submit: string): ParaphraseCase => ({
  html: `<main><form action="/accounts"><input type="email" name="email"><input type="password" name="password"><button type="submit">${submit}</button></form></main>`,
});

/** A form asking only for an e-mail, its button naming what it starts. */
const emailForm = (heading: string, submit: string, action = '/start'): ParaphraseCase => ({
  html: `<main><h3>${heading}</h3><form action="${action}"><input type="email" name="email"><button type="submit">${submit}</button></form></main>`,
});

/** A page where a person calls back: name, company, phone, and a promise to get in touch. */
const callbackPage = (promise: string, submit: string) =>
  `<p>${promise}</p><form action="/leads"><input name="name"><input name="company"><input type="tel" name="phone"><button>${submit}</button></form>`;

/** A link that only opens a sign-up dialog on the page (href "#"): a scripted button, judged by its wording. */
const dialogLink = (text: string, title: string, submit: string): ParaphraseCase => ({
  html: `<main><a href="#" data-toggle="modal" data-target="#signup">${text}</a></main><div id="signup" class="modal"><p>${title}</p><input type="email" id="signup-email"><button>${submit}</button></div>`,
  why: 'a link that opens a sign-up dialog',
});

const APP = 'https://app.acme.test';

export default defineParaphraseSuite('self-serve-signup', {
  en: {
    positive: [
      link('Sign up free', '/signup'),
      link('Get started', `${APP}/register`),
      link('Create your account', '/signup'),
      link('Start my 14-day trial', '/trial'),
      link('Start building', `${APP}/`),
      { pages: { '/pricing': '<main><h2>Pro</h2><p>$29 per month</p><a href="/checkout?plan=pro">Buy now</a></main>' } },
      accountForm('Create account'),
      emailForm('Try Acme', 'Start free trial'),
      link('Download for Linux', 'https://github.com/acme/acme/releases/latest'),
      { html: '<main><h2>Install</h2><pre>$ npm install -g acme-cli</pre></main>', why: 'an install command opening a code block' },
      link('Join for free', '/register'),
      link('Download on the App Store', 'https://apps.apple.com/app/acme/id123456'),
      linkTo('Get started', '/get-started', '<form><input type="email" name="email"><input type="password" name="password"><button>Continue</button></form>'),
      link('Try it free', `${APP}/signup`),
      link('Open a free account', '/signup'),
      link('Launch the console', 'https://console.acme.test/'),
      link('Start for free', '/start'),
      link('Get Team', '/signup?plan=team'),
      link('Download Acme', '/download'),
      link('Register', '/register'),
      emailForm('Ship faster', 'Get started free', '/signup'),
      link('Create a workspace', '/signup'),
      link('Self-host on your own server', 'https://github.com/acme/acme'),
      link('Start your free trial', `${APP}/signup`),
      link('Sign up with email', '/signup'),
      link('Deploy your first app', `${APP}/new`),
      link('Get going', 'https://manage.acme.test/onboard'),
      { html: "<nav><a href='/downloads'>Download the app</a></nav>", why: 'a download of the app in the menu' },
      { html: "<main><a href='/files/acme-free.zip' download>Free version</a></main>", why: "a link to the product's archive" },
      dialogLink("Sign up – it's free", 'Create your account', 'Email me a link'),
    ],
    negative: [
      linkTo('Get started', '/get-started', callbackPage('A specialist will call you back within one business day.', 'Submit')),
      link('Get started', 'mailto:sales@acme.test'),
      link('Log in', '/login'),
      link('Book a demo', '/demo'),
      link('Request a free trial', '/trial'),
      link('Register now', '/webinars/register'),
      link('Download the guide', '/files/guide.pdf'),
      emailForm('Get our monthly newsletter', 'Sign up', '/subscribe'),
      link('Join our team', '/careers'),
      link('Apply for an account', '/apply'),
      link('Join the waitlist', '/waitlist'),
      link('Get a quote', '/contact'),
      link('Get started', '/product'),
      link('Request access', '/request-access'),
      { html: '<main><p>Our engineers replaced the old setup, where every client ran npm install by hand.</p></main>', why: 'an install command in prose' },
      link('Partner portal', 'https://partners.acme.test/portal'),
      link('Register for the summit', '/events/summit'),
      link('Watch the demo', 'https://www.youtube.com/watch?v=abc123'),
      link('Contact us', '/contact'),
      linkTo('Start now', '/get-started', callbackPage('Our team reviews every application and will get back to you within 48 hours.', 'Apply')),
      link('Sign in', `${APP}/login`),
      link('Sign up for our newsletter', '/signup'),
      link('Sign up for a live demo', '/demo'),
      link('Apply to join the beta', '/beta'),
      link('Download now', '/files/whitepaper.pdf'),
      link('Talk to sales', '/sales'),
      {
        pages: {
          '/': "<main><a href='/get-started'>Get started</a><a href='https://apps.apple.com/app/acme/id123456'>App Store</a></main>",
          '/get-started':
            "<main><p>An expert will call you back within one business day.</p><form action='/leads'><input name='name'><input name='company'><input type='tel' name='phone'><button>Request</button></form></main>",
        },
        why: 'a companion app of a product whose start is a sales call',
      },
      { html: "<nav><a href='/demo'><button>Start free</button></a></nav>", why: 'a button inside a link to the demo page' },
      {
        pages: {
          '/free-trial':
            "<nav><a href='/free-trial'>Free trial</a></nav><main><p>An expert will call you back within one business day.</p><form action='/leads'><input name='name'><input name='company'><input type='tel' name='phone'><button>Request</button></form></main>",
        },
        why: 'a trial page whose form is a request, linked from itself',
      },
      {
        pages: { '/signup': '<nav><a href="/signup#top">Sign up</a></nav><main><p>Tell us about your team and we will get back to you.</p></main>' },
        why: 'an in-page link on a page with no account form',
      },
    ],
  },
  de: {
    positive: [
      link('Kostenlos registrieren', '/registrieren'),
      link('Jetzt starten', `${APP}/register`),
      link('Konto erstellen', '/signup'),
      link('14 Tage kostenlos testen', '/trial'),
      link('Jetzt loslegen', `${APP}/`),
      { pages: { '/preise': '<main><h2>Pro</h2><p>29 € pro Monat</p><a href="/checkout?plan=pro">Jetzt kaufen</a></main>' } },
      accountForm('Konto anlegen'),
      emailForm('Acme testen', 'Kostenlos testen'),
      link('Für Linux herunterladen', 'https://github.com/acme/acme/releases/latest'),
      { html: '<main><h2>Installation</h2><pre>$ docker run acme/acme</pre></main>', why: 'an install command opening a code block' },
      link('Gratis anmelden', '/register'),
      link('Im App Store laden', 'https://apps.apple.com/app/acme/id123456'),
      linkTo('Los geht’s', '/los', '<form><input type="email" name="email"><input type="password" name="passwort"><button>Weiter</button></form>'),
      link('Gratis ausprobieren', `${APP}/signup`),
      link('Kostenloses Konto eröffnen', '/signup'),
      link('Konsole öffnen', 'https://console.acme.test/'),
      link('Kostenlos starten', '/start'),
      link('Team-Tarif wählen', '/signup?plan=team'),
      link('Acme herunterladen', '/download'),
      link('Registrieren', '/registrieren'),
      emailForm('Schneller liefern', 'Jetzt kostenlos starten', '/signup'),
      link('Arbeitsbereich anlegen', '/signup'),
      link('Selbst hosten', 'https://github.com/acme/acme'),
      link('Testphase starten', `${APP}/signup`),
      link('Mit E-Mail registrieren', '/registrieren'),
      link('Ersten Shop erstellen', `${APP}/new`),
      link('Jetzt loslegen', 'https://manage.acme.test/onboard'),
      { html: "<nav><a href='/downloads'>App herunterladen</a></nav>", why: 'a download of the app in the menu' },
      { html: "<main><a href='/files/acme-free.zip' download>Kostenlose Version</a></main>", why: "a link to the product's archive" },
      dialogLink('Kostenlos registrieren', 'Konto erstellen', 'Link per E-Mail senden'),
    ],
    negative: [
      linkTo('Jetzt starten', '/starten', callbackPage('Ein Berater ruft Sie innerhalb eines Werktags zurück. Wir melden uns bei Ihnen.', 'Absenden')),
      link('Jetzt starten', 'mailto:vertrieb@acme.test'),
      link('Anmelden', '/login'),
      link('Demo buchen', '/demo'),
      link('Testzugang anfordern', '/test'),
      link('Jetzt anmelden', '/webinare/anmeldung'),
      link('Leitfaden herunterladen', '/files/leitfaden.pdf'),
      emailForm('Unser monatlicher Newsletter', 'Abonnieren', '/newsletter'),
      link('Werde Teil unseres Teams', '/karriere'),
      link('Zugang beantragen', '/antrag'),
      link('Auf die Warteliste', '/warteliste'),
      link('Angebot anfragen', '/kontakt'),
      link('Jetzt starten', '/produkt'),
      link('Zugang anfragen', '/zugang'),
      { html: '<main><p>Früher hat jeder Kunde per docker run alles selbst aufgesetzt.</p></main>', why: 'an install command in prose' },
      link('Partnerportal', 'https://partner.acme.test/portal'),
      link('Zur Konferenz anmelden', '/events/konferenz'),
      link('Demo ansehen', 'https://www.youtube.com/watch?v=abc123'),
      link('Kontakt', '/kontakt'),
      linkTo('Loslegen', '/bewerbung', callbackPage('Unser Team prüft jede Bewerbung und meldet sich innerhalb von 48 Stunden.', 'Bewerben')),
      link('Einloggen', `${APP}/login`),
      emailForm('Newsletter', 'Jetzt registrieren', '/newsletter'),
      link('Zur Live-Demo anmelden', '/demo'),
      link('Für die Beta bewerben', '/beta'),
      link('Whitepaper herunterladen', '/files/whitepaper.pdf'),
      link('Vertrieb kontaktieren', '/vertrieb'),
      {
        pages: {
          '/': "<main><a href='/get-started'>Jetzt starten</a><a href='https://apps.apple.com/app/acme/id123456'>App Store</a></main>",
          '/get-started':
            "<main><p>Ein Berater ruft Sie innerhalb eines Werktags zurück.</p><form action='/leads'><input name='name'><input name='company'><input type='tel' name='phone'><button>Anfragen</button></form></main>",
        },
        why: 'a companion app of a product whose start is a sales call',
      },
      { html: "<nav><a href='/demo'><button>Kostenlos starten</button></a></nav>", why: 'a button inside a link to the demo page' },
      {
        pages: {
          '/free-trial':
            "<nav><a href='/free-trial'>Kostenlos testen</a></nav><main><p>Ein Berater ruft Sie innerhalb eines Werktags zurück.</p><form action='/leads'><input name='name'><input name='company'><input type='tel' name='phone'><button>Anfragen</button></form></main>",
        },
        why: 'a trial page whose form is a request, linked from itself',
      },
      {
        pages: {
          '/registrieren':
            '<nav><a href="/registrieren#formular">Registrieren</a></nav><main><p>Erzählen Sie uns von Ihrem Team, wir melden uns bei Ihnen.</p></main>',
        },
        why: 'an in-page link on a page with no account form',
      },
    ],
  },
  fr: {
    positive: [
      link("S'inscrire gratuitement", '/inscription'),
      link('Commencer', `${APP}/register`),
      link('Créer un compte', '/signup'),
      link('Démarrer mon essai de 14 jours', '/essai'),
      link('Lancez-vous', `${APP}/`),
      { pages: { '/tarifs': '<main><h2>Pro</h2><p>29 € par mois</p><a href="/checkout?plan=pro">Acheter</a></main>' } },
      accountForm('Créer mon compte'),
      emailForm('Essayez Acme', 'Essai gratuit'),
      link('Télécharger pour Linux', 'https://github.com/acme/acme/releases/latest'),
      { html: '<main><h2>Installation</h2><pre>$ pip install acme</pre></main>', why: 'an install command opening a code block' },
      link('Inscription gratuite', '/register'),
      link("Télécharger sur l'App Store", 'https://apps.apple.com/app/acme/id123456'),
      linkTo('C’est parti', '/go', '<form><input type="email" name="email"><input type="password" name="mot-de-passe"><button>Continuer</button></form>'),
      link('Essayer gratuitement', `${APP}/signup`),
      link('Ouvrir un compte gratuit', '/signup'),
      link('Ouvrir la console', 'https://console.acme.test/'),
      link('Commencer gratuitement', '/start'),
      link('Choisir cette offre', '/signup?plan=team'),
      link('Télécharger Acme', '/download'),
      link('Inscrivez-vous', '/inscription'),
      emailForm('Livrez plus vite', 'Démarrer gratuitement', '/signup'),
      link('Créer un espace de travail', '/signup'),
      link('Auto-héberger sur votre serveur', 'https://github.com/acme/acme'),
      link('Commencer mon essai', `${APP}/signup`),
      link("S'inscrire avec son e-mail", '/inscription'),
      link('Créez votre première boutique', `${APP}/new`),
      link("Je passe à l'action", 'https://manage.acme.test/onboard'),
      { html: '<nav><a href="/downloads">Télécharger l\'application</a></nav>', why: 'a download of the app in the menu' },
      { html: "<main><a href='/files/acme-free.zip' download>Version gratuite</a></main>", why: "a link to the product's archive" },
      dialogLink("S'inscrire gratuitement", 'Créez votre compte', 'Recevoir un lien'),
    ],
    negative: [
      linkTo('Commencer', '/commencer', callbackPage('Un conseiller vous rappellera sous 24 heures. Nous vous recontacterons rapidement.', 'Envoyer')),
      link('Commencer', 'mailto:ventes@acme.test'),
      link('Se connecter', '/login'),
      link('Réserver une démo', '/demo'),
      link('Demander un essai gratuit', '/essai'),
      link("S'inscrire", '/webinaires/inscription'),
      link('Télécharger le guide', '/files/guide.pdf'),
      emailForm('Notre lettre d’information mensuelle', "S'abonner", '/newsletter'),
      link('Rejoindre notre équipe', '/carrieres'),
      link("Demander l'ouverture d'un compte", '/demande'),
      link("Rejoindre la liste d'attente", '/liste-attente'),
      link('Demander un devis', '/contact'),
      link('Commencer', '/produit'),
      link("Demander l'accès", '/acces'),
      { html: '<main><p>Avant, chaque client lançait pip install à la main sur ses serveurs.</p></main>', why: 'an install command in prose' },
      link('Espace partenaires', 'https://partenaires.acme.test/portail'),
      link("S'inscrire à la conférence", '/evenements/conference'),
      link('Voir la démo', 'https://www.youtube.com/watch?v=abc123'),
      link('Nous contacter', '/contact'),
      linkTo('Démarrer', '/candidature', callbackPage('Notre équipe étudie chaque candidature ; nous vous recontacterons sous 48 heures.', 'Postuler')),
      link('Connexion', `${APP}/login`),
      emailForm('Newsletter', "S'inscrire", '/newsletter'),
      link("S'inscrire à une démo en direct", '/demo'),
      link('Candidater pour la bêta', '/beta'),
      link('Télécharger le livre blanc', '/files/livre-blanc.pdf'),
      link("Contacter l'équipe commerciale", '/ventes'),
      {
        pages: {
          '/': "<main><a href='/get-started'>Commencer</a><a href='https://apps.apple.com/app/acme/id123456'>App Store</a></main>",
          '/get-started':
            "<main><p>Un conseiller vous rappellera sous 24 heures.</p><form action='/leads'><input name='name'><input name='company'><input type='tel' name='phone'><button>Envoyer</button></form></main>",
        },
        why: 'a companion app of a product whose start is a sales call',
      },
      { html: "<nav><a href='/demo'><button>Commencer gratuitement</button></a></nav>", why: 'a button inside a link to the demo page' },
      {
        pages: {
          '/free-trial':
            "<nav><a href='/free-trial'>Essai gratuit</a></nav><main><p>Un conseiller vous rappellera sous 24 heures.</p><form action='/leads'><input name='name'><input name='company'><input type='tel' name='phone'><button>Envoyer</button></form></main>",
        },
        why: 'a trial page whose form is a request, linked from itself',
      },
      {
        pages: {
          '/inscription': '<nav><a href="/inscription#haut">Inscription</a></nav><main><p>Parlez-nous de votre équipe, nous revenons vers vous.</p></main>',
        },
        why: 'an in-page link on a page with no account form',
      },
    ],
  },
  es: {
    positive: [
      link('Regístrate gratis', '/registro'),
      link('Empezar', `${APP}/register`),
      link('Crear una cuenta', '/signup'),
      link('Empezar mi prueba de 14 días', '/prueba'),
      link('Comienza ya', `${APP}/`),
      { pages: { '/precios': '<main><h2>Pro</h2><p>29 € al mes</p><a href="/checkout?plan=pro">Comprar ahora</a></main>' } },
      accountForm('Crear cuenta'),
      emailForm('Prueba Acme', 'Prueba gratuita'),
      link('Descargar para Linux', 'https://github.com/acme/acme/releases/latest'),
      { html: '<main><h2>Instalación</h2><pre>$ brew install acme</pre></main>', why: 'an install command opening a code block' },
      link('Únete gratis', '/register'),
      link('Descargar en la App Store', 'https://apps.apple.com/app/acme/id123456'),
      linkTo('Vamos', '/vamos', '<form><input type="email" name="email"><input type="password" name="contrasena"><button>Continuar</button></form>'),
      link('Pruébalo gratis', `${APP}/signup`),
      link('Abrir una cuenta gratis', '/signup'),
      link('Abrir la consola', 'https://console.acme.test/'),
      link('Empieza gratis', '/start'),
      link('Elegir este plan', '/signup?plan=team'),
      link('Descargar Acme', '/download'),
      link('Registrarse', '/registro'),
      emailForm('Entrega más rápido', 'Comenzar gratis', '/signup'),
      link('Crear un espacio de trabajo', '/signup'),
      link('Autoalojar en tu servidor', 'https://github.com/acme/acme'),
      link('Empezar mi prueba', `${APP}/signup`),
      link('Regístrate con tu correo', '/registro'),
      link('Crea tu primera tienda', `${APP}/new`),
      link('Empezar ahora', 'https://manage.acme.test/onboard'),
      { html: "<nav><a href='/downloads'>Descargar la app</a></nav>", why: 'a download of the app in the menu' },
      { html: "<main><a href='/files/acme-free.zip' download>Versión gratuita</a></main>", why: "a link to the product's archive" },
      dialogLink('Regístrate gratis', 'Crea tu cuenta', 'Enviarme un enlace'),
    ],
    negative: [
      linkTo('Empezar', '/empezar', callbackPage('Un asesor te llamará en menos de 24 horas. Nos pondremos en contacto contigo.', 'Enviar')),
      link('Empezar', 'mailto:ventas@acme.test'),
      link('Iniciar sesión', '/login'),
      link('Reservar una demo', '/demo'),
      link('Solicitar una prueba gratuita', '/prueba'),
      link('Inscríbete', '/webinars/registro'),
      link('Descargar la guía', '/files/guia.pdf'),
      emailForm('Nuestro boletín mensual', 'Suscribirme', '/boletin'),
      link('Únete a nuestro equipo', '/empleo'),
      link('Solicitar una cuenta', '/solicitud'),
      link('Unirse a la lista de espera', '/lista-espera'),
      link('Pedir presupuesto', '/contacto'),
      link('Empezar', '/producto'),
      link('Solicitar acceso', '/acceso'),
      { html: '<main><p>Antes cada cliente ejecutaba brew install a mano en su equipo.</p></main>', why: 'an install command in prose' },
      link('Portal de socios', 'https://socios.acme.test/portal'),
      link('Inscríbete al congreso', '/eventos/congreso'),
      link('Ver la demo', 'https://www.youtube.com/watch?v=abc123'),
      link('Contáctanos', '/contacto'),
      linkTo('Comenzar', '/solicitud', callbackPage('Nuestro equipo revisa cada solicitud y te contactaremos en 48 horas.', 'Solicitar')),
      link('Entrar', `${APP}/login`),
      emailForm('Boletín', 'Regístrate', '/boletin'),
      link('Regístrate para una demo en vivo', '/demo'),
      link('Solicita unirte a la beta', '/beta'),
      link('Descargar el libro blanco', '/files/libro-blanco.pdf'),
      link('Hablar con ventas', '/ventas'),
      {
        pages: {
          '/': "<main><a href='/get-started'>Empezar</a><a href='https://apps.apple.com/app/acme/id123456'>App Store</a></main>",
          '/get-started':
            "<main><p>Un asesor te llamará en menos de 24 horas.</p><form action='/leads'><input name='name'><input name='company'><input type='tel' name='phone'><button>Solicitar</button></form></main>",
        },
        why: 'a companion app of a product whose start is a sales call',
      },
      { html: "<nav><a href='/demo'><button>Empieza gratis</button></a></nav>", why: 'a button inside a link to the demo page' },
      {
        pages: {
          '/free-trial':
            "<nav><a href='/free-trial'>Prueba gratuita</a></nav><main><p>Un asesor te llamará en menos de 24 horas.</p><form action='/leads'><input name='name'><input name='company'><input type='tel' name='phone'><button>Solicitar</button></form></main>",
        },
        why: 'a trial page whose form is a request, linked from itself',
      },
      {
        pages: { '/registro': '<nav><a href="/registro#arriba">Regístrate</a></nav><main><p>Cuéntanos sobre tu equipo y te contactaremos.</p></main>' },
        why: 'an in-page link on a page with no account form',
      },
    ],
  },
});
