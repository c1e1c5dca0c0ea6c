import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { freemium } from './freemium.ts';

describe('freemium', () => {
  it('finds "Free forever"', () => {
    expect(detectOn(freemium, { '/': '<p>Free forever for up to 3 users.</p>' }).present).toBe(true);
  });

  it('finds a pricing tier named "Free"', () => {
    const result = detectOn(freemium, { '/pricing': '<h3>Free</h3><p>3 projects</p><h3>Pro</h3><p>$12/month</p>' });
    expect(result.present).toBe(true);
    expect(result.evidence[0]?.text).toBe('Pricing tier "Free"');
  });

  it('finds a $0 tier on the pricing page', () => {
    expect(detectOn(freemium, { '/pricing': '<h3>Starter</h3><p>$0 / month</p>' }).present).toBe(true);
  });

  it('is not fooled by "worry-free"', () => {
    expect(detectOn(freemium, { '/': '<h2>Worry-free on-call</h2><p>Hassle-free plan changes.</p>' }).present).toBe(false);
  });

  it('does not take a free trial for a free plan', () => {
    expect(detectOn(freemium, { '/': '<p>Start your free trial. Free for 14 days.</p>' }).present).toBe(false);
  });

  it('does not take "$0 setup fee" for a free plan', () => {
    expect(detectOn(freemium, { '/pricing': '<p>$0 setup fee on annual plans</p>' }).present).toBe(false);
  });

  it('does not take the question "Is there a free plan?" for one', () => {
    expect(detectOn(freemium, { '/': '<p>Is there a free plan? No, every plan starts with a trial.</p>' }).present).toBe(false);
  });

  it('reads German: "Für immer kostenlos"', () => {
    expect(detectOn(freemium, { '/': '<p>Für immer kostenlos für Einzelpersonen.</p>' }).present).toBe(true);
  });

  it('reads French: "Offre gratuite"', () => {
    expect(detectOn(freemium, { '/': '<p>Notre offre gratuite inclut 2 agendas.</p>' }).present).toBe(true);
  });

  it('reads Spanish: "Gratis para siempre"', () => {
    expect(detectOn(freemium, { '/': '<p>Plan básico gratis para siempre.</p>' }).present).toBe(true);
  });

  it('rejects German: "sorgenfrei" is no free plan', () => {
    expect(detectOn(freemium, { '/': '<h2>Sorgenfrei abrechnen</h2><p>Ihre Buchhaltung, stressfrei erledigt.</p>' }).present).toBe(false);
  });

  it('rejects French: "essai gratuit de 14 jours" is no free plan', () => {
    expect(detectOn(freemium, { '/': '<p>Commencez votre essai gratuit de 14 jours.</p>' }).present).toBe(false);
  });

  it('rejects Spanish: "Sin preocupaciones" and "envío gratis" are no free plan', () => {
    expect(detectOn(freemium, { '/': '<h2>Sin preocupaciones</h2><p>Envío gratis del lector de tarjetas.</p>' }).present).toBe(false);
  });
});
