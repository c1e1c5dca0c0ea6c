import { describe, expect, it } from 'vitest';
import { detectOn } from '../testing/site-from-html.ts';
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
});
