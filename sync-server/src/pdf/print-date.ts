/** "November 22, 2026", the day the analysis ran, in UTC so every server prints the same. */
export function analysisDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}
