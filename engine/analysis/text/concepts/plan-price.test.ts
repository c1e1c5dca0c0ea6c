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
