import { describe, expect, it } from 'vitest';
import { FRICTION_TYPES } from '../../contract/analysis.ts';
import { SIGNAL_IDS, type SignalId, type SignalResult } from '../../contract/signals.ts';
import { assessFriction, frictionLevelOf } from './friction.ts';
import { GENERIC_IMPACT, readableImpact, SIGNAL_COPY } from './signal-copy.ts';

function signals(present: SignalId[]): SignalResult[] {
  return SIGNAL_IDS.map((id) => ({
    id,
    present: present.includes(id),
    checked: true,
    evidence: present.includes(id) ? [{ page: 'https://acme.test/', text: `seen ${id}` }] : [],
  }));
}

const EVERYTHING_WANTED = SIGNAL_IDS.filter((id) => id !== 'credit-card-required' && id !== 'demo-only');

describe('friction levels', () => {
  it('follows SPEC bands: Very Low 10-20, Low 21-40, Moderate 41-60, High 61-80, Very High 81-100', () => {
    expect([10, 20, 21, 40, 41, 60, 61, 80, 81, 100].map(frictionLevelOf)).toEqual([
      'Very Low',
      'Very Low',
      'Low',
      'Low',
      'Moderate',
      'Moderate',
      'High',
      'High',
      'Very High',
      'Very High',
    ]);
  });

  it('gives the least friction (10, Very Low) to a site that shows everything', () => {
    const friction = assessFriction({ signals: signals(EVERYTHING_WANTED), jobIsClear: true });
    for (const type of FRICTION_TYPES) expect(friction[type]).toMatchObject({ score: 10, level: 'Very Low', issues: [] });
  });

  it('gives Very High friction to a demo-only site that shows nothing else', () => {
    const friction = assessFriction({ signals: signals(['demo-request', 'demo-only']), jobIsClear: false });
    expect(friction.functional.level).toBe('Very High');
    expect(friction.motivational).toMatchObject({ score: 100, level: 'Very High' });
  });

  it('keeps every score within 10-100 and its level within the score band', () => {
    for (const present of [[], ['self-serve-signup'], ['free-trial', 'testimonials', 'credit-card-required']] as SignalId[][]) {
      const friction = assessFriction({ signals: signals(present), jobIsClear: true });
      for (const type of FRICTION_TYPES) {
        const { score, level } = friction[type];
        expect(score).toBeGreaterThanOrEqual(10);
        expect(score).toBeLessThanOrEqual(100);
        expect(level).toBe(frictionLevelOf(Number(score)));
      }
    }
  });
});

describe('friction issues', () => {
  it('raises a required card as a functional issue, quoting it', () => {
    const friction = assessFriction({ signals: signals(['self-serve-signup', 'free-trial', 'credit-card-required']), jobIsClear: true });
    const issues = [...friction.functional.issues, ...friction.emotional.issues].map((issue) => issue.issue);
    expect(issues).toContain('A credit card is required to start (seen credit-card-required)');
  });

  it('raises an unclear job as a motivational issue', () => {
    const friction = assessFriction({ signals: signals(EVERYTHING_WANTED), jobIsClear: false });
    expect(friction.motivational.issues[0]?.issue).toBe('The home page does not say which job the product does');
  });

  it('never gives an impact shorter than 15 characters', () => {
    const friction = assessFriction({ signals: signals([]), jobIsClear: false });
    const impacts = FRICTION_TYPES.flatMap((type) => friction[type].issues.map((issue) => issue.impact));
    expect(impacts.length).toBeGreaterThan(0);
    for (const impact of impacts) expect(impact.length).toBeGreaterThanOrEqual(15);
  });

  it('has a full-sentence impact for every signal', () => {
    for (const id of SIGNAL_IDS) expect(SIGNAL_COPY[id].impact.length, id).toBeGreaterThanOrEqual(15);
  });

  it('replaces an impact shorter than 15 characters with the generic sentence', () => {
    expect(readableImpact('short')).toBe(GENERIC_IMPACT);
    expect(readableImpact('Visitors leave before they see the product.')).toBe('Visitors leave before they see the product.');
  });
});
