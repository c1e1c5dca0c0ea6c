import type { Context } from 'koa';
import { REPORT_PDF_MESSAGES, type ReportPdfError } from '../../../engine/contract/report-pdf.ts';
import { PdfBusyError, PdfTimeoutError, PdfUnavailableError } from './pdf-renderer.ts';
import { reportPdfFileName, type ReportPdfRequest, type ReportPdfs } from './report-pdfs.ts';

/** Answers a report.pdf request: the PDF as a download, or 503 with the reason the app acts on. */
export async function sendReportPdf(ctx: Context, pdfs: ReportPdfs, request: ReportPdfRequest): Promise<void> {
  let pdf: Buffer;
  try {
    pdf = await pdfs.pdfFor(request);
  } catch (error) {
    const message = error instanceof PdfUnavailableError ? REPORT_PDF_MESSAGES.noBrowser : error instanceof PdfTimeoutError ? REPORT_PDF_MESSAGES.timedOut : error instanceof PdfBusyError ? REPORT_PDF_MESSAGES.busy : undefined;
    if (!message) throw error;
    const noBrowser = error instanceof PdfUnavailableError;
    ctx.status = 503;
    if (!noBrowser) ctx.set('Retry-After', '5');
    ctx.body = { message, printFallback: noBrowser } satisfies ReportPdfError;
    return;
  }
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${reportPdfFileName(request.result)}"`);
  // A shared report's link may be revoked later: no copy in shared caches.
  ctx.set('Cache-Control', 'private, max-age=300');
  ctx.body = pdf;
}
