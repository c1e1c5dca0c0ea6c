import { describe, expect, it } from 'vitest';
import { guaranteesIn } from './guarantees.ts';

const kinds = (text: string) => guaranteesIn(text).map((guarantee) => guarantee.kind);

describe('guaranteesIn', () => {
  it('reads money back in four languages', () => {
    for (const text of ['30-day money-back guarantee', '30 Tage Geld-zurück-Garantie', 'Satisfait ou remboursé', 'Garantía de devolución de 30 días']) {
      expect(kinds(text), text).toEqual(['money-back']);
    }
  });

  it('reads leaving at any time in four languages', () => {
    for (const text of ['Cancel anytime.', 'Jederzeit kündbar.', 'Résiliable à tout moment.', 'Cancela cuando quieras.'])
      expect(kinds(text), text).toEqual(['cancel-anytime']);
  });

  it('reads no long-term contract and no lock-in as leaving at any time', () => {
    for (const text of ['No long-term contracts.', 'No lock-in.', 'Keine Mindestlaufzeit.', 'Aucune durée minimale.', 'Sin permanencia.']) {
      expect(kinds(text), text).toEqual(['cancel-anytime']);
    }
  });

  it('reads cancelling one\'s own plan, not something else: "cancel your subscription" vs "cancel their bookings"', () => {
    expect(kinds('You can cancel your subscription at any time.')).toEqual(['cancel-anytime']);
    expect(kinds('Your clients can cancel their bookings anytime.')).toEqual([]);
    expect(kinds('Tus clientes pueden cancelar sus citas en cualquier momento.')).toEqual([]);
  });

  it('keeps leaving at any time when refunds are refused, and drops money back (en, de)', () => {
    expect(kinds('You can cancel your plan at any time, though months already paid are not refunded.')).toEqual(['cancel-anytime']);
    expect(kinds('Geld-zurück-Garantie ausgeschlossen.')).toEqual([]);
  });

  it('keeps leaving at any time when refunds are refused (fr, es)', () => {
    expect(kinds('Résiliez à tout moment, mais les mois payés ne sont pas remboursés.')).toEqual(['cancel-anytime']);
    expect(kinds('Cancela cuando quieras, aunque los meses pagados no se reembolsan.')).toEqual(['cancel-anytime']);
  });

  it('reads a free migration in four languages', () => {
    for (const text of ['Free migration from your old tool.', 'Kostenlose Datenübernahme.', 'Migration gratuite.', 'Migramos tus datos gratis.']) {
      expect(kinds(text), text).toEqual(['free-migration']);
    }
  });

  it('does not read a migration tool or a paid migration as a guarantee', () => {
    expect(kinds('Free migration tool for PostgreSQL.')).toEqual([]);
    expect(kinds('Free migration, from $2,000 per project.')).toEqual([]);
  });

  it('reads "no obligation" apart, for the detector to judge', () => {
    expect(kinds('Sans engagement.')).toEqual(['no-obligation']);
  });

  it('does not read a question as a guarantee', () => {
    expect(kinds('Can I cancel anytime?')).toEqual([]);
  });

  it('does not read a refusal or a fee to leave as a guarantee', () => {
    expect(kinds('Refunds: no refunds after 24 hours, full refund only for double charges.')).toEqual([]);
    expect(kinds('Cancel anytime, a cancellation fee of $50 applies.')).toEqual([]);
    expect(kinds('Downgrade or cancel at any time without penalty.')).toEqual(['cancel-anytime']);
  });
});
