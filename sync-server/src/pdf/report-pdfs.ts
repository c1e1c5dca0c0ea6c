import type { AnalysisResult } from '../../../engine/contract/analysis.ts';
import type { AnalysisChanges } from '../../../engine/contract/changes.ts';
import { siteFileName } from '../http/download-names.ts';
import type { PdfRenderer } from './pdf-renderer.ts';
import { printedChanges } from './printed-changes.ts';
import { printFooter, renderPrintView } from './print-view.ts';

/** PDFs kept in memory; a report is printed once and each later download is free. */
const CACHED_PDFS = 24;

export interface ReportPdfRequest {
  analysisId: string;
  result: AnalysisResult;
  /** A shared report prints under its company name. */
  companyName?: string;
  /** What changed since the site's previous analysis, printed before the tabs; asked only when the report is printed, not for a cached copy. */
  loadChanges?: () => Promise<AnalysisChanges | undefined>;
}

export interface ReportPdfs {
  pdfFor(request: ReportPdfRequest): Promise<Buffer>;
}

/**
 * The report PDFs, cached per analysis (and company name): a result never changes
 * once written, so its PDF does not either. Concurrent downloads of one report share
 * one print; a failed print is not cached.
 */
export function createReportPdfs({ renderer, bookingUrl }: { renderer: PdfRenderer; bookingUrl: string }): ReportPdfs {
  const cache = new Map<string, Promise<Buffer>>();
  return {
    pdfFor({ analysisId, result, companyName, loadChanges }) {
      const key = JSON.stringify([analysisId, result.analyzedAt, companyName ?? null]);
      const cached = cache.get(key);
      if (cached) {
        cache.delete(key); // most recently used last
        cache.set(key, cached);
        return cached;
      }
      const printing = (async () => {
        const changes = printedChanges(await loadChanges?.(), result.maturity.level);
        return renderer.render(renderPrintView({ result, companyName, bookingUrl, changes }), printFooter(result));
      })();
      cache.set(key, printing);
      printing.catch(() => cache.delete(key));
      while (cache.size > CACHED_PDFS) cache.delete(cache.keys().next().value!);
      return printing;
    },
  };
}

/** "Acme-onboarding-report-2026-11-22.pdf": the site's name and the analysis date, safe in any file system. */
export function reportPdfFileName(result: AnalysisResult): string {
  return `${siteFileName(result.url)}-onboarding-report-${result.analyzedAt.slice(0, 10)}.pdf`;
}
