import type { Context } from 'koa';
import { reportPdfFileName, type ReportPdfRequest, type ReportPdfs } from './report-pdfs.ts';

/**
 * Answers a report.pdf request with the PDF as a download. When none can be made the
 * printer's error passes on: 503 with the reason the app acts on (http/error-answers.ts).
 */
export async function sendReportPdf(ctx: Context, pdfs: ReportPdfs, request: ReportPdfRequest): Promise<void> {
  const pdf = await pdfs.pdfFor(request);
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${reportPdfFileName(request.result)}"`);
  // A shared report's link may be revoked later: no copy in shared caches.
  ctx.set('Cache-Control', 'private, max-age=300');
  ctx.body = pdf;
}
