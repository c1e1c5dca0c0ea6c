import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { testimonials } from './testimonials.ts';

describe('testimonials', () => {
  it('finds a quoted customer with name and role', () => {
    const result = detectOn(testimonials, {
      '/': '<blockquote>“We get paid nine days sooner on average since we switched.”</blockquote><p>— Amira Haddad, Founder, Bluefin</p>',
    });
    expect(result.evidence[0]?.text).toContain('Amira Haddad');
  });

  it('finds a testimonial card (page builder) with the role on its own line', () => {
    const html =
      '<div class="testimonial-card"><p>Vaultline gave us one prioritised list instead of eleven thousand alerts.</p><div>Elena Vasquez</div><div>CISO, Meridian Bank</div></div>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });

  it('does not count a quote without anyone behind it', () => {
    expect(detectOn(testimonials, { '/': '<blockquote>“The best way to predict the future is to invent it, they say.”</blockquote>' }).present).toBe(false);
  });

  it('does not count a plain feature paragraph', () => {
    expect(detectOn(testimonials, { '/': '<p>Reminders go out on their own schedule and stop when a client pays.</p><p>Head of nothing</p>' }).present).toBe(
      false,
    );
  });

  it('reads German quotes („…“) with a German role', () => {
    const html =
      '<div class="kundenstimme"><p>„Heute ist die Rechnung raus, bevor der Monteur vom Hof fährt, jedes Mal.“</p><p>Thomas Berger, Inhaber, Berger Haustechnik</p></div>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });

  it('reads French quotes (« … ») with a French role', () => {
    const html =
      '<p>« Le téléphone sonne deux fois moins au cabinet depuis que les patients réservent en ligne. »</p><p>— Claire Martin, fondatrice du cabinet</p>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });

  it('finds a card signed with a name and a role any trade has ("Name Role, Company")', () => {
    const html =
      '<div class="card"><p>"Since the WhatsApp reminders almost nobody misses an appointment any more."</p><p><span>Lucy Rowe</span> <span>Owner, Rowe Barbers</span></p></div>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });

  it('finds a blockquote in a figure signed in its figcaption', () => {
    const html =
      '<figure><blockquote>We closed the books two days sooner in the first month.</blockquote><figcaption>Maria Olsen, Controller at Fjordline</figcaption></figure>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });

  it('does not take a quoted slogan followed by a product name for a testimonial', () => {
    const html = '<p>"Everything your finance team needs, in one place, from day one."</p><p>Acme Cloud Pro</p>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(false);
  });

  it('reads German: "Dr. Henrike Maaß · Steuerberaterin"', () => {
    const html =
      '<div class="karte"><p>„Seit Kanzleifix fragen wir keine Belege mehr dreimal an. Unsere Mandanten mögen die App.“</p><p><span>Dr. Henrike Maaß</span> · <span>Steuerberaterin, Maaß &amp; Partner</span></p></div>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });

  it('reads German: a quoted claim with no one behind it is none', () => {
    expect(detectOn(testimonials, { '/': '<p>„Buchhaltung, die sich von selbst erledigt – jeden Monat aufs Neue.“</p><p>Jetzt testen</p>' }).present).toBe(
      false,
    );
  });

  it('reads French: "Sophie Durand, Directrice RH"', () => {
    const html =
      '<div class="temoignage"><p>« Les demandes de congés ne passent plus par mail, tout le monde y gagne. »</p><p>Sophie Durand, Directrice RH chez Lumio</p></div>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });

  it('reads French: a quoted slogan over a button is none', () => {
    expect(detectOn(testimonials, { '/': '<p>« La gestion RH, sans les tableurs ni les relances par mail. »</p><p>Demander un devis</p>' }).present).toBe(
      false,
    );
  });

  it('reads Spanish: "Lucía Romero Propietaria, Barbería El Tijeretazo"', () => {
    const html =
      '<div class="card"><p>"Desde que usamos los recordatorios por WhatsApp casi no tenemos clientes que no se presentan."</p><p><span>Lucía Romero</span> <span>Propietaria, Barbería El Tijeretazo</span></p></div>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });

  it('reads Spanish: a quoted slogan over the product name is none', () => {
    expect(detectOn(testimonials, { '/': '<p>"Tu agenda se llena sola, incluso mientras duermes por la noche."</p><p>Citaplus Agenda</p>' }).present).toBe(
      false,
    );
  });

  it('finds a review with an author in ld+json', () => {
    const head =
      '<title>Acme</title><script type="application/ld+json">{"@type":"Product","review":[{"@type":"Review","author":{"@type":"Person","name":"Lena Hartwig"},"reviewBody":"I photograph the receipt at the petrol station and there is nothing left to do at month end."}]}</script>';
    const result = detectOn(testimonials, { '/': `<!doctype html><html><head>${head}</head><body><p>Receipts.</p></body></html>` });
    expect(result.evidence[0]?.text).toContain('Lena Hartwig (structured data)');
  });

  it('does not count an ld+json rating without a quoted review', () => {
    const head =
      '<title>Acme</title><script type="application/ld+json">{"@type":"Product","aggregateRating":{"@type":"AggregateRating","ratingValue":"4.7","reviewCount":"212"}}</script>';
    expect(detectOn(testimonials, { '/': `<!doctype html><html><head>${head}</head><body><p>Receipts.</p></body></html>` }).present).toBe(false);
  });
});
