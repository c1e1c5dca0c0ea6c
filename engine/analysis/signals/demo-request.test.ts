import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { demoRequest } from './demo-request.ts';

describe('demo-request', () => {
  it('finds a "Book a demo" link', () => {
    const result = detectOn(demoRequest, { '/': '<a href="/demo">Book a demo</a>' });
    expect(result.evidence[0]).toEqual({ page: 'https://acme.test/', text: '"Book a demo" -> https://acme.test/demo' });
  });

  it('finds "Talk to sales" in the footer', () => {
    expect(detectOn(demoRequest, { '/': '<footer><a href="/sales">Talk to sales</a></footer>' }).present).toBe(true);
  });

  it('finds a pricing tier\'s "Contact us"', () => {
    expect(detectOn(demoRequest, { '/pricing': '<div class="plan"><h3>Enterprise</h3><a href="mailto:sales@acme.test">Contact us</a></div>' }).present).toBe(
      true,
    );
  });

  it('finds a scheduling link', () => {
    const result = detectOn(demoRequest, { '/': '<a href="https://calendly.com/acme/intro">Pick a time</a>' });
    expect(result.evidence[0]?.text).toBe('Calendly booking link: https://calendly.com/acme/intro');
  });

  it('finds a "Get started" that turns out to be a call-back form', () => {
    const result = detectOn(demoRequest, {
      '/': '<a href="/get-started">Get started</a>',
      '/get-started': '<p>We will call you back.</p><form><input name="name"><input name="company"><input type="tel" name="phone"><button>Send</button></form>',
    });
    expect(result.present).toBe(true);
  });

  it('finds "Talk to our shipping experts"', () => {
    expect(detectOn(demoRequest, { '/pricing': '<p>Need more? <a href="/sales-team">Talk to our shipping experts</a>.</p>' }).present).toBe(true);
  });

  it('does not count a generic "Contact" link outside pricing', () => {
    expect(detectOn(demoRequest, { '/': '<footer><a href="mailto:hello@acme.test">Contact</a></footer>' }).present).toBe(false);
  });

  it('does not count "Watch the demo" or an interactive demo', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/video">Watch the demo</a><a href="/tour">Try the interactive demo</a>' }).present).toBe(false);
  });

  it('reads German: "Demo buchen"', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/demo">Demo buchen</a>' }).present).toBe(true);
  });

  it('reads French: "Demander une démo"', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/demo">Demander une démo</a>' }).present).toBe(true);
  });

  it('reads Spanish: "Solicitar una demo"', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/demo">Solicitar una demo</a>' }).present).toBe(true);
  });

  it('finds a quote request: "Get a custom quote"', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/quote">Get a custom quote</a>' }).present).toBe(true);
  });

  it('finds a trial that must be requested: "Request a free trial"', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/trial">Request a free trial</a>' }).present).toBe(true);
  });

  it('finds a contact form asking for company and message', () => {
    const result = detectOn(demoRequest, {
      '/contact':
        '<form><input name="name"><input type="email" name="email"><input name="company"><textarea name="message"></textarea><button>Send</button></form>',
    });
    expect(result.evidence[0]?.text).toBe('Sales contact form: "Send"');
  });

  it('does not count a newsletter form', () => {
    expect(detectOn(demoRequest, { '/': '<form><input type="email" name="email"><button>Subscribe</button></form>' }).present).toBe(false);
  });

  it('does not count "Start free trial" or "Sign up"', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/signup">Start free trial</a><a href="/signup">Sign up</a>' }).present).toBe(false);
  });

  it('reads German: "Angebot einholen"', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/angebot">Angebot einholen</a>' }).present).toBe(true);
  });

  it('reads German: "Testzugang anfordern"', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/test">Testzugang anfordern</a>' }).present).toBe(true);
  });

  it('reads German: "Jetzt kostenlos testen" is no sales path', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/registrieren">Jetzt kostenlos testen</a>' }).present).toBe(false);
  });

  it('reads French: "Obtenir un devis"', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/devis">Obtenir un devis</a>' }).present).toBe(true);
  });

  it('reads French: "Créer un compte" is no sales path', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/inscription">Créer un compte</a>' }).present).toBe(false);
  });

  it('reads Spanish: "Pedir presupuesto"', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/presupuesto">Pedir presupuesto</a>' }).present).toBe(true);
  });

  it('reads Spanish: "Solicitar acceso"', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/acceso">Solicitar acceso</a>' }).present).toBe(true);
  });

  it('reads Spanish: "Regístrate gratis" is no sales path', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/registro">Regístrate gratis</a>' }).present).toBe(false);
  });

  it('reads Spanish: a waiting list for appointments is a feature, not a sales path', () => {
    expect(detectOn(demoRequest, { '/': '<p>Servicios con duración propia y lista de espera para los huecos que se liberan.</p>' }).present).toBe(false);
  });

  it("finds a plan card made one link that ends with the tier's contact", () => {
    const html =
      '<a href="mailto:team@acme.test?subject=Enterprise"><h3>Enterprise</h3><p>For on-premise installs and custom work we are glad to help.</p><p>Contact us</p></a>';
    expect(detectOn(demoRequest, { '/pricing': html }).present).toBe(true);
  });

  it("finds a tier's contact in a home page's plans section", () => {
    const html = '<section class="pricing"><h3>Network</h3><p>€900 per year</p><a href="/kontakt">Kontakt</a></section>';
    expect(detectOn(demoRequest, { '/': html }).present).toBe(true);
  });

  it('does not take a support question on the pricing page for a sales contact', () => {
    expect(detectOn(demoRequest, { '/pricing': '<button>How do I contact support?</button><h3>Pro</h3><p>$5/mo</p>' }).present).toBe(false);
  });

  it('finds "Contact us" in the content when it is the only way in', () => {
    const html = '<h1>ERP rollouts for workshops</h1><p>Make your firm run smoother.</p><a href="/contact">Contact us</a>';
    expect(detectOn(demoRequest, { '/services': html, '/': '<h1>Consulting</h1>' }).present).toBe(true);
  });

  it('does not take "Contact us" for a sales contact when visitors can sign up alone', () => {
    const html = '<a href="/signup">Sign up</a><p>Questions left?</p><a href="/contact">Contact us</a>';
    expect(detectOn(demoRequest, { '/': html }).present).toBe(false);
  });

  it('reads German compounds: "Gruppenangebot anfragen"', () => {
    expect(detectOn(demoRequest, { '/kontakt': '<a href="/kontakt#form">Gruppenangebot anfragen</a>' }).present).toBe(true);
  });

  it('reads Canadian French: "Contactez-nous pour obtenir une soumission"', () => {
    expect(detectOn(demoRequest, { '/services': '<p>Contactez-nous pour obtenir une soumission adaptée à votre organisme.</p>' }).present).toBe(true);
  });

  it('reads Spanish: "Contáctanos para un presupuesto"', () => {
    expect(detectOn(demoRequest, { '/': '<p>Contáctanos para un presupuesto a medida.</p>' }).present).toBe(true);
  });
});
