import { describe, expect, it } from 'vitest';
import { clauseAround, clauseAt, clauseNear, clausesOf, gapBetween, isDenied, isQuestion, sentencesOf, wordsBetween } from './clause.ts';

const textOf = (text: string, spans: Array<{ start: number; end: number }>) => spans.map((span) => text.slice(span.start, span.end).trim());

describe('clausesOf', () => {
  it('ends a clause at a comma, a semicolon, a stop, a spaced dash or "but"', () => {
    const text = 'Start free, no card needed; upgrade later — or not. We call you back but only once';
    expect(textOf(text, clausesOf(text))).toEqual(['Start free', 'no card needed', 'upgrade later', 'or not', 'We call you back', 'only once']);
  });

  it('keeps decimals and prices whole: "$0.02" and "7,50 €"', () => {
    expect(textOf('From $0.02 per request or 7,50 € a month', clausesOf('From $0.02 per request or 7,50 € a month'))).toEqual([
      'From $0.02 per request or 7,50 € a month',
    ]);
  });

  it('keeps a label with its value: "Trial: 14 days"', () => {
    expect(textOf('Trial: 14 days', clausesOf('Trial: 14 days'))).toEqual(['Trial: 14 days']);
  });

  it('reads German, French and Spanish "but": aber, mais, pero', () => {
    const text = 'Kostenlos aber begrenzt. Gratuit mais limité. Gratis pero limitado.';
    expect(textOf(text, clausesOf(text))).toEqual(['Kostenlos', 'begrenzt', 'Gratuit', 'limité', 'Gratis', 'limitado']);
  });

  it('splits a bullet line at its middle dots', () => {
    expect(textOf('14-day free trial · 30-day money-back guarantee', clausesOf('14-day free trial · 30-day money-back guarantee'))).toEqual([
      '14-day free trial',
      '30-day money-back guarantee',
    ]);
  });
});

describe('sentencesOf and clauseAt', () => {
  it('keeps commas inside a sentence', () => {
    const text = 'Free, forever. Pay later?';
    expect(textOf(text, sentencesOf(text))).toEqual(['Free, forever', 'Pay later']);
  });

  it('finds the clause around a position', () => {
    const text = 'Prices on request, contact sales';
    const span = clauseAt(text, text.indexOf('sales'));
    expect(text.slice(span.start, span.end).trim()).toBe('contact sales');
  });

  it('stops a clause of a page text at a block break', () => {
    const text = 'Save 20% with yearly billing\n$49 per month';
    const span = clauseNear(text, text.indexOf('$49'));
    expect(text.slice(span.start, span.end)).toBe('$49 per month');
  });
});

describe('wordsBetween and gapBetween', () => {
  it('counts the words between two positions', () => {
    expect(wordsBetween('try Acme free for 30 days', 3, 13)).toBe(2);
  });

  it('measures the gap either way round, -1 when matches overlap', () => {
    const text = 'free trial of 30 days';
    expect(gapBetween(text, { index: 0, text: 'free' }, { index: 14, text: '30 days' })).toBe(2);
    expect(gapBetween(text, { index: 14, text: '30 days' }, { index: 0, text: 'free' })).toBe(2);
    expect(gapBetween(text, { index: 0, text: 'free trial' }, { index: 5, text: 'trial' })).toBe(-1);
  });
});

describe('isDenied', () => {
  it('reads a negation before: "no free plan"', () => {
    expect(isDenied('We have no free plan', { index: 11, text: 'free plan' })).toBe(true);
  });

  it('reads German after: "Einen kostenlosen Plan gibt es nicht"', () => {
    expect(isDenied('Einen kostenlosen Plan gibt es nicht', { index: 6, text: 'kostenlosen Plan' })).toBe(true);
  });

  it('reads French after: "Une offre gratuite n\'existe pas"', () => {
    expect(isDenied("Une offre gratuite n'existe pas", { index: 4, text: 'offre gratuite' })).toBe(true);
  });

  it('does not take "nicht nur" for a denial', () => {
    expect(isDenied('Kostenloser Plan, nicht nur für Teams', { index: 0, text: 'Kostenloser Plan' })).toBe(false);
  });
});

function clauseOf(text: string, word: string, reach: 'clause' | 'sentence' = 'clause'): string {
  return clauseAround(text, text.indexOf(word), word.length, reach).text;
}

describe('clauseAround', () => {
  it('cuts at sentence ends, keeping the full stop (en)', () => {
    expect(clauseOf('We ship fast. Start from a template today. Pricing is fair.', 'template')).toBe('Start from a template today.');
  });

  it('cuts at a colon and a semicolon (de)', () => {
    expect(clauseOf('Kein leeres Blatt: Beginne mit einer Vorlage; alles andere später.', 'Vorlage')).toBe('Beginne mit einer Vorlage');
  });

  it('does not cut inside a number or a host name (fr)', () => {
    expect(clauseOf('Plus de 3.000 modèles sur acme.test pour vous.', 'modèles')).toBe('Plus de 3.000 modèles sur acme.test pour vous.');
  });

  it('cuts at a question mark and a dash (es)', () => {
    expect(clauseOf('¿Dudas? Pregunta en el foro — respondemos pronto.', 'foro')).toBe('Pregunta en el foro');
  });

  it('says where the clause starts and ends', () => {
    expect(clauseAround('One. Two three.', 9, 5)).toEqual({ text: 'Two three.', start: 5, end: 15 });
  });

  it('does not cut at an abbreviation: "2 Mio. Nutzer", "Art. 28 DSGVO" (de)', () => {
    expect(clauseOf('Mehr als 2 Mio. Nutzer weltweit.', 'Nutzer')).toBe('Mehr als 2 Mio. Nutzer weltweit.');
    expect(clauseOf('AV-Vertrag nach Art. 28 DSGVO inklusive.', 'DSGVO')).toBe('AV-Vertrag nach Art. 28 DSGVO inklusive.');
  });

  it('keeps a label and its value together with reach "sentence": "Setup: 5 minutes" (en)', () => {
    expect(clauseOf('Rated 4.8 by teams: set up in minutes', 'set up', 'sentence')).toBe('Rated 4.8 by teams: set up in minutes');
    expect(clauseOf('Rated 4.8 by teams: set up in minutes', 'set up')).toBe('set up in minutes');
  });

  it('keeps an apposition after a dash with reach "sentence" (fr)', () => {
    expect(clauseOf('Paiements via Stripe — un prestataire utilisé par des millions.', 'millions', 'sentence')).toBe(
      'Paiements via Stripe — un prestataire utilisé par des millions.',
    );
  });

  it('cuts at a semicolon, a bullet and a line break (en)', () => {
    expect(clauseOf('Fast; set up today · no card\nnext', 'set up')).toBe('set up today');
  });
});

describe('isQuestion', () => {
  it('reads a clause that ends in a question mark, or opens with ¿, as a question (en, es)', () => {
    expect(isQuestion(clauseAround('Is Acme GDPR compliant?', 3))).toBe(true);
    expect(isQuestion(clauseAround('¿Acme cumple con el RGPD', 3))).toBe(true);
    expect(isQuestion(clauseAround('Acme is GDPR compliant.', 3))).toBe(false);
  });
});

describe('wordsBetween', () => {
  it('counts the words between two offsets', () => {
    const text = 'Set up your whole team in minutes';
    expect(wordsBetween(text, 6, text.indexOf('in'))).toBe(3);
  });
});
