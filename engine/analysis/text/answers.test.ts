import { describe, expect, it } from 'vitest';
import { siteOf } from '../../../test-support/engine/site-from-html.ts';
import { answersTo, firstSentence, saysNo, saysYes } from './answers.ts';
import { phrase } from './phrases.ts';

const QUESTION = phrase('refunds?');
const answers = (html: string) => [...answersTo(siteOf({ '/': html }), QUESTION)].map(({ question, text }) => ({ question, text }));

describe('answersTo', () => {
  it('reads the blocks after a question heading as its answer, up to the next question', () => {
    const html = '<h3>Do you give refunds?</h3><p>Yes, within a month.</p><p>Write to us.</p><h3>Can I pause?</h3><p>No.</p>';
    expect(answers(html)).toEqual([{ question: 'Do you give refunds?', text: 'Yes, within a month. Write to us.' }]);
  });

  it('reads the rest of the block when question and answer share it', () => {
    expect(answers('<p>Pricing. Do you give refunds? Always, no questions asked.</p>')).toEqual([
      { question: 'Do you give refunds?', text: 'Always, no questions asked.' },
    ]);
  });

  it('gives nothing for a statement or for a question left unanswered', () => {
    expect(answers('<p>We give refunds.</p><h3>Do you give refunds?</h3><h3>Next heading</h3>')).toEqual([]);
  });
});

describe('saysYes and saysNo', () => {
  it('reads a yes in English, German, French and Spanish', () => {
    expect(['Yes!', 'Ja, natürlich.', 'Oui, bien sûr.', 'Sí. Siempre.', '¡Claro!'].map(saysYes)).toEqual([true, true, true, true, true]);
  });

  it('reads a no, and neither in a plain statement', () => {
    expect(['No. Never.', 'Nein.', 'Non, pas encore.', 'Not at all.'].map(saysNo)).toEqual([true, true, true, true]);
    expect([saysYes('Si vous voulez, écrivez-nous.'), saysNo('Notably, all plans include it.')]).toEqual([false, false]);
  });

  it('cuts the first sentence', () => {
    expect(firstSentence('It is free. But hosting costs.')).toBe('It is free.');
  });

  it('reads a yes word followed by "not" as a no: "Absolutely not!", "Natürlich nicht", "Bien sûr que non", "Claro que no"', () => {
    const replies = ['Absolutely not!', 'Natürlich nicht.', 'Bien sûr que non !', '¡Claro que no!'];
    expect([replies.map(saysYes), replies.map(saysNo)]).toEqual([
      [false, false, false, false],
      [true, true, true, true],
    ]);
  });
});
