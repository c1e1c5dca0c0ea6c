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

/** The yearly figure is the monthly one times 12. */
export function yearly(monthly: number): number {
  return monthly * 12;
}

/** Numbers that may arrive as strings ("52", "31.5 points"); anything unreadable is 0. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const parsed = Number.parseFloat(value.replace(/[^0-9.+-]/g, ''));
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

/** "12,500" style counts. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value);
}
