import { describe, expect, it } from 'vitest';
import { SIGNAL_IDS, type SignalId, type SignalResult } from '../../contract/signals.ts';
import { assessMaturity, maturityLevelOf, maturityScore, scoreWithinLevel } from './maturity.ts';

function signals(present: SignalId[], evidence: Partial<Record<SignalId, string>> = {}): SignalResult[] {
  return SIGNAL_IDS.map((id) => ({
    id,
    present: present.includes(id),
    checked: true,
    evidence: evidence[id] ? [{ page: 'https://acme.test/', text: evidence[id] }] : [],
  }));
}

const EVERYTHING_WANTED = SIGNAL_IDS.filter((id) => id !== 'credit-card-required' && id !== 'demo-only');

describe('maturity bands', () => {
  it('is Basic below 40, Guided from 40 to 69, Conversion-Optimised from 70', () => {
    expect([0, 39, 40, 69, 70, 100].map(maturityLevelOf)).toEqual(['Basic', 'Basic', 'Guided', 'Guided', 'Conversion-Optimised', 'Conversion-Optimised']);
  });

  it('scores 0 for a site that shows nothing', () => {
    expect(maturityScore(signals([]))).toBe(0);
  });

  it('scores 100 for a site that shows every wanted signal', () => {
    expect(maturityScore(signals(EVERYTHING_WANTED))).toBe(100);
  });

  it('counts a free trial and a free plan once, as one way to start free', () => {
    const both = maturityScore(signals(['self-serve-signup', 'free-trial', 'freemium']));
    const trialOnly = maturityScore(signals(['self-serve-signup', 'free-trial']));
    expect(both).toBe(trialOnly);
  });

  it('takes points off for a required credit card', () => {
    const withCard = maturityScore(signals(['self-serve-signup', 'free-trial', 'credit-card-required']));
    expect(withCard).toBeLessThan(maturityScore(signals(['self-serve-signup', 'free-trial'])));
  });

  it('takes points off for demo-only access and never goes below 0', () => {
    expect(maturityScore(signals(['demo-request', 'demo-only']))).toBe(0);
  });
});

describe('forced maturity level', () => {
  it('keeps a score that already fits the forced band', () => {
    expect(scoreWithinLevel(55, 'Guided')).toBe(55);
  });

  it('moves the score to the nearest edge of the forced band', () => {
    expect(scoreWithinLevel(12, 'Conversion-Optimised')).toBe(70);
    expect(scoreWithinLevel(95, 'Basic')).toBe(39);
  });

  it('overrides the level and moves the score into the band', () => {
    const maturity = assessMaturity(signals([]), { forceMaturityLevel: 'Conversion-Optimised' });
    expect(maturity).toMatchObject({ level: 'Conversion-Optimised', score: 70 });
  });
});

describe('working points and improvement areas', () => {
  it('names what was found with its quote and page', () => {
    const maturity = assessMaturity(signals(['self-serve-signup'], { 'self-serve-signup': '"Start free trial" -> https://acme.test/signup' }));
    expect(maturity.workingPoints).toEqual(['Self-serve signup: a "Start free trial" link on the home page that leads to /signup']);
  });

  it('leaves signals it could not check out of the score, the improvement areas and the working points', () => {
    const all = signals(['self-serve-signup']);
    const blind = all.map((signal) => (signal.present ? signal : { ...signal, checked: false }));
    expect(maturityScore(blind)).toBe(100);
    const maturity = assessMaturity(blind);
    expect(maturity.level).toBe('Conversion-Optimised');
    expect(maturity.improvementAreas).toEqual([]);
    expect(maturityScore(all)).toBeLessThan(20);
  });

  it('names what is missing, most important first', () => {
    const maturity = assessMaturity(signals(['self-serve-signup']));
    expect(maturity.improvementAreas[0]).toBe('No free trial or free-forever plan was found');
    expect(maturity.improvementAreas).toContain('No onboarding or product-tour tool was seen on your public pages');
  });

  it('lists a required card as a problem, quoting where it was seen', () => {
    const maturity = assessMaturity(
      signals(['self-serve-signup', 'free-trial', 'credit-card-required'], { 'credit-card-required': 'Credit card required to start' }),
    );
    expect(maturity.improvementAreas).toContain(
      'A credit card is asked for before the product has shown any value: "Credit card required to start" on the home page',
    );
  });

  it('does not list a missing free plan when a free trial is there', () => {
    const maturity = assessMaturity(signals(['self-serve-signup', 'free-trial']));
    expect(maturity.improvementAreas.join('\n')).not.toContain('free-forever');
  });
});
