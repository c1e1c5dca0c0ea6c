import { describe, expect, it } from 'vitest';
import { CHANGES_COPY, COVERAGE_COPY, engineMayExplain } from './report-copy.ts';

describe("the report's words for an engine change (issue #30)", () => {
  it('say the earlier pages were scored again, or which differences the engine may explain when they were gone', () => {
    expect(CHANGES_COPY.engineChanged({ from: '1.1.0', to: '1.2.0', rescored: true })).toBe(
      "Our analysis engine changed between the two reports (version 1.1.0, then 1.2.0): the earlier report's pages were scored again with the newer one first, so every change here is the site's.",
    );
    expect(CHANGES_COPY.engineChanged({ from: '1.1.0', to: '1.2.0', rescored: false, moved: { signals: ['live-chat', 'free-trial'], scores: false } })).toBe(
      "Our analysis engine changed between the two reports (version 1.1.0, then 1.2.0), and the earlier report's pages are no longer kept: differences in Live chat, Free trial may come from our engine, not from the site.",
    );
    expect(CHANGES_COPY.engineChanged({ from: '1.1.0', to: '1.2.0', rescored: false, moved: { signals: [], scores: false } })).toContain(
      "no finding or score moved with it, so every change here is the site's",
    );
  });

  it('count everything as possibly the engine when what moved is not known (a version without a digest)', () => {
    expect(engineMayExplain(undefined)).toBe('any difference');
    expect(engineMayExplain({ signals: [], scores: true })).toBe('differences in the score');
  });

  it('name the engine a report was made with, and the day its pages were read when it was scored again', () => {
    expect(COVERAGE_COPY.engine('1.2.0')).toBe('Scored by version 1.2.0 of our analysis engine.');
    expect(COVERAGE_COPY.engine('1.2.0', 'November 3, 2026')).toBe(
      'Scored again by version 1.2.0 of our analysis engine, from the pages we read on November 3, 2026.',
    );
  });
});
