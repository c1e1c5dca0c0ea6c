import type { AnalysisResult, MaturityLevel } from '../../engine/contract/analysis.ts';
import { SIGNAL_IDS, type SignalId, type SignalResult } from '../../engine/contract/signals.ts';
import { maturityLevelOf, maturityScore } from '../../engine/analysis/scoring/maturity.ts';

/** A real site's truth.json, as the corpus README describes it. */
export interface RealTruth {
  signals: Record<SignalId, boolean>;
  trialDays: number | null;
  demoOnly: boolean;
  band: MaturityLevel;
  bandAccept?: MaturityLevel[];
  ambiguous?: string[];
  notes: string;
}

export type RealResult = Pick<AnalysisResult, 'signals' | 'maturity' | 'onboardingFlags' | 'pages'>;

export interface RealSite {
  slug: string;
  truth: RealTruth;
  /** The analysis' result, or why it failed (a failure counts as nothing detected). */
  outcome: { ok: true; result: RealResult } | { ok: false; error: string };
  /** The corpus' own page addresses of this site, home first. */
  corpusPages: string[];
}

/** The README's thresholds (issues #24 and #32, "Done when"); bench:real fails below them. */
export const REAL_THRESHOLDS = {
  microF1: 0.95,
  precision: 0.97,
  levelRight: 0.9,
  demoOnlyRight: 0.95,
  levelFromLabels: 0.95,
  levelFromLabelsLeaveOneOut: 0.9,
} as const;

export interface SignalTally {
  id: SignalId;
  support: number;
  tp: number;
  fp: number;
  fn: number;
}

export interface SiteVerdict {
  slug: string;
  band: string;
  level: string;
  score: number | null;
  levelRight: boolean;
  levelFromLabels: MaturityLevel;
  levelFromLabelsRight: boolean;
  demoOnlyRight: boolean | null;
  trialDaysRight: boolean | null;
  falseAlarms: { id: SignalId; evidence: { page: string; text: string }[] }[];
  misses: SignalId[];
  /** Every signal the engine found present, ambiguous ones included (for calibrating weights on what the engine sees). */
  detected: SignalId[];
  fetched: { url: string; status: number }[];
  corpusPagesFetched: number;
  corpusPages: number;
  error?: string;
}

export interface RealReport {
  signals: SignalTally[];
  sites: SiteVerdict[];
  precision: number;
  recall: number;
  microF1: number;
  levelRight: number;
  demoOnlyRight: number;
  trialDaysRight: number;
  levelFromLabels: number;
  corpusPagesFetched: number;
  corpusPages: number;
}

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 1 : numerator / denominator);

const inBand = (level: string, truth: RealTruth) => level === truth.band || (truth.bandAccept ?? []).includes(level as MaturityLevel);

/** The level the weights table gives a site whose signals are exactly its labels. */
export function levelFromLabels(truth: RealTruth): MaturityLevel {
  const signals: SignalResult[] = SIGNAL_IDS.map((id) => ({ id, present: truth.signals[id], checked: true, evidence: [] }));
  return maturityLevelOf(maturityScore(signals));
}

