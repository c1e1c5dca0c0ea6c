import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchedPage } from '../analysis/page.ts';
import {
  LATIN1_TEXT,
  PRIVATE_REDIRECT_NAMES,
  SHIFT_JIS_TEXT,
  startMisbehavingServer,
  WINDOWS_1252_TEXT,
  type MisbehavingServer,
  type MisbehavingServerOptions,
} from '../../test-support/fixture-sites/misbehaving-server.ts';
import { CrawlError } from './crawl-error.ts';
import { crawlSite, type CrawlOptions } from './crawl-site.ts';

/** Short enough to keep the suite quick, long enough that loopback answers never hit it by accident. */
const TEST_TIMEOUT_MS = 1_500;

let server: MisbehavingServer;

beforeAll(async () => {
  server = await startMisbehavingServer();
});
afterAll(() => server.close());

/** A server of its own for one test, closed afterwards. */
async function withServer(options: MisbehavingServerOptions, test: (site: MisbehavingServer) => Promise<void>): Promise<void> {
  const site = await startMisbehavingServer(options);
  try {
    await test(site);
  } finally {
    await site.close();
  }
}

const crawl = (path: string, options: Partial<CrawlOptions> = {}) =>
  crawlSite({ url: server.url(path), allowPrivateNetwork: true, limits: { pageTimeoutMs: TEST_TIMEOUT_MS }, ...options });

async function homeFailure(path: string, options: Partial<CrawlOptions> = {}): Promise<CrawlError & { elapsed: number }> {
  const started = performance.now();
  const error = await crawl(path, options).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CrawlError);
  return Object.assign(error as CrawlError, { elapsed: performance.now() - started });
}

