import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REPORT_PDF_MESSAGES } from '../../../engine/contract/report-pdf.ts';
import { BatchInputError } from '../../src/batch/parse-batch-input.ts';
import { GENERIC_SERVER_ERROR, STORE_WRITE_FAILED_MESSAGE } from '../../src/http/error-answers.ts';
import { errorHandler } from '../../src/http/errors.ts';
import { HttpError, retryAfter } from '../../src/http/http-error.ts';
import { parseJsonBody } from '../../src/http/request-limits.ts';
import { PdfBusyError, PdfTimeoutError, PdfUnavailableError } from '../../src/pdf/pdf-renderer.ts';
import { StoreWriteError } from '../../src/store/json-db.ts';
import { CorruptResultError, DAMAGED_REPORT_MESSAGE } from '../../src/store/result-files.ts';
import { MAX_SHARES_PER_ANALYSIS, ShareLimitError } from '../../src/store/shares.ts';
import { VanityPathTakenError } from '../../src/store/vanity.ts';

/** What each path of the test app throws; the error middleware alone decides the answer. */
const THROWN: Record<string, (ctx: Koa.Context) => unknown> = {
  '/api/boom': () => new Error('database password is hunter2'),
  '/api/string': () => 'not even an Error',
  '/api/zod': () => z.object({ vanityPath: z.string().min(3, 'Vanity path must be at least 3 characters long') }).parse({ vanityPath: 'ab' }),
  '/api/zod-default': () => z.object({ count: z.number() }).parse({ count: 'x' }),
  '/api/koa-409': (ctx) => ctx.throw(409, 'That vanity path is already taken'),
  '/api/koa-503': (ctx) => ctx.throw(503, 'pool exhausted: 10.0.0.7'),
  '/api/koa-503-exposed': (ctx) => ctx.throw(503, 'The server is restarting.', { expose: true }),
  '/api/koa-headers': (ctx) => ctx.throw(429, 'Slow down', { headers: { 'Retry-After': 7 } }),
  '/api/koa-4xx-hidden': (ctx) => ctx.throw(400, 'internal parser detail', { expose: false }),
  '/api/bad-status': () => Object.assign(new Error('odd'), { status: 99, expose: true }),
  '/api/restarting': () => new HttpError(503, 'The server is restarting. Please try again in a moment.'),
  '/api/hidden-502': () => new HttpError(502, 'upstream 10.0.0.7 refused', { expose: false }),
  '/api/retry': () => new HttpError(429, 'Too many', { headers: retryAfter(61.2) }),
  '/api/details': () => new HttpError(409, 'Not yet', { details: { status: 'running' } }),
  '/api/store-write': () => new StoreWriteError('ENOSPC: no space left on device, write /data/db.json'),
  '/api/corrupt': () => new CorruptResultError('3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c', 'Unexpected end of JSON input'),
  '/api/vanity-taken': () => new VanityPathTakenError('Acme'),
  '/api/share-limit': () => new ShareLimitError(),
  '/api/batch-input': () => new BatchInputError({ message: 'No valid URLs found', error: 'Line 1: not a website', hint: 'Paste one website per line' }),
  '/api/pdf-unavailable': () => new PdfUnavailableError(),
  '/api/pdf-timeout': () => new PdfTimeoutError(20_000),
  '/api/pdf-busy': () => new PdfBusyError(),
};

let server: Server;
let base: string;
const emitted: unknown[] = [];

beforeAll(async () => {
  const app = new Koa();
  app.silent = true;
  app.on('error', (error: unknown) => emitted.push(error));
  app.use(errorHandler());
  app.use(parseJsonBody());
  app.use((ctx) => {
    if (ctx.path === '/api/echo') {
      ctx.body = ctx.request.body ?? {};
      return;
    }
    const thrower = THROWN[ctx.path];
    if (!thrower) return; // nothing answers: the middleware's JSON 404
    const thrown = thrower(ctx);
    throw thrown;
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  emitted.length = 0;
});

async function call(path: string, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown>; headers: Headers; text: string }> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, headers: response.headers, text };
}

describe('error middleware: errors it knows nothing about', () => {
  it('turns an unexpected error into a 500 message without the details, and emits it once', async () => {
    const { status, body, text } = await call('/api/boom');
    expect(status).toBe(500);
    expect(body).toEqual({ message: GENERIC_SERVER_ERROR });
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('at ');
    expect(emitted.map((error) => (error as Error).message)).toEqual(['database password is hunter2']);
  });

  it('answers a thrown non-Error the same way', async () => {
    expect(await call('/api/string')).toMatchObject({ status: 500, body: { message: GENERIC_SERVER_ERROR } });
    expect(emitted).toHaveLength(1);
  });

  it('answers an API path nothing handles with a JSON 404', async () => {
    expect(await call('/api/nowhere')).toMatchObject({ status: 404, body: { message: 'No API endpoint at GET /api/nowhere' } });
  });
});

