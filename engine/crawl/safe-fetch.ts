import type { Readable } from 'node:stream';
import { request, type Dispatcher } from 'undici';
import { ACCEPT_ENCODING, decodeContentEncoding } from './content-encoding.ts';
import { connectionFailure, CrawlError, crawlErrors } from './crawl-error.ts';
import type { CrawlLimits } from './crawl-limits.ts';
import { USER_AGENT } from './crawl-limits.ts';
import { PROTECTION_HEADERS } from './bot-protection.ts';
import { decodeText } from './decode-charset.ts';

/**
 * One document fetched within the crawl's limits: redirects followed by hand (each
 * hop's connection goes through the guarded dispatcher again), one deadline for the
 * whole page, the body read up to a byte limit and decoded. Never throws for what the
 * site does; the outcome carries a `failure` instead. Throws only when `signal` aborts.
 */
export interface FetchRequest {
  url: string;
  dispatcher: Dispatcher;
  limits: Pick<CrawlLimits, 'pageTimeoutMs' | 'maxPageBytes' | 'maxRedirects'>;
  /** 'html': pages for the analysis; 'any': robots.txt. */
  accept: 'html' | 'any';
  /** 'fail': a body over the limit is a failure (pages); 'truncate': keep what fits (robots.txt). */
  overflow: 'fail' | 'truncate';
  signal?: AbortSignal;
}

export interface FetchOutcome {
  /** Last address asked for (the final one after redirects). */
  url: string;
  /** HTTP status of the last answer, 0 when none arrived. */
  status: number;
  contentType: string;
  /** Decoded text; '' on failure. */
  text: string;
  /** Decoded (decompressed) bytes read. */
  bytes: number;
  ms: number;
  failure?: CrawlError;
  /** The answer's headers that tell a bot-protection challenge (PROTECTION_HEADERS). */
  headers?: Record<string, string>;
  /** The HTML of an error answer (4xx, 5xx), read up to a limit: challenge pages come as 403 or 503. */
  errorPage?: string;
}

/** Enough of an error page to recognise a challenge; no more is read from an answer that failed. */
const MAX_ERROR_PAGE_BYTES = 64 * 1024;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const ACCEPT_HEADERS = {
  html: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
  any: 'text/plain,*/*;q=0.5',
} as const;

