import type { AnalysisResult } from '../../contract/analysis.ts';
import { SIGNAL_IDS, type SignalId } from '../../contract/signals.ts';
import type { SiteTruth } from '../../../e2e/fixtures/sites/load-fixture-sites.ts';

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface AccuracyReport {
  microF1: number;
  /** Printable table: per-signal precision and recall, the micro figures, and every mistake. */
  lines: string[];
}

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 1 : numerator / denominator);

/** Per-signal precision and recall and micro-F1 of analysed sites against their truth.json. */
export function scoreAgainstTruth(sites: { id: string; truth: SiteTruth; result: Pick<AnalysisResult, 'signals'> }[]): AccuracyReport {
  const counts = new Map<SignalId, Counts>(SIGNAL_IDS.map((id) => [id, { tp: 0, fp: 0, fn: 0 }]));
  const mistakes: string[] = [];
  for (const site of sites) {
    for (const signal of site.result.signals) {
      const truth = site.truth.signals[signal.id];
      const count = counts.get(signal.id)!;
      if (signal.present && truth) count.tp += 1;
      else if (signal.present) count.fp += 1;
      else if (truth) count.fn += 1;
      if (signal.present !== truth) mistakes.push(`  ${site.id}: ${signal.present ? 'false positive' : 'missed'} ${signal.id}`);
    }
  }
  const rows = [...counts].map(([id, { tp, fp, fn }]) => {
    return `${id.padEnd(22)} precision ${ratio(tp, tp + fp).toFixed(2)}  recall ${ratio(tp, tp + fn).toFixed(2)}  (tp ${tp}, fp ${fp}, fn ${fn})`;
  });
  const total = [...counts.values()].reduce((sum, count) => ({ tp: sum.tp + count.tp, fp: sum.fp + count.fp, fn: sum.fn + count.fn }), { tp: 0, fp: 0, fn: 0 });
  const precision = ratio(total.tp, total.tp + total.fp);
  const recall = ratio(total.tp, total.tp + total.fn);
  const microF1 = (2 * precision * recall) / (precision + recall);
  return {
    microF1,
    lines: [...rows, `micro precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}, F1 ${microF1.toFixed(3)}`, ...mistakes],
  };
}
