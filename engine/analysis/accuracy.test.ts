import { beforeAll, describe, expect, it } from 'vitest';
import { loadFixtureSites } from '../../test-support/fixture-sites/sites/load-fixture-sites.ts';
import { SIGNAL_IDS } from '../contract/signals.ts';
import { analyzePages } from './analyze.ts';
import { assessMaturity } from './scoring/maturity.ts';
import { scoreAgainstTruth, splitOf, type AccuracyReport, type ScoredSite } from '../../test-support/engine/accuracy.ts';

/**
 * The engine against the fixture sites' truth.json (what a careful reader sees on
 * the pages), in two parts: development sites, which the detectors may be tuned on,
 * and held-out sites, written apart and only ever measured. The held-out figures are
 * the honest ones.
 */
const HELD_OUT_MIN = { microF1: 0.95, precision: 0.98, levelRight: 0.9 };
const DEVELOPMENT_MIN = { microF1: 0.9, precision: 0.98 };

const sites = await loadFixtureSites();
const scored: ScoredSite[] = sites.map((site) => ({
  id: site.id,
  truth: site.truth,
  result: analyzePages({ url: site.url, pages: site.pages, options: {}, analyzedAt: '2026-01-01T00:00:00.000Z' }),
}));
const development = scored.filter((site) => splitOf(site.truth) === 'development');
const heldOut = scored.filter((site) => splitOf(site.truth) === 'held-out');

function reportOn(part: string, partSites: ScoredSite[], listMistakes: boolean) {
  const report = scoreAgainstTruth(partSites, { listMistakes });
  console.log([`Signal accuracy over ${report.sites} ${part} fixture sites:`, ...report.lines].join('\n'));
  return report;
}

describe('accuracy over the fixture sites', () => {
  it('has at least 12 development sites across all three maturity levels, each truth listing every signal', () => {
    expect(development.length).toBeGreaterThanOrEqual(12);
    expect(new Set(development.map((site) => site.truth.expectedLevel))).toEqual(new Set(['Basic', 'Guided', 'Conversion-Optimised']));
    for (const site of scored) expect(Object.keys(site.truth.signals).sort(), site.id).toEqual([...SIGNAL_IDS].sort());
  });

  describe('development sites', () => {
    let report: AccuracyReport;
    beforeAll(() => {
      report = reportOn('development', development, true);
    });

    it(`reach micro-F1 ${DEVELOPMENT_MIN.microF1} and precision ${DEVELOPMENT_MIN.precision} or more`, () => {
      expect(report.microF1).toBeGreaterThanOrEqual(DEVELOPMENT_MIN.microF1);
      expect(report.precision).toBeGreaterThanOrEqual(DEVELOPMENT_MIN.precision);
    });

    it('each get the maturity level and demoOnly flag a reader expects', () => {
      const levels = Object.fromEntries(development.map((site) => [site.id, site.result.maturity?.level]));
      expect(levels).toEqual(Object.fromEntries(development.map((site) => [site.id, site.truth.expectedLevel])));
      expect(report.demoOnlyWrong).toEqual([]);
    });

    it('read the stated trial length where the site states one', () => {
      const stated = development.filter((site) => site.truth.trialDays !== undefined);
      expect(stated.length).toBeGreaterThan(0);
      for (const site of stated) {
        const trial = site.result.signals.find((signal) => signal.id === 'free-trial');
        expect(trial?.trialDays, site.id).toBe(site.truth.trialDays);
      }
    });

    it('score their true signals into their expected level (the weights agree with the readers)', () => {
      for (const site of development) {
        const signals = SIGNAL_IDS.map((id) => ({ id, present: site.truth.signals[id], checked: true, evidence: [] }));
        expect(assessMaturity(signals).level, site.id).toBe(site.truth.expectedLevel);
      }
    });
  });

  describe('held-out sites (measured, never tuned on)', () => {
    let report: AccuracyReport;
    beforeAll(() => {
      report = reportOn('held-out', heldOut, false);
    });

    it(`reach micro-F1 ${HELD_OUT_MIN.microF1} or more`, () => {
      expect(report.microF1).toBeGreaterThanOrEqual(HELD_OUT_MIN.microF1);
    });

    it(`reach precision ${HELD_OUT_MIN.precision} or more`, () => {
      expect(report.precision).toBeGreaterThanOrEqual(HELD_OUT_MIN.precision);
    });

    it(`get the expected maturity level for ${HELD_OUT_MIN.levelRight * 100} % of sites or more`, () => {
      expect(report.levelRight).toBeGreaterThanOrEqual(HELD_OUT_MIN.levelRight);
    });

    it('get the demoOnly flag right for every site', () => {
      expect(report.demoOnlyWrong.length).toBe(0);
    });
  });

  it('quotes evidence from the site for every signal it finds', () => {
    for (const site of scored) {
      for (const signal of site.result.signals.filter((candidate) => candidate.present)) {
        expect(signal.evidence.length, `${site.id} ${signal.id}`).toBeGreaterThan(0);
        for (const evidence of signal.evidence)
          expect(evidence.page.startsWith(sites.find((each) => each.id === site.id)!.url), `${site.id} ${signal.id}`).toBe(true);
      }
    }
  });
});
