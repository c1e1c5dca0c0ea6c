import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { customerLogos } from './customer-logos.ts';

const images = (names: string[]) => names.map((name) => `<img src="/logos/${name}.svg" alt="${name}">`).join('');

describe('customer-logos', () => {
  it('finds a logo wall under "Trusted by"', () => {
    const result = detectOn(customerLogos, {
      '/': `<section><p>Trusted by teams at</p><div>${images(['Northwind', 'Contoso', 'Globex', 'Initech'])}</div></section>`,
    });
    expect(result.evidence[0]?.text).toBe('4 logos: Northwind, Contoso, Globex, Initech');
  });

  it('finds inline SVG logos named by their titles', () => {
    const svgs = ['Orbital', 'Fernway', 'Quillstack', 'Mapleline'].map((name) => `<li><svg role="img"><title>${name}</title></svg></li>`).join('');
    expect(detectOn(customerLogos, { '/': `<p>Loved by product teams</p><ul>${svgs}</ul>` }).present).toBe(true);
  });

  it('does not count "Trusted by" text without logos', () => {
    expect(detectOn(customerLogos, { '/': '<h2>Trusted by teams who hate busywork</h2><p>Studios and clinics use us.</p>' }).present).toBe(false);
  });

  it('does not count a wall of integration logos', () => {
    expect(detectOn(customerLogos, { '/': `<h2>Integrates with your stack</h2><div>${images(['Slack', 'GitHub', 'Jira', 'Zapier'])}</div>` }).present).toBe(
      false,
    );
  });

  it('does not count social icons in the footer', () => {
    const icons = ['twitter.com', 'linkedin.com', 'facebook.com', 'instagram.com']
      .map((host) => `<a href="https://${host}/acme"><svg><title>${host}</title></svg></a>`)
      .join('');
    expect(detectOn(customerLogos, { '/': `<footer><p>Our customers love us</p>${icons}</footer>` }).present).toBe(false);
  });

  it('finds a wall under "Suppliers running on Acme"', () => {
    expect(
      detectOn(customerLogos, {
        '/': `<section><h2>Suppliers running on Acme</h2><div>${images(['Tidewater', 'Fellside', 'Northgrid', 'Solway'])}</div></section>`,
      }).present,
    ).toBe(true);
  });

  it('does not count a wall of integrations "Works with"', () => {
    expect(
      detectOn(customerLogos, { '/': `<section><h2>Works with the tools you use</h2><div>${images(['Slack', 'Jira', 'Figma', 'Notion'])}</div></section>` })
        .present,
    ).toBe(false);
  });

  it('reads German: "Diese Unternehmen nutzen Acme"', () => {
    expect(
      detectOn(customerLogos, {
        '/': `<section><h2>Diese Unternehmen nutzen Acme</h2><div>${images(['Bergmann', 'Hofer', 'Kessler', 'Lindner'])}</div></section>`,
      }).present,
    ).toBe(true);
  });

  it('reads German: not "Integrationen"', () => {
    expect(
      detectOn(customerLogos, { '/': `<section><h2>Integrationen</h2><div>${images(['DATEV', 'Lexware', 'sevDesk', 'Shopify'])}</div></section>` }).present,
    ).toBe(false);
  });

  it('reads French: "Ils utilisent Acme"', () => {
    expect(
      detectOn(customerLogos, { '/': `<section><h2>Ils utilisent Acme</h2><div>${images(['Dupont', 'Moreau', 'Lefèvre', 'Girard'])}</div></section>` }).present,
    ).toBe(true);
  });

  it('reads French: not "Paiement sécurisé"', () => {
    expect(
      detectOn(customerLogos, { '/': `<section><h2>Paiement sécurisé</h2><div>${images(['Visa', 'Mastercard', 'CB', 'Amex'])}</div></section>` }).present,
    ).toBe(false);
  });

  it('reads Spanish: "Empresas que usan Acme"', () => {
    expect(
      detectOn(customerLogos, { '/': `<section><h2>Empresas que usan Acme</h2><div>${images(['Iberia', 'Garrido', 'Solana', 'Vidal'])}</div></section>` })
        .present,
    ).toBe(true);
  });

  it('reads Spanish: not "Integraciones"', () => {
    expect(
      detectOn(customerLogos, { '/': `<section><h2>Integraciones</h2><div>${images(['Holded', 'Stripe', 'Shopify', 'Zapier'])}</div></section>` }).present,
    ).toBe(false);
  });

  it('rejects German: "Vertrauen" without logos', () => {
    expect(
      detectOn(customerLogos, { '/': '<h2>Vertrauen Sie auf 20 Jahre Erfahrung</h2><p>Handwerksbetriebe in ganz Deutschland arbeiten mit uns.</p>' }).present,
    ).toBe(false);
  });

  it('finds three logos right under a "Trusted by" heading', () => {
    const result = detectOn(customerLogos, {
      '/': `<section><h2>Trusted by clinics across the region</h2><div class="row">${images(['Harbourside', 'Elmwood', 'Kestrel'])}</div></section>`,
    });
    expect(result.evidence[0]?.text).toBe('3 logos: Harbourside, Elmwood, Kestrel');
  });

  it('does not count three portraits under a testimonials heading', () => {
    const portraits = ['Ana Ruiz', 'Tom Vance', 'Ida Berg'].map((name) => `<img src="/people/${name}.jpg" alt="${name}">`).join('');
    expect(detectOn(customerLogos, { '/': `<h2>What our customers say</h2><div>${portraits}</div>` }).present).toBe(false);
  });

  it('finds a strip whose logos each link to the company they show, with no heading', () => {
    const linked = ['northwind.example', 'contoso.example', 'globex.example', 'initech.example', 'umbrella.example']
      .map((host) => `<a href="https://www.${host}/"><img src="/l/${host}.svg" alt="${host.split('.')[0]}"></a>`)
      .join('');
    expect(detectOn(customerLogos, { '/': `<h1>Ship faster</h1><div>${linked}</div>` }).present).toBe(true);
  });

  it('reads the folder of logos whose alt texts say nothing', () => {
    const unnamed = [1, 2, 3, 4].map((n) => `<img src="/assets/customers/${n}.png" alt="Layer ${n}">`).join('');
    expect(detectOn(customerLogos, { '/': `<h2>Built for busy finance teams</h2><div>${unnamed}</div>` }).present).toBe(true);
  });

  it('does not count a grid of feature icons, each with its name and a line beside it', () => {
    const features = ['Invoices', 'Reminders', 'Reports', 'Exports']
      .map((name) => `<div><svg viewBox="0 0 9 9"><path d="M0 0"/></svg><p>${name}</p><p>Keep your customers up to date</p></div>`)
      .join('');
    expect(detectOn(customerLogos, { '/': `<h2>Everything for your customers</h2><div>${features}</div>` }).present).toBe(false);
  });

  it('does not count images named as icons', () => {
    const icons = ['Calendar', 'Invoices', 'Stock', 'Payroll'].map((name) => `<img src="/i/${name}.svg" alt="${name} icon">`).join('');
    expect(detectOn(customerLogos, { '/': `<h2>Apps our customers use every day</h2><div>${icons}</div>` }).present).toBe(false);
  });

  it('does not count five unnamed drawings (rating stars) under customer wording', () => {
    const stars = '<svg viewBox="0 0 9 9"><path d="M0 0"/></svg>'.repeat(5);
    expect(detectOn(customerLogos, { '/': `<p>Loved by customers</p><div>${stars}</div>` }).present).toBe(false);
  });

  it('does not read "customers" in a long paragraph before a photo carousel', () => {
    const photos = [1, 2, 3, 4, 5].map((n) => `<img src="/photos/venue-${n}.jpg" alt="Our venue ${n}">`).join('');
    const lead =
      '<p>We make renting a room simple: owners list their spaces in minutes, take payments online and give their customers a booking experience that feels effortless from start to finish.</p>';
    expect(detectOn(customerLogos, { '/': `${lead}<div>${photos}</div>` }).present).toBe(false);
  });

  it("does not count competitors' logos on a comparison page", () => {
    const rivals = ['Mailjar', 'Sendly', 'Postbox', 'Inboxer']
      .map((name) => `<div><img src="/l/${name}.svg" alt="Logo ${name}"><p>Acme vs ${name}</p></div>`)
      .join('');
    expect(detectOn(customerLogos, { '/compare': `<h1>Compare Acme</h1><div>${rivals}</div>` }).present).toBe(false);
  });

  it.each([
    ['English', 'Hundreds of bakeries have switched from spreadsheets to Acme'],
    ['German', 'Über 300 Bäckereien sind zu Acme gewechselt'],
    ['French', 'Plus de 300 boulangeries sont passées à Acme'],
    ['Spanish', 'Más de 300 panaderías se han cambiado a Acme'],
  ])('reads %s: customers who switched to the product, over logos', (_language, heading) => {
    expect(detectOn(customerLogos, { '/': `<h2>${heading}</h2><div>${images(['Brotzeit', 'Miette', 'Hornos Sol', 'Crumb'])}</div>` }).present).toBe(true);
  });

  it.each([
    ['English', 'Clubs on Acme'],
    ['German', 'Kanzleien mit Acme'],
    ['French', 'Les agences Acme'],
    ['Spanish', 'Clínicas con Acme'],
  ])('reads %s: a short heading naming the organisations over their logos', (_language, heading) => {
    expect(detectOn(customerLogos, { '/': `<h2>${heading}</h2><div>${images(['Harbourside', 'Elmwood', 'Kestrel', 'Larch'])}</div>` }).present).toBe(true);
  });

  it('does not count package managers linking out under "Install"', () => {
    const managers = ['npmjs.com', 'hub.docker.com', 'pypi.org', 'brew.sh', 'crates.io']
      .map((host) => `<a href="https://${host}/acme"><img src="/icons/${host}.svg" alt="${host}"></a>`)
      .join('');
    expect(detectOn(customerLogos, { '/': `<h2>Install it your way</h2><div>${managers}</div>` }).present).toBe(false);
  });
});
