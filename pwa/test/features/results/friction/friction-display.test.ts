import { describe, expect, it } from 'vitest';
import { FRICTION_LEVELS, FRICTION_TYPES, type FrictionDimension } from '../../../../../engine/contract/analysis.ts';
import { exampleAnalysisResult } from '../../../../../engine/contract/examples.ts';
import {
  displayedFrictionLevel,
  displayedFrictionScore,
  FRICTION_LEVEL_RANGES,
  frictionDisplay,
  frictionJitter,
  frictionScoreColour,
  frictionSeverity,
  GENERIC_IMPACT,
  issueImpact,
  MAX_JITTER,
} from '../../../../src/features/results/friction/friction-display.ts';

const dimension = (level: FrictionDimension['level'], score: FrictionDimension['score'], issues: FrictionDimension['issues'] = []): FrictionDimension => ({
  level,
  score,
  issues,
});

describe('displayed friction score', () => {
  it('keeps a score that lies in its level range within the jitter of where it was', () => {
    const shown = displayedFrictionScore('functional', dimension('Moderate', 48));
    expect(Math.abs(shown - 48)).toBeLessThanOrEqual(MAX_JITTER);
    expect(shown).toBeGreaterThanOrEqual(41);
    expect(shown).toBeLessThanOrEqual(60);
  });

  it('places a score outside its level range inside that range by its position on 0-100', () => {
    // 90 with level Low: 21 + 0.9 x 19 = 38.1, then jitter, clamped to 21-40.
    const shown = displayedFrictionScore('emotional', dimension('Low', 90));
    expect(shown).toBeGreaterThanOrEqual(38 - MAX_JITTER);
    expect(shown).toBeLessThanOrEqual(40);
    // A missing or unreadable score starts at the bottom of the range.
    const unreadable = displayedFrictionScore('emotional', dimension('High', 'n/a 0'));
    expect(unreadable).toBeGreaterThanOrEqual(61);
    expect(unreadable).toBeLessThanOrEqual(61 + MAX_JITTER);
  });

  it('reads scores given as digit strings', () => {
    expect(displayedFrictionScore('functional', dimension('Moderate', '48'))).toBe(displayedFrictionScore('functional', dimension('Moderate', 48)));
  });

  it('gives the same number for the same input every time (deterministic jitter)', () => {
    const input = dimension('High', 66);
    const first = displayedFrictionScore('motivational', input);
    for (let i = 0; i < 20; i += 1) expect(displayedFrictionScore('motivational', input)).toBe(first);
    expect(frictionJitter('a|b|1')).toBe(frictionJitter('a|b|1'));
  });

  it('jitters within plus or minus two points and not always by the same amount', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i += 1) {
      const jitter = frictionJitter(`seed-${i}`);
      expect(Math.abs(jitter)).toBeLessThanOrEqual(MAX_JITTER);
      seen.add(jitter);
    }
    expect(seen.size).toBe(2 * MAX_JITTER + 1);
  });

  it('clamps every score, however wild, to its level range', () => {
    for (const level of FRICTION_LEVELS) {
      const [min, max] = FRICTION_LEVEL_RANGES[level];
      for (const raw of [-50, 0, min, max, (min + max) / 2, 100, 250, '999', 'none']) {
        for (const type of FRICTION_TYPES) {
          const shown = displayedFrictionScore(type, dimension(level, raw));
          expect(shown, `${level} ${raw} ${type}`).toBeGreaterThanOrEqual(min);
          expect(shown, `${level} ${raw} ${type}`).toBeLessThanOrEqual(max);
          expect(Number.isInteger(shown)).toBe(true);
        }
      }
    }
  });

  it('takes the level from the score when the result names an unknown level', () => {
    const odd = { level: 'Extreme' as FrictionDimension['level'], score: 72 };
    expect(displayedFrictionLevel(odd)).toBe('High');
    expect(displayedFrictionScore('functional', odd)).toBeGreaterThanOrEqual(61);
  });
});

describe('colour bands', () => {
  it.each([
    [10, 'green'],
    [20, 'green'],
    [21, 'emerald'],
    [40, 'emerald'],
    [41, 'amber'],
    [60, 'amber'],
    [61, 'orange'],
    [80, 'orange'],
    [81, 'red'],
    [100, 'red'],
  ])('%d is %s', (score, name) => {
    expect(frictionScoreColour(score).name).toBe(name);
  });
});

describe('summary wording', () => {
  it.each([
    [95, 'severe'],
    [80.4, 'severe'],
    [80, 'significant'],
    [61, 'significant'],
    [60, 'moderate'],
    [41, 'moderate'],
    [40, 'minor'],
    [21, 'minor'],
    [20, 'minimal'],
    [10, 'minimal'],
  ])('a mean of %d reads %s', (mean, word) => {
    expect(frictionSeverity(mean)).toBe(word);
  });
});

