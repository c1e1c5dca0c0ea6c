import type { SharedBrowser } from '../../../engine/render/shared-browser.ts';

/** No Chromium on this machine, or it would not start. */
export class PdfUnavailableError extends Error {
  constructor() {
    super('No headless Chromium is available to print PDFs');
    this.name = 'PdfUnavailableError';
  }
}

export class PdfTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Printing the PDF took longer than ${timeoutMs} ms`);
    this.name = 'PdfTimeoutError';
  }
}

/** Too many PDFs are already waiting to be printed. */
export class PdfBusyError extends Error {
  constructor() {
    super('Too many PDFs are waiting to be printed');
    this.name = 'PdfBusyError';
  }
}

export interface PdfRendererOptions {
  /** PDFs printed at once; more wait their turn, so a burst of downloads cannot exhaust memory. */
  concurrency?: number;
  /** The whole print job, waiting for a turn excluded. */
  timeoutMs?: number;
  /** Jobs that may wait for a turn; one more is refused at once rather than queued without bound. */
  maxWaiting?: number;
}

export interface PdfRenderer {
  /** An A4 PDF of a self-contained HTML page, with `footerTemplate` on every page. */
  render(pageHtml: string, footerTemplate: string): Promise<Buffer>;
}

export const PDF_TIMEOUT_MS = 20_000;
export const PDF_CONCURRENCY = 2;
export const PDF_MAX_WAITING = 20;

/**
 * Prints with the process's one shared Chromium, each job in a fresh context with
 * JavaScript off and every request aborted: the page holds text from analysed sites,
 * so nothing in it may run or reach the network.
 */
export function createPdfRenderer(
  browser: SharedBrowser,
  { concurrency = PDF_CONCURRENCY, timeoutMs = PDF_TIMEOUT_MS, maxWaiting = PDF_MAX_WAITING }: PdfRendererOptions = {},
): PdfRenderer {
  const turn = limitConcurrency(concurrency, maxWaiting);
  return {
    render(pageHtml, footerTemplate) {
      return turn(async () => {
        const running = await browser.get();
        if (!running) throw new PdfUnavailableError();
        const context = await running.newContext({ javaScriptEnabled: false, offline: true });
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new PdfTimeoutError(timeoutMs)), timeoutMs);
        });
        const print = async () => {
          await context.route('**/*', (route) => route.abort());
          const page = await context.newPage();
          await page.setContent(pageHtml, { waitUntil: 'load', timeout: timeoutMs });
          return page.pdf({
            format: 'A4',
            printBackground: true,
            displayHeaderFooter: true,
            headerTemplate: '<span></span>',
            footerTemplate,
            margin: { top: '16mm', bottom: '18mm', left: '14mm', right: '14mm' },
          });
        };
        try {
          return await Promise.race([print(), timeout]);
        } finally {
          clearTimeout(timer);
          // Closing the context also ends a print still running after a timeout.
          await context.close().catch(() => undefined);
        }
      });
    },
  };
}

/** Runs at most `limit` tasks at once, up to `maxWaiting` more in arrival order; beyond that, PdfBusyError. */
function limitConcurrency(limit: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) {
      if (waiting.length >= maxWaiting) throw new PdfBusyError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
