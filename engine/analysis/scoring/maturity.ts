import type { Maturity, MaturityLevel } from '../../contract/analysis.ts';
import type { SignalResult } from '../../contract/signals.ts';
import { SIGNAL_TITLES } from '../../contract/signals.ts';
import { evidencePhrase } from '../../contract/evidence-wording.ts';
import { MATURITY_BANDS, SIGNAL_WEIGHTS } from '../weights.ts';
import { SIGNAL_COPY } from './signal-copy.ts';
import { isShortfall, signalUnits, unitWeight, type SignalUnit } from './signal-credit.ts';

const weightOf = (id: SignalResult['id']) => Math.abs(SIGNAL_WEIGHTS[id].weight);
const MAX_WORKING_POINTS = 10;
const MAX_IMPROVEMENT_AREAS = 8;

export function maturityLevelOf(score: number): MaturityLevel {
  return (MATURITY_BANDS.find((band) => score >= band.min && score <= band.max) ?? MATURITY_BANDS[0]).level;
}

/** A forced level keeps the score if it already fits, else moves it to the band's nearest edge. */
export function scoreWithinLevel(score: number, level: MaturityLevel): number {
  const band = MATURITY_BANDS.find((candidate) => candidate.level === level) ?? MATURITY_BANDS[0];
  return Math.min(band.max, Math.max(band.min, score));
}

/** Signals that could not be checked count neither for nor against the site. */
export function checkedSignals(signals: readonly SignalResult[]): SignalResult[] {
  return signals.filter((signal) => signal.checked !== false);
}

/**
 * Share of the available points earned, minus points for unwanted signals, 0-100; of what
 * could be checked. `magnitudeOf` is the weights table's (a fit of the table tries others).
 */
export function maturityScore(allSignals: readonly SignalResult[], magnitudeOf: (id: SignalResult['id']) => number = weightOf): number {
  const units = signalUnits(checkedSignals(allSignals));
  const available = units.filter((unit) => unit.wanted).reduce((sum, unit) => sum + unitWeight(unit, magnitudeOf), 0);
  if (available === 0) return 0;
  const earned = units.filter((unit) => unit.present).reduce((sum, unit) => sum + (unit.wanted ? 1 : -1) * unitWeight(unit, magnitudeOf), 0);
  return Math.min(100, Math.max(0, Math.round((100 * earned) / available)));
}

function byWeight(a: SignalUnit, b: SignalUnit): number {
  return unitWeight(b, weightOf) - unitWeight(a, weightOf);
}

/** 'Free trial: a "Start your free trial" link on the home page that leads to /signup': what was found, in words. */
function workingPoint(unit: SignalUnit, signals: readonly SignalResult[], siteUrl: string): string {
  const signal = signals.find((candidate) => candidate.id === unit.lead);
  const quote = signal?.evidence[0];
  const title = SIGNAL_TITLES[unit.lead];
  return quote ? `${title}: ${evidencePhrase(quote, siteUrl)}` : title;
}

function improvementArea(unit: SignalUnit, signals: readonly SignalResult[], siteUrl: string): string {
  const copy = SIGNAL_COPY[unit.lead];
  if (unit.wanted) return copy.improvement;
  const quote = signals.find((candidate) => candidate.id === unit.lead)?.evidence[0];
  return quote ? `${copy.improvement}: ${evidencePhrase(quote, siteUrl)}` : copy.improvement;
}

export interface MaturityOptions {
  forceMaturityLevel?: MaturityLevel;
  /** The analysed site's home page, so evidence names its pages as short paths. */
  siteUrl?: string;
}

export function assessMaturity(signals: readonly SignalResult[], options: MaturityOptions = {}): Maturity {
  const computed = maturityScore(signals);
  const level = options.forceMaturityLevel ?? maturityLevelOf(computed);
  const siteUrl = options.siteUrl ?? signals.find((signal) => signal.evidence[0])?.evidence[0]?.page ?? '';
  const units = signalUnits(checkedSignals(signals)).sort(byWeight);
  return {
    score: scoreWithinLevel(computed, level),
    level,
    workingPoints: units
      .filter((unit) => unit.wanted && unit.present)
      .slice(0, MAX_WORKING_POINTS)
      .map((unit) => workingPoint(unit, signals, siteUrl)),
    improvementAreas: units
      .filter(isShortfall)
      .slice(0, MAX_IMPROVEMENT_AREAS)
      .map((unit) => improvementArea(unit, signals, siteUrl)),
  };
}
