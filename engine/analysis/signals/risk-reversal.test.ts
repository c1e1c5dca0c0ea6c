import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { riskReversal } from './risk-reversal.ts';

describe('risk-reversal', () => {
  it('finds "Cancel anytime"', () => {
    expect(detectOn(riskReversal, { '/': '<p>No credit card required · Cancel anytime</p>' }).present).toBe(true);
  });

  it('finds "30-day money-back guarantee"', () => {
    expect(detectOn(riskReversal, { '/pricing': '<p>Every paid plan has a 30-day money-back guarantee.</p>' }).present).toBe(true);
  });

  it('finds free migration', () => {
    expect(detectOn(riskReversal, { '/': '<p>Switching is easy: free data migration from any tool.</p>' }).present).toBe(true);
  });

  it('does not count a "Refund policy" footer link', () => {
    expect(detectOn(riskReversal, { '/': '<footer><a href="/refunds">Refund policy</a></footer>' }).present).toBe(false);
  });

  it('reads German: "Monatlich kündbar"', () => {
    expect(detectOn(riskReversal, { '/': '<p>Monatlich kündbar.</p>' }).present).toBe(true);
  });

  it('reads French: "Sans engagement"', () => {
    expect(detectOn(riskReversal, { '/': '<p>Abonnement mensuel sans engagement.</p>' }).present).toBe(true);
  });

  it('reads Spanish: "Cancela cuando quieras"', () => {
    expect(detectOn(riskReversal, { '/': '<p>Cancela cuando quieras.</p>' }).present).toBe(true);
  });

  it('finds leaving at any time: "Pause or cancel anytime"', () => {
    expect(detectOn(riskReversal, { '/pricing': '<p>Monthly billing. Pause or cancel anytime.</p>' }).present).toBe(true);
  });

  it('finds a refund right: "refund within 30 days"', () => {
    expect(detectOn(riskReversal, { '/pricing': '<p>Not for you? We refund within 30 days, no questions asked.</p>' }).present).toBe(true);
  });

  it('does not count "no obligation" said of a demo', () => {
    expect(detectOn(riskReversal, { '/': '<p>Book a demo: 30 minutes, no obligation.</p>' }).present).toBe(false);
  });

  it('reads German: "Kündigung jederzeit zum Monatsende"', () => {
    expect(detectOn(riskReversal, { '/preise': '<p>Die ersten zwei Wochen sind kostenlos. Kündigung jederzeit zum Monatsende.</p>' }).present).toBe(true);
  });

  it('reads German: not "unverbindliches Angebot anfordern"', () => {
    expect(detectOn(riskReversal, { '/': '<p>Jetzt unverbindlich ein Angebot anfordern.</p>' }).present).toBe(false);
  });

  it('reads French: "résiliez quand vous voulez"', () => {
    expect(detectOn(riskReversal, { '/tarifs': '<p>Paiement mensuel, résiliez quand vous voulez.</p>' }).present).toBe(true);
  });

  it('reads French: not "démo gratuite et sans engagement"', () => {
    expect(detectOn(riskReversal, { '/': '<p>Demandez une démo gratuite et sans engagement.</p>' }).present).toBe(false);
  });

  it('reads Spanish: "reembolso completo"', () => {
    expect(detectOn(riskReversal, { '/precios': '<p>Si no te convence, reembolso completo el primer mes.</p>' }).present).toBe(true);
  });

  it('reads Spanish: not "presupuesto sin compromiso"', () => {
    expect(detectOn(riskReversal, { '/': '<p>Pide tu presupuesto sin compromiso.</p>' }).present).toBe(false);
  });

  it('reads "you may cancel your subscription at any time"', () => {
    expect(detectOn(riskReversal, { '/pricing': '<p>If it is not for you, you may cancel your subscription at any time.</p>' }).present).toBe(true);
  });

  it('reads "no minimum term" and closing an account anytime', () => {
    expect(detectOn(riskReversal, { '/pricing': '<p>There is no minimum term; teams can close their accounts anytime.</p>' }).present).toBe(true);
  });

  it('quotes the yes that answers "Can I cancel anytime?", not the question', () => {
    const html = '<h4>Can I cancel anytime?</h4><p>Yes. The plan stops at the end of the month you are in.</p>';
    expect(detectOn(riskReversal, { '/': html }).evidence.map((each) => each.text)).toEqual(['Yes. The plan stops at the end of the month you are in.']);
  });

  it('does not take a question answered "No" for a promise', () => {
    expect(detectOn(riskReversal, { '/': '<h4>Can I cancel anytime?</h4><p>No, plans run for a year.</p>' }).present).toBe(false);
  });

  it('quotes a promise the site repeats on every page once', () => {
    const page = '<p>30-day money-back guarantee.</p>';
    expect(detectOn(riskReversal, { '/': page, '/pricing': page }).evidence).toHaveLength(1);
  });

  it('rejects German: "unverbindlich" said of getting in touch is no risk reversal', () => {
    expect(detectOn(riskReversal, { '/about': '<p>Schreiben Sie uns unverbindlich, um uns zu kontaktieren.</p>' }).present).toBe(false);
  });

  it('rejects English: a "no-obligation conversation" before a demo is no risk reversal', () => {
    expect(detectOn(riskReversal, { '/': "<p>It's a relaxed, no-obligation conversation about your needs.</p>" }).present).toBe(false);
  });

  it('reads French: "résiliez votre abonnement à tout moment"', () => {
    expect(detectOn(riskReversal, { '/': '<p>Vous pouvez résilier votre abonnement à tout moment.</p>' }).present).toBe(true);
  });

  it('reads Spanish: "cancela tu suscripción en cualquier momento"', () => {
    expect(detectOn(riskReversal, { '/': '<p>Cancela tu suscripción en cualquier momento.</p>' }).present).toBe(true);
  });

  it('rejects English: "No commitment required" on a demo booking page is said of the call', () => {
    expect(detectOn(riskReversal, { '/demo': '<h1>Pick a slot</h1><p>Choose a time that suits you. No commitment required.</p>' }).present).toBe(false);
  });
});
