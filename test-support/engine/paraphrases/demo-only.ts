import { defineParaphraseSuite, type LanguageCases } from '../paraphrase-suite.ts';

/**
 * demo-only (DESIGN section 3: "demo-request and no self-serve-signup"): whole small
 * sites. Present when the only way in is a sales conversation or a reviewed request;
 * absent when a visitor can also start alone, and when there is no sales path at all.
 */

/** The words a site in one language uses for its ways in. */
interface Wording {
  bookDemo: string;
  requestDemo: string;
  talkToSales: string;
  contactUs: string;
  getStarted: string;
  signUp: string;
  requestTrial: string;
  joinWaitlist: string;
  apply: string;
  quote: string;
  login: string;
  watchVideo: string;
  tryDemo: string;
  download: string;
  buy: string;
  startTrial: string;
  createAccount: string;
  newsletter: string;
  subscribe: string;
  callback: string;
  review: string;
  brochure: string;
  webinar: string;
  jobs: string;
  support: string;
  schedule: string;
  enterprise: string;
  custom: string;
  price: string;
  sentence: string;
  salesSentence: string;
  features: string;
}

const main = (html: string): { html: string } => ({ html: `<main>${html}</main>` });
const a = (text: string, href: string) => `<a href="${href}">${text}</a>`;
const APP = 'https://app.acme.test';

const callbackForm = (promise: string) =>
  `<main><p>${promise}</p><form action="/leads"><input name="name"><input name="company"><input type="tel" name="phone"><button>OK</button></form></main>`;
const accountForm = (submit: string) =>
  `<form action="/accounts"><input type="email" name="email"><input type="password" name="password"><button type="submit">${submit}</button></form>`;
const emailForm = (heading: string, submit: string, action: string) =>
  `<h3>${heading}</h3><form action="${action}"><input type="email" name="email"><button type="submit">${submit}</button></form>`;

