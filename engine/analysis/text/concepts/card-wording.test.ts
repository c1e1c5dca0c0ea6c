import { describe, expect, it } from 'vitest';
import { cardRequirementsIn, noCardPromisesIn } from './card-wording.ts';

const promises = (text: string) => noCardPromisesIn(text).length > 0;
const requires = (text: string) => cardRequirementsIn(text).length > 0;

describe('noCardPromisesIn', () => {
  it('reads "No credit card required"', () => {
    expect(promises('No credit card required.')).toBe(true);
  });

  it('reads a negation across glue words: "without entering card details"', () => {
    expect(promises('Free trial without entering card details.')).toBe(true);
  });

  it('reads a negation after the noun: "Kreditkarte wird nicht benötigt"', () => {
    expect(promises('Kreditkarte wird nicht benötigt.')).toBe(true);
  });

  it('reads French: "La carte bancaire n\'est pas requise"', () => {
    expect(promises("La carte bancaire n'est pas requise.")).toBe(true);
  });

  it('reads Spanish: "No te pediremos datos de pago"', () => {
    expect(promises('No te pediremos datos de pago.')).toBe(true);
  });

  it('reads a hyphenated compound: "a no-credit-card trial"', () => {
    expect(promises('Free, no-credit-card trial.')).toBe(true);
  });

  it('rejects card fees and card payments: "No credit card fees", "Pas de frais de carte bancaire"', () => {
    expect(promises('No credit card fees for your customers. Pas de frais de carte bancaire.')).toBe(false);
  });

  it('rejects other cards: "Sin tarjeta sanitaria no se puede pedir cita"', () => {
    expect(promises('Sin tarjeta sanitaria no se puede pedir cita.')).toBe(false);
  });

  it('rejects a stored card after the trial: "Without a card on file, your workspace is paused"', () => {
    expect(promises('Without a card on file, your workspace is paused after the trial.')).toBe(false);
  });
});

describe('cardRequirementsIn', () => {
  it('rejects a card asked only to stay on: "we ask for payment details only if you decide to stay"', () => {
    expect(requires('We ask for payment details only if you decide to stay.')).toBe(false);
  });

  it('rejects it in German: "Zahlungsdaten benötigen wir erst, wenn Sie bleiben möchten"', () => {
    expect(requires('Zahlungsdaten benötigen wir erst, wenn Sie bleiben möchten.')).toBe(false);
  });

  it('rejects it in French: "votre carte seulement si vous décidez de rester"', () => {
    expect(requires('Nous demandons votre carte seulement si vous décidez de rester.')).toBe(false);
  });

  it('rejects it in Spanish: "te pediremos la tarjeta si decides quedarte"', () => {
    expect(requires('Solo te pediremos la tarjeta si decides quedarte.')).toBe(false);
  });

  it('reads "A credit card is required to start your free trial"', () => {
    expect(requires('A credit card is required to start your free trial.')).toBe(true);
  });

  it('reads a card given at the start: "Enter your card details to begin the trial"', () => {
    expect(requires('Enter your card details to begin the 14-day trial.')).toBe(true);
  });

  it('reads German with the charge at the end: "Ihre Karte wird erst nach der 7-tägigen Testphase belastet"', () => {
    expect(requires('Ihre Karte wird erst nach der 7-tägigen Testphase belastet.')).toBe(true);
  });

  it('reads French: "Carte bancaire obligatoire"', () => {
    expect(requires('Carte bancaire obligatoire.')).toBe(true);
  });

  it('reads Spanish: "Se requiere una tarjeta de crédito para empezar la prueba"', () => {
    expect(requires('Se requiere una tarjeta de crédito para empezar la prueba gratuita.')).toBe(true);
  });

  it('rejects a card for paid plans or upgrades', () => {
    expect(requires('A card is required for paid plans. Add your card to upgrade at any time.')).toBe(false);
  });

  it('rejects a card to continue after the trial', () => {
    expect(requires('To continue once the trial ends, admins must add payment details.')).toBe(false);
  });

  it('rejects a card that is not the object of the action: "click Add VAT number next to your payment details"', () => {
    expect(requires('At checkout, click Add VAT number next to your payment details.')).toBe(false);
  });

  it('rejects "No credit card required"', () => {
    expect(requires('No credit card required.')).toBe(false);
  });
});