describe('short-impact rule', () => {
  it('keeps impact texts of 15 characters or more', () => {
    expect(issueImpact('functional', { impact: 'Fifteen chars!!' })).toBe('Fifteen chars!!');
  });

  it('replaces shorter (or blank) impact texts with the generic sentence for the dimension', () => {
    expect(issueImpact('motivational', { impact: 'short' })).toBe(GENERIC_IMPACT.motivational);
    expect(issueImpact('emotional', { impact: '   Fourteen ch   ' })).toBe(GENERIC_IMPACT.emotional);
    expect(issueImpact('functional', { impact: '' })).toBe(GENERIC_IMPACT.functional);
  });
});

describe('frictionDisplay', () => {
  it('summarises the example result: overall is the rounded mean, the dominant type the highest', () => {
    const display = frictionDisplay(exampleAnalysisResult().friction);
    const scores = display.dimensions.map((shown) => shown.score);
    expect(display.dimensions.map((shown) => shown.type)).toEqual(['functional', 'emotional', 'motivational']);
    expect(display.overall).toBe(Math.round((scores[0]! + scores[1]! + scores[2]!) / 3));
    expect(display.dominant).toBe('motivational'); // High beats Moderate and Low
    expect(display.severity).toBe(frictionSeverity((scores[0]! + scores[1]! + scores[2]!) / 3));
    expect(display.dimensions[2]!.issues[0]).toEqual({
      issue: 'No customer numbers',
      impact: GENERIC_IMPACT.motivational,
      basis: 'Nothing on the one page read (the home page) shows a count of customers or users.',
      evidence: [],
    });
    expect(display.dimensions[0]!.issues[0]!.evidence).toEqual([{ url: 'https://www.acme.io/signup', quote: 'Card required for the trial.' }]);
    expect(display.dimensions[0]!.issues[0]!.impact).toMatch(/^Visitors who only want to look/);
  });

  it('shows no basis for an issue stored before issues had one', () => {
    const legacy = { level: 'High', score: 70, issues: [{ issue: 'No product video', impact: 'Visitors get no quick look at the product in use.' }] };
    const display = frictionDisplay({ functional: dimension('Low', 30), emotional: dimension('Low', 30), motivational: legacy as never });
    expect(display.dimensions[2]!.issues[0]).toMatchObject({ basis: '', evidence: [] });
  });

  it('names the first type in order when two share the highest score', () => {
    // Find two moderate raw scores that display the same number for emotional and motivational.
    const target = displayedFrictionScore('emotional', dimension('Moderate', 55));
    const raw = Array.from({ length: 20 }, (_, i) => 41 + i).find((r) => displayedFrictionScore('motivational', dimension('Moderate', r)) === target);
    expect(raw).toBeDefined();
    const display = frictionDisplay({
      functional: dimension('Low', 30),
      emotional: dimension('Moderate', 55),
      motivational: dimension('Moderate', raw!),
    });
    expect(display.dimensions[1]!.score).toBe(display.dimensions[2]!.score);
    expect(display.dominant).toBe('emotional');
  });

  it('reads severe friction when all three are very high', () => {
    const display = frictionDisplay({
      functional: dimension('Very High', 95),
      emotional: dimension('Very High', 90),
      motivational: dimension('Very High', 99),
    });
    expect(display.severity).toBe('severe');
    expect(display.overallColour.name).toBe('red');
  });
});

describe('observed friction on the Friction tab (issue #29)', () => {
  it("keeps an observed issue's kind, lists what could not be checked under its dimension, and carries the engine's all-clear words", () => {
    const form = {
      issue: 'The sign-up form on /signup asks for 9 fields, 7 required, including a phone number',
      impact: 'Every field is one more reason to stop half-way.',
      basis: 'Seen.',
      evidence: [],
      kind: 'signup-form' as const,
    };
    const display = frictionDisplay({
      functional: dimension('High', 70, [form]),
      emotional: { ...dimension('Very Low', 10), allClear: 'Nothing missing and nothing in the way here: the home page sets a mobile viewport.' },
      motivational: dimension('Low', 30),
      observed: [
        {
          kind: 'signup-form',
          dimension: 'functional',
          checked: false,
          page: 'https://app.acme.io/signup',
          issue: 'Sign-up form not checked',
          impact: 'Left out.',
          basis: '“Start free” on the home page leads to app.acme.io/signup, a page that was not read, so its sign-up form could not be checked.',
          evidence: [],
          weight: 0,
          figures: {},
        },
      ],
    });
    const [functional, emotional, motivational] = display.dimensions;
    expect(functional!.issues[0]).toMatchObject({ issue: form.issue, kind: 'signup-form' });
    expect(functional!.notChecked).toEqual([{ issue: 'Sign-up form not checked', basis: expect.stringContaining('could not be checked') }]);
    expect(emotional!.allClear).toMatch(/^Nothing missing and nothing in the way here/);
    expect([emotional!.notChecked, motivational!.allClear]).toEqual([[], undefined]);
  });
});
