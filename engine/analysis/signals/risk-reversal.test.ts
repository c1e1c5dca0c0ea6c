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
});
