import { describe, expect, it } from 'vitest';
import { evidencePhrase } from '../../contract/evidence-wording.ts';
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

  it('finds a wall of social posts, each signed "Name @handle"', () => {
    const html =
      '<div><p>Moved our whole booking flow over in an afternoon, the API is a joy to work with.</p><p>Rosa Klein @rosabuilds</p></div>' +
      '<div><p>Three weeks in and our support inbox is half what it was. Strongly recommended.</p><p>Dev Patel @devp</p></div>';
    expect(detectOn(testimonials, { '/': html }).evidence[0]?.text).toContain('@rosabuilds');
  });

  it('does not take one line above a "Follow us" handle for a post', () => {
    expect(detectOn(testimonials, { '/': '<p>News, tips and release notes from the team, every other week.</p><p>Follow us @acme</p>' }).present).toBe(false);
  });

  it.each([
    ['English', 'What our customers say', 'Operations Manager at Brightside'],
    ['German', 'Stimmen aus der Praxis', 'Geschäftsführerin, Hofmann Logistik'],
    ['French', 'Ce que disent nos clients', 'Directrice des opérations, Lumen'],
    ['Spanish', 'Lo que dicen nuestros clientes', 'Gerente, Transportes Vidal'],
  ])('reads %s: unquoted words signed below, under a testimonials heading', (_language, heading, role) => {
    const html = `<h2>${heading}</h2><p>Short intro.</p><div><p>We stopped chasing paper delivery notes the week we started, and the drivers picked it up without any training at all.</p><p>Jo Winter</p><p>${role}</p></div>`;
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });

  it('does not take a team introduction signed by a job title for a quote', () => {
    const html = '<h2>Meet the team</h2><p>We are a small crew of engineers and designers who care about tidy books.</p><p>Jo Winter</p><p>Head of Finance</p>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(false);
  });

  it('does not take the line under a "Customer stories" heading for a quote', () => {
    const html = '<h1>Customer stories</h1><p>See how studios use Acme to plan their week without spreadsheets.</p><h3>Mia Lund</h3><p>Lund Studio · Oslo</p>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(false);
  });

  it.each([
    ['English', 'Customer stories', '"Every invoice goes out the same day the job is done, no exceptions."'],
    ['German', 'Kundengeschichten', '„Jede Rechnung geht am selben Tag raus, an dem der Auftrag fertig ist.“'],
    ['French', 'Témoignages', '« Chaque facture part le jour même où le chantier se termine. »'],
    ['Spanish', 'Casos de éxito', '“Cada factura sale el mismo día en que termina el trabajo, sin excepción.”'],
  ])('reads %s: quoted lines on story cards under a customer stories heading', (_language, heading, quote) => {
    const html = `<p>${heading}</p><h1>Real shops, real numbers</h1><h3>How a bakery found its margin</h3><p>${quote}</p><a href="/story">Read the story</a>`;
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });

  it.each([
    ['English', '“We had the new screens running before the first home game.”', 'Harbour Rowing Club (Division 2)'],
    ['French', '« Les supporters ont adoré voir leurs joueurs à l’écran dès le premier match. »', 'AS BORDS DE LOIRE (N2)'],
  ])('reads %s: a blockquote signed by an organisation', (_language, quote, club) => {
    expect(detectOn(testimonials, { '/': `<blockquote>${quote}</blockquote><p>${club}</p>` }).present).toBe(true);
  });

  it('reads a card whose header names the author above the quote', () => {
    const html =
      '<div class="testimonial"><p>mara_k @mara_k</p><p>Set it up on an old laptop over a weekend and it has run the heating ever since, no fuss.</p></div>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });

  it('reads a quote a card styles as a heading, signed in smaller headings', () => {
    const html =
      '<div class="quote-card"><h4>We needed sign-in that fits a modern stack, and this one simply works.</h4><h5>Ravi Menon</h5><p>VP of Engineering, Parcelwise</p></div>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });

  it('does not count an empty template card ("Testimonial pending")', () => {
    const html = '<div class="testimonial"><p>A quote from a customer, with their photo, role and company, goes here.</p><p>TESTIMONIAL PENDING</p></div>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(false);
  });

  it('does not take a long job title for words said', () => {
    const html = '<div class="testimonial"><p>Former Head of Data at Brightside and Founder of Tallyhouse.io</p><p>Ravi Menon, CTO</p></div>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(false);
  });

  it('finds testimonials a framework ships as data records ({ name, quote })', () => {
    const data = JSON.stringify({
      props: { testimonials: [{ name: 'Ines Ford', role: 'Bookkeeper', quote: 'Month end used to take me three evenings; now it is done before lunch.' }] },
    });
    const html = `<!doctype html><html><head><title>Acme</title></head><body><p>Books.</p><script id="__NEXT_DATA__" type="application/json">${data}</script></body></html>`;
    expect(detectOn(testimonials, { '/': html }).evidence[0]?.text).toContain('Ines Ford (structured data)');
  });

  it('does not read a plan record ({ name, quote }) with no sentence in it as a testimonial', () => {
    const data = JSON.stringify({ plans: [{ name: 'Enterprise', quote: 'on request' }] });
    const html = `<!doctype html><html><head><title>Acme</title></head><body><p>Books.</p><script type="application/json">${data}</script></body></html>`;
    expect(detectOn(testimonials, { '/': html }).present).toBe(false);
  });

  it('does not take a "request a quote" form for a testimonial card', () => {
    const html =
      '<section class="request-quote"><p>Tell us about your fleet and we will send a tailored offer within one working day.</p><p>Fleet Size (Vehicles)</p></section>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(false);
  });

  it('does not take a note in the docs for a quote', () => {
    const html = '<blockquote>Note: the importer needs a CSV export with one row per invoice and a header line.</blockquote><p>Step 2 (Optional)</p>';
    expect(detectOn(testimonials, { '/docs/import': html }).present).toBe(false);
  });

  it('finds a carousel: the quote shown, then a button for each person it switches to', () => {
    const html =
      '<div><div>Acme turned our release day from a ritual into a non-event.</div><button>Dana Reyes Founder, Northwind</button><button>Sam Ode CTO, Parcelwise</button></div>';
    expect(detectOn(testimonials, { '/': html }).evidence[0]?.text).toContain('Dana Reyes');
  });

  it('does not take a paragraph over plan toggles for a carousel quote', () => {
    const html = '<div><p>Pick the plan that fits the size of your team today and change it any time.</p><button>Monthly</button><button>Yearly</button></div>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(false);
  });

  it('quotes the words once: the quote marks the report adds are not doubled (issue #32 item 6)', () => {
    const html = '<blockquote><span>“</span> “Great tool, our invoices go out the same afternoon now.”</blockquote><p>— Amira Haddad, Founder, Bluefin</p>';
    const [evidence] = detectOn(testimonials, { '/': html }).evidence;
    expect(evidence?.text).toBe('Great tool, our invoices go out the same afternoon now. — Amira Haddad, Founder, Bluefin');
    expect(evidencePhrase(evidence!, 'https://acme.test/')).toBe(
      '"Great tool, our invoices go out the same afternoon now. — Amira Haddad, Founder, Bluefin" on the home page',
    );
  });

  it('quotes a byline split over inline elements as the page shows it, the comma after the name (issue #32 item 6)', () => {
    const html =
      '<h2>What our customers say</h2><div class="card"><p>Every invoice now goes out the day the job is done, and we stopped chasing late payers.</p><div><span>Dana Reyes</span><span>, Founder &amp; CEO</span></div></div>';
    expect(detectOn(testimonials, { '/': html }).evidence[0]?.text).toBe(
      'Every invoice now goes out the day the job is done, and we stopped chasing late payers. — Dana Reyes, Founder & CEO',
    );
  });

  it('does not take the company speaking of itself for a customer', () => {
    const html = '<blockquote>“We built Acme because every small firm deserves the tools big ones have.”</blockquote><p>— Jane Doe, CEO of Acme</p>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(false);
  });

  it('does not take an error message quoted in docs for a testimonial', () => {
    const html = '<blockquote>"Error: connection refused while connecting to the database at 127.0.0.1:5432"</blockquote><p>— Server log, Acme API</p>';
    expect(detectOn(testimonials, { '/docs/errors': html }).present).toBe(false);
  });
});