function cases(w: Wording): LanguageCases {
  return {
    positive: [
      w.sentence,
      { html: `<nav>${a(w.login, '/login')}</nav><main>${a(w.bookDemo, '/demo')}</main>` },
      { pages: { '/': main(a(w.getStarted, '/get-started')).html, '/get-started': callbackForm(w.callback) }, why: 'a start that ends at a call-back form' },
      main(a(w.requestTrial, '/trial')),
      {
        pages: { '/pricing': `<main><h2>${w.enterprise}</h2><p>${w.custom}</p>${a(w.contactUs, '/contact')}</main>` },
        why: "a tier's contact, no way to start",
      },
      main(`${a(w.talkToSales, '/sales')}${a(w.watchVideo, 'https://www.youtube.com/watch?v=abc123')}`),
      main(emailForm(w.joinWaitlist, w.joinWaitlist, '/waitlist')),
      main(a(w.contactUs, '/contact')),
      main(a(w.getStarted, 'mailto:sales@acme.test')),
      main(`${a(w.brochure, '/files/brochure.pdf')}${a(w.bookDemo, '/demo')}`),
      main(a(w.apply, '/apply')),
      main(a(w.schedule, 'https://calendly.com/acme-team/intro')),
      { pages: { '/': main(a(w.contactUs, '/contact')).html, '/contact': callbackForm(w.callback) } },
      main(`<h2>${w.price}</h2>${a(w.quote, '/contact')}`),
      { html: `<nav>${a(w.login, '/login')}</nav><main>${a(w.requestTrial, '/request-access')}</main>` },
      main(`${a(w.talkToSales, '/sales')}${emailForm(w.newsletter, w.subscribe, '/newsletter')}`),
      main(`${a(w.requestDemo, '/demo')}${a(w.webinar, '/webinars/register')}`),
      main(`${a(w.requestDemo, '/demo')}${a(w.watchVideo, 'https://vimeo.com/123')}`),
      w.salesSentence,
      { pages: { '/': main(a(w.getStarted, '/apply')).html, '/apply': callbackForm(w.review) }, why: 'a start that ends at an application' },
      { html: `<nav>${a(w.login, `${APP}/login`)}</nav><main>${a(w.quote, '/quote')}</main>` },
      main(`${a(w.schedule, '/call')}${a(w.jobs, '/careers')}`),
      main(`${a(w.bookDemo, 'mailto:hello@acme.test')}`),
      main(`<p>${w.features}</p>${a(w.requestDemo, '/demo')}`),
      { html: `<main>${a(w.joinWaitlist, '/waitlist')}</main><footer>${a(w.support, '/support')}</footer>` },
      {
        pages: {
          '/': main(`${a(w.getStarted, '/get-started')}${a('App Store', 'https://apps.apple.com/app/acme/id123456')}`).html,
          '/get-started': callbackForm(w.callback),
        },
        why: 'a companion app of a product sold by a call',
      },
      {
        html: `<nav><a href="/demo"><button>${w.startTrial}</button></a></nav><main>${a(w.bookDemo, '/demo')}</main>`,
        why: 'a start button inside a link to the demo page',
      },
      { pages: { '/free-trial': `<nav>${a(w.startTrial, '/free-trial')}</nav>${callbackForm(w.callback)}` }, why: 'a trial page that is a request form' },
    ],
    negative: [
      main(`${a(w.bookDemo, '/demo')}${a(w.signUp, '/signup')}`),
      main(a(w.signUp, '/signup')),
      w.features,
      main(`${a(w.bookDemo, '/demo')}${a(w.download, 'https://github.com/acme/acme/releases/latest')}`),
      main(`${a(w.requestDemo, '/demo')}${accountForm(w.createAccount)}`),
      { pages: { '/pricing': `<main><h2>Pro</h2><p>29 €</p>${a(w.buy, '/checkout?plan=pro')}${a(w.talkToSales, '/sales')}</main>` } },
      { html: `<main>${a(w.signUp, '/signup')}</main><footer>${a(w.contactUs, '/contact')}</footer>` },
      main(`${a(w.getStarted, `${APP}/register`)}${a(w.bookDemo, '/demo')}`),
      main(a(w.watchVideo, 'https://www.youtube.com/watch?v=abc123')),
      main(a(w.tryDemo, 'https://demo.acme.test/')),
      main(`${a(w.startTrial, `${APP}/signup`)}${a(w.talkToSales, '/sales')}`),
      {
        pages: {
          '/pricing': `<main><h2>Pro</h2><p>29 €</p>${a(w.startTrial, '/signup')}<h2>${w.enterprise}</h2><p>${w.custom}</p>${a(w.contactUs, '/contact')}</main>`,
        },
      },
      main(`${a(w.talkToSales, '/sales')}<h2>Install</h2><pre>$ npm install -g acme</pre>`),
      main(`${a(w.bookDemo, '/demo')}${a('App Store', 'https://apps.apple.com/app/acme/id123456')}`),
      main(`${a(w.quote, '/contact')}${a(w.createAccount, '/signup')}`),
      { html: `<nav>${a(w.login, '/login')}</nav><main><p>${w.features}</p></main>` },
      main(a(w.support, '/support')),
      main(`${a(w.joinWaitlist, '/waitlist')}${a(w.signUp, '/register')}`),
      main(`${a(w.requestDemo, '/demo')}${emailForm(w.startTrial, w.startTrial, '/trial')}`),
      main(`${a(w.contactUs, '/contact')}${a(w.signUp, '/signup')}`),
      main(`${a(w.schedule, '/call')}${a(w.download, '/files/acme-setup.dmg')}`),
      main(`${a(w.bookDemo, '/demo')}${a(w.startTrial, `${APP}/`)}`),
      main(`${a(w.talkToSales, '/sales')}${a(w.signUp, '/register')}`),
      {
        pages: {
          '/': main(`${a(w.requestDemo, '/demo')}${a(w.getStarted, '/go')}`).html,
          '/go': `<main>${accountForm(w.createAccount)}</main>`,
        },
      },
      main(`${a(w.brochure, '/files/brochure.pdf')}${a(w.webinar, '/webinars/register')}`),
      main(`${a(w.getStarted, 'https://manage.acme.test/onboard')}${a(w.bookDemo, '/demo')}`),
      { html: `<nav>${a(w.download, '/downloads')}</nav><main>${a(w.bookDemo, '/demo')}</main>` },
      main(`<a href="/files/acme-free.zip" download>${w.startTrial}</a>${a(w.talkToSales, '/sales')}`),
    ],
  };
}