describe('a home page that cannot be read fails the crawl with a readable, classified reason', () => {
  it.each([
    ['/status/503', 'The site answered 503 Service Unavailable', false],
    ['/status/500', 'The site answered 500 Internal Server Error', false],
    ['/status/429', 'The site answered 429 Too Many Requests', false],
    ['/status/404', 'The site answered 404 Not Found', true],
    ['/status/403', 'The site answered 403 Forbidden', true],
  ])('%s: "%s", permanent %s', async (path, message, permanent) => {
    expect(await homeFailure(path)).toMatchObject({ code: 'http', message, permanent });
  });

  it('a server that never answers: "did not answer within 10 seconds", transient, and the crawl ends at the limit', async () => {
    const error = await homeFailure('/hang', { limits: {} });
    expect(error).toMatchObject({ code: 'timeout', message: 'The site did not answer within 10 seconds', permanent: false });
    expect(error.elapsed).toBeLessThan(13_000);
  }, 20_000);

  it('headers later than the limit: timeout at the limit', async () => {
    const error = await homeFailure('/slow-headers?ms=5000');
    expect(error).toMatchObject({ code: 'timeout', message: 'The site did not answer within 1.5 seconds' });
    expect(error.elapsed).toBeLessThan(TEST_TIMEOUT_MS + 1_000);
  });

  it('a body that trickles forever: the limit covers the body too', async () => {
    const error = await homeFailure('/slow-body');
    expect(error).toMatchObject({ code: 'timeout', message: 'The page did not finish loading within 1.5 seconds', permanent: false });
    expect(error.elapsed).toBeLessThan(TEST_TIMEOUT_MS + 1_000);
  });

  it('a dropped connection is transient', async () => {
    expect(await homeFailure('/reset')).toMatchObject({ code: 'network', message: 'The connection to the site was reset', permanent: false });
  });

  it('a port nobody listens on: "refused the connection"', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await crawlSite({ url: `http://127.0.0.1:${port}/`, allowPrivateNetwork: true }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'network', message: 'The site refused the connection', permanent: false });
  });

  it('a domain that does not resolve is a permanent dns failure', async () => {
    const lookup = async () => {
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    };
    const error = await crawlSite({ url: 'https://no-such-saas.example/', allowPrivateNetwork: false, lookup }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'dns',
      permanent: true,
      message: 'The domain no-such-saas.example could not be found. Make sure the domain is typed correctly.',
    });
  });

  it.each([
    ['/pdf', 'application/pdf'],
    ['/image', 'image/png'],
    ['/json', 'application/json'],
    ['/text-plain', 'text/plain'],
  ])('%s is not a web page (%s), permanently', async (path, type) => {
    expect(await homeFailure(path)).toMatchObject({ code: 'not-html', permanent: true, message: `The page is not a web page (it is ${type})` });
  });

  it('bytes without a content type that do not look like HTML are not a web page', async () => {
    expect(await homeFailure('/no-content-type-binary')).toMatchObject({ code: 'not-html' });
  });

  it.each(['/huge', '/endless', '/gzip-bomb'])('%s: reading stops at 2 MB and the page is refused as too large', async (path) => {
    // 'too-large', not 'timeout': the byte limit stopped the endless body, not the clock.
    expect(await homeFailure(path, { limits: {} })).toMatchObject({
      code: 'too-large',
      permanent: true,
      message: 'The page is larger than 2 MB, more than the analyzer reads',
    });
  });

  it('a redirect loop', async () => {
    expect(await homeFailure('/redirect-loop')).toMatchObject({ code: 'http', permanent: true, message: 'The site redirects in a loop' });
  });

  it('six redirects are one too many', async () => {
    expect(await homeFailure('/redirect-chain/6')).toMatchObject({ code: 'http', message: 'The site redirected more than 5 times' });
  });

  it('a redirect without a Location header', async () => {
    expect(await homeFailure('/redirect-no-location')).toMatchObject({ code: 'http', message: 'The site answered 302 without saying where to go' });
  });

  it('a redirect to a file: address', async () => {
    expect(await homeFailure('/redirect-file-scheme')).toMatchObject({ code: 'invalid-url', permanent: true });
  });

  it.each(PRIVATE_REDIRECT_NAMES)('a redirect into a private address (%s) is refused by the guard', async (name) => {
    const error = await homeFailure(`/redirect-private/${name}`, {
      allowPrivateNetwork: false,
      guardExemptions: [{ address: '127.0.0.1', port: server.port }],
    });
    expect(error).toMatchObject({ code: 'blocked', permanent: true });
  });

  it('a body that is not the gzip it claims to be', async () => {
    expect(await homeFailure('/gzip-broken')).toMatchObject({ code: 'network', message: 'The site sent a damaged compressed page' });
  });

  it('a compression we did not offer', async () => {
    expect(await homeFailure('/unsupported-encoding')).toMatchObject({ message: 'The site sent the page in an unsupported compression (zstd)' });
  });

  it('a home page robots.txt disallows is not fetched', async () => {
    const before = server.stats.requests.length;
    expect(await homeFailure('/private/secret')).toMatchObject({
      code: 'robots',
      permanent: true,
      message: "The site's robots.txt asks OnboardingAnalyzerBot not to read the home page",
    });
    expect(server.stats.requests.slice(before)).not.toContain('/private/secret');
  });
});

describe('robots.txt answers', () => {
  it('a robots.txt that disallows everything for us keeps the crawler away', async () => {
    await withServer({ robots: 'User-agent: OnboardingAnalyzerBot\nDisallow: /\n' }, async (strict) => {
      const error = await crawlSite({ url: strict.url('/ok'), allowPrivateNetwork: true }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'robots', permanent: true });
      expect(strict.stats.requests).toEqual(['/robots.txt']);
    });
  });

  it('a robots.txt that answers 503 means "come back later": nothing fetched, transient', async () => {
    await withServer({ robots: 503 }, async (failing) => {
      const error = await crawlSite({ url: failing.url('/ok'), allowPrivateNetwork: true }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({
        code: 'robots',
        permanent: false,
        message: "The site's robots.txt could not be read (The site answered 503 Service Unavailable), so OnboardingAnalyzerBot did not read the home page",
      });
      expect(failing.stats.requests).toEqual(['/robots.txt']);
    });
  });

  it('a missing robots.txt (404) allows everything', async () => {
    await withServer({ robots: 404 }, async (without) => {
      const [home] = await crawlSite({ url: without.url('/ok'), allowPrivateNetwork: true });
      expect(home).toMatchObject({ status: 200, kind: 'home' });
    });
  });
});

