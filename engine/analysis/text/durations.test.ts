import { describe, expect, it } from 'vitest';
import { durationsIn, lengthsIn } from './durations.ts';

const days = (text: string) => durationsIn(text).map((duration) => duration.days);

describe('durationsIn', () => {
  it('reads digits with days, weeks and months', () => {
    expect(days('a 14-day trial, 2 weeks, 1 month')).toEqual([14, 14, 30]);
  });

  it('reads numbers written in words', () => {
    expect(days('two weeks free, then one month, or a month')).toEqual([14, 30, 30]);
  });

  it('reads German, including joined adjectives', () => {
    expect(days('vierzehn Tage, 14-tägige Testphase, zwei Wochen, einen Monat')).toEqual([14, 14, 14, 30]);
  });

  it('reads French and Spanish', () => {
    expect(days('30 jours, deux semaines, treinta días, dos semanas')).toEqual([30, 14, 30, 14]);
  });

  it('ignores numbers without a unit', () => {
    expect(days('14 projects and 2 users')).toEqual([]);
  });

  it('reads "30d" only before a trial', () => {
    expect(days('Private repos 30d trial, 3d models, 90d retention')).toEqual([30]);
  });

  it('reads "the first month" and the French ordinal: "les 14 premiers jours"', () => {
    expect(days('the first month, les 14 premiers jours, el primer mes')).toEqual([30, 14, 30]);
  });
});

describe('lengthsIn', () => {
  it('leaves out rates: "10,000 requests a month", "$12 a month"', () => {
    expect(lengthsIn('10,000 requests a month or $12 a month, free for a month').map((duration) => duration.days)).toEqual([30]);
  });
});
