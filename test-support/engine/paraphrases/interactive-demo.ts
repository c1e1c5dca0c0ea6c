import { defineParaphraseSuite } from '../paraphrase-suite.ts';

/**
 * interactive-demo: an interactive product demo or click-through tour, embedded or
 * linked (DESIGN section 3): a tour vendor's embed or link, a public demo instance, a
 * sandbox or playground, a "Demo" link to a demo of the product on another host (or on
 * the site with the demo login shown). Not: a demo to request or book (a sales call,
 * demo-request), a demo video, a sign-in or app link, a sandbox sold as a plan feature.
 */

const main = (content: string) => `<main><h1>Acme</h1>${content}</main>`;
const linkTo = (href: string, text: string) => main(`<p><a href="${href}">${text}</a></p>`);
const frame = (src: string, title = '') => main(`<section><iframe src="${src}" title="${title}"></iframe></section>`);

/** Cases added after reading the corpus (kinds, not its sentences): a live demo on the site's own pages, showcases on its subdomains; a tool named in the menu, a demo request on a subdomain. */
const showcase = (heading: string, names: readonly string[]) =>
  main(`<section><h2>${heading}</h2>${names.map((name) => `<a href="https://${name}.acme.test/"><h5>${name}</h5></a>`).join('')}</section>`);
const menu = (href: string, text: string) => `<nav><a href="${href}">${text}</a><a href="/pricing">Pricing</a></nav><main><h1>Acme</h1></main>`;
const MORE = {
  en: {
    positive: [
      { html: linkTo('https://acme.test/acme.test', 'View live demo'), why: 'a live demo on the site’s own pages' },
      { html: showcase('Live demos, with full source', ['songs-search', 'books-search', 'recipe-search']), why: 'showcases on subdomains' },
    ],
    negative: [
      { html: menu('/playground', 'API Playground'), why: 'a tool named in the menu' },
      { html: linkTo('https://sales.acme.test/request-demo', 'Get your free demo'), why: 'a demo request on a subdomain' },
    ],
  },
  de: {
    positive: [
      { html: linkTo('https://acme.test/live', 'Zur Live-Demo'), why: 'live demo' },
      { html: showcase('Live-Demos zum Ausprobieren', ['lieder-suche', 'buch-suche', 'rezept-suche']), why: 'showcases' },
    ],
    negative: [
      { html: menu('/spielwiese', 'API Playground'), why: 'a menu tool' },
      { html: linkTo('https://vertrieb.acme.test/demo-anfragen', 'Kostenlose Demo sichern'), why: 'a request on a subdomain' },
    ],
  },
  fr: {
    positive: [
      { html: linkTo('https://acme.test/direct', 'Voir la démo en ligne'), why: 'live demo' },
      { html: showcase('Démos en ligne', ['recherche-chansons', 'recherche-livres', 'recherche-recettes']), why: 'showcases' },
    ],
    negative: [
      { html: menu('/bac-a-sable', 'Bac à sable API'), why: 'a menu tool' },
      { html: linkTo('https://ventes.acme.test/demander-une-demo', 'Obtenez votre démo gratuite'), why: 'a request on a subdomain' },
    ],
  },
  es: {
    positive: [
      { html: linkTo('https://acme.test/en-vivo', 'Ver la demo en vivo'), why: 'live demo' },
      { html: showcase('Demos en vivo', ['busca-canciones', 'busca-libros', 'busca-recetas']), why: 'showcases' },
    ],
    negative: [
      { html: menu('/playground', 'Playground de la API'), why: 'a menu tool' },
      { html: linkTo('https://ventas.acme.test/solicitar-demo', 'Agende un Demo Gratis'), why: 'a request on a subdomain' },
    ],
  },
};