describe('pages that can be read', () => {
  const home = async (path: string): Promise<FetchedPage> => (await crawl(path))[0]!;

  it.each([
    ['/charset/windows-1252-header', WINDOWS_1252_TEXT],
    ['/charset/iso-8859-1-header', LATIN1_TEXT],
    ['/charset/windows-1252-meta', WINDOWS_1252_TEXT],
    ['/charset/iso-8859-1-meta', LATIN1_TEXT],
    ['/charset/shift-jis', SHIFT_JIS_TEXT],
    ['/charset/utf-8-bom', WINDOWS_1252_TEXT],
    ['/charset/undeclared-latin1', LATIN1_TEXT],
  ])('%s is decoded right', async (path, text) => {
    const page = await home(path);
    expect(page.html).toContain(`<p>${text}</p>`);
    expect(page.error).toBeUndefined();
  });

  it.each([
    ['/gzip', 'Gzip page'],
    ['/brotli', 'Brotli page'],
    ['/deflate', 'Deflate page'],
  ])('%s is decompressed', async (path, title) => {
    const page = await home(path);
    expect(page.html).toContain(`<title>${title}</title>`);
    expect(page.bytes).toBe(Buffer.byteLength(page.html));
  });

  it('broken, unclosed HTML is kept as it came for the analysis to read', async () => {
    const page = await home('/broken-html');
    expect(page).toMatchObject({ status: 200, contentType: 'text/html' });
    expect(page.html).toContain('Start your <b>free trial<p>No credit card');
  });

  it('HTML without a content type is recognised', async () => {
    expect(await home('/no-content-type')).toMatchObject({ status: 200, contentType: '', html: expect.stringContaining('Unlabelled HTML') });
  });

  it('five redirects are followed and the final address recorded', async () => {
    expect(await home('/redirect-chain/5')).toMatchObject({ url: server.url('/redirect-chain/0'), status: 200, kind: 'home' });
  });

  it('headers that come late but within the limit are waited for', async () => {
    expect(await home('/slow-headers?ms=300')).toMatchObject({ status: 200 });
  });
});

