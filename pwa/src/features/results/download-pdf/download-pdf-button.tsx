import { Button } from '@mantine/core';
import { useState } from 'react';
import { REPORT_PDF_MESSAGES, reportPdfErrorSchema } from '../../../../../engine/contract/report-pdf.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { isOnline } from '../../../lib/online-status.ts';
import { DownloadIcon } from '../icons.tsx';
import type { ReportResult } from '../report-source.ts';
import { printReport } from './print-report.ts';
import { attachmentFileName, reportPdfPath } from './report-pdf-path.ts';
import './report-print.css';

export const DOWNLOAD_PDF_TEXTS = {
  label: 'Download PDF',
  failedTitle: 'Error',
  failed: 'Failed to download the PDF. Please try again.',
} as const;

/** Saves a file the page already holds, under the server's name for it. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Whether the server said it has no Chromium (the app prints instead) rather than failing. */
function wantsPrintFallback(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 503) return false;
  try {
    return reportPdfErrorSchema.parse(JSON.parse(error.responseText)).printFallback;
  } catch {
    return false;
  }
}

/** "Download PDF" beside "Share report": the server's PDF; the print dialog offline or when the server cannot print. */
export function DownloadPdfButton({ result }: { result: ReportResult }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    const path = reportPdfPath(result);
    if (!path || !isOnline()) return printReport();
    setBusy(true);
    try {
      const response = await apiRequest(path);
      saveFile(await response.blob(), attachmentFileName(response.headers.get('content-disposition'), 'onboarding-report.pdf'));
    } catch (error) {
      if (wantsPrintFallback(error)) return printReport();
      // The server's reason when it is one of ours (too slow, too busy), else the generic sentence.
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      const known = Object.values<string>(REPORT_PDF_MESSAGES).includes(serverMessage ?? '');
      toast({ id: 'report-pdf-error', title: DOWNLOAD_PDF_TEXTS.failedTitle, message: known ? serverMessage : DOWNLOAD_PDF_TEXTS.failed, destructive: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<DownloadIcon />} loading={busy} onClick={() => void download()}>
      {DOWNLOAD_PDF_TEXTS.label}
    </Button>
  );
}
