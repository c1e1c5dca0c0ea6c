import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { freeTrial } from './free-trial.ts';

describe('free-trial', () => {
  it('finds "14-day free trial" and records 14 days', () => {
    const result = detectOn(freeTrial, { '/': '<p>Start your 14-day free trial today.</p>' });
    expect(result).toMatchObject({ present: true, trialDays: 14 });
  });

  it('reads a trial length written in words: "two weeks" is 14 days', () => {
    expect(detectOn(freeTrial, { '/': '<p>Try it free for two weeks.</p>' })).toMatchObject({ present: true, trialDays: 14 });
  });

  it('reads "one month" as 30 days', () => {
    expect(detectOn(freeTrial, { '/': '<p>Free for one month, then $9 per user.</p>' })).toMatchObject({ present: true, trialDays: 30 });
  });

  it('finds a trial without a stated length and records none', () => {
    const result = detectOn(freeTrial, { '/': '<a href="/signup">Start free trial</a>' });
    expect(result.present).toBe(true);
    expect(result.trialDays).toBeUndefined();
  });

  it('is not fooled by "trial and error"', () => {
    expect(detectOn(freeTrial, { '/': '<h1>Stop securing your cloud by trial and error</h1>' }).present).toBe(false);
  });

  it('does not take an annual-billing discount for a trial', () => {
    expect(detectOn(freeTrial, { '/pricing': '<p>Get 2 months free when billed annually.</p>' }).present).toBe(false);
  });

  it('does not take a question for a claim', () => {
    expect(detectOn(freeTrial, { '/': '<p>Is there a free trial? Talk to our team.</p>' }).present).toBe(false);
  });

  it('does not count "no free trial"', () => {
    expect(detectOn(freeTrial, { '/': '<p>We offer no free trial, but a money-back guarantee.</p>' }).present).toBe(false);
  });

  it('reads German: "14 Tage kostenlos testen"', () => {
    expect(detectOn(freeTrial, { '/': '<a href="/registrieren">14 Tage kostenlos testen</a>' })).toMatchObject({ present: true, trialDays: 14 });
  });

  it('reads German words: "zwei Wochen lang kostenlos"', () => {
    expect(detectOn(freeTrial, { '/': '<p>Alle Funktionen zwei Wochen lang kostenlos.</p>' })).toMatchObject({ present: true, trialDays: 14 });
  });

  it('reads French: "Essai gratuit de 30 jours"', () => {
    expect(detectOn(freeTrial, { '/': '<p>Essai gratuit de 30 jours, sans engagement.</p>' })).toMatchObject({ present: true, trialDays: 30 });
  });

  it('reads Spanish: "14 días de prueba"', () => {
    expect(detectOn(freeTrial, { '/': '<p>Disfruta de 14 días de prueba.</p>' })).toMatchObject({ present: true, trialDays: 14 });
  });

  it('reads text that only exists in the meta description', () => {
    const html = '<html><head><title>Acme</title><meta name="description" content="Start your 21-day free trial."></head><body><h1>Acme</h1></body></html>';
    expect(detectOn(freeTrial, { '/': html })).toMatchObject({ present: true, trialDays: 21 });
  });

  it('rejects German: "Testen Sie, ob Ihre Website schnell ist" is no trial', () => {
    expect(detectOn(freeTrial, { '/': '<h1>Testen Sie, ob Ihre Website schnell genug ist</h1>' }).present).toBe(false);
  });

  it('rejects French: "essai et erreur" is no trial', () => {
    expect(detectOn(freeTrial, { '/': '<h1>Fini les essais et erreurs pour sécuriser votre cloud</h1>' }).present).toBe(false);
  });

  it('rejects Spanish: "2 meses gratis con el plan anual" is no trial', () => {
    expect(detectOn(freeTrial, { '/': '<p>Consigue 2 meses gratis al pagar el plan anual.</p>' }).present).toBe(false);
  });
});