describe("error middleware: Koa's ctx.throw (http-errors)", () => {
  it('passes a 4xx status and message through, without reporting it', async () => {
    expect(await call('/api/koa-409')).toMatchObject({ status: 409, body: { message: 'That vanity path is already taken' } });
    expect(emitted).toEqual([]);
  });

  it('keeps a 5xx status but not its message, which is not exposed by default, and reports it', async () => {
    const { status, body, text } = await call('/api/koa-503');
    expect(status).toBe(503);
    expect(body).toEqual({ message: GENERIC_SERVER_ERROR });
    expect(text).not.toContain('10.0.0.7');
    expect(emitted).toHaveLength(1);
  });

  it('sends a 5xx message marked expose, and does not report it', async () => {
    expect(await call('/api/koa-503-exposed')).toMatchObject({ status: 503, body: { message: 'The server is restarting.' } });
    expect(emitted).toEqual([]);
  });

  it('sends the headers the error carries', async () => {
    const { status, headers } = await call('/api/koa-headers');
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('7');
  });

  it('replaces a 4xx message marked not to be exposed with the status text', async () => {
    const { status, body, text } = await call('/api/koa-4xx-hidden');
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Bad Request' });
    expect(text).not.toContain('parser detail');
  });

  it('answers 500 for a status that is no error status', async () => {
    expect(await call('/api/bad-status')).toMatchObject({ status: 500, body: { message: 'odd' } });
  });
});

describe('error middleware: HttpError', () => {
  it('answers a 503 thrown while restarting as 503 with its message, not as a generic 500', async () => {
    const { status, body } = await call('/api/restarting');
    expect(status).toBe(503);
    expect(body).toEqual({ message: 'The server is restarting. Please try again in a moment.' });
    expect(emitted).toEqual([]);
  });

  it('hides the message of a 5xx marked not to be exposed, keeps its status, and reports it', async () => {
    const { status, body, text } = await call('/api/hidden-502');
    expect(status).toBe(502);
    expect(body).toEqual({ message: GENERIC_SERVER_ERROR });
    expect(text).not.toContain('10.0.0.7');
    expect(emitted).toHaveLength(1);
  });

  it('sends Retry-After in whole seconds from its headers', async () => {
    const { status, headers } = await call('/api/retry');
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('62');
  });

  it('adds its contract fields beside the message', async () => {
    expect(await call('/api/details')).toMatchObject({ status: 409, body: { message: 'Not yet', status: 'running' } });
  });
});

describe('error middleware: the body parser', () => {
  it('answers malformed JSON with 400 and a message for people', async () => {
    const { status, body } = await call('/api/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"url": ' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Malformed JSON body: /);
  });
});

describe('error middleware: domain errors, one row each', () => {
  it('ZodError: 400 with our message and the issues', async () => {
    expect(await call('/api/zod')).toEqual(
      expect.objectContaining({
        status: 400,
        body: {
          message: 'Vanity path must be at least 3 characters long',
          issues: [{ path: 'vanityPath', message: 'Vanity path must be at least 3 characters long' }],
        },
      }),
    );
  });

  it("ZodError: names the field when the message is zod's own", async () => {
    expect((await call('/api/zod-default')).body.message).toMatch(/^count: Invalid input/);
  });

  it('BatchInputError: 400 with error and hint beside the message (SPEC section 7)', async () => {
    expect(await call('/api/batch-input')).toMatchObject({
      status: 400,
      body: { message: 'No valid URLs found', error: 'Line 1: not a website', hint: 'Paste one website per line' },
    });
  });

  it('VanityPathTakenError: 409 naming the path', async () => {
    expect(await call('/api/vanity-taken')).toMatchObject({ status: 409, body: { message: 'The vanity path "Acme" is already in use. Choose another path.' } });
    expect(emitted).toEqual([]);
  });

  it('ShareLimitError: 429 with its message', async () => {
    const { status, body } = await call('/api/share-limit');
    expect(status).toBe(429);
    expect(body.message).toContain(String(MAX_SHARES_PER_ANALYSIS));
  });

  it('CorruptResultError: 410 without the file detail, reported to the operator', async () => {
    const { status, body, text } = await call('/api/corrupt');
    expect(status).toBe(410);
    expect(body).toEqual({ message: DAMAGED_REPORT_MESSAGE });
    expect(text).not.toContain('Unexpected end');
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toBeInstanceOf(CorruptResultError);
  });

  it('StoreWriteError: 503 without the disk detail, reported to the operator', async () => {
    const { status, body, text } = await call('/api/store-write');
    expect(status).toBe(503);
    expect(body).toEqual({ message: STORE_WRITE_FAILED_MESSAGE });
    expect(text).not.toContain('ENOSPC');
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toBeInstanceOf(StoreWriteError);
  });

  it('PdfUnavailableError: 503 telling the app to print from the browser, with no Retry-After', async () => {
    const { status, body, headers } = await call('/api/pdf-unavailable');
    expect(status).toBe(503);
    expect(body).toEqual({ message: REPORT_PDF_MESSAGES.noBrowser, printFallback: true });
    expect(headers.get('retry-after')).toBeNull();
    expect(emitted).toEqual([]);
  });

  it.each([
    ['/api/pdf-timeout', REPORT_PDF_MESSAGES.timedOut],
    ['/api/pdf-busy', REPORT_PDF_MESSAGES.busy],
  ])('%s: 503 to be asked again after Retry-After', async (path, message) => {
    const { status, body, headers } = await call(path);
    expect(status).toBe(503);
    expect(body).toEqual({ message, printFallback: false });
    expect(headers.get('retry-after')).toBe('5');
    expect(emitted).toEqual([]);
  });
});
