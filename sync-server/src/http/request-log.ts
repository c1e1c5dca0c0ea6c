import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import { pinoHttp } from 'pino-http';
import { runWithRequestId, type ServerLogger } from '../logger.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * An id a proxy or client sent is kept only when it is a short token of safe
 * characters: anything else could forge log lines or carry a secret into them.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The path without its query: a query may carry an address or a token someone pasted. */
const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?')[0];

/**
 * First middleware: gives the request its id (answered in X-Request-Id on every
 * answer, errors included), runs the rest of the chain with that id in every log
 * event, and writes one JSON line when the answer is sent (pino-http).
 */
export function requestLog(logger: ServerLogger): Middleware {
  const logRequest = pinoHttp({
    logger: logger.pino,
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    customAttributeKeys: { reqId: 'requestId', responseTime: 'ms' },
    serializers: {
      req: (req: IncomingMessage & { id?: string }) => ({ method: req.method, path: pathOf(req) }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    wrapSerializers: false,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    // The id reaches events through the logger's own mixin; a child logger per request would add it twice.
    quietReqLogger: true,
  });
  return async (ctx, next) => {
    logRequest(ctx.req, ctx.res);
    const requestId = ctx.req.id as string; // genReqId above makes every id a string
    ctx.set(REQUEST_ID_HEADER, requestId);
    await runWithRequestId(requestId, next);
  };
}
