import type { AnalysisResult } from '../../engine/contract/analysis.ts';
import { SIGNAL_IDS, type SignalId } from '../../engine/contract/signals.ts';
import type { FixtureSplit, SiteTruth } from '../fixture-sites/sites/load-fixture-sites.ts';

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface AccuracyReport {
  sites: number;
  precision: number;
  recall: number;
  microF1: number;
  /** Share of sites whose maturity level matches truth.json (1 when results carry no level). */
  levelRight: number;
  /** Sites whose onboardingFlags.demoOnly disagrees with truth.json's demo-only. */
  demoOnlyWrong: string[];
  /** Printable table: per-signal precision and recall, the micro figures, and every mistake. */
  lines: string[];
}

/**
 * Which part of the fixtures a site belongs to: tuned on (development) or only ever
 * measured (held-out). Sites written before the split existed are development.
 */
export function splitOf(truth: SiteTruth): FixtureSplit {
  return truth.split ?? 'development';
}

export interface ScoredSite {
  id: string;
  truth: SiteTruth;
  result: Pick<AnalysisResult, 'signals'> & Partial<Pick<AnalysisResult, 'maturity' | 'onboardingFlags'>>;
}

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 1 : numerator / denominator);

/** Per-signal precision and recall, micro-F1, maturity level and demoOnly of analysed sites against their truth.json. */
export function scoreAgainstTruth(sites: ScoredSite[], { listMistakes = true } = {}): AccuracyReport {
  const counts = new Map<SignalId, Counts>(SIGNAL_IDS.map((id) => [id, { tp: 0, fp: 0, fn: 0 }]));
  const mistakes: string[] = [];
  let levelsRight = 0;
  const demoOnlyWrong: string[] = [];
  for (const site of sites) {
    for (const signal of site.result.signals) {
      const truth = site.truth.signals[signal.id];
      const count = counts.get(signal.id)!;
      if (signal.present && truth) count.tp += 1;
      else if (signal.present) count.fp += 1;
      else if (truth) count.fn += 1;
      if (signal.present !== truth) mistakes.push(`  ${site.id}: ${signal.present ? 'false positive' : 'missed'} ${signal.id}`);
    }
    const level = site.result.maturity?.level;
    if (level === undefined || level === site.truth.expectedLevel) levelsRight += 1;
    else mistakes.push(`  ${site.id}: level ${level}, expected ${site.truth.expectedLevel} (score ${site.result.maturity?.score})`);
    const demoOnly = site.result.onboardingFlags?.demoOnly;
    if (demoOnly !== undefined && demoOnly !== site.truth.signals['demo-only']) demoOnlyWrong.push(site.id);
  }
  const rows = [...counts].map(([id, { tp, fp, fn }]) => {
    return `${id.padEnd(22)} precision ${ratio(tp, tp + fp).toFixed(2)}  recall ${ratio(tp, tp + fn).toFixed(2)}  (tp ${tp}, fp ${fp}, fn ${fn})`;
  });
  const total = [...counts.values()].reduce((sum, count) => ({ tp: sum.tp + count.tp, fp: sum.fp + count.fp, fn: sum.fn + count.fn }), { tp: 0, fp: 0, fn: 0 });
  const precision = ratio(total.tp, total.tp + total.fp);
  const recall = ratio(total.tp, total.tp + total.fn);
  const microF1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const levelRight = ratio(levelsRight, sites.length);
  return {
    sites: sites.length,
    precision,
    recall,
    microF1,
    levelRight,
    demoOnlyWrong,
    lines: [
      ...rows,
      `micro precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}, F1 ${microF1.toFixed(3)}`,
      `maturity level right for ${levelsRight} of ${sites.length} sites; demoOnly right for ${sites.length - demoOnlyWrong.length} of ${sites.length}`,
      // Held-out sites' mistakes stay unlisted: naming them would invite tuning on them.
      ...(listMistakes ? mistakes : []),
    ],
  };
}
