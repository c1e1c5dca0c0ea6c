import { describe, expect, it } from 'vitest';
import { clauseAround, isQuestion, wordsBetween } from './clauses.ts';

const clauseAt = (text: string, word: string) => clauseAround(text, text.indexOf(word), word.length).text;

describe('clauseAround', () => {
  it('ends a clause at a sentence end', () => {
    expect(clauseAt('Pages load fast. Set up in 5 minutes.', 'Set up')).toBe('Set up in 5 minutes.');
  });

  it('does not end a clause at an abbreviation: "2 Mio. Nutzer", "Art. 28 DSGVO"', () => {
    expect(clauseAt('Mehr als 2 Mio. Nutzer weltweit.', 'Nutzer')).toBe('Mehr als 2 Mio. Nutzer weltweit.');
    expect(clauseAt('AV-Vertrag nach Art. 28 DSGVO inklusive.', 'DSGVO')).toBe('AV-Vertrag nach Art. 28 DSGVO inklusive.');
  });

  it('does not end a clause at a decimal point or a colon', () => {
    expect(clauseAt('Rated 4.8 by teams: set up in minutes', 'set up')).toBe('Rated 4.8 by teams: set up in minutes');
  });

  it('ends a clause at a semicolon, a bullet and a line break', () => {
    expect(clauseAt('Fast; set up today · no card\nnext', 'set up')).toBe('set up today');
  });
});

describe('isQuestion', () => {
  it('reads a clause that ends in a question mark, or opens with ¿, as a question', () => {
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
