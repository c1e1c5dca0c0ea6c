/** SPEC section 9's formatting helpers, shared by every screen. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** US dollars with no decimals: 180000 -> "$180,000". */
export function formatCurrency(value: number): string {
  return usd.format(Math.round(value) === 0 ? 0 : value);
}

/** The percentage helper: round(base x percent / 100). */
export function percentOf(base: number, percent: number): number {
  return Math.round((base * percent) / 100);
}

/**
 * The yearly figure (monthly x 12) and "string numbers parse with fallback 0" are the
 * revenue engine's own rules; the screens use the same functions.
 */
export { annualRevenue as yearly, parseMetric as toNumber } from '../../../engine/revenue/metrics.ts';

/** "12,500" style counts. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value);
}
