import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { creditCardRequired } from './credit-card-required.ts';

describe('credit-card-required', () => {
  it('finds "Credit card required"', () => {
    expect(detectOn(creditCardRequired, { '/pricing': '<p>Credit card required; you are charged on day 15.</p>' }).present).toBe(true);
  });

  it('finds a card-number field on the signup page', () => {
    const result = detectOn(creditCardRequired, {
      '/signup': '<form><input type="email" name="email"><input name="cardnumber" autocomplete="cc-number"><button>Start trial</button></form>',
    });
    expect(result.evidence).toEqual([{ page: 'https://acme.test/signup', text: 'Signup form: it asks for a card number' }]);
  });

  it('does not read "No credit card required" as required', () => {
    expect(detectOn(creditCardRequired, { '/': '<p>No credit card required.</p>' }).present).toBe(false);
  });

  it('does not read German "Keine Kreditkarte erforderlich" as required', () => {
    expect(detectOn(creditCardRequired, { '/': '<p>Keine Kreditkarte erforderlich.</p>' }).present).toBe(false);
  });

  it('reads German: "Kreditkarte erforderlich"', () => {
    expect(detectOn(creditCardRequired, { '/': '<p>Für den Test ist eine Kreditkarte erforderlich.</p>' }).present).toBe(true);
  });

  it('reads French: "carte bancaire requise"', () => {
    expect(detectOn(creditCardRequired, { '/': "<p>Une carte bancaire requise pour l'essai.</p>" }).present).toBe(true);
  });

  it('does not read Spanish "No se requiere tarjeta" as required', () => {
    expect(detectOn(creditCardRequired, { '/': '<p>No se requiere tarjeta.</p>' }).present).toBe(false);
  });

  it('finds "A card is required to start"', () => {
    expect(detectOn(creditCardRequired, { '/': "<p>Two-week trial. A card is required to start; you won't be charged until day 15.</p>" }).present).toBe(true);
  });

  it('finds "We ask for a card up front"', () => {
    expect(detectOn(creditCardRequired, { '/pricing': '<p>Every plan starts with a 14-day trial. We ask for a card up front.</p>' }).present).toBe(true);
  });

  it('reads German: "Zahlungsdaten sind erforderlich"', () => {
    expect(detectOn(creditCardRequired, { '/': '<p>14 Tage testen, Zahlungsdaten sind erforderlich.</p>' }).present).toBe(true);
  });

  it('reads French: "nous demandons une carte"', () => {
    expect(detectOn(creditCardRequired, { '/': '<p>Essai de 14 jours : nous demandons une carte bancaire au départ.</p>' }).present).toBe(true);
  });

  it('reads Spanish: "pedimos tu tarjeta al empezar"', () => {
    expect(detectOn(creditCardRequired, { '/': '<p>Prueba de 14 días: pedimos tu tarjeta al empezar.</p>' }).present).toBe(true);
  });

  it('reads French: "aucune carte bancaire requise" is not required', () => {
    expect(detectOn(creditCardRequired, { '/': '<p>Essai gratuit, aucune carte bancaire requise.</p>' }).present).toBe(false);
  });

  it('does not take the question "Is a credit card required?" for a claim', () => {
    expect(detectOn(creditCardRequired, { '/': '<h4>Is a credit card required?</h4><p>No, an email is enough.</p>' }).present).toBe(false);
  });
});
