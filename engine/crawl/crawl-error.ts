import { STATUS_CODES } from 'node:http';
import { BOT_NAME } from './crawl-limits.ts';

export type CrawlErrorCode = 'dns' | 'blocked' | 'invalid-url' | 'robots' | 'timeout' | 'http' | 'network' | 'not-html' | 'too-large' | 'bot-protection';

/** Why a crawl could not start or could not read a page. Messages are shown to visitors as the failure reason. */
export class CrawlError extends Error {
  constructor(
    message: string,
    /** dns: the name does not resolve; blocked: the network guard refused it; the rest fail later. */
    readonly code: CrawlErrorCode,
    /** A permanent failure will fail again; a transient one (timeout, 5xx, reset) may not. */
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'CrawlError';
  }
}

/** A challenge or block page of a bot-protection service stood where the page should be. */
export class BotProtectionError extends CrawlError {
  constructor(
    what: string,
    /** The service, as visitors know it: "Cloudflare". */
    readonly vendor: string,
  ) {
    // Permanent: a challenge that kept us out will keep us out on a retry too.
    super(`${what} is behind ${vendor}'s bot protection, which did not let our reader in; nothing on it could be analysed.`, 'bot-protection', true);
    this.name = 'BotProtectionError';
  }
}

/** "10 seconds", "1.5 seconds", "1 second". */
function seconds(ms: number): string {
  const value = Math.round(ms / 100) / 10;
  return `${value} second${value === 1 ? '' : 's'}`;
}

/** 408 and 429 ask us to come back later, like any 5xx; other 4xx will answer the same again. */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

export const crawlErrors = {
  invalidUrl: (address: string) => new CrawlError(`"${address}" is not a valid website address.`, 'invalid-url', true),
  unsupportedScheme: (protocol: string) => new CrawlError(`Only http and https addresses can be analyzed, not ${protocol} addresses.`, 'invalid-url', true),
  credentialsInUrl: () => new CrawlError('Addresses that contain a user name or password cannot be analyzed.', 'invalid-url', true),
  hostNotFound: (host: string) => new CrawlError(`The domain ${host} could not be found. Make sure the domain is typed correctly.`, 'dns', true),
  lookupFailed: (host: string) => new CrawlError(`The domain ${host} could not be looked up right now.`, 'dns', false),
  blockedAddress: (host: string, address: string, kind: string) =>
    new CrawlError(
      host === address
        ? `${address} is ${kind}; only public websites can be analyzed.`
        : `${host} points to ${address}, ${kind}; only public websites can be analyzed.`,
      'blocked',
      true,
    ),
  blockedName: (host: string) => new CrawlError(`${host} is a cloud metadata service; only public websites can be analyzed.`, 'blocked', true),
  timeout: (ms: number) => new CrawlError(`The site did not answer within ${seconds(ms)}`, 'timeout', false),
  slowBody: (ms: number) => new CrawlError(`The page did not finish loading within ${seconds(ms)}`, 'timeout', false),
  httpStatus: (status: number) => {
    const text = STATUS_CODES[status];
    return new CrawlError(`The site answered ${status}${text ? ` ${text}` : ''}`, 'http', !isTransientStatus(status));
  },
  tooManyRedirects: (max: number) => new CrawlError(`The site redirected more than ${max} times`, 'http', true),
  redirectLoop: () => new CrawlError('The site redirects in a loop', 'http', true),
  redirectWithoutLocation: (status: number) => new CrawlError(`The site answered ${status} without saying where to go`, 'http', true),
  notHtml: (contentType: string) => new CrawlError(`The page is not a web page (it is ${contentType || 'of an unknown type'})`, 'not-html', true),
  tooLarge: (maxBytes: number) =>
    new CrawlError(`The page is larger than ${Math.round(maxBytes / (1024 * 1024))} MB, more than the analyzer reads`, 'too-large', true),
  unsupportedEncoding: (encoding: string) => new CrawlError(`The site sent the page in an unsupported compression (${encoding})`, 'network', true),
  damagedBody: () => new CrawlError('The site sent a damaged compressed page', 'network', true),
  connection: (message: string, permanent: boolean) => new CrawlError(message, 'network', permanent),
  botProtection: (what: string, vendor: string) => new BotProtectionError(what, vendor),
  robotsDisallowed: (what: string) => new CrawlError(`The site's robots.txt asks ${BOT_NAME} not to read ${what}`, 'robots', true),
  robotsUnreachable: (what: string, why: string) =>
    new CrawlError(`The site's robots.txt could not be read (${why}), so ${BOT_NAME} did not read ${what}`, 'robots', false),
} as const;

/** Socket and TLS failures in words; undici puts the system error either on the error or on its cause. */
export function connectionFailure(error: unknown, timeoutMs: number): CrawlError {
  if (error instanceof CrawlError) return error;
  const code = errorCode(error);
  switch (code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
    case 'ETIMEDOUT':
      return crawlErrors.timeout(timeoutMs);
    case 'ECONNREFUSED':
      return crawlErrors.connection('The site refused the connection', false);
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return crawlErrors.connection('The connection to the site was reset', false);
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return crawlErrors.connection("The site's server could not be reached", false);
    case 'Z_DATA_ERROR':
    case 'Z_BUF_ERROR':
    case 'ERR_BROTLI_DECOMPRESSION_FAILED':
      return crawlErrors.damagedBody();
    default:
      if (code && /CERT|TLS|SSL/.test(code)) {
        return crawlErrors.connection(`The site's HTTPS certificate could not be verified (${code})`, true);
      }
      return crawlErrors.connection(`The connection to the site failed${code ? ` (${code})` : ''}`, false);
  }
}

function errorCode(error: unknown): string | undefined {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  // "other side closed" (UND_ERR_SOCKET) often wraps the system error that says more.
  return codes.find((code) => code !== 'UND_ERR_SOCKET') ?? codes[0];
}
