import { describe, expect, it } from 'vitest';
import { SIGNAL_IDS, type SignalId } from '../../engine/contract/signals.ts';
import type { MaturityLevel } from '../../engine/contract/analysis.ts';
import { fitMagnitudes, fitReport, levelFromLabelsWith, tableMagnitudes } from './fit-weights.ts';
import type { RealTruth } from './score-real.ts';

function truth(present: SignalId[], band: MaturityLevel): RealTruth {
  const signals = Object.fromEntries(SIGNAL_IDS.map((id) => [id, present.includes(id)])) as Record<SignalId, boolean>;
  return { signals, trialDays: null, demoOnly: false, band, notes: '' };
}

/** Sites that a heavier self-serve signup would explain: signup and a free plan make a site Guided. */
const SIGNUP_SITES = Array.from({ length: 6 }, () => truth(['self-serve-signup', 'freemium', 'pricing-page', 'transparent-pricing'], 'Guided'));

describe('fitting the weights table to labelled levels', () => {
  it("keeps today's table where it already explains every site", () => {
    const sites = [
      truth([], 'Basic'),
      truth(
        SIGNAL_IDS.filter((id) => id !== 'credit-card-required' && id !== 'demo-only'),
        'Conversion-Optimised',
      ),
    ];
    expect(fitMagnitudes(sites)).toEqual(tableMagnitudes());
  });

  it('moves the weights the labels ask for, keeping every weight positive', () => {
    const before = SIGNUP_SITES.map((site) => levelFromLabelsWith(site, tableMagnitudes()));
    expect(before.every((level) => level === 'Basic')).toBe(true);
    const fitted = fitMagnitudes(SIGNUP_SITES);
    expect(SIGNUP_SITES.every((site) => levelFromLabelsWith(site, fitted) === 'Guided')).toBe(true);
    expect(Object.values(fitted).every((value) => value >= 1)).toBe(true);
  });

  it('scores each site left out with a table fitted on the others', () => {
    // One site says the opposite of the rest: no table fitted without it can explain it.
    const odd = truth(['self-serve-signup', 'freemium', 'pricing-page', 'transparent-pricing'], 'Basic');
    const report = fitReport([...SIGNUP_SITES, odd].map((site, index) => ({ slug: `site-${index}`, truth: site })));
    expect(report.total).toBe(7);
    expect(report.leaveOneOutWrong.map((wrong) => wrong.slug)).toContain('site-6');
    expect(report.leaveOneOut).toBeLessThan(report.total);
  });
});
