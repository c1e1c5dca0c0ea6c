import { describe, expect, it } from 'vitest';
import { FRICTION_TYPES } from '../../contract/analysis.ts';
import { SIGNAL_IDS, type SignalId } from '../../contract/signals.ts';
import { adviceSite, type AdviceSiteOptions } from '../../../test-support/engine/advice-site.ts';
import { frictionLevelOf } from './friction.ts';
import { GENERIC_IMPACT, readableImpact, SIGNAL_COPY } from './signal-copy.ts';

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';
const PAGES = {
  '/': `<html><head><title>Acme | Invoicing</title>${VIEWPORT}</head><body><h1>Invoicing for freelancers</h1><a href="/signup">Start free trial</a></body></html>`,
  '/signup': '<h1>Start your trial</h1><p>Credit card required to start your trial.</p>',
};
/** The same site with a home page that gets in the way: no mobile viewport, nothing to press under the headline. */
const PAGES_IN_THE_WAY = {
  '/': '<html><head><title>Acme | Invoicing</title></head><body><h1>Invoicing for freelancers</h1><p>Talk to us.</p><section><h2>More</h2><a href="/demo">Book a demo</a></section></body></html>',
  '/demo': '<h1>Book a demo</h1>',
};

function frictionOf(present: SignalId[], jobIsClear: boolean, options: AdviceSiteOptions = {}, pages: Record<string, string> = PAGES) {
  return adviceSite(pages, present, { jobIsClear, ...options }).friction;
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
    const friction = frictionOf(EVERYTHING_WANTED, true);
    for (const type of FRICTION_TYPES) expect(friction[type]).toMatchObject({ score: 10, level: 'Very Low', issues: [] });
  });

  it('gives Very High friction to a demo-only site that shows nothing else and whose home page gets in the way', () => {
    const friction = frictionOf(['demo-request', 'demo-only'], false, {}, PAGES_IN_THE_WAY);
    expect(friction.functional.level).toBe('Very High');
    expect(friction.motivational).toMatchObject({ score: 100, level: 'Very High' });
  });

  it('counts what was measured and found in order as friction that is not there: the same shortfalls weigh less beside a clean home page', () => {
    const inTheWay = frictionOf(['demo-request', 'demo-only'], true, {}, PAGES_IN_THE_WAY);
    const clean = frictionOf(['demo-request', 'demo-only'], true);
    expect(Number(clean.functional.score)).toBeLessThan(Number(inTheWay.functional.score));
  });

  it('keeps every score within 10-100 and its level within the score band', () => {
    for (const present of [[], ['self-serve-signup'], ['free-trial', 'testimonials', 'credit-card-required']] as SignalId[][]) {
      const friction = frictionOf(present, true);
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
  it('raises a required card as a functional issue, its basis quoting the page that says so', () => {
    const friction = frictionOf(['self-serve-signup', 'free-trial', 'credit-card-required'], true, {
      evidence: { 'credit-card-required': [{ path: '/signup', text: '…Credit card required to start your trial.' }] },
    });
    expect(friction.functional.issues.find((issue) => issue.issue === 'A credit card is required to start')).toEqual({
      issue: 'A credit card is required to start',
      impact: SIGNAL_COPY['credit-card-required'].impact,
      basis: '/signup says a credit card is needed to start: “Credit card required to start your trial.”',
      evidence: [{ url: 'https://acme.test/signup', quote: 'Credit card required to start your trial.' }],
    });
  });

  it('bases a missing signal on the pages read, with no quote', () => {
    const issue = frictionOf(['self-serve-signup'], true).motivational.issues.find((candidate) => candidate.issue === 'No product video');
    expect(issue).toMatchObject({ basis: 'Nothing on the 2 pages read (the home page, /signup) shows an embedded product video.', evidence: [] });
  });

  it('raises an unclear job as a motivational issue, quoting the title it rests on', () => {
    const friction = frictionOf(EVERYTHING_WANTED, false);
    expect(friction.motivational.issues[0]).toMatchObject({
      issue: 'The home page does not say which job the product does',
      evidence: [{ url: 'https://acme.test/', quote: 'Acme | Invoicing' }],
    });
  });

  it('never gives an impact shorter than 15 characters', () => {
    const friction = frictionOf([], false);
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
