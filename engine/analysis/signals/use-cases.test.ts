import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { useCases } from './use-cases.ts';

describe('use-cases', () => {
  it('finds "For agencies" in the navigation', () => {
    expect(detectOn(useCases, { '/': '<nav><a href="/agencies">For agencies</a></nav>' }).present).toBe(true);
  });

  it('finds a solutions page by its address', () => {
    expect(detectOn(useCases, { '/': '<a href="/solutions/kubernetes">Kubernetes monitoring</a>' }).present).toBe(true);
  });

  it('finds a "Use cases" heading', () => {
    expect(detectOn(useCases, { '/': '<h2>Use cases</h2><p>Support, sales and success teams.</p>' }).present).toBe(true);
  });

  it('does not count a pricing plan called "Team"', () => {
    expect(detectOn(useCases, { '/pricing': '<h3>Team</h3><a href="/signup?plan=team">For teams</a>' }).present).toBe(false);
  });

  it('does not count a features page', () => {
    expect(detectOn(useCases, { '/': '<a href="/features">Features</a><a href="/about">About us</a>' }).present).toBe(false);
  });

  it('reads German: "Für Elektriker"', () => {
    expect(detectOn(useCases, { '/': '<a href="/branchen/elektriker">Für Elektriker</a>' }).present).toBe(true);
  });

  it('reads French: "Cas d\'usage"', () => {
    expect(detectOn(useCases, { '/': '<a href="/cas">Cas d\'usage</a>' }).present).toBe(true);
  });

  it('reads Spanish: "Para agencias"', () => {
    expect(detectOn(useCases, { '/': '<a href="/agencias">Para agencias</a>' }).present).toBe(true);
  });

  it('finds sections by audience without the words "use case": "For agencies", "For product teams"', () => {
    const result = detectOn(useCases, {
      '/': '<main><h2>Made for the way you work</h2><h3>For agencies</h3><p>One board per client.</p><h3>For product teams</h3><p>Roadmaps.</p></main>',
    });
    expect(result.evidence[0]?.text).toBe('"Made for the way you work": "For agencies", "For product teams"');
  });

  it('does not take one "For" heading for a section by audience', () => {
    expect(detectOn(useCases, { '/': '<main><h2>For teams that ship</h2><p>Plan, build and release.</p></main>' }).present).toBe(false);
  });

  it('does not take audience-like plan headings on the pricing page', () => {
    expect(detectOn(useCases, { '/pricing': '<main><h2>For individuals</h2><p>$0</p><h2>For teams</h2><p>$12</p></main>' }).present).toBe(false);
  });

  it('finds a "Who is it for?" heading', () => {
    expect(detectOn(useCases, { '/': '<main><h2>Who is Acme for?</h2><p>Anyone who sends invoices.</p></main>' }).present).toBe(true);
  });

  it('reads German: "Für Kanzleien" and "Für Lohnbüros"', () => {
    expect(detectOn(useCases, { '/': '<main><h2>Für Kanzleien</h2><p>Alles an einem Ort.</p><h2>Für Lohnbüros</h2><p>Abrechnung.</p></main>' }).present).toBe(
      true,
    );
  });

  it('reads German: not "Für immer kostenlos" once', () => {
    expect(detectOn(useCases, { '/': '<main><h2>Für immer kostenlos</h2><p>Bis zu drei Nutzer.</p></main>' }).present).toBe(false);
  });

  it('reads French: "Pour les équipes RH" and "Pour les managers"', () => {
    expect(detectOn(useCases, { '/': '<main><h2>Pour les équipes RH</h2><p>Congés.</p><h2>Pour les managers</h2><p>Entretiens.</p></main>' }).present).toBe(
      true,
    );
  });

  it('reads French: not "Pour commencer" and "Pour aller plus loin"', () => {
    expect(
      detectOn(useCases, { '/': '<main><h2>Pour commencer</h2><p>Créez un compte.</p><h2>Pour aller plus loin</h2><p>Lisez la documentation.</p></main>' })
        .present,
    ).toBe(false);
  });

  it('reads Spanish: "Para autónomos" and "Para pymes"', () => {
    expect(detectOn(useCases, { '/': '<main><h3>Para autónomos</h3><p>Facturas.</p><h3>Para pymes</h3><p>Remesas.</p></main>' }).present).toBe(true);
  });

  it('reads Spanish: not "Para empezar" and "Para saber más"', () => {
    expect(detectOn(useCases, { '/': '<main><h3>Para empezar</h3><p>Crea tu cuenta.</p><h3>Para saber más</h3><p>Lee la guía.</p></main>' }).present).toBe(
      false,
    );
  });

  it('finds a section named for segments whose headings name audiences without "for"', () => {
    const html =
      '<main><section class="segments"><div><h2>Freight forwarders</h2><p>Groupage.</p></div><div><h2>3PL warehouses</h2><p>Waves.</p></div></section></main>';
    expect(detectOn(useCases, { '/': html }).present).toBe(true);
  });

  it("does not take a features section's headings for audiences", () => {
    const html = '<main><section class="features"><h2>Load planning</h2><p>Plan.</p><h2>Carrier booking</h2><p>Book.</p></section></main>';
    expect(detectOn(useCases, { '/': html }).present).toBe(false);
  });

  it('reads German: a "zielgruppen" section', () => {
    const html =
      '<main><section class="zielgruppen"><h3>Private Vermieter</h3><p>Zwei Häuser.</p><h3>Hausverwaltungen</h3><p>Hunderte Einheiten.</p></section></main>';
    expect(detectOn(useCases, { '/': html }).present).toBe(true);
  });

  it('reads French: a "secteurs" section', () => {
    const html = '<main><section class="secteurs"><h3>Artisans du bâtiment</h3><p>Chantiers.</p><h3>Transporteurs</h3><p>Tournées.</p></section></main>';
    expect(detectOn(useCases, { '/': html }).present).toBe(true);
  });

  it('reads Spanish: a "sectores" section', () => {
    const html = '<main><section class="sectores"><h3>Peluquerías</h3><p>Citas.</p><h3>Fisioterapeutas</h3><p>Sesiones.</p></section></main>';
    expect(detectOn(useCases, { '/': html }).present).toBe(true);
  });

  it('finds a menu of industries, in four languages', () => {
    for (const links of [
      '<a href="/retail">Retail</a><a href="/banks">Banking</a>',
      '<a href="/branchen/gesundheit">Gesundheitswesen</a><a href="/logistik">Logistik</a>',
      '<a href="/immobilier">Immobilier</a><a href="/assurance">Assurance</a>',
      '<a href="/seguros">Seguros</a><a href="/hosteleria">Hostelería</a>',
      '<a href="/shops">For e-commerce</a>',
    ]) {
      expect(detectOn(useCases, { '/': `<nav><p>Explore</p>${links}</nav>` }).present, links).toBe(true);
    }
  });

  it('does not take an industry link in the content (a blog tag) for a page by industry', () => {
    expect(detectOn(useCases, { '/': '<main><p>Read more on <a href="/blog/tag/retail">Retail</a></p></main>' }).present).toBe(false);
  });

  it('finds "areas of application" headings and links in four languages', () => {
    for (const text of ['<h2>Areas of application</h2>', '<h2>Einsatzbereiche</h2>', "<h2>Domaines d'application</h2>", '<h2>Ámbitos de aplicación</h2>']) {
      expect(detectOn(useCases, { '/': text }).present, text).toBe(true);
    }
  });

  it('does not count an edition or a purpose: "Acme for Enterprise", "Pour la démonstration", "Pour le déploiement"', () => {
    expect(detectOn(useCases, { '/': '<nav><a href="/enterprise">Acme for Enterprise</a></nav>' }).present).toBe(false);
    expect(detectOn(useCases, { '/': '<h3>Pour la démonstration (test local)</h3><p>...</p><h3>Pour le déploiement en production</h3>' }).present).toBe(false);
  });

  it('does not count an industry word inside a longer link', () => {
    expect(detectOn(useCases, { '/': '<a href="/blog/x">Why retail margins are shrinking</a>' }).present).toBe(false);
  });
});