/** Same page whatever the trailing slash, query or fragment. */
function pageKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '')}`;
}

export function scoreRealSites(sites: readonly RealSite[]): RealReport {
  const tallies = new Map<SignalId, SignalTally>(SIGNAL_IDS.map((id) => [id, { id, support: 0, tp: 0, fp: 0, fn: 0 }]));
  const verdicts: SiteVerdict[] = [];
  for (const site of sites) {
    const ambiguous = new Set(site.truth.ambiguous ?? []);
    const result = site.outcome.ok ? site.outcome.result : undefined;
    const found = new Map((result?.signals ?? []).map((signal) => [signal.id, signal]));
    const falseAlarms: SiteVerdict['falseAlarms'] = [];
    const misses: SignalId[] = [];
    for (const id of SIGNAL_IDS) {
      if (ambiguous.has(id)) continue;
      const tally = tallies.get(id)!;
      const truth = site.truth.signals[id];
      const signal = found.get(id);
      const present = signal?.present === true;
      if (truth) tally.support += 1;
      if (present && truth) tally.tp += 1;
      else if (present) {
        tally.fp += 1;
        falseAlarms.push({ id, evidence: signal?.evidence ?? [] });
      } else if (truth) {
        tally.fn += 1;
        misses.push(id);
      }
    }
    const fromLabels = levelFromLabels(site.truth);
    const level = result?.maturity.level ?? 'none';
    const fetched = (result?.pages ?? []).map((page) => ({ url: page.url, status: page.status }));
    const fetchedKeys = new Set(fetched.filter((page) => page.status >= 200 && page.status < 300).map((page) => pageKey(page.url)));
    const trial = result?.signals.find((signal) => signal.id === 'free-trial');
    verdicts.push({
      slug: site.slug,
      band: [site.truth.band, ...(site.truth.bandAccept ?? [])].join(' / '),
      level,
      score: result ? Number(result.maturity.score) : null,
      levelRight: inBand(level, site.truth),
      levelFromLabels: fromLabels,
      levelFromLabelsRight: inBand(fromLabels, site.truth),
      demoOnlyRight: ambiguous.has('demoOnly') ? null : (result?.onboardingFlags.demoOnly ?? false) === site.truth.demoOnly,
      trialDaysRight: ambiguous.has('trialDays') ? null : (trial?.present ? (trial.trialDays ?? null) : null) === site.truth.trialDays,
      falseAlarms,
      misses,
      detected: (result?.signals ?? []).filter((signal) => signal.present).map((signal) => signal.id),
      fetched,
      corpusPagesFetched: site.corpusPages.filter((url) => fetchedKeys.has(pageKey(url))).length,
      corpusPages: site.corpusPages.length,
      ...(site.outcome.ok ? {} : { error: site.outcome.error }),
    });
  }
  const totals = [...tallies.values()].reduce((sum, t) => ({ tp: sum.tp + t.tp, fp: sum.fp + t.fp, fn: sum.fn + t.fn }), { tp: 0, fp: 0, fn: 0 });
  const precision = ratio(totals.tp, totals.tp + totals.fp);
  const recall = ratio(totals.tp, totals.tp + totals.fn);
  const scoredDemoOnly = verdicts.filter((site) => site.demoOnlyRight !== null);
  const scoredTrial = verdicts.filter((site) => site.trialDaysRight !== null);
  return {
    signals: [...tallies.values()],
    sites: verdicts,
    precision,
    recall,
    microF1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    levelRight: ratio(verdicts.filter((site) => site.levelRight).length, verdicts.length),
    demoOnlyRight: ratio(scoredDemoOnly.filter((site) => site.demoOnlyRight).length, scoredDemoOnly.length),
    trialDaysRight: ratio(scoredTrial.filter((site) => site.trialDaysRight).length, scoredTrial.length),
    levelFromLabels: ratio(verdicts.filter((site) => site.levelFromLabelsRight).length, verdicts.length),
    corpusPagesFetched: verdicts.reduce((sum, site) => sum + site.corpusPagesFetched, 0),
    corpusPages: verdicts.reduce((sum, site) => sum + site.corpusPages, 0),
  };
}

/** Which thresholds a report falls below, in words; empty when it meets them all. */
export function shortfalls(report: RealReport): string[] {
  const checks: [string, number, number][] = [
    ['micro-F1', report.microF1, REAL_THRESHOLDS.microF1],
    ['precision', report.precision, REAL_THRESHOLDS.precision],
    ['level right', report.levelRight, REAL_THRESHOLDS.levelRight],
    ['demoOnly right', report.demoOnlyRight, REAL_THRESHOLDS.demoOnlyRight],
    ['level from the labels', report.levelFromLabels, REAL_THRESHOLDS.levelFromLabels],
  ];
  return checks.filter(([, value, min]) => value < min).map(([name, value, min]) => `${name} ${value.toFixed(3)} is below ${min}`);
}
