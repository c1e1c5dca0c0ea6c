/**
 * The browser's print dialog, for a report the server cannot print (no Chromium there)
 * or while offline (the kept report). The revenue tab's code is fetched first, so the
 * print shows its figures rather than a spinner; report-print.css lays out all five tabs.
 */
export async function printReport(): Promise<void> {
  await import('../revenue/revenue-tab.tsx').catch(() => undefined); // offline and never opened: printed without it
  window.print();
}
