import { describe, expect, it } from 'vitest';
import { detectOn, htmlPage } from '../../../test-support/engine/site-from-html.ts';
import { interactiveDemo } from './interactive-demo.ts';

describe('interactive-demo', () => {
  it('finds an embedded Navattic demo', () => {
    const result = detectOn(interactiveDemo, { '/': '<iframe src="https://capture.navattic.com/abc123"></iframe>' });
    expect(result.evidence[0]?.text).toBe('Navattic iframe: capture.navattic.com');
  });

  it('finds a linked Storylane demo', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="https://app.storylane.io/share/x">See it</a>' }).present).toBe(true);
  });

  it('finds a "Take the product tour" button', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/tour">Take the product tour</a>' }).present).toBe(true);
  });

  it('does not count "Request a demo"', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/demo">Request a demo</a>' }).present).toBe(false);
  });

  it('does not count a "tour" that is a YouTube video', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="https://www.youtube.com/watch?v=abc">Take the tour</a>' }).present).toBe(false);
  });

  it('reads German: "Interaktive Demo"', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/demo-tour">Interaktive Demo starten</a>' }).present).toBe(true);
  });

  it('reads French: "Démo interactive"', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/visite">Voir la démo interactive</a>' }).present).toBe(true);
  });

  it('reads Spanish: "Demo interactiva"', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/tour">Prueba la demo interactiva</a>' }).present).toBe(true);
  });

  it("finds a public playground on the brand's own host", () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="https://play.acme.dev">Playground</a>' }).present).toBe(true);
  });

  it('finds "Try the live playground"', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/play">Try the live playground</a>' }).present).toBe(true);
  });

  it('finds a public demo instance offered in copy: "explore a demo workspace"', () => {
    expect(detectOn(interactiveDemo, { '/': '<p>No signup: explore a demo workspace with sample data.</p>' }).present).toBe(true);
  });

  it('does not count "Book a live demo"', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/demo">Book a live demo</a>' }).present).toBe(false);
  });

  it('does not count a sandbox mode named as a product feature', () => {
    expect(detectOn(interactiveDemo, { '/': '<p>Every account includes a sandbox mode for test payments.</p>' }).present).toBe(false);
  });

  it('reads German: "Klicken Sie sich selbst durch"', () => {
    expect(detectOn(interactiveDemo, { '/': '<h2>Klicken Sie sich selbst durch</h2><p>Ein echter Monatsabschluss, ohne Anmeldung.</p>' }).present).toBe(true);
  });

  it('reads German: not "Demo vereinbaren"', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/demo">Demo vereinbaren</a>' }).present).toBe(false);
  });

  it('reads French: "compte de démonstration"', () => {
    expect(detectOn(interactiveDemo, { '/': '<p>Ouvrez le compte de démonstration : une entreprise fictive, sans inscription.</p>' }).present).toBe(true);
  });

  it('reads French: not "Demandez une démo"', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/demo">Demandez une démo</a>' }).present).toBe(false);
  });

  it('reads Spanish: "Juega con una cuenta de ejemplo"', () => {
    expect(detectOn(interactiveDemo, { '/': '<h2>Juega con una cuenta de ejemplo</h2><p>Una empresa ficticia con clientes y facturas.</p>' }).present).toBe(
      true,
    );
  });

  it('reads Spanish: not "Solicita una demo"', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/demo">Solicita una demo</a>' }).present).toBe(false);
  });

  it("finds a playground embedded from the brand's play host", () => {
    expect(detectOn(interactiveDemo, { '/': '<h2>Try it live</h2><iframe src="https://play.acme.test/embed/sample"></iframe>' }).present).toBe(true);
  });

  describe('a demo the link opens in the product itself', () => {
    const mirror = 'http://127.0.0.1:4100';
    const declared = (body: string) => htmlPage(body, '<title>Acme</title><link rel="canonical" href="https://www.acme.io/">');

    it('a "Live demo" link to the demo instance of the host the page declares as its own, served from elsewhere', () => {
      const result = detectOn(interactiveDemo, { '/': declared('<a href="https://demo.acme.io/login?user=demo">Live demo</a>') }, mirror);
      expect(result.evidence[0]?.text).toContain('demo.acme.io');
    });

    it('an embedded live dashboard from that demo instance', () => {
      expect(detectOn(interactiveDemo, { '/': declared('<iframe src="https://demo.acme.io/board?range=1h" title="Preview"></iframe>') }, mirror).present).toBe(
        true,
      );
    });

    it('German "Demo ausprobieren", French "Démo en ligne" and Spanish "Demo en vivo" into the app', () => {
      for (const link of [
        '<a href="https://app.acme.io/umfrage/probe">Demo ausprobieren</a>',
        '<a href="https://app.acme.io/demo">Démo en ligne</a>',
        '<a href="https://app.acme.io/demo">Demo en vivo</a>',
      ]) {
        expect(detectOn(interactiveDemo, { '/': declared(link) }, mirror).present, link).toBe(true);
      }
    });

    it('never a demo to book, even on the app host, nor a demo host of another brand', () => {
      for (const link of [
        '<a href="https://app.acme.io/demo">Demo buchen</a>',
        '<a href="https://app.acme.io/book-demo">Réserver une démo</a>',
        '<a href="https://demo.othervendor.com/">Live demo</a>',
        '<a href="/demo">Solicitar demo</a>',
      ]) {
        expect(detectOn(interactiveDemo, { '/': declared(link) }, mirror).present, link).toBe(false);
      }
    });
  });

  it('finds a demo version shown running on the app host of the platform it is built on', () => {
    const result = detectOn(interactiveDemo, { '/': '<main><a href="https://app.reportcloud.example/view?r=abc123">Zur Demoversion</a></main>' });
    expect(result.evidence[0]?.text).toBe('"Zur Demoversion" -> https://app.reportcloud.example/view?r=abc123');
  });

  it('does not take a live demo on a scheduler or a video host for a demo to open', () => {
    for (const link of [
      '<a href="https://app.savvycal.com/acme/demo">Live demo</a>',
      '<a href="https://app.vidyard.com/watch/abc">Démo en ligne</a>',
      '<a href="https://app.formhost.example/f/demo">Demoversion anfordern</a>',
    ]) {
      expect(detectOn(interactiveDemo, { '/': `<main>${link}</main>` }).present, link).toBe(false);
    }
  });

  it('does not count a short "interactive demo" label that opens nothing', () => {
    const body = '<div class="placeholder"><span>▶</span><div class="label">Ver demo interactiva</div></div>';
    expect(detectOn(interactiveDemo, { '/': body }).present).toBe(false);
  });
});
