import { describe, expect, it } from 'vitest';
import { detectOn, htmlPage } from '../../../test-support/engine/site-from-html.ts';
import { usageNumbers } from './usage-numbers.ts';

describe('usage-numbers', () => {
  it('finds "Trusted by 10,000+ teams"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Trusted by 10,000+ teams worldwide</p>' }).evidence[0]?.text).toBe('Trusted by 10,000+ teams worldwide');
  });

  it('finds a stat block split over two elements', () => {
    expect(detectOn(usageNumbers, { '/': '<div><div>1,200+</div><div>enterprises protected</div></div>' }).present).toBe(true);
  });

  it('finds "over 2 million users"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Loved by over 2 million users.</p>' }).present).toBe(true);
  });

  it('does not count uptime', () => {
    expect(detectOn(usageNumbers, { '/': '<p>99.99% uptime SLA on the Business plan.</p>' }).present).toBe(false);
  });

  it('does not count a plan limit', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Team plan: up to 50 users. Organisation: unlimited users.</p>' }).present).toBe(false);
  });

  it('does not count user numbers on the pricing page (seat counts)', () => {
    expect(detectOn(usageNumbers, { '/pricing': '<td>500+ users</td>' }).present).toBe(false);
  });

  it('reads German: "Über 3.500 Handwerksbetriebe"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Über 3.500 Handwerksbetriebe arbeiten mit uns</p>' }).present).toBe(true);
  });

  it('reads French: "plus de 2 000 entreprises"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Déjà plus de 2 000 entreprises satisfaites</p>' }).present).toBe(true);
  });

  it('reads Spanish: "más de 5.000 clientes"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Con más de 5.000 clientes en España</p>' }).present).toBe(true);
  });

  it('finds a count followed by a verb of use: "4,000 design studios use Acme"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>More than 4,000 design studios use Acme every day.</p>' }).present).toBe(true);
  });

  it('finds "Trusted by 1,200 hospitals"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Trusted by 1,200 hospitals.</p>' }).present).toBe(true);
  });

  it('does not count integrations: "Over 200 integrations connect your tools"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Over 200 integrations with the tools you know.</p>' }).present).toBe(false);
  });

  it('reads German: "Über 25.000 Selbstständige erledigen ihre Belege"', () => {
    const page = htmlPage('<p>Über 25.000 Selbstständige erledigen ihre Belege mit Belegbox.</p>', '<title>Belegbox – Buchhaltung</title>');
    expect(detectOn(usageNumbers, { '/': page }).present).toBe(true);
  });

  it('reads German: not "Über 300 Vorlagen für jede Branche"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Über 300 Vorlagen für jede Branche.</p>' }).present).toBe(false);
  });

  it('reads French: "3 000 artisans utilisent Flottea"', () => {
    const page = htmlPage('<p>Plus de 3 000 artisans utilisent Flottea chaque jour.</p>', '<title>Flottea – gestion de flotte</title>');
    expect(detectOn(usageNumbers, { '/': page }).present).toBe(true);
  });

  it('reads French: not "1 200 points de contrôle"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>1 200 points de contrôle vérifiés à chaque entretien.</p>' }).present).toBe(false);
  });

  it('reads Spanish: "8.000 peluquerías confían en Citaplus"', () => {
    const page = htmlPage('<p>Más de 8.000 peluquerías confían en Citaplus.</p>', '<title>Citaplus · citas online</title>');
    expect(detectOn(usageNumbers, { '/': page }).present).toBe(true);
  });

  it('reads Spanish: not "hasta 5.000 citas al mes"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Incluye hasta 5.000 citas al mes.</p>' }).present).toBe(false);
  });

  it('finds a count working with the product by name: "40.000 Podcaster schneiden mit Acme"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Über 40.000 Podcasterinnen und Podcaster schneiden mit Acme.</p>' }).present).toBe(true);
  });

  it('does not count demo data: "a demo supplier with 5,000 fictional customers"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>The sandbox is a shared demo supplier with 5,000 fictional customers.</p>' }).present).toBe(false);
  });

  it("does not count a customer's own figure inside a testimonial", () => {
    expect(detectOn(usageNumbers, { '/': '<blockquote>"We went live with 12,000 customers in five months."</blockquote>' }).present).toBe(false);
  });

  it('finds a count in words: "millions of developers"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Loved by millions of developers worldwide.</p>' }).present).toBe(true);
  });

  it('reads German: "Tausende Unternehmen"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Tausende Unternehmen arbeiten mit Acme.</p>' }).present).toBe(true);
  });

  it('reads French: "des milliers d\'entreprises"', () => {
    expect(detectOn(usageNumbers, { '/': "<p>Des milliers d'entreprises nous font confiance.</p>" }).present).toBe(true);
  });

  it('reads Spanish: "miles de usuarios"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Miles de usuarios ya facturan con Acme.</p>' }).present).toBe(true);
  });

  it('does not count "thousands of templates"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Browse thousands of templates.</p>' }).present).toBe(false);
  });

  it('rejects German: "99,9 % Verfügbarkeit" is no usage number', () => {
    expect(detectOn(usageNumbers, { '/': '<p>99,9 % Verfügbarkeit, Server in Frankfurt.</p>' }).present).toBe(false);
  });

  it('does not count a customer\'s figure on a case-study card: "badge access for 640 workers"', () => {
    const card = '<h2>How Northwind secured three plants with Acme</h2><p>Northwind put Acme on every door, giving badge access to 640+ workers.</p>';
    expect(detectOn(usageNumbers, { '/': card }).present).toBe(false);
  });

  it('counts the product\'s own reach under a "How Acme works" heading, and "for 9,000 stores"', () => {
    expect(detectOn(usageNumbers, { '/': '<h2>How Acme works</h2><p>Shipping labels for 9,000 online stores.</p>' }).present).toBe(true);
  });

  it('does not count a price: "$8,000 for professional teams"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Professional edition, $8,000 for professional teams</p>' }).present).toBe(false);
  });

  it('reads German: a year is no count ("Seit 2014 betreuen wir Kunden")', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Seit 2014 betreuen wir Kunden in der ganzen Schweiz.</p>' }).present).toBe(false);
  });

  it('does not count the 1,234 of a product mock-up', () => {
    expect(detectOn(usageNumbers, { '/': '<div><span>1,234</span><span>contacts</span><span>Active users</span></div>' }).present).toBe(false);
  });

  it("does not count a third party's reach told in passing", () => {
    const page = htmlPage('<p>Card payments run on Stripe, a provider relied on by millions of businesses.</p>', '<title>Roomly | Book a room</title>');
    expect(detectOn(usageNumbers, { '/': page }).present).toBe(false);
  });

  it('counts the site describing itself the same way', () => {
    const page = htmlPage('<p>Roomly, the booking tool used by thousands of businesses, runs in any browser.</p>', '<title>Roomly | Book a room</title>');
    expect(detectOn(usageNumbers, { '/': page }).present).toBe(true);
  });

  it('reads German: not the users of another product the site sells ("130.000 Unternehmen nutzen Odoo")', () => {
    const page = htmlPage('<p>Über 130.000 Unternehmen nutzen Odoo für ihre Buchhaltung.</p>', '<title>Startseite | Mint Beratung</title>');
    expect(detectOn(usageNumbers, { '/': page }).present).toBe(false);
  });

  it("does not count a competitor's reach on a comparison card", () => {
    expect(detectOn(usageNumbers, { '/': '<h3>Acme vs Rivalytics</h3><p>Hosted analytics, used by over 2 million websites.</p>' }).present).toBe(false);
  });

  it('counts "Thousands of companies trust Acme" on the pricing page (no seat count)', () => {
    expect(detectOn(usageNumbers, { '/pricing': '<h3>Who uses Acme?</h3><p>Thousands of companies trust Acme with their logins.</p>' }).present).toBe(true);
  });

  it.each([
    ['English', 'Join hundreds of tutors who plan their lessons with Acme.'],
    ['German', 'Schließen Sie sich hunderten Kanzleien an, die mit Acme arbeiten.'],
    ['French', "Rejoignez des centaines d'agences qui planifient avec Acme."],
    ['Spanish', 'Únete a miles de clínicas que ya organizan su agenda con Acme.'],
  ])('reads %s: an invitation to join a counted crowd', (_language, text) => {
    expect(detectOn(usageNumbers, { '/': `<p>${text}</p>` }).present).toBe(true);
  });

  it.each([
    ['French', '50+', 'Marchands'],
    ['German', '1.200+', 'Händler'],
    ['Spanish', '300+', 'comercios'],
  ])('reads %s: a stat block of shops', (_language, count, noun) => {
    expect(detectOn(usageNumbers, { '/': `<div><strong>${count}</strong><span>${noun}</span></div>` }).present).toBe(true);
  });

  it('counts what the product powers, under a "Request a demo" button', () => {
    expect(detectOn(usageNumbers, { '/': '<a href="/demo">Request a demo</a><h2>Powering 30,000+ storefronts worldwide</h2>' }).present).toBe(true);
  });

  it('does not count traffic it powers: "Powering 20,000+ requests a second"', () => {
    expect(detectOn(usageNumbers, { '/': '<h2>Powering 20,000+ requests a second</h2>' }).present).toBe(false);
  });

  it('reads the site\'s name from a title written "Name: what it does" (a site served from an address that names nothing)', () => {
    const page = htmlPage('<h2>Unos 12.500 equipos utilizan Tallybird</h2>', '<title>Tallybird: software de proyectos</title>');
    expect(detectOn(usageNumbers, { '/': page }, 'http://127.0.0.1:4000').present).toBe(true);
  });
});
