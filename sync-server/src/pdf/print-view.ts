import type { AnalysisResult } from '../../../engine/contract/analysis.ts';
import { CONSULTING_CALL_COPY, REPORT_TABS, reportTitle, SHARED_REPORT_BADGE, sharedReportTitle } from '../../../engine/contract/report-copy.ts';
import { displaySiteName } from '../../../engine/contract/site-name.ts';
import { html, SafeHtml } from './html.ts';
import { PRINT_STYLES } from './print-styles.ts';
import { analysisDate } from './print-date.ts';
import { frictionTab, overviewTab, revenueTab, strategyTab, whatsNextTab } from './print-tabs.ts';

/**
 * What changed since the previous analysis of the same site (issue #15's
 * GET /api/analysis/{id}/changes), in the words the panel prints; that branch maps
 * its answer onto this shape.
 */
export interface PrintedChanges {
  heading: string;
  items: readonly string[];
}

export interface PrintViewInput {
  result: AnalysisResult;
  /** Set for a shared report: printed under the company name, as the shared screen shows it. */
  companyName?: string;
  changes?: PrintedChanges;
  bookingUrl: string;
}

const TAB_BODIES: Record<(typeof REPORT_TABS)[number]['key'], (input: PrintViewInput) => SafeHtml> = {
  maturity: ({ result }) => overviewTab(result),
  revenue: ({ result }) => revenueTab(result),
  friction: ({ result }) => frictionTab(result),
  strategy: ({ result }) => strategyTab(result),
  whatsnext: ({ result, bookingUrl }) => whatsNextTab(result, bookingUrl),
};

/**
 * The whole report as one self-contained HTML page for Chromium to print: no script,
 * no external resource (the printing context has both switched off), every string
 * from the analysed site escaped by html().
 */
export function renderPrintView(input: PrintViewInput): string {
  const { result, companyName } = input;
  const title = companyName ? sharedReportTitle(companyName) : reportTitle(displaySiteName(result.url));
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${new SafeHtml(PRINT_STYLES)}</style></head>
<body>
  <header class="report-header">
    ${companyName ? html`<p class="badge">${SHARED_REPORT_BADGE}</p>` : null}
    <h1>${title}</h1>
    <p class="muted">${result.url} · analysed ${analysisDate(result.analyzedAt)}</p>
  </header>
  ${changesPanel(input.changes)}
  ${REPORT_TABS.map((tab) => html`<section class="tab" data-tab="${tab.key}"><h2>${tab.label}</h2>${TAB_BODIES[tab.key](input)}</section>`)}
  <section class="card call-to-action keep">
    <h2>${CONSULTING_CALL_COPY.title}</h2>
    <p>${CONSULTING_CALL_COPY.text}</p>
    <p><strong>${CONSULTING_CALL_COPY.bookingLabel}:</strong> <a href="${input.bookingUrl}">${input.bookingUrl}</a></p>
  </section>
</body></html>`.markup;
}

/** The changes panel, when the report has a previous analysis to compare with. */
function changesPanel(changes: PrintedChanges | undefined): SafeHtml | null {
  if (!changes || changes.items.length === 0) return null;
  return html`<section class="card changes keep"><h2>${changes.heading}</h2><ul>${changes.items.map((item) => html`<li>${item}</li>`)}</ul></section>`;
}

/** The footer Chromium prints on every page: the report's site and the page number. */
export function printFooter(result: AnalysisResult): string {
  return html`<div style="font-size:8px;width:100%;padding:0 14mm;display:flex;justify-content:space-between;color:#495057;font-family:sans-serif">
    <span>${displaySiteName(result.url)} · ${analysisDate(result.analyzedAt)}</span>
    <span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`.markup;
}
