import { describe, expect, it } from 'vitest';
import { clauseAround } from './clause.ts';

function clauseOf(text: string, word: string): string {
  return clauseAround(text, text.indexOf(word), word.length).text;
}

describe('clauseAround', () => {
  it('cuts at sentence ends (en)', () => {
    expect(clauseOf('We ship fast. Start from a template today. Pricing is fair.', 'template')).toBe('Start from a template today');
  });

  it('cuts at a colon and a semicolon (de)', () => {
    expect(clauseOf('Kein leeres Blatt: Beginne mit einer Vorlage; alles andere später.', 'Vorlage')).toBe('Beginne mit einer Vorlage');
  });

  it('does not cut inside a number or a host name (fr)', () => {
    expect(clauseOf('Plus de 3.000 modèles sur acme.test pour vous.', 'modèles')).toBe('Plus de 3.000 modèles sur acme.test pour vous');
  });

  it('cuts at a question mark and a dash (es)', () => {
    expect(clauseOf('¿Dudas? Pregunta en el foro — respondemos pronto.', 'foro')).toBe('Pregunta en el foro ');
  });

  it('says where the clause starts', () => {
    expect(clauseAround('One. Two three.', 9, 5).start).toBe(5);
  });
});
