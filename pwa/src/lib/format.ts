/**
 * SPEC section 9's formatting helpers, shared by every screen. None uses Intl: the first
 * Intl formatter a page makes starts the browser's ICU data, one task of about 100 ms on
 * a phone (Lighthouse's 4x CPU slowdown), in the middle of the first screen.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A whole number as en-US writes it, digits grouped in threes, halves away from zero and
 * the sign before any prefix: (-2500.4, '$') -> "-$2,500"; anything not finite is 0.
 */
function wholeNumber(value: number, prefix = ''): string {
  const whole = Number.isFinite(value) ? Math.round(Math.abs(value)) : 0;
  const sign = value < 0 && whole > 0 ? '-' : '';
  return `${sign}${prefix}${whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** US dollars with no decimals, halves away from zero: 180000 -> "$180,000", -2500 -> "-$2,500". */
export function formatCurrency(value: number): string {
  return wholeNumber(value, '$');
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
  return wholeNumber(value);
}

/** "November 22, 2026" (en-US, the browser's time zone). */
export function formatLongDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "Nov 22, 2026" (en-US, the browser's time zone). */
export function formatShortDate(date: Date): string {
  return `${MONTHS[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`;
}
