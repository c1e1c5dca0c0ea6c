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

  it('reads a trial on a plan card: "Private projects - 45d trial"', () => {
    expect(detectOn(freeTrial, { '/pricing': '<ul><li>Public projects</li><li>Private projects 45d trial</li></ul>' })).toMatchObject({
      present: true,
      trialDays: 45,
    });
  });

  it('reads German: "Probieren Sie ... für 30 Tage aus" on a free card', () => {
    const html = '<h2>Kostenlos</h2><p>Probieren Sie für 30 Tage die ganze Plattform aus.</p>';
    expect(detectOn(freeTrial, { '/preise': html })).toMatchObject({ present: true, trialDays: 30 });
  });

  it('reads French: "Essayez-le pendant 21 jours"', () => {
    expect(detectOn(freeTrial, { '/': '<p>Essayez-le pendant 21 jours, sans engagement.</p>' })).toMatchObject({ present: true, trialDays: 21 });
  });

  it('reads Spanish: "Pruébalo durante 10 días"', () => {
    expect(detectOn(freeTrial, { '/': '<p>Pruébalo durante 10 días con tu equipo.</p>' })).toMatchObject({ present: true, trialDays: 10 });
  });

  it('rejects English: "3d prints" is no trial', () => {
    expect(detectOn(freeTrial, { '/': '<p>Order 3d prints of every prototype.</p>' }).present).toBe(false);
  });

  it('does not take "1 month free" among the page titles of a data blob for a trial', () => {
    const html = '<script id="__NEXT_DATA__" type="application/json">{"pages":[{"title":"Acme – Get 1 month free"}]}</script><h1>Acme</h1>';
    expect(detectOn(freeTrial, { '/': html }).present).toBe(false);
  });

  it('still reads a trial a data blob names: "14-day free trial"', () => {
    const html = '<script id="__NEXT_DATA__" type="application/json">{"hero":{"cta":"Start your 14-day free trial"}}</script><h1>Acme</h1>';
    expect(detectOn(freeTrial, { '/': html })).toMatchObject({ present: true, trialDays: 14 });
  });

  describe('an FAQ answer to "can I try it first?"', () => {
    it('quotes the yes and reads its length', () => {
      const html = '<h4>Can I try the planner before I pay?</h4><p>Yes. Every workspace runs with all features for 21 days.</p>';
      expect(detectOn(freeTrial, { '/': html })).toMatchObject({
        present: true,
        trialDays: 21,
        evidence: [{ text: 'Yes. Every workspace runs with all features for 21 days.' }],
      });
    });

    it('does not take a free plan as the way to try for a trial', () => {
      const html = '<h4>Can I try it first?</h4><p>Yes. The free plan lets you index 500 pages a month.</p>';
      expect(detectOn(freeTrial, { '/': html }).present).toBe(false);
    });

    it('does not take a demo as the way to try for a trial', () => {
      expect(detectOn(freeTrial, { '/': '<h4>Can I test it before buying?</h4><p>Yes, book a demo with our team.</p>' }).present).toBe(false);
    });

    it('reads German: "Kann ich es vorher testen?" - "Ja, ..."', () => {
      const html = '<button>Kann ich die Software vorher testen?</button><p>Ja, gern. Eine Testumgebung ist in einer Minute bereit.</p>';
      expect(detectOn(freeTrial, { '/': html }).present).toBe(true);
    });

    it('reads French: "Puis-je l\'essayer avant ?" - "Oui, ..."', () => {
      expect(detectOn(freeTrial, { '/': "<h3>Puis-je essayer l'outil avant de payer ?</h3><p>Oui, pendant deux semaines.</p>" })).toMatchObject({
        present: true,
        trialDays: 14,
      });
    });

    it('rejects Spanish: "¿Puedo probarlo antes?" - "No, ..."', () => {
      expect(detectOn(freeTrial, { '/': '<h3>¿Puedo probarlo antes?</h3><p>No, pero puedes ver el vídeo.</p>' }).present).toBe(false);
    });
  });
});
