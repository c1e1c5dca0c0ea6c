import { describe, expect, it } from 'vitest';
import { trialOffersIn } from './trial-offer.ts';

const offer = (text: string) => trialOffersIn(text)[0];

describe('trialOffersIn', () => {
  it('finds a trial named as one, with its length: "Start your 14-day free trial"', () => {
    expect(offer('Start your 14-day free trial today.')).toMatchObject({ basis: 'named', days: 14, requested: false });
  });

  it('finds a try verb beside a span of days: "Test drive every feature for 21 days"', () => {
    expect(offer('Test drive every feature for 21 days.')).toMatchObject({ basis: 'length', days: 21 });
  });

  it('finds a free period: "Your first 14 days are free"', () => {
    expect(offer('Your first 14 days are free.')).toMatchObject({ basis: 'free-period', days: 14 });
  });

  it('finds free credit to try: "$300 in free credits to try the platform"', () => {
    expect(offer('Get $300 in free credits to try the platform.')).toMatchObject({ basis: 'credit' });
  });

  it('reads German: "Jetzt 14 Tage kostenlos testen"', () => {
    expect(offer('Jetzt 14 Tage kostenlos testen.')).toMatchObject({ days: 14 });
  });

  it('reads German: "Ihre 30-tägige Testphase beginnt sofort"', () => {
    expect(offer('Ihre 30-tägige Testphase beginnt sofort.')).toMatchObject({ days: 30 });
  });

  it('reads French: "Les 14 premiers jours sont offerts"', () => {
    expect(offer('Les 14 premiers jours sont offerts.')).toMatchObject({ basis: 'free-period', days: 14 });
  });

  it('reads Spanish: "Regístrate y úsalo gratis el primer mes"', () => {
    expect(offer('Regístrate y úsalo gratis el primer mes.')).toMatchObject({ days: 30 });
  });

  it('marks a trial someone must approve: "Request a free trial"', () => {
    expect(offer('Request a free trial')).toMatchObject({ requested: true });
  });

  it('takes the length beside the trial, not the guarantee: "14-day free trial · 30-day money-back guarantee"', () => {
    expect(offer('14-day free trial · 30-day money-back guarantee')).toMatchObject({ days: 14 });
  });

  it('rejects "trial and error" and a clinical trial', () => {
    expect(trialOffersIn('Stop securing your cloud by trial and error. Run clinical trials for 12 weeks.')).toEqual([]);
  });

  it('rejects a free service with a span of days: "Free support during your first 30 days"', () => {
    expect(trialOffersIn('Free support during your first 30 days.')).toEqual([]);
  });

  it('rejects an annual-billing discount: "2 months free when you pay annually"', () => {
    expect(trialOffersIn('Get 2 months free when you pay annually.')).toEqual([]);
  });

  it('rejects testing the visitor\'s own thing: "Test your website speed for free"', () => {
    expect(trialOffersIn('Test your website speed for free.')).toEqual([]);
  });

  it('rejects a denial after the noun, in German: "Eine kostenlose Testphase bieten wir nicht an"', () => {
    expect(trialOffersIn('Eine kostenlose Testphase bieten wir leider nicht an.')).toEqual([]);
  });

  it('rejects a noun "prueba" of a project: "La fase de prueba del proyecto duró tres meses"', () => {
    expect(trialOffersIn('La fase de prueba del proyecto piloto duró tres meses.')).toEqual([]);
  });

  it('rejects a question: "Is there a free trial?"', () => {
    expect(trialOffersIn('Is there a free trial?')).toEqual([]);
  });

  it('rejects a free plan offered with a try verb: "Try our free plan"', () => {
    expect(trialOffersIn('Try our free plan, forever.')).toEqual([]);
  });
});
