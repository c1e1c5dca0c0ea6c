import { describe, expect, it } from 'vitest';
import type { ObservedFriction, Strategy } from '../../contract/analysis.ts';
import { analysisChangesSchema } from '../../contract/changes.ts';
import type { SignalResult } from '../../contract/signals.ts';
import { type ComparedResult, compareAnalyses } from './compare-analyses.ts';

const EARLIER_ID = '11111111-1111-4111-8111-111111111111';

function strategy(id: string): Strategy {
  return {
    id,
    title: id,
    effort: 'Low',
    estimatedTime: '1 week',
    description: 'Do it.',
    steps: [],
    basis: 'Nothing on the one page read (the home page) shows it.',
    evidence: [],
    removes: [],
  };
}

function result(overrides: Partial<ComparedResult> & { signals: SignalResult[] }): ComparedResult {
  return {
    maturity: { score: 40, level: 'Guided', workingPoints: [], improvementAreas: [] },
    strategies: [],
    analyzedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const seen = (text: string) => [{ page: 'https://acme.io/', text }];

describe('compareAnalyses', () => {
  it('answers previous: null and empty lists without an earlier analysis', () => {
    const changes = compareAnalyses(result({ signals: [{ id: 'free-trial', present: true, checked: true, evidence: seen('Start free trial') }] }), undefined);
    expect(changes).toEqual({
      previous: null,
      scoreDelta: 0,
      levelChanged: false,
      gained: [],
      lost: [],
      strategiesAdded: [],
      strategiesResolved: [],
      frictionAdded: [],
      frictionRemoved: [],
    });
    expect(analysisChangesSchema.safeParse(changes).success).toBe(true);
  });

  it('names the earlier analysis and the score and level change', () => {
    const before = result({ maturity: { score: '35', level: 'Basic', workingPoints: [], improvementAreas: [] }, signals: [] });
    const now = result({ maturity: { score: 52.4, level: 'Guided', workingPoints: [], improvementAreas: [] }, signals: [] });
    const changes = compareAnalyses(now, { analysisId: EARLIER_ID, result: before });
    expect(changes.previous).toEqual({ analysisId: EARLIER_ID, analyzedAt: '2026-11-01T10:00:00.000Z', score: 35, level: 'Basic' });
    expect(changes.scoreDelta).toBe(17);
    expect(changes.levelChanged).toBe(true);
  });

  it("lists gained signals with today's evidence and lost ones with the earlier evidence", () => {
    const before = result({
      signals: [
        { id: 'free-trial', present: false, checked: true, evidence: [] },
        { id: 'live-chat', present: true, checked: true, evidence: seen('widget.intercom.io') },
        { id: 'testimonials', present: true, checked: true, evidence: seen('"Loved it"') },
      ],
    });
    const now = result({
      signals: [
        { id: 'free-trial', present: true, checked: true, evidence: seen('Start your 14-day free trial') },
        { id: 'live-chat', present: false, checked: true, evidence: [] },
        { id: 'testimonials', present: true, checked: true, evidence: seen('"Still love it"') },
      ],
    });
    const changes = compareAnalyses(now, { analysisId: EARLIER_ID, result: before });
    expect(changes.gained).toEqual([{ id: 'free-trial', title: 'Free trial', evidence: seen('Start your 14-day free trial') }]);
    expect(changes.lost).toEqual([{ id: 'live-chat', title: 'Live chat', evidence: seen('widget.intercom.io') }]);
    expect(changes.levelChanged).toBe(false);
    expect(changes.scoreDelta).toBe(0);
  });

  it('does not call a signal lost or gained when one of the two reports could not check it', () => {
    const unchecked: SignalResult = { id: 'live-chat', present: false, checked: false, evidence: [] };
    const before = result({
      signals: [
        { id: 'live-chat', present: true, checked: true, evidence: seen('widget.intercom.io') },
        { id: 'community', present: false, checked: false, evidence: [] },
      ],
    });
    const now = result({ signals: [unchecked, { id: 'community', present: true, checked: true, evidence: seen('Join our Discord') }] });
    const changes = compareAnalyses(now, { analysisId: EARLIER_ID, result: before });
    expect(changes.lost).toEqual([]);
    expect(changes.gained).toEqual([]);
  });

  it('lists strategies recommended now and not before, and those no longer recommended', () => {
    const before = result({ signals: [], strategies: [strategy('add-free-trial'), strategy('add-live-chat')] });
    const now = result({ signals: [], strategies: [strategy('add-live-chat'), strategy('publish-prices')] });
    const changes = compareAnalyses(now, { analysisId: EARLIER_ID, result: before });
    expect(changes.strategiesAdded).toEqual(['publish-prices']);
    expect(changes.strategiesResolved).toEqual(['add-free-trial']);
  });
});

describe('observed friction between two reports', () => {
  const observedFinding = (kind: ObservedFriction['kind'], weight: number, issue: string, checked = true): ObservedFriction => ({
    kind,
    dimension: 'functional',
    checked,
    page: 'https://acme.io/signup',
    issue,
    impact: 'Every field is one more reason to stop.',
    basis: `Seen: ${issue}`,
    evidence: [],
    weight,
    figures: {},
  });
  const withFriction = (observed: ObservedFriction[], observedChecks: ObservedFriction['kind'][]) => ({
    ...result({ signals: [] }),
    friction: { observed, observedChecks },
  });

  it('names friction that appeared, grew or went away, when both reports checked its kind', () => {
    const form = observedFinding('signup-form', 3, 'The sign-up form on /signup asks for 9 fields');
    const smaller = observedFinding('signup-form', 1, 'The sign-up form on /signup asks for 4 fields');
    const viewport = observedFinding('no-viewport', 1, 'The home page has no mobile viewport');
    const checks: ObservedFriction['kind'][] = ['signup-form', 'no-viewport'];
    const grew = compareAnalyses(withFriction([form], checks), { analysisId: EARLIER_ID, result: withFriction([smaller, viewport], checks) });
    expect(grew.frictionAdded).toEqual([
      { kind: 'signup-form', page: form.page, issue: form.issue, basis: form.basis, evidence: [], previousIssue: smaller.issue },
    ]);
    expect(grew.frictionRemoved.map((change) => change.kind)).toEqual(['no-viewport']);
    const appeared = compareAnalyses(withFriction([form], checks), { analysisId: EARLIER_ID, result: withFriction([], checks) });
    expect(appeared.frictionAdded.map((change) => [change.kind, change.previousIssue])).toEqual([['signup-form', undefined]]);
    expect(analysisChangesSchema.safeParse(grew).success).toBe(true);
  });

  it('says nothing of a kind one report could not check, or of a report made before friction was observed', () => {
    const form = observedFinding('signup-form', 3, 'The sign-up form on /signup asks for 9 fields');
    const unchecked = compareAnalyses(withFriction([form], ['signup-form']), {
      analysisId: EARLIER_ID,
      result: withFriction([observedFinding('signup-form', 0, 'Sign-up form not checked', false)], []),
    });
    expect(unchecked.frictionAdded).toEqual([]);
    const legacy = compareAnalyses(withFriction([form], ['signup-form']), { analysisId: EARLIER_ID, result: result({ signals: [] }) });
    expect([legacy.frictionAdded, legacy.frictionRemoved]).toEqual([[], []]);
  });
});
