import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { MAX_CSV_CONTENT_LENGTH } from '../../../engine/contract/batch.ts';
import { HttpError } from './http-error.ts';

/**
 * What one request may carry. The batch CSV is the only large body: 3 MB holds its
 * MAX_CSV_CONTENT_LENGTH characters even at 3 bytes each in UTF-8, with room for JSON
 * escapes. Every other body is a handful of short fields.
 */
export const REQUEST_LIMITS = {
  jsonBodyBytes: 64 * 1024,
  batchBodyBytes: Math.max(3 * 1024 * 1024, 3 * MAX_CSV_CONTENT_LENGTH + 64 * 1024),
  /** Path and query together; no route of ours needs more than a few hundred characters. */
  requestTargetChars: 8 * 1024,
  /** Nesting of objects and arrays in a JSON body; ours need 2. */
  jsonDepth: 20,
} as const;

/** Methods whose body koa-body reads. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** The only route that takes the large body. */
const BATCH_BODY_PATH = '/api/batch/csv';

/** Refuses an over-long path and query with 414 before any route or file lookup sees it. */
export function limitRequestTarget(maxChars = REQUEST_LIMITS.requestTargetChars): Middleware {
  return async (ctx, next) => {
    if (ctx.originalUrl.length > maxChars) {
      throw new HttpError(414, `The request address is too long (${ctx.originalUrl.length} characters; at most ${maxChars} are accepted).`);
    }
    await next();
  };
}

/**
 * Parses JSON bodies (nothing else) with a size limit per route, then refuses bodies
 * nested deeper than any request of ours needs, before a route walks them. A body over
 * its limit is refused with 413 as soon as its Content-Length (or its bytes) say so.
 */
export function parseJsonBody(limits: Pick<typeof REQUEST_LIMITS, 'jsonBodyBytes' | 'batchBodyBytes' | 'jsonDepth'> = REQUEST_LIMITS): Middleware {
  const parser = (limitBytes: number) => koaBody({ json: true, jsonStrict: true, jsonLimit: limitBytes, text: false, urlencoded: false, multipart: false });
  const small = parser(limits.jsonBodyBytes);
  const large = parser(limits.batchBodyBytes);
  return async (ctx, next) => {
    // No client of ours compresses a request. A compressed body that does not inflate
    // made the parser drop the connection without an answer (and log a 500).
    const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
    if (BODY_METHODS.has(ctx.method) && encoding !== '' && encoding !== 'identity') {
      throw new HttpError(415, 'Compressed request bodies are not accepted; send the JSON uncompressed.');
    }
    const parse = ctx.path === BATCH_BODY_PATH ? large : small;
    await parse(ctx, async () => {
      if (exceedsDepth(ctx.request.body, limits.jsonDepth)) {
        throw new HttpError(400, `The JSON body is nested too deeply (at most ${limits.jsonDepth} levels are accepted).`);
      }
      await next();
    });
  };
}

/** Whether `value` nests objects or arrays more than `maxDepth` levels; iterative, so no depth can overflow the stack. */
export function exceedsDepth(value: unknown, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > maxDepth) return true;
    for (const child of Object.values(current)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}
