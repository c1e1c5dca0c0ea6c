import type { MaturityLevel } from '../../engine/contract/analysis.ts';
import { SIGNAL_IDS, type SignalId, type SignalResult } from '../../engine/contract/signals.ts';
import { maturityLevelOf, maturityScore } from '../../engine/analysis/scoring/maturity.ts';
import { MATURITY_BANDS, SIGNAL_WEIGHTS } from '../../engine/analysis/weights.ts';
import type { RealTruth } from './score-real.ts';

/**
 * Issue #32 item 5: how well the weights table explains the labelled levels, and whether
 * that holds on a site the table was not fitted to. A fit keeps the table's shape: one
 * weight per signal, the same on every site, its sign fixed (a wanted signal never lowers
 * the score, an unwanted one never raises it), groups as they are, DESIGN's band edges;
 * only the magnitudes move, as integers, and each step away from today's table costs, so
 * a fit changes few weights. Leave-one-out scores every site with a table fitted
 * without it: a fit that only the fitted sites explain shows there.
 */
export type Magnitudes = Record<SignalId, number>;

/** Integer magnitudes a fit may choose from. */
const MAX_MAGNITUDE = 20;
/** Points inside the band a site's score should keep from its edges. */
const MARGIN = 3;
/** Cost of a site outside its band, against the margin's points and the steps away from today's table. */
const OUT_OF_BAND = 20;
/** Cost of each point a magnitude moves from today's table. */
const STEP_COST = 4;
const MAX_PASSES = 8;

export const tableMagnitudes = (): Magnitudes => Object.fromEntries(SIGNAL_IDS.map((id) => [id, Math.abs(SIGNAL_WEIGHTS[id].weight)])) as Magnitudes;

function labelledSignals(truth: RealTruth): SignalResult[] {
  return SIGNAL_IDS.map((id) => ({ id, present: truth.signals[id], checked: true, evidence: [] }));
}

const accepted = (truth: RealTruth): MaturityLevel[] => [truth.band, ...(truth.bandAccept ?? [])];

export function levelFromLabelsWith(truth: RealTruth, magnitudes: Magnitudes): MaturityLevel {
  return maturityLevelOf(maturityScore(labelledSignals(truth), (id) => magnitudes[id]));
}

/** How far a site's labelled score sits outside the middle of its accepted bands, plus a large cost when outside them. */
function siteLoss(signals: readonly SignalResult[], truth: RealTruth, magnitudes: Magnitudes): number {
  const score = maturityScore(signals, (id) => magnitudes[id]);
  const bands = MATURITY_BANDS.filter((band) => accepted(truth).includes(band.level));
  const low = Math.min(...bands.map((band) => band.min));
  const high = Math.max(...bands.map((band) => band.max));
  const inBand = score >= low && score <= high;
  const below = low > 0 ? Math.max(0, low + MARGIN - score) : 0;
  const above = high < 100 ? Math.max(0, score - (high - MARGIN)) : 0;
  return (inBand ? 0 : OUT_OF_BAND) + below + above;
}

function totalLoss(sites: readonly { signals: SignalResult[]; truth: RealTruth }[], magnitudes: Magnitudes, start: Magnitudes): number {
  let loss = 0;
  for (const site of sites) loss += siteLoss(site.signals, site.truth, magnitudes);
  for (const id of SIGNAL_IDS) loss += STEP_COST * Math.abs(magnitudes[id] - start[id]);
  return loss;
}

/** Coordinate descent from today's table: each weight in turn takes its best integer, until a pass changes nothing. */
export function fitMagnitudes(truths: readonly RealTruth[], start: Magnitudes = tableMagnitudes()): Magnitudes {
  const sites = truths.map((truth) => ({ signals: labelledSignals(truth), truth }));
  const magnitudes = { ...start };
  let best = totalLoss(sites, magnitudes, start);
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    let moved = false;
    for (const id of SIGNAL_IDS) {
      // A signal no labelled site shows has nothing to fit on.
      if (!truths.some((truth) => truth.signals[id])) continue;
      const kept = magnitudes[id];
      for (let value = 1; value <= MAX_MAGNITUDE; value += 1) {
        if (value === magnitudes[id]) continue;
        const previous = magnitudes[id];
        magnitudes[id] = value;
        const loss = totalLoss(sites, magnitudes, start);
        if (loss < best - 1e-9) {
          best = loss;
        } else {
          magnitudes[id] = previous;
        }
      }
      if (magnitudes[id] !== kept) moved = true;
    }
    if (!moved) break;
  }
  return magnitudes;
}

export interface FitReport {
  /** Sites whose labels give a level in their band with today's table. */
  table: number;
  /** With a table fitted on all the sites. */
  fitted: number;
  /** With, for each site, a table fitted on the others. */
  leaveOneOut: number;
  total: number;
  /** Signals whose fitted magnitude differs from today's table: id, today, fitted. */
  changes: { id: SignalId; table: number; fitted: number }[];
  /** Sites outside their band under leave-one-out: slug, band, level. */
  leaveOneOutWrong: { slug: string; band: string; level: MaturityLevel }[];
}

export function fitReport(sites: readonly { slug: string; truth: RealTruth }[]): FitReport {
  const table = tableMagnitudes();
  const inBand = (truth: RealTruth, magnitudes: Magnitudes) => accepted(truth).includes(levelFromLabelsWith(truth, magnitudes));
  const fitted = fitMagnitudes(
    sites.map((site) => site.truth),
    table,
  );
  const leaveOneOutWrong: FitReport['leaveOneOutWrong'] = [];
  let leaveOneOut = 0;
  for (const [index, site] of sites.entries()) {
    const others = fitMagnitudes(
      sites.filter((_, other) => other !== index).map((each) => each.truth),
      table,
    );
    if (inBand(site.truth, others)) leaveOneOut += 1;
    else leaveOneOutWrong.push({ slug: site.slug, band: accepted(site.truth).join(' / '), level: levelFromLabelsWith(site.truth, others) });
  }
  return {
    table: sites.filter((site) => inBand(site.truth, table)).length,
    fitted: sites.filter((site) => inBand(site.truth, fitted)).length,
    leaveOneOut,
    total: sites.length,
    changes: SIGNAL_IDS.filter((id) => fitted[id] !== table[id]).map((id) => ({ id, table: table[id], fitted: fitted[id] })),
    leaveOneOutWrong,
  };
}

export function printFit(report: FitReport): string {
  const lines = ['Level from the labels (issue #32 item 5; the weights table with perfect signals):'];
  lines.push(`  today's table: ${report.table} of ${report.total}`);
  lines.push(
    `  fitted on all sites: ${report.fitted} of ${report.total}${report.changes.length ? `; it would move ${report.changes.map((c) => `${c.id} ${c.table} -> ${c.fitted}`).join(', ')}` : ', with no weight moved'}`,
  );
  lines.push(`  leave-one-out (each site scored by a table fitted without it): ${report.leaveOneOut} of ${report.total}`);
  for (const wrong of report.leaveOneOutWrong) lines.push(`    ${wrong.slug}: band ${wrong.band}, level ${wrong.level}`);
  return `${lines.join('\n')}\n`;
}