export default defineParaphraseSuite('interactive-demo', {
  en: {
    positive: [
      ...MORE.en.positive,
      { html: linkTo('https://app.reportcloud.example/view?r=eyJrIjoiNzQ', 'Open the demo version'), why: 'a demo version running on a hosted app' },
      { html: frame('https://app.storylane.io/demo/abc123xyz', 'Acme interactive demo'), why: 'a Storylane embed' },
      { html: frame('https://capture.navattic.com/clx1a2b3c0001'), why: 'a Navattic embed' },
      { html: frame('https://demo.arcade.software/Ab1Cd2Ef3Gh4?embed'), why: 'an Arcade embed' },
      { html: frame('https://app.supademo.com/embed/cl9z8y7x6w5'), why: 'a Supademo embed' },
      { html: linkTo('https://app.teamwalnut.com/player/?demoId=1a2b3c&showGuide=true', 'Explore the product'), why: 'a Walnut link' },
      { html: linkTo('https://app.getreprise.com/launch/?demoId=77', 'See it in action'), why: 'a Reprise link' },
      { html: linkTo('https://app.tourial.com/acme/tour', 'Take a look around'), why: 'a Tourial link' },
      { html: linkTo('https://app.goconsensus.com/acme/demo/overview', 'Watch a personalised demo'), why: 'a Consensus demo' },
      { html: linkTo('https://demo.acme.test/', 'Live demo'), why: 'a live demo instance' },
      { html: linkTo('https://demo.acme.test/dashboard', 'Demo'), why: 'a bare "Demo" to a demo host' },
      {
        html: main(
          '<section><h2>Try the demo</h2><p>Log in with <code>demo@acme.test</code> and the password <code>demo1234</code>.</p><a href="/demo">Open the demo</a></section>',
        ),
        why: 'a demo on the site with the login shown',
      },
      { html: linkTo('https://play.acme.test/', 'Playground'), why: 'a playground host' },
      { html: linkTo('https://sandbox.acme.test/new', 'Open the sandbox'), why: 'a sandbox' },
      { html: linkTo('/tour', 'Take the interactive tour'), why: 'tour wording' },
      { html: linkTo('https://app.acme.test/demo-workspace', 'Explore a demo workspace'), why: 'a demo workspace' },
      { html: main('<section><h2>See it live</h2><iframe src="https://demo.acme.test/embed/board"></iframe></section>'), why: 'an embedded demo instance' },
      { html: main('<section><p>Click through a live version of Acme with sample data, no signup needed.</p></section>'), why: 'click-through copy' },
      { html: linkTo('https://try.acme.test/', 'Try it live'), why: 'a try host' },
      { html: linkTo('/playground', 'Try the API playground'), why: 'an API playground' },
      { html: linkTo('https://demo.acme.io/', 'See the live demo'), why: 'a demo on another host of the brand' },
      { html: main('<section><p>Explore the sandbox: a full copy of Acme, reset every night, yours to break.</p></section>'), why: 'sandbox copy' },
      { html: linkTo('https://app.acme.test/signin?email=demo@acme.test&password=demo', 'Demo account'), why: 'a shared demo login' },
      { html: main('<div class="hero"><a href="/signup">Start free</a><a href="https://demo.acme.test">Try the demo</a></div>'), why: 'a hero demo button' },
      { html: main('<section><h2>Take a self-guided tour</h2><a href="/product-tour">Start the tour</a></section>'), why: 'self-guided tour' },
      {
        html: main(
          '<script src="https://js.storylane.io/js/v2/storylane.js"></script><div class="sl-embed" data-src="https://app.storylane.io/share/q1w2e3"></div>',
        ),
        why: 'a Storylane script',
      },
    ],
    negative: [
      ...MORE.en.negative,
      { html: linkTo('https://downloads.softhost.example/acme-demo.zip', 'Download the demo version'), why: 'a demo version to download, not to open' },
      { html: linkTo('https://app.formhost.example/f/acme-demo', 'Demo version on request'), why: 'a demo version to ask for, on a form host' },
      { html: linkTo('/demo', 'Request a demo'), why: 'a demo request' },
      { html: linkTo('https://calendly.com/acme/demo', 'Book a demo'), why: 'a booked call' },
      { html: linkTo('/contact', 'Schedule a live demo'), why: 'a scheduled call' },
      { html: linkTo('https://www.youtube.com/watch?v=a1B2c3', 'Watch the demo'), why: 'a video' },
      { html: main('<button>Get a demo</button>'), why: 'a sales demo button' },
      {
        html: main(
          '<section><h2>See Acme with your own data</h2><p>Our team walks you through Acme in 30 minutes.</p><form action="/demo"><input name="email"><button>Book my demo</button></form></section>',
        ),
        why: 'a demo form',
      },
      { html: linkTo('/webinars/live-demo', 'Join a live demo webinar'), why: 'a webinar' },
      { html: linkTo('/signup', 'Start your free trial'), why: 'a trial' },
      { html: main('<p>Book a personalised demo with our team and get answers to your questions.</p>'), why: 'demo booking copy' },
      { html: main('<section><h2>Product demo</h2><iframe src="https://www.youtube.com/embed/Zx9Yw8"></iframe></section>'), why: 'a demo video' },
      { html: main('<p>Meet us at Demo Day in Berlin on 12 May.</p>'), why: 'an event' },
      { html: linkTo('https://vimeo.com/812345678', 'Product tour video'), why: 'a tour video' },
      {
        html: main(
          '<section><h2>Demo access</h2><p>Request access and we will email your demo credentials within one working day.</p><a href="/demo-request">Request access</a></section>',
        ),
        why: 'demo access to request',
      },
      { html: linkTo('https://app.acme.test/login', 'Sign in'), why: 'a sign-in link' },
      { html: linkTo('https://app.acme.test/', 'Open app'), why: 'the app' },
      { html: main('<p>Interactive dashboards let you drill into every number.</p>'), why: 'interactive as a feature' },
      {
        html: main('<section><h3>Enterprise</h3><ul><li>Dedicated sandbox environment</li><li>SAML SSO</li><li>Audit log</li></ul></section>'),
        why: 'a sandbox as a plan feature',
      },
      { html: linkTo('/contact-sales', 'See a demo'), why: 'see a demo (sales)' },
      { html: main('<footer><a href="https://calendly.com/acme/30min">Demo</a></footer>'), why: 'a "Demo" link to a scheduler' },
      { html: linkTo('https://meetings.hubspot.com/acme/demo', 'Live demo with an expert'), why: 'a live demo call' },
      { html: linkTo('/demo', 'Demo'), why: 'a bare demo page on the site, no login shown' },
      { html: linkTo('https://www.youtube.com/watch?v=Hg6Fd5', 'Take a tour'), why: 'a tour that is a video' },
      { html: main('<p>Our sales team offers a free demo tailored to your business.</p>'), why: 'a free demo (call)' },
      { html: linkTo('https://demo.otherbrand.test/', 'Live demo of the Otherbrand widget'), why: 'someone else’s demo' },
      { html: main('<p>Use the sandbox API keys in your test environment before you go live with payments.</p>'), why: 'test keys, no sandbox to try' },
    ],
  },
  de: {
    positive: [
      ...MORE.de.positive,
      { html: linkTo('https://app.reportcloud.example/view?r=eyJrIjoiNzQ', 'Zur Demoversion'), why: 'a demo version running on a hosted app' },
      { html: frame('https://app.storylane.io/demo/de12ab34', 'Interaktive Demo'), why: 'Storylane' },
      { html: frame('https://capture.navattic.com/de1a2b3c'), why: 'Navattic' },
      { html: frame('https://demo.arcade.software/De1Cd2Ef3Gh4?embed'), why: 'Arcade' },
      { html: frame('https://app.supademo.com/embed/de9z8y7x'), why: 'Supademo' },
      { html: linkTo('https://app.teamwalnut.com/player/?demoId=de44', 'Produkt erkunden'), why: 'Walnut' },
      { html: linkTo('https://demo.acme.test/', 'Live-Demo'), why: 'a demo host' },
      { html: linkTo('https://demo.acme.test/login', 'Demo ausprobieren'), why: 'try the demo' },
      { html: linkTo('https://demo.acme.test/', 'Zur Demo'), why: 'to the demo' },
      { html: linkTo('/produkttour', 'Interaktive Produkttour starten'), why: 'interactive tour' },
      {
        html: main('<section><h2>Demo-Zugang</h2><p>Benutzer: <code>demo</code> · Passwort: <code>demo</code></p><a href="/demo">Demo öffnen</a></section>'),
        why: 'the login shown on the site',
      },
      { html: linkTo('https://sandbox.acme.test/', 'Sandbox öffnen'), why: 'a sandbox' },
      { html: linkTo('https://play.acme.test/', 'Spielwiese'), why: 'a playground host' },
      {
        html: main('<section><p>Klicken Sie sich durch eine Beispielfirma mit echten Abläufen, ganz ohne Anmeldung.</p></section>'),
        why: 'click through a sample company',
      },
      { html: main('<section><h2>Live erleben</h2><iframe src="https://demo.acme.test/einbettung"></iframe></section>'), why: 'embedded instance' },
      { html: linkTo('https://try.acme.test/', 'Live testen'), why: 'a try host' },
      { html: linkTo('https://demo.acme.de/', 'Zur Online-Demo'), why: 'another brand host' },
      { html: main('<section><p>Testen Sie das Demo-Konto mit Beispieldaten, es wird jede Nacht zurückgesetzt.</p></section>'), why: 'a demo account' },
      { html: linkTo('https://app.acme.test/anmelden?user=demo&pass=demo', 'Demo-Konto'), why: 'a shared demo login' },
      {
        html: main('<div class="hero"><a href="/registrieren">Kostenlos starten</a><a href="https://demo.acme.test">Demo testen</a></div>'),
        why: 'hero demo button',
      },
      { html: linkTo('/api-playground', 'API-Playground öffnen'), why: 'an API playground' },
      { html: linkTo('https://app.getreprise.com/launch/?demoId=de9', 'Rundgang starten'), why: 'Reprise' },
      { html: linkTo('https://app.tourial.com/acme/de', 'Einmal umschauen'), why: 'Tourial' },
      { html: main('<section><h2>Demo-Umgebung</h2><p>Probieren Sie alle Funktionen in unserer Demo-Umgebung aus.</p></section>'), why: 'demo environment' },
      { html: main('<section><h2>Geführte Tour</h2><a href="/tour">Interaktive Tour starten</a></section>'), why: 'guided tour' },
      { html: linkTo('https://demo.acme.test/shop', 'Demo-Shop ansehen'), why: 'a demo shop' },
    ],
    negative: [
      ...MORE.de.negative,
      { html: linkTo('https://downloads.softhost.example/acme-demo.zip', 'Demoversion herunterladen'), why: 'a download' },
      { html: linkTo('https://app.formhost.example/f/acme-demo', 'Demoversion anfordern'), why: 'a demo version to ask for' },
      { html: linkTo('/demo', 'Demo anfragen'), why: 'request' },
      { html: linkTo('https://calendly.com/acme/demo', 'Demo buchen'), why: 'book' },
      { html: linkTo('/kontakt', 'Demo-Termin vereinbaren'), why: 'an appointment' },
      { html: linkTo('https://www.youtube.com/watch?v=de12', 'Demo-Video ansehen'), why: 'a video' },
      { html: main('<button>Kostenlose Demo vereinbaren</button>'), why: 'a free call' },
      {
        html: main(
          '<section><h2>Persönliche Vorführung</h2><p>Wir zeigen Ihnen Acme in 30 Minuten.</p><form action="/demo"><input name="email"><button>Termin anfragen</button></form></section>',
        ),
        why: 'a demo form',
      },
      { html: linkTo('/webinare/live-demo', 'Zum Live-Demo-Webinar anmelden'), why: 'a webinar' },
      { html: linkTo('/registrieren', '14 Tage kostenlos testen'), why: 'a trial' },
      { html: main('<p>Vereinbaren Sie eine persönliche Demo mit unserem Vertriebsteam.</p>'), why: 'booking copy' },
      { html: main('<section><h2>Produktdemo</h2><iframe src="https://www.youtube.com/embed/De9Yw8"></iframe></section>'), why: 'a demo video' },
      {
        html: main(
          '<section><h2>Demo-Zugang</h2><p>Fordern Sie Ihren Zugang an, wir senden die Zugangsdaten innerhalb eines Werktags.</p><a href="/demo-anfrage">Zugang anfordern</a></section>',
        ),
        why: 'access to request',
      },
      { html: linkTo('https://app.acme.test/login', 'Anmelden'), why: 'sign-in' },
      { html: linkTo('https://app.acme.test/', 'Zur App'), why: 'the app' },
      { html: main('<p>Interaktive Berichte zeigen jede Kennzahl auf einen Blick.</p>'), why: 'interactive reports' },
      {
        html: main('<section><h3>Enterprise</h3><ul><li>Eigene Sandbox-Umgebung</li><li>SAML-SSO</li><li>Audit-Log</li></ul></section>'),
        why: 'sandbox as a feature',
      },
      { html: linkTo('/vertrieb', 'Demo sehen'), why: 'sales demo' },
      { html: main('<footer><a href="https://calendly.com/acme/30min">Demo</a></footer>'), why: 'a scheduler' },
      { html: linkTo('https://meetings.hubspot.com/acme/demo', 'Live-Demo mit einem Experten'), why: 'a live call' },
      { html: linkTo('/demo', 'Demo'), why: 'a bare demo page, no login' },
      { html: linkTo('https://vimeo.com/901234567', 'Produkttour im Video'), why: 'a tour video' },
      { html: main('<p>Unser Team bietet Ihnen eine kostenlose Demo, zugeschnitten auf Ihren Betrieb.</p>'), why: 'a free demo call' },
      { html: linkTo('https://demo.fremdmarke.test/', 'Live-Demo des Fremdmarke-Widgets'), why: 'another brand' },
      { html: main('<p>Nutzen Sie die Sandbox-Schlüssel in Ihrer Testumgebung, bevor Sie Zahlungen live schalten.</p>'), why: 'test keys' },
      { html: main('<p>Besuchen Sie uns am Demo Day in München.</p>'), why: 'an event' },
      { html: linkTo('/demo-anfordern', 'Jetzt Live-Demo anfordern'), why: 'request a live demo' },
    ],
  },
  fr: {
    positive: [
      ...MORE.fr.positive,
      { html: linkTo('https://app.reportcloud.example/view?r=eyJrIjoiNzQ', 'Accéder à la version de démo'), why: 'a demo version running on a hosted app' },
      { html: frame('https://app.storylane.io/demo/fr12ab34', 'Démo interactive'), why: 'Storylane' },
      { html: frame('https://capture.navattic.com/fr1a2b3c'), why: 'Navattic' },
      { html: frame('https://demo.arcade.software/Fr1Cd2Ef3Gh4?embed'), why: 'Arcade' },
      { html: frame('https://app.supademo.com/embed/fr9z8y7x'), why: 'Supademo' },
      { html: linkTo('https://app.teamwalnut.com/player/?demoId=fr44', 'Explorer le produit'), why: 'Walnut' },
      { html: linkTo('https://demo.acme.test/', 'Démo en ligne'), why: 'online demo' },
      { html: linkTo('https://demo.acme.test/connexion', 'Essayer la démo'), why: 'try the demo' },
      { html: linkTo('https://demo.acme.test/', 'Démo'), why: 'bare demo to a demo host' },
      { html: linkTo('/visite', 'Visite guidée interactive'), why: 'interactive tour' },
      {
        html: main(
          '<section><h2>Accès démo</h2><p>Identifiant : <code>demo</code> · Mot de passe : <code>demo</code></p><a href="/demo">Ouvrir la démo</a></section>',
        ),
        why: 'login shown',
      },
      { html: linkTo('https://sandbox.acme.test/', 'Ouvrir le bac à sable'), why: 'a sandbox' },
      { html: linkTo('https://play.acme.test/', 'Playground'), why: 'a playground host' },
      { html: main('<section><p>Parcourez une entreprise fictive avec ses vrais flux, sans créer de compte.</p></section>'), why: 'a fictitious company' },
      { html: main('<section><h2>En direct</h2><iframe src="https://demo.acme.test/integration"></iframe></section>'), why: 'embedded instance' },
      { html: linkTo('https://try.acme.test/', 'Tester en direct'), why: 'a try host' },
      { html: linkTo('https://demo.acme.fr/', 'Voir la démonstration en ligne'), why: 'another brand host' },
      {
        html: main('<section><p>Testez le compte de démonstration avec des données d’exemple, remis à zéro chaque nuit.</p></section>'),
        why: 'a demo account',
      },
      { html: linkTo('https://app.acme.test/connexion?email=demo@acme.test&mdp=demo', 'Compte démo'), why: 'a shared login' },
      {
        html: main('<div class="hero"><a href="/inscription">Commencer</a><a href="https://demo.acme.test">Tester la démo</a></div>'),
        why: 'hero demo button',
      },
      { html: linkTo('/api/playground', "Essayer l'API dans le playground"), why: 'API playground' },
      { html: linkTo('https://app.getreprise.com/launch/?demoId=fr9', 'Lancer la visite'), why: 'Reprise' },
      { html: linkTo('https://app.tourial.com/acme/fr', 'Faire un tour'), why: 'Tourial' },
      {
        html: main('<section><h2>Environnement de démonstration</h2><p>Essayez toutes les fonctions dans notre environnement de démonstration.</p></section>'),
        why: 'demo environment',
      },
      { html: main('<section><h2>Visite interactive</h2><a href="/visite-produit">Démarrer la visite</a></section>'), why: 'interactive visit' },
      { html: linkTo('https://demo.acme.test/boutique', 'Voir la boutique de démo'), why: 'a demo shop' },
    ],
    negative: [
      ...MORE.fr.negative,
      { html: linkTo('https://downloads.softhost.example/acme-demo.zip', 'Télécharger la version de démo'), why: 'a download' },
      { html: linkTo('https://app.formhost.example/f/acme-demo', 'Demander la version de démo'), why: 'a demo version to ask for' },
      { html: linkTo('/demo', 'Demander une démo'), why: 'request' },
      { html: linkTo('https://calendly.com/acme/demo', 'Réserver une démo'), why: 'book' },
      { html: linkTo('/contact', 'Planifier une démo en direct'), why: 'schedule' },
      { html: linkTo('https://www.youtube.com/watch?v=fr12', 'Regarder la démo'), why: 'a video' },
      { html: main('<button>Obtenir une démo</button>'), why: 'get a demo' },
      {
        html: main(
          '<section><h2>Démonstration personnalisée</h2><p>Nous vous présentons Acme en 30 minutes.</p><form action="/demo"><input name="email"><button>Prendre rendez-vous</button></form></section>',
        ),
        why: 'a demo form',
      },
      { html: linkTo('/webinaires/demo', 'Participer au webinaire de démo'), why: 'a webinar' },
      { html: linkTo('/inscription', 'Essai gratuit de 14 jours'), why: 'a trial' },
      { html: main('<p>Réservez une démo personnalisée avec notre équipe commerciale.</p>'), why: 'booking copy' },
      { html: main('<section><h2>Démo produit</h2><iframe src="https://www.youtube.com/embed/Fr9Yw8"></iframe></section>'), why: 'a demo video' },
      {
        html: main(
          '<section><h2>Accès démo</h2><p>Demandez votre accès, nous vous envoyons vos identifiants sous 24 heures.</p><a href="/demande-demo">Demander un accès</a></section>',
        ),
        why: 'access to request',
      },
      { html: linkTo('https://app.acme.test/login', 'Se connecter'), why: 'sign-in' },
      { html: linkTo('https://app.acme.test/', "Ouvrir l'application"), why: 'the app' },
      { html: main('<p>Des tableaux de bord interactifs pour suivre chaque indicateur.</p>'), why: 'interactive dashboards' },
      {
        html: main('<section><h3>Entreprise</h3><ul><li>Environnement sandbox dédié</li><li>SSO SAML</li><li>Journal d’audit</li></ul></section>'),
        why: 'sandbox as a feature',
      },
      { html: linkTo('/contact-commercial', 'Voir une démo'), why: 'sales demo' },
      { html: main('<footer><a href="https://calendly.com/acme/30min">Démo</a></footer>'), why: 'a scheduler' },
      { html: linkTo('https://meetings.hubspot.com/acme/demo', 'Démo en direct avec un expert'), why: 'a live call' },
      { html: linkTo('/demo', 'Démo'), why: 'bare demo page' },
      { html: linkTo('https://vimeo.com/923456781', 'La visite du produit en vidéo'), why: 'a tour video' },
      { html: main('<p>Notre équipe vous propose une démo gratuite adaptée à votre activité.</p>'), why: 'a free demo call' },
      { html: linkTo('https://demo.autremarque.test/', 'Démo en ligne du widget Autremarque'), why: 'another brand' },
      { html: main('<p>Utilisez les clés sandbox dans votre environnement de test avant de passer en production.</p>'), why: 'test keys' },
      { html: main('<p>Retrouvez-nous au Demo Day de Station F.</p>'), why: 'an event' },
      { html: linkTo('/demande-de-demo', 'Démo gratuite'), why: 'a free demo to request' },
    ],
  },
  es: {
    positive: [
      ...MORE.es.positive,
      { html: linkTo('https://app.reportcloud.example/view?r=eyJrIjoiNzQ', 'Abrir la versión demo'), why: 'a demo version running on a hosted app' },
      { html: frame('https://app.storylane.io/demo/es12ab34', 'Demo interactiva'), why: 'Storylane' },
      { html: frame('https://capture.navattic.com/es1a2b3c'), why: 'Navattic' },
      { html: frame('https://demo.arcade.software/Es1Cd2Ef3Gh4?embed'), why: 'Arcade' },
      { html: frame('https://app.supademo.com/embed/es9z8y7x'), why: 'Supademo' },
      { html: linkTo('https://app.teamwalnut.com/player/?demoId=es44', 'Explora el producto'), why: 'Walnut' },
      { html: linkTo('https://demo.acme.test/', 'Demo en vivo'), why: 'live demo' },
      { html: linkTo('https://demo.acme.test/entrar', 'Probar la demo'), why: 'try the demo' },
      { html: linkTo('https://demo.acme.test/', 'Demo'), why: 'bare demo to a demo host' },
      { html: linkTo('/recorrido', 'Recorrido interactivo'), why: 'interactive tour' },
      {
        html: main(
          '<section><h2>Acceso a la demo</h2><p>Usuario: <code>demo</code> · Contraseña: <code>demo</code></p><a href="/demo">Abrir la demo</a></section>',
        ),
        why: 'login shown',
      },
      { html: linkTo('https://sandbox.acme.test/', 'Abrir el sandbox'), why: 'a sandbox' },
      { html: linkTo('https://play.acme.test/', 'Playground'), why: 'a playground host' },
      { html: main('<section><p>Recorre una empresa ficticia con sus procesos reales, sin crear una cuenta.</p></section>'), why: 'a fictitious company' },
      { html: main('<section><h2>En directo</h2><iframe src="https://demo.acme.test/insertar"></iframe></section>'), why: 'embedded instance' },
      { html: linkTo('https://try.acme.test/', 'Pruébalo en vivo'), why: 'a try host' },
      { html: linkTo('https://demo.acme.es/', 'Ver la demo en línea'), why: 'another brand host' },
      { html: main('<section><p>Prueba la cuenta de demostración con datos de ejemplo, se reinicia cada noche.</p></section>'), why: 'a demo account' },
      { html: linkTo('https://app.acme.test/entrar?email=demo@acme.test&clave=demo', 'Cuenta demo'), why: 'a shared login' },
      {
        html: main('<div class="hero"><a href="/registro">Empieza gratis</a><a href="https://demo.acme.test">Prueba la demo</a></div>'),
        why: 'hero demo button',
      },
      { html: linkTo('/api/playground', 'Prueba la API en el playground'), why: 'API playground' },
      { html: linkTo('https://app.getreprise.com/launch/?demoId=es9', 'Empezar el recorrido'), why: 'Reprise' },
      { html: linkTo('https://app.tourial.com/acme/es', 'Echa un vistazo'), why: 'Tourial' },
      {
        html: main('<section><h2>Entorno de demostración</h2><p>Prueba todas las funciones en nuestro entorno de demostración.</p></section>'),
        why: 'demo environment',
      },
      { html: main('<section><h2>Tour interactivo</h2><a href="/tour-producto">Empezar el tour</a></section>'), why: 'interactive tour' },
      { html: linkTo('https://demo.acme.test/tienda', 'Ver la tienda demo'), why: 'a demo shop' },
    ],
    negative: [
      ...MORE.es.negative,
      { html: linkTo('https://downloads.softhost.example/acme-demo.zip', 'Descargar la versión demo'), why: 'a download' },
      { html: linkTo('https://app.formhost.example/f/acme-demo', 'Solicitar la versión demo'), why: 'a demo version to ask for' },
      { html: linkTo('/demo', 'Solicitar una demo'), why: 'request' },
      { html: linkTo('https://calendly.com/acme/demo', 'Reservar demo'), why: 'book' },
      { html: linkTo('/contacto', 'Agenda una demo en vivo'), why: 'schedule' },
      { html: linkTo('https://www.youtube.com/watch?v=es12', 'Ver la demo en vídeo'), why: 'a video' },
      { html: main('<button>Pide tu demo</button>'), why: 'ask for a demo' },
      {
        html: main(
          '<section><h2>Demostración personalizada</h2><p>Te enseñamos Acme en 30 minutos.</p><form action="/demo"><input name="email"><button>Solicitar cita</button></form></section>',
        ),
        why: 'a demo form',
      },
      { html: linkTo('/webinars/demo', 'Únete al webinar de demostración'), why: 'a webinar' },
      { html: linkTo('/registro', 'Prueba gratis 14 días'), why: 'a trial' },
      { html: main('<p>Reserva una demo personalizada con nuestro equipo comercial.</p>'), why: 'booking copy' },
      { html: main('<section><h2>Demo del producto</h2><iframe src="https://www.youtube.com/embed/Es9Yw8"></iframe></section>'), why: 'a demo video' },
      {
        html: main(
          '<section><h2>Acceso a la demo</h2><p>Solicita tu acceso y te enviaremos las credenciales en 24 horas.</p><a href="/solicitar-demo">Solicitar acceso</a></section>',
        ),
        why: 'access to request',
      },
      { html: linkTo('https://app.acme.test/login', 'Iniciar sesión'), why: 'sign-in' },
      { html: linkTo('https://app.acme.test/', 'Abrir la app'), why: 'the app' },
      { html: main('<p>Paneles interactivos para seguir cada indicador.</p>'), why: 'interactive dashboards' },
      {
        html: main('<section><h3>Empresa</h3><ul><li>Entorno sandbox dedicado</li><li>SSO SAML</li><li>Registro de auditoría</li></ul></section>'),
        why: 'sandbox as a feature',
      },
      { html: linkTo('/ventas', 'Ver demo'), why: 'see demo (sales)' },
      { html: main('<footer><a href="https://calendly.com/acme/30min">Demo</a></footer>'), why: 'a scheduler' },
      { html: linkTo('https://meetings.hubspot.com/acme/demo', 'Demo en vivo con un experto'), why: 'a live call' },
      { html: linkTo('/demo', 'Demo'), why: 'bare demo page' },
      { html: linkTo('https://vimeo.com/934567812', 'Recorrido del producto en vídeo'), why: 'a tour video' },
      { html: main('<p>Nuestro equipo te ofrece una demo gratuita adaptada a tu negocio.</p>'), why: 'a free demo call' },
      { html: linkTo('https://demo.otramarca.test/', 'Demo en vivo del widget de Otramarca'), why: 'another brand' },
      { html: main('<p>Usa las claves sandbox en tu entorno de pruebas antes de cobrar en real.</p>'), why: 'test keys' },
      { html: main('<p>Nos vemos en el Demo Day de Madrid.</p>'), why: 'an event' },
      { html: linkTo('/demo-gratis', 'Demo gratuita'), why: 'a free demo to request' },
    ],
  },
});