export default defineParaphraseSuite('demo-only', {
  en: cases({
    bookDemo: 'Book a demo',
    requestDemo: 'Request a demo',
    talkToSales: 'Talk to sales',
    contactUs: 'Contact us',
    getStarted: 'Get started',
    signUp: 'Sign up',
    requestTrial: 'Request a free trial',
    joinWaitlist: 'Join the waitlist',
    apply: 'Apply for an account',
    quote: 'Get a quote',
    login: 'Log in',
    watchVideo: 'Watch the video',
    tryDemo: 'Try the live demo',
    download: 'Download for Linux',
    buy: 'Buy now',
    startTrial: 'Start free trial',
    createAccount: 'Create account',
    newsletter: 'Our newsletter',
    subscribe: 'Subscribe',
    callback: 'An expert will call you back within one business day.',
    review: 'Our team reviews every application and will get back to you.',
    brochure: 'Download the brochure',
    webinar: 'Register for the webinar',
    jobs: 'Join our team',
    support: 'Contact support',
    schedule: 'Schedule a call',
    enterprise: 'Enterprise',
    custom: 'Custom pricing',
    price: 'Pricing',
    sentence: 'Book a demo to see Acme in action.',
    salesSentence: 'Contact our sales team to get started.',
    features: 'Plan routes, track drivers and send invoices from one place.',
  }),
  de: cases({
    bookDemo: 'Demo buchen',
    requestDemo: 'Demo anfordern',
    talkToSales: 'Mit dem Vertrieb sprechen',
    contactUs: 'Kontaktieren Sie uns',
    getStarted: 'Jetzt starten',
    signUp: 'Registrieren',
    requestTrial: 'Testzugang anfordern',
    joinWaitlist: 'Auf die Warteliste',
    apply: 'Zugang beantragen',
    quote: 'Angebot anfragen',
    login: 'Anmelden',
    watchVideo: 'Video ansehen',
    tryDemo: 'Live-Demo ausprobieren',
    download: 'Für Linux herunterladen',
    buy: 'Jetzt kaufen',
    startTrial: 'Kostenlos testen',
    createAccount: 'Konto erstellen',
    newsletter: 'Unser Newsletter',
    subscribe: 'Abonnieren',
    callback: 'Ein Experte ruft Sie innerhalb eines Werktags zurück. Wir melden uns bei Ihnen.',
    review: 'Unser Team prüft jeden Antrag, wir melden uns bei Ihnen.',
    brochure: 'Broschüre herunterladen',
    webinar: 'Zum Webinar anmelden',
    jobs: 'Karriere bei uns',
    support: 'Support kontaktieren',
    schedule: 'Termin vereinbaren',
    enterprise: 'Enterprise',
    custom: 'Individuelle Preise',
    price: 'Preise',
    sentence: 'Buchen Sie eine Demo und erleben Sie Acme live.',
    salesSentence: 'Sprechen Sie mit unserem Vertrieb, um loszulegen.',
    features: 'Touren planen, Fahrer verfolgen und Rechnungen schreiben an einem Ort.',
  }),
  fr: cases({
    bookDemo: 'Réserver une démo',
    requestDemo: 'Demander une démo',
    talkToSales: "Parler à l'équipe commerciale",
    contactUs: 'Nous contacter',
    getStarted: 'Commencer',
    signUp: "S'inscrire",
    requestTrial: 'Demander un essai gratuit',
    joinWaitlist: "Rejoindre la liste d'attente",
    apply: "Demander l'accès",
    quote: 'Demander un devis',
    login: 'Se connecter',
    watchVideo: 'Voir la vidéo',
    tryDemo: 'Essayer la démo en ligne',
    download: 'Télécharger pour Linux',
    buy: 'Acheter',
    startTrial: 'Essai gratuit',
    createAccount: 'Créer un compte',
    newsletter: 'Notre lettre d’information',
    subscribe: "S'abonner",
    callback: 'Un expert vous rappellera sous 24 heures.',
    review: 'Notre équipe étudie chaque demande ; nous vous recontacterons.',
    brochure: 'Télécharger la brochure',
    webinar: "S'inscrire au webinaire",
    jobs: 'Rejoindre notre équipe',
    support: 'Contacter le support',
    schedule: 'Prendre rendez-vous',
    enterprise: 'Entreprise',
    custom: 'Tarif sur mesure',
    price: 'Tarifs',
    sentence: 'Réservez une démo pour découvrir Acme en action.',
    salesSentence: 'Contactez notre équipe commerciale pour démarrer.',
    features: 'Planifiez les tournées, suivez les chauffeurs et facturez au même endroit.',
  }),
  es: cases({
    bookDemo: 'Reservar una demo',
    requestDemo: 'Solicitar una demo',
    talkToSales: 'Hablar con ventas',
    contactUs: 'Contáctanos',
    getStarted: 'Empezar',
    signUp: 'Regístrate',
    requestTrial: 'Solicitar una prueba gratuita',
    joinWaitlist: 'Unirse a la lista de espera',
    apply: 'Solicitar acceso',
    quote: 'Pedir presupuesto',
    login: 'Iniciar sesión',
    watchVideo: 'Ver el vídeo',
    tryDemo: 'Probar la demo en línea',
    download: 'Descargar para Linux',
    buy: 'Comprar ahora',
    startTrial: 'Prueba gratuita',
    createAccount: 'Crear cuenta',
    newsletter: 'Nuestro boletín',
    subscribe: 'Suscribirme',
    callback: 'Un experto te llamará en menos de 24 horas.',
    review: 'Nuestro equipo revisa cada solicitud y te contactaremos.',
    brochure: 'Descargar el folleto',
    webinar: 'Inscribirse al webinar',
    jobs: 'Trabaja con nosotros',
    support: 'Contactar con soporte',
    schedule: 'Agendar una llamada',
    enterprise: 'Empresa',
    custom: 'Precio a medida',
    price: 'Precios',
    sentence: 'Reserva una demo para ver Acme en acción.',
    salesSentence: 'Contacta con nuestro equipo comercial para empezar.',
    features: 'Planifica rutas, sigue a tus conductores y factura desde un solo lugar.',
  }),
});
