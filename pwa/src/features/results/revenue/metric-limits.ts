import type { SavedMetrics } from '../../../lib/db.ts';

export type MetricName = keyof SavedMetrics;

export interface MetricLimit {
  label: string;
  /** Number input range. */
  min: number;
  max: number;
  /** The slider stops here even where the number input goes further (signups: 1,000 vs 10,000). */
  sliderMax: number;
  step: number;
  prefix?: string;
  suffix?: string;
}

/** SPEC section 5's metric editing ranges. */
export const METRIC_LIMITS: Readonly<Record<MetricName, MetricLimit>> = {
  signupsPerMonth: { label: 'Signups per month', min: 10, max: 10_000, sliderMax: 1000, step: 10 },
  activationRate: { label: 'Activation rate', min: 1, max: 100, sliderMax: 100, step: 1, suffix: '%' },
  revenuePerUser: { label: 'Revenue per user', min: 5, max: 500, sliderMax: 500, step: 5, prefix: '$' },
};

export const METRIC_NAMES = Object.keys(METRIC_LIMITS) as MetricName[];

export function clampMetric(name: MetricName, value: number): number {
  const { min, max } = METRIC_LIMITS[name];
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

export function sameMetrics(a: SavedMetrics, b: SavedMetrics): boolean {
  return METRIC_NAMES.every((name) => a[name] === b[name]);
}
