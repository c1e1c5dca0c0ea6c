export interface HttpErrorOptions {
  /** Sent with the answer, as Koa sends `err.headers` (Retry-After, WWW-Authenticate...). */
  headers?: Readonly<Record<string, string>>;
  /** Whether the client may read the message; true unless said otherwise, since this error is written for the client. */
  expose?: boolean;
  /** Fields a contract's error body carries beside `message` (issues, hint, printFallback...). */
  details?: Readonly<Record<string, unknown>>;
  cause?: unknown;
}

/**
 * The one way code raises an answer for the client: a status and a message, with
 * the fields Koa's `ctx.throw` (http-errors) gives its errors (`status`, `statusCode`,
 * `expose`, `headers`), so the error middleware reads both kinds alike.
 */
export class HttpError extends Error {
  readonly expose: boolean;
  readonly headers: Readonly<Record<string, string>>;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    readonly status: number,
    message: string,
    { headers = {}, expose = true, details = {}, cause }: HttpErrorOptions = {},
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'HttpError';
    this.expose = expose;
    this.headers = headers;
    this.details = details;
  }

  /** http-errors names the status twice; middleware written for it may read either. */
  get statusCode(): number {
    return this.status;
  }
}

/** The header of a refusal that lifts with time (429, 503). */
export function retryAfter(seconds: number): Record<string, string> {
  return { 'Retry-After': String(Math.max(0, Math.ceil(seconds))) };
}
