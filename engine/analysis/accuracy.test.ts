import { beforeAll, describe, expect, it } from 'vitest';
import { loadFixtureSites, type FixtureSite } from '../../e2e/fixtures/sites/load-fixture-sites.ts';
import type { AnalysisResult } from '../contract/analysis.ts';
import { SIGNAL_IDS } from '../contract/signals.ts';
import { analyzePages } from './analyze.ts';
import { assessMaturity } from './scoring/maturity.ts';
import { scoreAgainstTruth } from './testing/accuracy.ts';

/**
 * The engine against the fixture sites' truth.json (what a careful reader sees on
 * the pages): per-signal precision and recall, micro-F1 over all signals and sites.
 */
const MIN_MICRO_F1 = 0.9;

let sites: FixtureSite[];
const results = new Map<string, Omit<AnalysisResult, 'analysisId'>>();

beforeAll(async () => {
  sites = await loadFixtureSites();
  for (const site of sites) {
    results.set(site.id, analyzePages({ url: site.url, pages: site.pages, options: {}, analyzedAt: '2026-01-01T00:00:00.000Z' }));
  }
});

describe('accuracy over the fixture sites', () => {
  it('has at least 12 sites across all three maturity levels, each truth listing every signal', () => {
    expect(sites.length).toBeGreaterThanOrEqual(12);
    expect(new Set(sites.map((site) => site.truth.expectedLevel))).toEqual(new Set(['Basic', 'Guided', 'Conversion-Optimised']));
    for (const site of sites) expect(Object.keys(site.truth.signals).sort(), site.id).toEqual([...SIGNAL_IDS].sort());
  });

  it(`reaches micro-F1 ${MIN_MICRO_F1} or more against truth.json`, () => {
    const report = scoreAgainstTruth(sites.map((site) => ({ id: site.id, truth: site.truth, result: results.get(site.id)! })));
    console.log([`Signal accuracy over ${sites.length} fixture sites:`, ...report.lines].join('\n'));
    expect(report.microF1).toBeGreaterThanOrEqual(MIN_MICRO_F1);
  });

  it("gives each site the maturity level a reader expects", () => {
    const levels = Object.fromEntries(sites.map((site) => [site.id, results.get(site.id)!.maturity.level]));
    expect(levels).toEqual(Object.fromEntries(sites.map((site) => [site.id, site.truth.expectedLevel])));
  });

  it('reads the stated trial length where the site states one', () => {
    const stated = sites.filter((site) => site.truth.trialDays !== undefined);
    expect(stated.length).toBeGreaterThan(0);
    for (const site of stated) {
      const trial = results.get(site.id)!.signals.find((signal) => signal.id === 'free-trial');
      expect(trial?.trialDays, site.id).toBe(site.truth.trialDays);
    }
  });

  it("scores each site's true signals into its expected level (the weights agree with the readers)", () => {
    for (const site of sites) {
      const signals = SIGNAL_IDS.map((id) => ({ id, present: site.truth.signals[id], checked: true, evidence: [] }));
      expect(assessMaturity(signals).level, site.id).toBe(site.truth.expectedLevel);
    }
  });

  it('quotes evidence from the site for every signal it finds', () => {
    for (const site of sites) {
      for (const signal of results.get(site.id)!.signals.filter((candidate) => candidate.present)) {
        expect(signal.evidence.length, `${site.id} ${signal.id}`).toBeGreaterThan(0);
        for (const evidence of signal.evidence) expect(evidence.page.startsWith(site.url), `${site.id} ${signal.id}`).toBe(true);
      }
    }
  });
});
