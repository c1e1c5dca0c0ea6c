import type { Context, Middleware } from 'koa';
import { ZodError } from 'zod';
import { issuePaths } from '../../../engine/contract/issue-paths.ts';
import { StoreWriteError } from '../store/json-db.ts';
import { CorruptResultError, DAMAGED_REPORT_MESSAGE } from '../store/result-files.ts';

const GENERIC_500 = 'Something went wrong on our side. Please try again in a moment.';

/** zod's own wording ("Invalid input: ...") needs the field named; our spec messages do not. */
const zodDefaultWording = /^(Invalid|Too (small|big)|Unrecognized)/;

export function validationMessage(error: ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Invalid request';
  if (first.path.length === 0) return first.code === 'invalid_type' ? 'Request body must be a JSON object' : first.message;
  return zodDefaultWording.test(first.message) ? `${first.path.join('.')}: ${first.message}` : first.message;
}

interface HttpLikeError extends Error {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  limit?: number;
  /** Set on a refusal that lifts with time (429): sent as Retry-After. */
  retryAfterSeconds?: number;
}

/** Messages for the errors the body parser raises, which are written for developers. */
function bodyParserMessage(error: HttpLikeError): string | undefined {
  // co-body rethrows JSON.parse's SyntaxError with a 400 status.
  if (error instanceof SyntaxError) return `Malformed JSON body: ${error.message}`;
  switch (error.type) {
    case 'entity.parse.failed':
      return `Malformed JSON body: ${error.message}`;
    case 'entity.too.large':
      return error.limit ? `Request body is too large: at most ${readableBytes(error.limit)} is accepted here.` : 'Request body is too large.';
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

/**
 * First middleware: turns every failure into a JSON `{ message }` with the right
 * status, and emits 5xx errors once to the app's 'error' listener, where they are logged.
 * API paths that nothing answered get a JSON 404.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (isApi(ctx) && ctx.body == null && ctx.status >= 400) {
        const status = ctx.status;
        ctx.body = { message: status === 404 ? `No API endpoint at ${ctx.method} ${ctx.path}` : ctx.message };
        ctx.status = status;
      }
    } catch (thrown) {
      const error = thrown instanceof Error ? (thrown as HttpLikeError) : new Error(String(thrown));
      respond(ctx, error);
    }
  };
}

function respond(ctx: Context, error: HttpLikeError) {
  if (error instanceof ZodError) {
    ctx.status = 400;
    ctx.body = { message: validationMessage(error), issues: issuePaths(error) };
    return;
  }
  if (error instanceof StoreWriteError) {
    ctx.status = 503;
    ctx.body = { message: 'The server could not save your data right now. Nothing was changed; please try again.' };
    ctx.app.emit('error', error, ctx);
    return;
  }
  if (error instanceof CorruptResultError) {
    // That one report is lost; everything else keeps working, and the operator hears of it.
    ctx.status = 410;
    ctx.body = { message: DAMAGED_REPORT_MESSAGE };
    ctx.app.emit('error', error, ctx);
    return;
  }
  const status = error.status ?? error.statusCode ?? 500;
  if (status < 500 && status >= 400) {
    ctx.status = status;
    if (typeof error.retryAfterSeconds === 'number') ctx.set('Retry-After', String(error.retryAfterSeconds));
    ctx.body = { message: bodyParserMessage(error) ?? (error.expose === false ? 'Bad request' : error.message) };
    return;
  }
  ctx.status = 500;
  ctx.body = { message: GENERIC_500 };
  ctx.app.emit('error', error, ctx);
}

function isApi(ctx: Context) {
  return ctx.path === '/api' || ctx.path.startsWith('/api/');
}
