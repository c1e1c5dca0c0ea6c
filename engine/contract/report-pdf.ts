import { z } from './zod.ts';

/**
 * GET /api/analysis/{id}/report.pdf and GET /api/results/{slug}/report.pdf answer an
 * A4 PDF (application/pdf, Content-Disposition: attachment). When no PDF can be made
 * they answer 503 with this body; `printFallback` tells the app to open the browser's
 * print dialog instead (no Chromium on the server), rather than to ask again later.
 */
export const reportPdfErrorSchema = z.object({
  message: z.string().min(1),
  printFallback: z.boolean(),
});
export type ReportPdfError = z.infer<typeof reportPdfErrorSchema>;

export const REPORT_PDF_MESSAGES = {
  noBrowser: 'PDF download is not available on this server. Use your browser’s print dialog to save the report as a PDF.',
  timedOut: 'The PDF took too long to make. Please try again in a moment.',
  busy: 'Many PDFs are being made right now. Please try again in a moment.',
} as const;
