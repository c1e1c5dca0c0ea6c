import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { selfServeSignup } from './self-serve-signup.ts';

const CALLBACK_FORM = `<h1>Get started</h1><p>A specialist will call you back within one business day.</p>
  <form action="/leads"><input name="name"><input name="company"><input type="tel" name="phone"><button>Submit</button></form>`;

describe('self-serve-signup', () => {
  it('finds a "Sign up" link', () => {
    const result = detectOn(selfServeSignup, { '/': '<a href="/signup">Sign up</a>' });
    expect(result.present).toBe(true);
    expect(result.evidence[0]).toEqual({ page: 'https://acme.test/', text: '"Sign up" -> https://acme.test/signup' });
  });

  it('finds a "Start free trial" button in an email form', () => {
    const result = detectOn(selfServeSignup, {
      '/': '<form action="/trial"><input type="email" name="email"><button type="submit">Start free trial</button></form>',
    });
    expect(result.present).toBe(true);
  });

  it('finds a signup form with a password field on the signup page', () => {
    const result = detectOn(selfServeSignup, {
      '/signup': '<form action="/accounts"><input type="email" name="email"><input type="password" name="password"><button>Continue</button></form>',
    });
    expect(result.present).toBe(true);
  });

  it('accepts "Get started" when it leads to a page with an account form', () => {
    const result = detectOn(selfServeSignup, {
      '/': '<a href="/join-us">Get started</a>',
      '/join-us': '<form><input type="email" name="email"><input type="password" name="password"><button>Create account</button></form>',
    });
    expect(result.present).toBe(true);
  });

  it('rejects "Get started" that leads to a call-back form', () => {
    const result = detectOn(selfServeSignup, { '/': '<a href="/get-started">Get started</a>', '/get-started': CALLBACK_FORM });
    expect(result.present).toBe(false);
  });

  it('rejects "Sign up" that only opens an email to the company', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="mailto:hello@acme.test">Sign up</a>' }).present).toBe(false);
  });

  it('rejects a site with only "Log in" and "Book a demo"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/login">Log in</a><a href="/demo">Book a demo</a>' }).present).toBe(false);
  });

  it('does not count a login form as a signup form', () => {
    const result = detectOn(selfServeSignup, {
      '/signup': '<form><input type="email" name="email"><input type="password" name="password"><button>Log in</button></form>',
    });
    expect(result.present).toBe(false);
  });

  it('reads German: "Jetzt kostenlos testen"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/registrieren">Jetzt kostenlos testen</a>' }).present).toBe(true);
  });

  it('reads French: "Créer un compte"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/inscription">Créer un compte</a>' }).present).toBe(true);
  });

  it('reads Spanish: "Regístrate gratis"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/registro">Regístrate gratis</a>' }).present).toBe(true);
  });

  it('accepts any wording that leads to an account form on an app subdomain: "Deploy on Acme Cloud"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="https://app.acme.test/register">Deploy on Acme Cloud</a>' }).present).toBe(true);
  });

  it('accepts a start verb leading to the app: "Start building"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="https://app.acme.test/">Start building</a>' }).present).toBe(true);
  });

  it('accepts buying online: "Buy now" to a checkout', () => {
    expect(detectOn(selfServeSignup, { '/pricing': '<a href="/checkout?plan=pro">Buy now</a>' }).present).toBe(true);
  });

  it('accepts an open-source download offered on the home page', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="https://github.com/acme/acme/releases">Download for Linux</a></main>' }).present).toBe(true);
  });

  it('accepts an install command opening a code block on the home page', () => {
    const result = detectOn(selfServeSignup, { '/': '<main><h2>Install</h2><pre>$ npm install -g acme-cli</pre></main>' });
    expect(result.evidence[0]?.text).toBe('Install command: $ npm install -g acme-cli');
  });

  it('rejects a download of a white paper', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="/files/plg.pdf">Download the white paper</a></main>' }).present).toBe(false);
  });

  it('rejects an install command mentioned in prose', () => {
    expect(
      detectOn(selfServeSignup, { '/': '<main><p>Our engineers replaced the old setup, where every client ran npm install by hand.</p></main>' }).present,
    ).toBe(false);
  });

  it('rejects a free trial that must be requested: "Request a free trial"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/trial">Request a free trial</a>' }).present).toBe(false);
  });

  it('rejects registering for a webinar', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/webinars/register">Register now</a>' }).present).toBe(false);
  });

  it('rejects a start verb that leads nowhere known: "Get started" -> /product', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/product">Get started</a>' }).present).toBe(false);
  });

  it('reads German: "Ihren Shop erstellen" into the app', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="https://app.acme.test/">Ihren Shop erstellen</a>' }).present).toBe(true);
  });

  it('reads German: "Testzugang anfordern" is no self-serve way in', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/test">Testzugang anfordern</a>' }).present).toBe(false);
  });

  it('reads French: "Créez votre boutique" into a signup path', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/inscription">Créez votre boutique</a>' }).present).toBe(true);
  });

  it('reads French: "Demander un essai" is no self-serve way in', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/essai">Demander un essai gratuit</a>' }).present).toBe(false);
  });

  it('reads Spanish: "Descargar gratis" of the product on the home page', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="/descargas/acme.dmg">Descargar gratis</a></main>' }).present).toBe(true);
  });

  it('reads Spanish: "Solicitar acceso" is no self-serve way in', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/registro">Solicitar acceso</a>' }).present).toBe(false);
  });

  // A trial that someone approves stays a request when it names its length.
  it('rejects "Apply for a 30-day free trial", even into a trial path', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/trial">Apply for a 30-day free trial</a>' }).present).toBe(false);
  });

  it('reads German: "14 Tage Testzugang beantragen" is no self-serve way in', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/testen">14 Tage Testzugang beantragen</a>' }).present).toBe(false);
  });

  it('reads French: "Demander un essai de 30 jours" is no self-serve way in', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/essai">Demander un essai de 30 jours</a>' }).present).toBe(false);
  });

  it('reads Spanish: "Solicitar una prueba de 15 días" is no self-serve way in', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/prueba">Solicitar una prueba de 15 días</a>' }).present).toBe(false);
  });

  it('still counts a trial the visitor starts alone when it names its length: "Start your 30-day free trial"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/trial">Start your 30-day free trial</a>' }).present).toBe(true);
  });

  it('reads Spanish: "Empezar" that leads to a contact form is no self-serve way in', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/contacto">Empezar</a>' }).present).toBe(false);
  });

  it('accepts a prominent link into the app whatever it says: "Launch the console"', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a class="cta" href="https://app.acme.test/">Launch the console</a></main>' }).present).toBe(true);
  });

  it('rejects a footer link into the app without start wording: "Status"', () => {
    expect(detectOn(selfServeSignup, { '/': '<footer><a href="https://app.acme.test/status">Status</a></footer>' }).present).toBe(false);
  });

  it('accepts the app on another domain of the same brand: acme.test -> app.acme.io', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="https://app.acme.io/">Open the console</a></main>' }).present).toBe(true);
  });

  it('rejects an app host of another company: app.hubspot.com', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="https://app.hubspot.com/">Launch the console</a></main>' }).present).toBe(false);
  });

  it('rejects a newsletter "Subscribe"', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="/subscribe">Subscribe</a></main>' }).present).toBe(false);
  });

  it('rejects "Sign up for a demo"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/register">Sign up for a demo</a>' }).present).toBe(false);
  });

  it('accepts an install from an app store: "Install the app" -> apps.shopify.com', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="https://apps.shopify.com/acme">Install the app</a></main>' }).present).toBe(true);
  });

  it('rejects a download offered from another site: "Download" -> news.example', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="https://news.example/acme-review">Download</a></main>' }).present).toBe(false);
  });

  it('rejects a free trial asked for on WhatsApp', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="https://wa.me/34600000000?text=prueba">Empezar gratis</a>' }).present).toBe(false);
  });

  it('rejects "Request a free 14-days evaluation license"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/trial">Request a free 14-days evaluation license</a>' }).present).toBe(false);
  });

  it('reads German: "Jetzt Acme laden" from the App Store', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="https://apps.apple.com/de/app/acme/id1">Jetzt Acme laden</a></main>' }).present).toBe(true);
  });

  it('reads French: "Auto-hébergé" to the code host', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="https://github.com/acme/acme">Auto-hébergé</a></main>' }).present).toBe(true);
  });

  it('accepts the app on a cloud. subdomain: "Start building" -> cloud.acme.test/signup', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="https://cloud.acme.test/signup">Start building</a>' }).present).toBe(true);
  });

  it('reads German: "Jetzt kaufen – 79 € einmalig" to a hosted checkout', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="https://acme.onfastspring.com/full">Jetzt kaufen – 79 € einmalig</a></main>' }).present).toBe(true);
  });

  it('reads French: "Acheter" that leads to a contact form is no self-serve way in', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/contact">Acheter</a>' }).present).toBe(false);
  });

  it('reads Spanish: "Comprar ahora" to a checkout', () => {
    expect(detectOn(selfServeSignup, { '/precios': '<a href="https://acme.test/checkout/pro">Comprar ahora</a>' }).present).toBe(true);
  });

  it('rejects a link to the customers\' portal: "Patient portal"', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="https://portal.acme.test/">Patient portal</a></main>' }).present).toBe(false);
  });

  it('rejects "My account" into the app', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="https://app.acme.test/account">My account</a></main>' }).present).toBe(false);
  });

  it('reads German: rejects "Kundenportal"', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="https://app.acme.test/">Kundenportal</a></main>' }).present).toBe(false);
  });

  it('reads French: rejects "Espace client"', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="https://app.acme.test/">Espace client</a></main>' }).present).toBe(false);
  });

  it('reads Spanish: rejects "Área de clientes"', () => {
    expect(detectOn(selfServeSignup, { '/': '<main><a href="https://app.acme.test/">Área de clientes</a></main>' }).present).toBe(false);
  });

  it('accepts start wording into an app host under an unrecognised domain: "Build your first survey"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="https://app.surveys-cloud.io/new?trial=1">Build your first survey</a>' }).present).toBe(true);
  });

  it('finds an install command on the getting-started page', () => {
    const html = '<h2>Run it locally</h2><pre>docker-compose -f compose.local.yml up</pre>';
    expect(detectOn(selfServeSignup, { '/signup': html, '/': '<h1>Case notes for nonprofits</h1>' }).present).toBe(true);
  });

  it('does not take a mention of docker in prose on the getting-started page for an install command', () => {
    const html = '<p>Our hosting team runs docker compose up for you after the contract is signed.</p>';
    expect(detectOn(selfServeSignup, { '/signup': html, '/': '<h1>Case notes</h1>' }).present).toBe(false);
  });
});
