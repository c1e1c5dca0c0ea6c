import type { ReportResult } from '../report-source.ts';

/**
 * Where the server prints this report: a shared report under its company name, an
 * own report by its analysis id; undefined when the report has neither (the browser
 * prints it instead).
 */
export function reportPdfPath(result: Pick<ReportResult, 'analysisId' | 'shareSlug'>): string | undefined {
  if (result.shareSlug) return `/api/results/${encodeURIComponent(result.shareSlug)}/report.pdf`;
  if (result.analysisId) return `/api/analysis/${encodeURIComponent(result.analysisId)}/report.pdf`;
  return undefined;
}

/** The file name the server gave in Content-Disposition, else the fallback. */
export function attachmentFileName(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="([^"]+)"/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}
