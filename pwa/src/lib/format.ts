/**
 * SPEC section 9's formatting helpers, shared by every screen. None uses Intl: the first
 * Intl formatter a page makes starts the browser's ICU data, one task of about 100 ms on
 * a phone (Lighthouse's 4x CPU slowdown), in the middle of the first screen.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A whole number with its digits grouped in threes, as en-US writes it: 12500.4 -> "12,500". */
function groupedDigits(value: number): string {
  return Math.round(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** US dollars with no decimals, halves away from zero: 180000 -> "$180,000", -2500 -> "-$2,500". */
export function formatCurrency(value: number): string {
  if (!Number.isFinite(value)) return '$0';
  const dollars = Math.round(Math.abs(value));
  return `${value < 0 && dollars > 0 ? '-' : ''}$${groupedDigits(dollars)}`;
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
  if (!Number.isFinite(value)) return '0';
  return `${value < 0 && Math.round(Math.abs(value)) > 0 ? '-' : ''}${groupedDigits(Math.abs(value))}`;
}

/** "November 22, 2026" (en-US, the browser's time zone). */
export function formatLongDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "Nov 22, 2026" (en-US, the browser's time zone). */
export function formatShortDate(date: Date): string {
  return `${MONTHS[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`;
}
