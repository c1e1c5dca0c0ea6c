import { describe, expect, it } from 'vitest';
import { StrongestEvidence } from './strongest-evidence.ts';

const texts = (evidence: StrongestEvidence) => evidence.toArray().map((each) => each.text);

describe('StrongestEvidence', () => {
  it('shows the strongest quote first', () => {
    const evidence = new StrongestEvidence().add('/', 'Cancel anytime', 1).add('/', '30-day money-back guarantee', 2);
    expect(texts(evidence)).toEqual(['30-day money-back guarantee', 'Cancel anytime']);
  });

  it('says a claim once when another quote holds its words', () => {
    const evidence = new StrongestEvidence().add('/', 'Monthly plans, cancel anytime', 1).add('/pricing', 'Cancel anytime', 1);
    expect(texts(evidence)).toEqual(['Monthly plans, cancel anytime']);
  });

  it('drops a quotation mark left without its pair at the edge of a quote', () => {
    const evidence = new StrongestEvidence().add('/', '"Alle Befragungen sind DSGVO-konform.', 1).add('/faq', 'Alle Befragungen sind DSGVO-konform.', 1);
    expect(texts(evidence)).toEqual(['Alle Befragungen sind DSGVO-konform.']);
  });

  it('keeps quotation marks that pair', () => {
    expect(texts(new StrongestEvidence().add('/', '«Résiliable à tout moment», promis.', 1))).toEqual(['«Résiliable à tout moment», promis.']);
  });
});