describe('crawling a site', () => {
  it('fetches the home page first, then at most 8 pages in all, 3 at a time, robots-disallowed ones recorded but not fetched', async () => {
    await withServer({ pageDelayMs: 200 }, async (site) => {
      const progress: [string, number, number][] = [];
      const pages = await crawlSite({
        url: site.url('/site/'),
        allowPrivateNetwork: true,
        onPage: (page, fetched, planned) => progress.push([page.kind, fetched, planned]),
      });
      expect(pages.map((page) => [page.kind, new URL(page.url).pathname])).toEqual([
        ['home', '/site/'],
        ['pricing', '/site/pricing'],
        ['signup', '/site/signup'],
        ['demo', '/site/book-a-demo'],
        ['docs', '/site/docs'],
        ['other', '/site/features'],
        ['other', '/private/features'],
        ['other', '/site/customers'],
      ]);
      const disallowed = pages.find((page) => page.url.endsWith('/private/features'))!;
      expect(disallowed).toMatchObject({ status: 0, html: '', error: "The site's robots.txt asks OnboardingAnalyzerBot not to read this page" });
      expect(site.stats.requests.filter((path) => path.startsWith('/private'))).toEqual([]);
      expect(site.stats.requests.filter((path) => path.startsWith('/site'))).toHaveLength(7);
      expect(site.stats.maxInFlightPages).toBe(3);
      expect(progress[0]).toEqual(['home', 1, 8]);
      expect(progress.map(([, fetched]) => fetched)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(progress.every(([, , planned]) => planned === 8)).toBe(true);
    });
  });

  it('honours a lower concurrency', async () => {
    await withServer({ pageDelayMs: 50 }, async (site) => {
      await crawlSite({ url: site.url('/site/'), allowPrivateNetwork: true, limits: { concurrency: 1 } });
      expect(site.stats.maxInFlightPages).toBe(1);
    });
  });

  it('uses the pricing address the visitor gave', async () => {
    const pages = await crawl('/site/', { pricingUrl: server.url('/site/our-plans') });
    expect(pages.filter((page) => page.kind === 'pricing').map((page) => page.url)).toEqual([server.url('/site/our-plans')]);
  });

  it('records pages that fail without failing the crawl, and hanging pages do not hold it past the limit', async () => {
    await withServer(
      {
        siteLinks: [
          { href: '/status/503', text: 'Pricing' },
          { href: '/hang', text: 'Start free trial' },
          { href: '/pdf', text: 'Docs' },
          { href: '/redirect-loop', text: 'Book a demo' },
          { href: '/huge', text: 'Features' },
          { href: '/slow-body', text: 'Customers' },
        ],
      },
      async (site) => {
        const started = performance.now();
        const pages = await crawlSite({ url: site.url('/site/'), allowPrivateNetwork: true, limits: { pageTimeoutMs: TEST_TIMEOUT_MS } });
        const elapsed = performance.now() - started;
        const byPath = Object.fromEntries(pages.map((page) => [page.url.replace(site.origin, ''), page]));
        expect(byPath['/site/']).toMatchObject({ kind: 'home', status: 200 });
        expect(byPath['/status/503']).toMatchObject({ kind: 'pricing', status: 503, html: '', error: 'The site answered 503 Service Unavailable' });
        expect(byPath['/hang']).toMatchObject({ kind: 'signup', status: 0, error: 'The site did not answer within 1.5 seconds' });
        expect(byPath['/pdf']).toMatchObject({
          kind: 'docs',
          status: 200,
          contentType: 'application/pdf',
          html: '',
          error: 'The page is not a web page (it is application/pdf)',
        });
        // A page that failed while redirecting records the last address it reached.
        expect(pages.find((page) => page.kind === 'demo')).toMatchObject({
          url: expect.stringContaining('/redirect-loop'),
          error: 'The site redirects in a loop',
        });
        expect(byPath['/huge']).toMatchObject({ kind: 'other', html: '', error: 'The page is larger than 2 MB, more than the analyzer reads' });
        expect(byPath['/slow-body']).toMatchObject({ kind: 'other', status: 200, error: 'The page did not finish loading within 1.5 seconds' });
        // Two rounds of three pages at most, each bounded by the page limit.
        expect(elapsed).toBeLessThan(2 * TEST_TIMEOUT_MS + 2_000);
      },
    );
  });

  it('stops everything when the caller aborts', async () => {
    await withServer({ pageDelayMs: 5_000 }, async (site) => {
      const controller = new AbortController();
      const crawling = crawlSite({ url: site.url('/site/'), allowPrivateNetwork: true, signal: controller.signal });
      setTimeout(() => controller.abort(new Error('analysis cancelled')), 200);
      await expect(crawling).rejects.toThrow('analysis cancelled');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(site.stats.inFlightPages).toBe(0);
    });
  });

  it('an already aborted signal fetches nothing', async () => {
    const before = server.stats.requests.length;
    await expect(crawl('/ok', { signal: AbortSignal.abort(new Error('too late')) })).rejects.toThrow('too late');
    expect(server.stats.requests.length).toBe(before);
  });
});
