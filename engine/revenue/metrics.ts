import type { CurrentMetrics } from '../contract/analysis.ts';

/** SPEC section 9: the revenue tab's values when the request or the store has none. */
export const DEFAULT_METRICS = {
  signupsPerMonth: 500,
  activationRate: 20,
  revenuePerUser: 125,
} as const;

export interface MetricInputs {
  signupsPerMonth: number;
  activationRate: number;
  revenuePerUser: number;
}

/** What a caller may hand over: numbers, numeric strings from inputs or storage, or nothing. */
export interface RawMetricInputs {
  signupsPerMonth?: unknown;
  activationRate?: unknown;
  revenuePerUser?: unknown;
}

/**
 * SPEC section 9: "string numbers parse with fallback 0". Numbers pass through,
 * strings are read leniently ("1,200" -> 1200, "24%" -> 24), anything else is 0.
 */
export function parseMetric(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const parsed = Number.parseFloat(value.replace(/[^0-9.+-]/g, ''));
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

/** Absent values (undefined or null) take the defaults; present ones are parsed. */
export function resolveMetrics(raw: RawMetricInputs = {}): MetricInputs {
  const pick = (value: unknown, fallback: number) => (value === undefined || value === null ? fallback : parseMetric(value));
  return {
    signupsPerMonth: pick(raw.signupsPerMonth, DEFAULT_METRICS.signupsPerMonth),
    activationRate: pick(raw.activationRate, DEFAULT_METRICS.activationRate),
    revenuePerUser: pick(raw.revenuePerUser, DEFAULT_METRICS.revenuePerUser),
  };
}

/** activatedUsers = signups x rate / 100 (not rounded: rounding is for display). */
export function activatedUsers(signupsPerMonth: number, activationRate: number): number {
  return (signupsPerMonth * activationRate) / 100;
}

/** monthlyRevenue = activatedUsers x revenuePerUser. */
export function monthlyRevenue(metrics: MetricInputs): number {
  return activatedUsers(metrics.signupsPerMonth, metrics.activationRate) * metrics.revenuePerUser;
}

/** The yearly figure is the monthly one times 12. */
export function annualRevenue(monthly: number): number {
  return monthly * 12;
}

/** The result's revenue.currentMetrics block for the given inputs. */
export function currentMetrics(metrics: MetricInputs): CurrentMetrics {
  const monthly = monthlyRevenue(metrics);
  return { ...metrics, monthlyRevenue: monthly, annualRevenue: annualRevenue(monthly) };
}
