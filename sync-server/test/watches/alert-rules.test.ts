import { describe, expect, it } from 'vitest';
import type { AnalysisChanges } from '../../../engine/contract/changes.ts';
import { alertFindings, siteChangesOnly } from '../../src/watches/alert-rules.ts';

const unchanged: AnalysisChanges = {
  previous: { analysisId: '00000000-0000-4000-8000-000000000001', analyzedAt: '2026-11-23T10:00:00.000Z', score: 62, level: 'Guided' },
  scoreDelta: 0,
  levelChanged: false,
  gained: [],
  lost: [],
  strategiesAdded: [],
  strategiesResolved: [],
  frictionAdded: [],
  frictionRemoved: [],
};
const chat = { id: 'live-chat' as const, title: 'Live chat', evidence: [{ page: 'https://acme.io/', text: 'widget.intercom.io' }] };
const trial = { id: 'free-trial' as const, title: 'Free trial', evidence: [] };

describe('alert rules', () => {
  it('raise nothing for a first report or an unchanged one', () => {
    expect(alertFindings({ ...unchanged, previous: null, lost: [chat] }, 'Basic', ['signal-lost'])).toBeUndefined();
    expect(alertFindings(unchanged, 'Guided', ['level-drop', 'signal-lost', 'any-change'])).toBeUndefined();
  });

  it('name the kinds a change meets, and only those the watch alerts on', () => {
    const worse: AnalysisChanges = { ...unchanged, scoreDelta: -25, levelChanged: true, lost: [chat], gained: [trial] };
    expect(alertFindings(worse, 'Basic', ['level-drop', 'signal-lost', 'any-change'])).toEqual({
      reasons: ['level-drop', 'signal-lost', 'any-change'],
      level: { from: 'Guided', to: 'Basic' },
      score: { from: 62, to: 37 },
      lost: [{ id: 'live-chat', title: 'Live chat' }],
      gained: [{ id: 'free-trial', title: 'Free trial' }],
      frictionAdded: [],
    });
    expect(alertFindings(worse, 'Basic', ['signal-lost'])?.reasons).toEqual(['signal-lost']);
  });

  it('alert on friction-added when observed friction appeared or grew, naming it, and only then', () => {
    const form = {
      kind: 'signup-form' as const,
      page: 'https://acme.io/signup',
      issue: 'The sign-up form on /signup asks for 9 fields, 7 required, including a phone number',
      basis: 'The form on /signup shows these fields: …',
      evidence: [],
      previousIssue: 'The sign-up form on /signup asks for 4 fields, including a phone number',
    };
    expect(alertFindings({ ...unchanged, frictionAdded: [form] }, 'Guided', ['signal-lost', 'friction-added'])).toMatchObject({
      reasons: ['friction-added'],
      frictionAdded: [{ kind: 'signup-form', page: 'https://acme.io/signup', issue: form.issue, previousIssue: form.previousIssue }],
    });
    expect(alertFindings({ ...unchanged, frictionRemoved: [form] }, 'Guided', ['friction-added'])).toBeUndefined();
    expect(alertFindings({ ...unchanged, frictionRemoved: [form] }, 'Guided', ['any-change'])?.reasons).toEqual(['any-change']);
  });

  it('do not call a rise in level a drop, but any-change sees it', () => {
    const better: AnalysisChanges = { ...unchanged, scoreDelta: 12, levelChanged: true, gained: [trial] };
    expect(alertFindings(better, 'Conversion-Optimised', ['level-drop', 'signal-lost'])).toBeUndefined();
    expect(alertFindings(better, 'Conversion-Optimised', ['any-change'])?.reasons).toEqual(['any-change']);
    expect(alertFindings({ ...unchanged, strategiesAdded: ['s1'] }, 'Guided', ['any-change'])?.reasons).toEqual(['any-change']);
  });

  it('set aside what an engine change alone explains when the earlier pages were gone, and keep what the site changed', () => {
    const worse: AnalysisChanges = { ...unchanged, scoreDelta: -25, levelChanged: true, lost: [chat, { ...trial, evidence: [] }], strategiesAdded: ['s1'] };
    const engineChanged = { from: '1.1.0', to: '1.2.0', rescored: false, moved: { signals: ['free-trial' as const], scores: false } };
    // The trial's detector moved: its loss may be ours. The chat's did not: its loss is the site's, and the level with it.
    const siteOnly = siteChangesOnly({ ...worse, engineChanged }, 'Basic');
    expect(alertFindings(siteOnly, 'Basic', ['level-drop', 'signal-lost'])).toMatchObject({
      reasons: ['level-drop', 'signal-lost'],
      lost: [{ id: 'live-chat', title: 'Live chat' }],
    });
    // Once the scores moved too, a level drop may be the engine's as well; the chat's loss still alerts.
    const scoresMoved = siteChangesOnly({ ...worse, engineChanged: { ...engineChanged, moved: { signals: ['free-trial' as const], scores: true } } }, 'Basic');
    expect(alertFindings(scoresMoved, 'Basic', ['level-drop', 'signal-lost', 'any-change'])?.reasons).toEqual(['signal-lost', 'any-change']);
    const onlyTheEngine = siteChangesOnly(
      { ...worse, lost: [trial], engineChanged: { ...engineChanged, moved: { signals: ['free-trial' as const], scores: true } } },
      'Basic',
    );
    expect(alertFindings(onlyTheEngine, 'Basic', ['level-drop', 'signal-lost', 'any-change'])).toBeUndefined();
  });

  it('leave a comparison alone when the earlier pages were scored again with the current engine', () => {
    const rescored: AnalysisChanges = { ...unchanged, lost: [chat], engineChanged: { from: '1.1.0', to: '1.2.0', rescored: true } };
    expect(siteChangesOnly(rescored, 'Guided')).toBe(rescored);
  });
});
