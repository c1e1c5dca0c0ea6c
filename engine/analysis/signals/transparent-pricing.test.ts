import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { transparentPricing } from './transparent-pricing.ts';

describe('transparent-pricing', () => {
  it('finds "$49" on the pricing page', () => {
    expect(detectOn(transparentPricing, { '/pricing': '<h3>Pro</h3><span>$49</span>' }).present).toBe(true);
  });

  it('finds a price split over page-builder elements: "$" "29" "/mo"', () => {
    const result = detectOn(transparentPricing, { '/': '<div>$</div><div>29</div><div>/mo</div>' });
    expect(result.present).toBe(true);
  });

  it('finds euro prices written after the amount: "29 € / Monat"', () => {
    expect(detectOn(transparentPricing, { '/': '<p>29 € / Monat</p>' }).present).toBe(true);
  });

  it('finds "€49/mo"', () => {
    expect(detectOn(transparentPricing, { '/': '<p>From €49/mo</p>' }).present).toBe(true);
  });

  it('finds kroner with a thousands separator: "1.299,00 kr" per month', () => {
    expect(detectOn(transparentPricing, { '/': '<p>1.299,00 kr pr. måned, billed monthly</p>' }).present).toBe(true);
  });

  it('finds a per-seat price on the pricing page: "12 per seat"', () => {
    expect(detectOn(transparentPricing, { '/pricing': '<p>12 per seat</p>' }).present).toBe(true);
  });

  it('does not take funding or savings for prices', () => {
    expect(detectOn(transparentPricing, { '/': '<p>We raised $20M and saved customers $2.5 million.</p>' }).present).toBe(false);
  });

  it('does not count "Contact us for pricing"', () => {
    expect(detectOn(transparentPricing, { '/pricing': '<h1>Pricing</h1><p>Pricing depends on your needs. Contact us for a quote.</p>' }).present).toBe(false);
  });

  it('does not count a free-only plan ($0)', () => {
    expect(detectOn(transparentPricing, { '/pricing': '<h3>Free</h3><p>$0</p>' }).present).toBe(false);
  });

  it('does not take an amount inside a sentence of the pricing page for a price: a guarantee', () => {
    const html = '<h3>Growth</h3><p>Price on request</p><p>We find at least 2.000 € of savings in your first quarter, or you pay nothing for it.</p>';
    expect(detectOn(transparentPricing, { '/pricing': html }).present).toBe(false);
  });

  it("does not take a calculator's currency and options for a price", () => {
    const html = '<h3>Savings calculator</h3><div>€</div><select><option>1</option><option>2</option></select>';
    expect(detectOn(transparentPricing, { '/pricing': html }).present).toBe(false);
  });

  it('does not take a saving for a price: "Tu économises 12 €/an"', () => {
    expect(detectOn(transparentPricing, { '/': '<p>Tu économises 12 €/an</p>' }).present).toBe(false);
  });

  it('finds a price in a plans table cell', () => {
    const html = '<table><tr><td>Licence</td><td>Free</td><td>1.200 €</td></tr></table>';
    expect(detectOn(transparentPricing, { '/preise': html }).present).toBe(true);
  });

  it('quotes a price the page shows before one only in its structured data', () => {
    const html = '<script type="application/ld+json">{"@type":"Offer","price":"1500","priceCurrency":"EUR"}</script><h3>Club</h3><p>1 500 € par saison</p>';
    expect(detectOn(transparentPricing, { '/offres': { html, kind: 'pricing' } }).evidence[0]?.text).toBe('1 500 € par saison');
  });
});
