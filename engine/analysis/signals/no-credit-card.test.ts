import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { noCreditCard } from './no-credit-card.ts';

describe('no-credit-card', () => {
  it('finds "No credit card required"', () => {
    const result = detectOn(noCreditCard, { '/': '<p>No credit card required · Cancel anytime</p>' });
    expect(result).toEqual({ present: true, evidence: [{ page: 'https://acme.test/', text: 'No credit card required · Cancel anytime' }] });
  });

  it('finds "no-credit-card" written with hyphens', () => {
    expect(detectOn(noCreditCard, { '/': '<p>Free, no-credit-card trial.</p>' }).present).toBe(true);
  });

  it('finds it in a collapsed FAQ answer', () => {
    expect(detectOn(noCreditCard, { '/': '<details><summary>Do I need a card?</summary><p>No. No card required to start.</p></details>' }).present).toBe(true);
  });

  it('finds it in a framework data blob only', () => {
    const blob = '<script id="__NEXT_DATA__" type="application/json">{"props":{"faq":[{"a":"No credit card required."}]}}</script>';
    expect(detectOn(noCreditCard, { '/': `<div id="__next"></div>${blob}` }).present).toBe(true);
  });

  it('does not read "Credit card required" as no card', () => {
    expect(detectOn(noCreditCard, { '/': '<p>Credit card required to start your trial.</p>' }).present).toBe(false);
  });

  it('reads German: "Keine Kreditkarte erforderlich"', () => {
    expect(detectOn(noCreditCard, { '/': '<p>Keine Kreditkarte erforderlich</p>' }).present).toBe(true);
  });

  it('reads French: "Sans carte bancaire"', () => {
    expect(detectOn(noCreditCard, { '/': '<p>Sans carte bancaire</p>' }).present).toBe(true);
  });

  it('reads Spanish: "Sin tarjeta de crédito"', () => {
    expect(detectOn(noCreditCard, { '/': '<p>Sin tarjeta de crédito.</p>' }).present).toBe(true);
  });
});