export async function fetchDocument(req: FetchRequest): Promise<FetchOutcome> {
  const started = performance.now();
  const deadline = AbortSignal.timeout(req.limits.pageTimeoutMs);
  const signal = req.signal ? AbortSignal.any([req.signal, deadline]) : deadline;
  const outcome: FetchOutcome = { url: req.url, status: 0, contentType: '', text: '', bytes: 0, ms: 0, headers: {} };
  const finish = (failure?: CrawlError): FetchOutcome => {
    outcome.ms = Math.round(performance.now() - started);
    if (failure) {
      outcome.failure = failure;
      outcome.text = '';
    }
    return outcome;
  };

  let readingBody = false;
  try {
    let url = parseCrawlUrl(req.url);
    const visited = new Set([url.href]);
    for (let redirects = 0; ; redirects += 1) {
      outcome.url = url.href;
      const response = await request(url, {
        dispatcher: req.dispatcher,
        method: 'GET',
        headers: {
          'user-agent': USER_AGENT,
          accept: ACCEPT_HEADERS[req.accept],
          'accept-encoding': ACCEPT_ENCODING,
          'accept-language': 'en;q=0.9,*;q=0.5',
        },
        signal,
      });
      outcome.status = response.statusCode;
      outcome.contentType = headerValue(response.headers['content-type']);
      const headers: Record<string, string> = {};
      for (const name of PROTECTION_HEADERS) {
        const value = headerValue(response.headers[name]);
        if (value) headers[name] = value;
      }
      outcome.headers = headers;

      if (response.statusCode >= 300 && response.statusCode < 400) {
        discard(response.body);
        const location = headerValue(response.headers.location);
        if (!location) return finish(crawlErrors.redirectWithoutLocation(response.statusCode));
        const next = parseCrawlUrl(resolveLocation(location, url));
        if (visited.has(next.href)) return finish(crawlErrors.redirectLoop());
        if (redirects + 1 > req.limits.maxRedirects) return finish(crawlErrors.tooManyRedirects(req.limits.maxRedirects));
        visited.add(next.href);
        url = next;
        continue;
      }
      if (response.statusCode >= 400) {
        outcome.errorPage = await readErrorPage(response.body, headerValue(response.headers['content-encoding']), outcome.contentType, req);
        return finish(crawlErrors.httpStatus(response.statusCode));
      }
      const essence = outcome.contentType.split(';')[0]!.trim().toLowerCase();
      if (req.accept === 'html' && essence !== '' && !HTML_TYPES.has(essence)) {
        discard(response.body);
        return finish(crawlErrors.notHtml(essence));
      }

      readingBody = true;
      const body = await readLimited(response.body, headerValue(response.headers['content-encoding']), req);
      outcome.bytes = body.bytes.length;
      if (body.overflowed && req.overflow === 'fail') return finish(crawlErrors.tooLarge(req.limits.maxPageBytes));
      if (req.accept === 'html' && essence === '' && !looksLikeHtml(body.bytes)) return finish(crawlErrors.notHtml(''));
      outcome.text = decodeText(body.bytes, outcome.contentType).text;
      return finish();
    }
  } catch (error) {
    if (req.signal?.aborted) throw req.signal.reason;
    if (deadline.aborted) {
      return finish(readingBody ? crawlErrors.slowBody(req.limits.pageTimeoutMs) : crawlErrors.timeout(req.limits.pageTimeoutMs));
    }
    return finish(connectionFailure(error, req.limits.pageTimeoutMs));
  }
}

/** An error answer's HTML, when it is HTML; '' when it is not, or cannot be read in time. */
async function readErrorPage(body: Readable, contentEncoding: string, contentType: string, req: FetchRequest): Promise<string> {
  if (!/html/i.test(contentType)) {
    discard(body);
    return '';
  }
  try {
    const page = await readLimited(body, contentEncoding, { ...req, limits: { ...req.limits, maxPageBytes: MAX_ERROR_PAGE_BYTES } });
    return decodeText(page.bytes, contentType).text;
  } catch {
    return '';
  }
}

/** Only http(s), no user:password@ (a hop may try either). Throws CrawlError('invalid-url'). */
export function parseCrawlUrl(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw crawlErrors.invalidUrl(address);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw crawlErrors.unsupportedScheme(url.protocol);
  if (url.username || url.password) throw crawlErrors.credentialsInUrl();
  url.hash = '';
  return url;
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    return location; // parseCrawlUrl reports it
  }
}

async function readLimited(body: Readable, contentEncoding: string, req: FetchRequest): Promise<{ bytes: Buffer; overflowed: boolean }> {
  const limit = req.limits.maxPageBytes;
  const chunks: Buffer[] = [];
  let size = 0;
  let overflowed = false;
  try {
    for await (const chunk of decodeContentEncoding(body, contentEncoding) as AsyncIterable<Buffer>) {
      if (size + chunk.length > limit) {
        chunks.push(chunk.subarray(0, limit - size));
        size = limit;
        overflowed = true;
        break; // stop reading: an endless or huge body costs us no more than the limit
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } finally {
    discard(body);
  }
  return { bytes: Buffer.concat(chunks, size), overflowed };
}

/** Stops reading a body we do not need; undici reports the abort as an error nobody has to hear. */
function discard(body: Readable): void {
  body.on('error', () => {});
  body.destroy();
}

/** For answers without a Content-Type: what a browser would sniff as HTML. */
function looksLikeHtml(bytes: Uint8Array): boolean {
  const start = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 512)).toString('latin1').replace(/^ï»¿/, '');
  return /^\s*<(?:!doctype\s+html|html|head|body|!--)/i.test(start);
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
