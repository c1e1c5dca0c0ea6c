import { describe, expect, it } from 'vitest';
import type { ObservedFriction } from '../../../../engine/contract/analysis.ts';
import { comparedFriction, earlierRunOf } from '../../../src/features/compare/friction-state.ts';
import type { ReportResult } from '../../../src/features/results/report-source.ts';

const finding = (kind: ObservedFriction['kind'], weight: number, issue: string): ObservedFriction => ({
  kind,
  dimension: 'functional',
  checked: true,
  page: 'https://acme.io/signup',
  issue,
  impact: 'Every field is one more reason to stop.',
  basis: issue,
  evidence: [],
  weight,
  figures: {},
});

function report(url: string, analyzedAt: string, observed: ObservedFriction[]): ReportResult {
  return {
    url,
    analyzedAt,
    friction: { observed, observedChecks: ['signup-form', 'no-viewport', 'heavy-page'] },
  } as unknown as ReportResult;
}

describe('observed friction in the comparison', () => {
  const small = finding('signup-form', 1, 'The sign-up form on /signup asks for 4 fields');
  const big = finding('signup-form', 3, 'The sign-up form on /signup asks for 9 fields');
  const viewport = finding('no-viewport', 1, 'The home page has no mobile viewport');
  const heavy = finding('heavy-page', 1, 'The home page loads 4.2 MB');
  const first = report('https://acme.io/', '2026-01-01T00:00:00.000Z', [small, viewport]);
  const second = report('https://www.acme.io', '2026-02-01T00:00:00.000Z', [big, heavy]);
  const other = report('https://other.io/', '2025-12-01T00:00:00.000Z', []);

  it("marks what appeared or grew since the same site's earlier run, and lists what went away", () => {
    const friction = comparedFriction(second, [first, second, other]);
    expect(friction.earlier).toBe(first);
    expect(friction.shown.map(({ finding: shown, change }) => [shown.kind, change])).toEqual([
      ['signup-form', 'grew'],
      ['heavy-page', 'new'],
    ]);
    expect(friction.gone.map((gone) => gone.issue)).toEqual([viewport.issue]);
  });

  it("marks nothing on a site's first run, or beside another site", () => {
    expect(earlierRunOf(first, [first, second, other])).toBeUndefined();
    expect(comparedFriction(first, [first, second, other])).toEqual({ shown: [{ finding: small }, { finding: viewport }], gone: [] });
    expect(comparedFriction(other, [first, other]).gone).toEqual([]);
  });
});
