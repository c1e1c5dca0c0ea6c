import { describe, expect, it } from 'vitest';
import { pricesIn, readAmount } from './plan-price.ts';

describe('readAmount', () => {
  it('reads US and European separators', () => {
    expect([readAmount('1,299.00'), readAmount('1.299,00'), readAmount('49,99'), readAmount('1 299')]).toEqual([1299, 1299, 49.99, 1299]);
  });
});

describe('pricesIn', () => {
  it('reads symbols before and after the amount', () => {
    expect(pricesIn('$49 or 49 € or £29 or CHF 29').map((price) => price.amount)).toEqual([49, 49, 29, 29]);
  });

  it('marks prices followed by a billing period or unit', () => {
    expect(pricesIn('€49/mo').map((price) => price.periodic)).toEqual([true]);
    expect(pricesIn('29 € pro Monat').map((price) => price.periodic)).toEqual([true]);
    expect(pricesIn('$49 one-off').map((price) => price.periodic)).toEqual([false]);
  });

  it('reads kroner with a thousands separator', () => {
    expect(pricesIn('1.299,00 kr per month')).toMatchObject([{ amount: 1299, periodic: true }]);
  });

  it('reads "12 per seat" without a currency', () => {
    expect(pricesIn('12 per seat')).toMatchObject([{ amount: 12, periodic: true }]);
  });

  it('skips funding and volumes ($2M, $10k, €5 million)', () => {
    expect(pricesIn('raised $2M, saved $10k, processed €5 million')).toEqual([]);
  });

  it('does not read a price out of a word ("ab49 €" is not a price)', () => {
    expect(pricesIn('code ab49 €')).toEqual([]);
  });

  it('does not read a usage rate cut to its cents as a price: "$0.0000330"', () => {
    expect(pricesIn('$0.0000330 per request')).toEqual([]);
  });
});

describe('what an amount is', () => {
  it('reads a unit of use as a usage price: "$0.10 per GB"', () => {
    expect(pricesIn('Pay $0.10 per GB stored.')).toMatchObject([{ amount: 0.1, periodic: true, usage: true }]);
  });

  it('reads a seat as a plan price, not usage: "5 € pro Arbeitsplatz"', () => {
    expect(pricesIn('Nur 5 € pro Arbeitsplatz.')).toMatchObject([{ periodic: true, usage: false }]);
  });

  it('reads a one-time licence: "Licence à vie : 199 €"', () => {
    expect(pricesIn('Licence à vie : 199 €.')).toMatchObject([{ amount: 199, oneTime: true }]);
  });

  it('reads French cents after the symbol: "3 €00 /mois"', () => {
    expect(pricesIn('Standard 3 €00 /mois')).toMatchObject([{ amount: 3, text: '3 €00', periodic: true }]);
  });

  it('reads a saving as no price: "Customers save $4,000 a month"', () => {
    expect(pricesIn('Customers save $4,000 a month on average.')).toMatchObject([{ notAPrice: true }]);
  });

  it('reads a cap as no price: "bis zu 10.000 € Umsatz pro Monat"', () => {
    expect(pricesIn('Im kostenlosen Plan bis zu 10.000 € Umsatz pro Monat abwickeln.')).toMatchObject([{ notAPrice: true }]);
  });

  it('reads a salary as no price: "Salario: 40.000 a 50.000 € al año"', () => {
    expect(pricesIn('Salario: 40.000 a 50.000 € al año.').every((price) => price.notAPrice)).toBe(true);
  });
});
