import { describe, expect, it } from 'vitest';
import { FREE_OF_CHARGE, FREE_SERVICE, namesAPlan, PERMANENCE, PLAN_NOUN } from './free-of-charge.ts';
import { matchesIn } from './clause.ts';

const words = (pattern: RegExp, text: string) => matchesIn(text, pattern).map((found) => found.text);

describe('free of charge', () => {
  it('reads the free word in four languages', () => {
    expect(words(FREE_OF_CHARGE, 'free, kostenlos, gratuit, gratis, sin coste, at no cost')).toEqual([
      'free',
      'kostenlos',
      'gratuit',
      'gratis',
      'sin coste',
      'at no cost',
    ]);
  });

  it('reads no free word inside "worry-free" or "Kostenloser-Versand" compounds', () => {
    expect(words(FREE_OF_CHARGE, 'worry-free')).toEqual([]);
  });

  it('reads the services sites give away', () => {
    expect(words(FREE_SERVICE, 'shipping, Versand, livraison, envío')).toEqual(['shipping', 'Versand', 'livraison', 'envío']);
  });

  it('reads how long something stays free', () => {
    expect(words(PERMANENCE, 'forever, für immer, pour toujours, para siempre')).toEqual(['forever', 'für immer', 'pour toujours', 'para siempre']);
  });
});

describe('namesAPlan', () => {
  const check = (text: string) => namesAPlan(text, matchesIn(text, FREE_OF_CHARGE)[0]!, matchesIn(text, PLAN_NOUN));

  it('takes "free community edition" as a plan', () => {
    expect(check('the free community edition')).toBe(true);
  });

  it('takes "plan gratuito" as a plan', () => {
    expect(check('nuestro plan gratuito')).toBe(true);
  });

  it('does not take "free SSL certificates on every paid plan" as a plan', () => {
    expect(check('free SSL certificates on every paid plan')).toBe(false);
  });

  it('does not take "every plan at no additional cost" as a plan', () => {
    expect(check('included with every plan at no additional cost')).toBe(false);
  });
});
