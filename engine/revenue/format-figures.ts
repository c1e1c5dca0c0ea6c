/**
 * SPEC section 9's money and count formatting, shared by the PWA and the PDF print
 * view. No Intl: the first Intl formatter a page makes starts the browser's ICU data,
 * about 100 ms on a phone, in the middle of the first screen.
 */

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

/** "12,500" style counts. */
export function formatCount(value: number): string {
  return wholeNumber(value);
}
