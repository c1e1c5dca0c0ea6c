/**
 * SPEC section 9's formatting helpers, shared by every screen. None uses Intl: the first
 * Intl formatter a page makes starts the browser's ICU data, one task of about 100 ms on
 * a phone (Lighthouse's 4x CPU slowdown), in the middle of the first screen.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Money and counts are written by engine/revenue's formatter, which the PDF print view uses too. */
export { formatCount, formatCurrency } from '../../../engine/revenue/format-figures.ts';

/** The percentage helper: round(base x percent / 100). */
export function percentOf(base: number, percent: number): number {
  return Math.round((base * percent) / 100);
}

/**
 * The yearly figure (monthly x 12) and "string numbers parse with fallback 0" are the
 * revenue engine's own rules; the screens use the same functions.
 */
export { annualRevenue as yearly, parseMetric as toNumber } from '../../../engine/revenue/metrics.ts';

/** "November 22, 2026" (en-US, the browser's time zone). */
export function formatLongDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "Nov 22, 2026" (en-US, the browser's time zone). */
export function formatShortDate(date: Date): string {
  return `${MONTHS[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`;
}
