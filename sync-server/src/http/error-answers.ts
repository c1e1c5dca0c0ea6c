import { STATUS_CODES } from 'node:http';
import { ZodError } from 'zod';
import { issuePaths } from '../../../engine/contract/issue-paths.ts';
import { REPORT_PDF_MESSAGES } from '../../../engine/contract/report-pdf.ts';
import { BatchInputError } from '../batch/parse-batch-input.ts';
import { DamagedPageSetError } from '../pages/page-set.ts';
import { PdfBusyError, PdfTimeoutError, PdfUnavailableError } from '../pdf/pdf-renderer.ts';
import { StoreWriteError } from '../store/json-db.ts';
import { CorruptResultError, DAMAGED_REPORT_MESSAGE } from '../store/result-files.ts';
import { ShareLimitError } from '../store/shares.ts';
import { VanityPathTakenError } from '../store/vanity.ts';
import { HttpError, retryAfter } from './http-error.ts';

export const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';
export const DAMAGED_PAGES_MESSAGE = 'The stored pages of this analysis are damaged and cannot be scored again. Please run the analysis again.';
export const STORE_WRITE_FAILED_MESSAGE = 'The server could not save your data right now. Nothing was changed; please try again.';

/** How long a client waits before asking again for a PDF that was busy or slow. */
const PDF_RETRY_AFTER_SECONDS = 5;

/** What the client is sent for an error, and whether the operator must hear of it (the app's 'error' event). */
export interface ErrorAnswer {
  status: number;
  message: string;
  headers: Readonly<Record<string, string>>;
  /** Body fields beside `message`. */
  details: Readonly<Record<string, unknown>>;
  expose: boolean;
  report: boolean;
}

/** Any error class, whatever its constructor takes. */
type ErrorClass<E extends Error> = abstract new (...args: never[]) => E;

interface DomainRule {
  type: ErrorClass<Error>;
  answer: (error: Error) => HttpError;
  /** Something the operator must look at (a full disk, a damaged file), not only the client. */
  report: boolean;
}

/** A row of the table; `answer` is only ever called with an instance of `type`. */
function rule<E extends Error>(type: ErrorClass<E>, answer: (error: E) => HttpError, report: 'report' | undefined = undefined): DomainRule {
  return { type, answer: (error) => answer(error as E), report: report === 'report' };
}

/**
 * Errors raised by code that knows nothing of HTTP (the store, the PDF printer, the
 * batch parser, zod), each with the one answer a client gets for it. A new domain
 * error is one more row; routes let these errors pass instead of catching them.
 */
const DOMAIN_ERRORS: readonly DomainRule[] = [
  rule(ZodError, (error) => new HttpError(400, validationMessage(error), { details: { issues: issuePaths(error) } })),
  rule(BatchInputError, (error) => new HttpError(400, error.body.message, { details: error.body })), // SPEC section 7: message, error, hint
  rule(VanityPathTakenError, (error) => new HttpError(409, `The vanity path "${error.vanityPath}" is already in use. Choose another path.`)),
  rule(ShareLimitError, (error) => new HttpError(429, error.message)),
  // That one report is lost; everything else keeps working.
  rule(CorruptResultError, () => new HttpError(410, DAMAGED_REPORT_MESSAGE), 'report'),
  rule(DamagedPageSetError, () => new HttpError(410, DAMAGED_PAGES_MESSAGE), 'report'),
  rule(StoreWriteError, () => new HttpError(503, STORE_WRITE_FAILED_MESSAGE), 'report'),
  // No Chromium: asking again will not help, so the app prints from the browser instead.
  rule(PdfUnavailableError, () => new HttpError(503, REPORT_PDF_MESSAGES.noBrowser, { details: { printFallback: true } })),
  rule(
    PdfTimeoutError,
    () => new HttpError(503, REPORT_PDF_MESSAGES.timedOut, { headers: retryAfter(PDF_RETRY_AFTER_SECONDS), details: { printFallback: false } }),
  ),
  rule(PdfBusyError, () => new HttpError(503, REPORT_PDF_MESSAGES.busy, { headers: retryAfter(PDF_RETRY_AFTER_SECONDS), details: { printFallback: false } })),
];

/** The fields Koa's context.onerror reads from an error (http-errors' shape) and the body parser adds. */
interface KoaLikeError extends Error {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  headers?: unknown;
  type?: unknown;
  limit?: unknown;
}

/**
 * The answer for any error, read as Koa reads one: a domain error by its row above;
 * any other error by its `status` (a valid 4xx or 5xx, else 500), `expose` (by default
 * only below 500, as http-errors has it) and `headers`. A message not exposed is
 * replaced; an unexposed 5xx is reported, an exposed one (503 while restarting, say) is not.
 */
export function errorAnswer(thrown: unknown): ErrorAnswer {
  const error = (thrown instanceof Error ? thrown : new Error(String(thrown))) as KoaLikeError;
  const domain = DOMAIN_ERRORS.find((candidate) => error instanceof candidate.type);
  const source: KoaLikeError = domain ? domain.answer(error) : error;
  const status = errorStatus(source.status ?? source.statusCode);
  const expose = typeof source.expose === 'boolean' ? source.expose : status < 500;
  return {
    status,
    message: messageFor(source, status, expose),
    headers: stringValues(source.headers),
    details: source instanceof HttpError ? source.details : {},
    expose,
    report: domain ? domain.report : status >= 500 && !expose,
  };
}

/** The body parser's wording is for developers; an unexposed message gives way to the status text, or for a 5xx to our apology. */
function messageFor(error: KoaLikeError, status: number, expose: boolean): string {
  if (status >= 500) return (expose && error.message) || GENERIC_SERVER_ERROR;
  return bodyParserMessage(error) ?? ((expose && error.message) || STATUS_CODES[status]!);
}

/** zod's own wording ("Invalid input: ...") needs the field named; our spec messages do not. */
const zodDefaultWording = /^(Invalid|Too (small|big)|Unrecognized)/;

export function validationMessage(error: ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Invalid request';
  if (first.path.length === 0) return first.code === 'invalid_type' ? 'Request body must be a JSON object' : first.message;
  return zodDefaultWording.test(first.message) ? `${first.path.join('.')}: ${first.message}` : first.message;
}

function errorStatus(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599 && STATUS_CODES[value] ? value : 500;
}

function stringValues(headers: unknown): Record<string, string> {
  if (typeof headers !== 'object' || headers === null) return {};
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) => (typeof value === 'string' || typeof value === 'number' ? [[name, String(value)]] : [])),
  );
}

/** The body parser's errors (co-body, raw-body) are written for developers; these are for people. */
function bodyParserMessage(error: KoaLikeError): string | undefined {
  // co-body rethrows JSON.parse's SyntaxError with a 400 status.
  if (error instanceof SyntaxError) return `Malformed JSON body: ${error.message}`;
  switch (error.type) {
    case 'entity.parse.failed':
      return `Malformed JSON body: ${error.message}`;
    case 'entity.too.large':
      return typeof error.limit === 'number'
        ? `Request body is too large: at most ${readableBytes(error.limit)} is accepted here.`
        : 'Request body is too large.';
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return 'Request body encoding is not supported; send UTF-8 JSON.';
    case 'request.aborted':
      return 'The request was aborted before its body arrived.';
    default:
      return undefined;
  }
}

function readableBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}
