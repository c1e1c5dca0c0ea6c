import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { pricingPage } from './pricing-page.ts';

describe('pricing-page', () => {
  it('finds a fetched pricing page with plans', () => {
    expect(detectOn(pricingPage, { '/pricing': '<h1>Plans</h1><p>Team $10/mo</p>' }).present).toBe(true);
  });

  it('finds a pricing link in the navigation', () => {
    const result = detectOn(pricingPage, { '/': '<nav><a href="/pricing">Pricing</a></nav>' });
    expect(result.evidence).toEqual([{ page: 'https://acme.test/', text: '"Pricing" -> https://acme.test/pricing' }]);
  });

  it("finds a one-page site's pricing section", () => {
    expect(detectOn(pricingPage, { '/': '<h2>Pricing</h2><p>$12 / month</p>' }).present).toBe(true);
  });

  it('does not count a pricing link whose page is gone (404)', () => {
    const result = detectOn(pricingPage, { '/': '<a href="/pricing">Pricing</a>', '/pricing': { html: '', status: 404 } });
    expect(result.present).toBe(false);
  });

  it('does not take a "Request pricing" button that opens a sales form for a pricing page', () => {
    const result = detectOn(pricingPage, {
      '/': '<a href="/contact">Request pricing</a>',
      '/contact': '<form><input name="name"><input name="phone"><input name="company"><button>Send</button></form>',
    });
    expect(result.present).toBe(false);
  });

  it('is absent on a site without pricing', () => {
    expect(detectOn(pricingPage, { '/': '<h1>Forms for brokers</h1><a href="/contact">Contact</a>' }).present).toBe(false);
  });

  it('reads German, French and Spanish nav labels', () => {
    for (const label of ['Preise', 'Tarifs', 'Precios']) {
      expect(detectOn(pricingPage, { '/': `<nav><a href="/p">${label}</a></nav>` }).present, label).toBe(true);
    }
  });

  it('finds a plans section by its class names with prices in it (home page)', () => {
    const html = '<section class="plans"><h2>Mitgliedschaften</h2><table><tr><td>Pro</td><td>€300</td></tr></table></section>';
    expect(detectOn(pricingPage, { '/': html }).evidence).toEqual([{ page: 'https://acme.test/', text: 'Pricing section: "Mitgliedschaften"' }]);
  });

  it('does not take a "planning" section for plans', () => {
    expect(detectOn(pricingPage, { '/': '<section class="planning"><h2>Roadmap</h2><p>Budget: 4 €</p></section>' }).present).toBe(false);
  });

  it('finds a French "formules" section with prices', () => {
    expect(detectOn(pricingPage, { '/plus': '<h2>Trois formules simples</h2><p>4,99 € / mois</p>' }).present).toBe(true);
  });

  it('finds a German "-pläne" heading with prices', () => {
    expect(detectOn(pricingPage, { '/': '<h2>Unsere Abopläne</h2><p>9 € im Monat</p>' }).present).toBe(true);
  });

  it("finds the footer's Pricing link to the product's pricing page on another host", () => {
    const result = detectOn(pricingPage, { '/': '<footer><a href="https://cloud.acme-search.io/pricing">Pricing</a></footer>' });
    expect(result.present).toBe(true);
  });

  it('does not take a link to another host in running text for a pricing page', () => {
    expect(detectOn(pricingPage, { '/': '<p>See <a href="https://stripe.example/pricing">pricing</a> of our payment partner.</p>' }).present).toBe(false);
  });
});
