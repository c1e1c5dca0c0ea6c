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

  it('reads "without having to add a card"', () => {
    expect(detectOn(noCreditCard, { '/': '<p>Create projects without having to add a card.</p>' }).present).toBe(true);
  });

  it('quotes the "No" that answers "Do I need to add a card?"', () => {
    const html = '<div>Do I need to add a card to open a workspace?</div><details>No. Workspaces run on the starter allowance until you upgrade.</details>';
    expect(detectOn(noCreditCard, { '/': html }).evidence.map((each) => each.text)).toEqual(['No. Workspaces run on the starter allowance until you upgrade.']);
  });

  it('does not take a "Yes" to "Is a card required?" for no card', () => {
    expect(detectOn(noCreditCard, { '/': '<h4>Is a credit card required?</h4><p>Yes, to start the trial.</p>' }).present).toBe(false);
  });

  it('reads German: "Brauche ich eine Kreditkarte?" - "Nein."', () => {
    expect(detectOn(noCreditCard, { '/': '<h4>Brauche ich eine Kreditkarte?</h4><p>Nein. Sie zahlen erst ab dem zweiten Monat.</p>' }).present).toBe(true);
  });

  it('reads French: "Faut-il une carte bancaire ?" - "Non, ..."', () => {
    expect(detectOn(noCreditCard, { '/': '<h4>Faut-il une carte bancaire ?</h4><p>Non, un e-mail suffit.</p>' }).present).toBe(true);
  });

  it('reads Spanish: "¿Necesito una tarjeta?" - "No, ..."', () => {
    expect(detectOn(noCreditCard, { '/': '<h4>¿Necesito una tarjeta para empezar?</h4><p>No, solo tu correo.</p>' }).present).toBe(true);
  });
});
