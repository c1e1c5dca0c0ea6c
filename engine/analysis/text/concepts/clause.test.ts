import { describe, expect, it } from 'vitest';
import { clauseAround, isQuestion, wordsBetween } from './clause.ts';

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
