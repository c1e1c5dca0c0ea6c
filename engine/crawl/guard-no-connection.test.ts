import { lookup as systemLookup } from 'node:dns/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMisbehavingServer, type MisbehavingServer } from '../../test-support/fixture-sites/misbehaving-server.ts';
import { CrawlError } from './crawl-error.ts';
import { crawlSite, preflight } from './crawl-site.ts';
import { createGuardedAgent } from './guarded-agent.ts';
import type { HostLookup } from './network-guard.ts';
import { DIRECT_CASES, namesResolvingTo, PUBLIC_ADDRESS, REDIRECT_CASES, withPort } from '../../test-support/engine/ssrf-corpus.ts';

/**
 * Every guard case is refused WITHOUT any connection reaching the target. The target
 * is a canary HTTP server on loopback (127.0.0.1 and, where the machine has it, ::1,
 * on the same port) that counts TCP connections; with allowPrivateNetwork false the
 * count must stay 0 after every case.
 *
 * Redirect chains need a first hop the crawler may reach, and on this offline machine
 * every server is on loopback. So the first hop is the misbehaving server, reached
 * under a public-looking name (first-hop.example, resolved by the injected lookup)
 * and let through by the crawler's explicit test hook `guardExemptions`, which
 * exempts exactly one address:port pair, 127.0.0.1:<its port>. Every other loopback
 * port, the canary's included, stays refused, so a redirect from the first hop into
 * the canary is judged by the same connect-time check as any other hop. The test
 * also checks the first hop was really asked, so the chain did start.
 */

let canary: Server;
let canaryV6: Server | undefined;
let canaryPort: number;
let connections = 0;
const answerCanary = (_: unknown, response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Canary reached</title>');
let firstHop: MisbehavingServer;

const tableLookup: HostLookup = async (hostname) =>
  namesResolvingTo()[hostname] ?? (await systemLookup(hostname, { all: true })).map((answer) => answer.address);

beforeAll(async () => {
  canary = createServer(answerCanary);
  canary.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  canaryPort = (canary.address() as AddressInfo).port;
  canaryV6 = createServer(answerCanary);
  canaryV6.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => {
    canaryV6!.once('error', () => {
      canaryV6 = undefined; // no IPv6 loopback here; [::1] cases are still refused, just not observable
      resolve();
    });
    canaryV6!.listen(canaryPort, '::1', resolve);
  });
  firstHop = await startMisbehavingServer();
});

afterAll(async () => {
  await new Promise<void>((resolve) => canary.close(() => resolve()));
  if (canaryV6) await new Promise<void>((resolve) => canaryV6!.close(() => resolve()));
  await firstHop.close();
});

afterEach(() => {
  const reached = connections;
  connections = 0; // so one failing case does not fail the next
  expect(reached, 'connections that reached the canary').toBe(0);
});

const withCanary = (address: string) => withPort(address, canaryPort);

async function refusal(promise: Promise<unknown>): Promise<CrawlError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CrawlError);
  return error as CrawlError;
}

describe('the network guard refuses without connecting', () => {
  it('has a table of at least 30 cases', () => {
    expect(DIRECT_CASES.length + REDIRECT_CASES.length + 3).toBeGreaterThanOrEqual(30);
  });

  describe.each(DIRECT_CASES)('%s', (_, address) => {
    it('preflight refuses it without any HTTP request', async () => {
      const error = await refusal(preflight(withCanary(address), { allowPrivateNetwork: false, lookup: tableLookup }));
      expect(error).toMatchObject({ code: 'blocked', permanent: true });
      expect(error.message).toMatch(/only public websites can be analyzed/);
    });

    it('crawlSite refuses it', async () => {
      const error = await refusal(crawlSite({ url: withCanary(address), allowPrivateNetwork: false, lookup: tableLookup }));
      expect(error).toMatchObject({ code: 'blocked', permanent: true });
    });

    it('the guarded connector alone refuses it (no preflight in front)', async () => {
      const agent = createGuardedAgent({ allowPrivateNetwork: false, lookup: tableLookup, timeoutMs: 5_000 });
      try {
        const error = await request(withCanary(address), { dispatcher: agent }).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(error).toMatchObject({ code: 'blocked' });
      } finally {
        await agent.destroy();
      }
    });
  });

  describe.each(REDIRECT_CASES)('a redirect from a public-looking first hop %s', (_, target) => {
    it('is refused at that hop', async () => {
      const before = firstHop.stats.requests.length;
      const start = `http://first-hop.example:${firstHop.port}/redirect-to?to=${encodeURIComponent(withCanary(target))}`;
      const error = await refusal(
        crawlSite({ url: start, allowPrivateNetwork: false, lookup: tableLookup, guardExemptions: [{ address: '127.0.0.1', port: firstHop.port }] }),
      );
      expect(error).toMatchObject({ code: 'blocked', permanent: true });
      expect(firstHop.stats.requests.slice(before)).toContain(`/redirect-to?to=${encodeURIComponent(withCanary(target))}`);
    });
  });

  it('a chain of two allowed hops, then loopback, is refused at the third', async () => {
    const inner = `/redirect-to?to=${encodeURIComponent(withCanary('http://127.0.0.1:P/'))}`;
    const start = `http://first-hop.example:${firstHop.port}/redirect-to?to=${encodeURIComponent(inner)}`;
    const before = firstHop.stats.requests.length;
    const error = await refusal(
      crawlSite({ url: start, allowPrivateNetwork: false, lookup: tableLookup, guardExemptions: [{ address: '127.0.0.1', port: firstHop.port }] }),
    );
    expect(error).toMatchObject({ code: 'blocked' });
    expect(firstHop.stats.requests.slice(before).filter((path) => path.startsWith('/redirect-to'))).toHaveLength(2);
  });

  it('a redirect to a file: address is refused', async () => {
    const error = await refusal(
      crawlSite({
        url: `http://first-hop.example:${firstHop.port}/redirect-file-scheme`,
        allowPrivateNetwork: false,
        lookup: tableLookup,
        guardExemptions: [{ address: '127.0.0.1', port: firstHop.port }],
      }),
    );
    expect(error).toMatchObject({ code: 'invalid-url', permanent: true });
  });

  it('a name that answers public at the check and loopback at connect time (DNS rebinding) is refused at connect time', async () => {
    let asked = 0;
    const rebinding: HostLookup = async () => (asked++ === 0 ? [PUBLIC_ADDRESS] : ['127.0.0.1']);
    const url = `http://rebinding.example:${canaryPort}/`;
    await expect(preflight(url, { allowPrivateNetwork: false, lookup: rebinding })).resolves.toBeUndefined();
    asked = 0;
    const error = await refusal(crawlSite({ url, allowPrivateNetwork: false, lookup: rebinding }));
    expect(error).toMatchObject({ code: 'blocked' });
    expect(asked).toBeGreaterThan(1); // the connector looked the name up itself
  });

  it('the same loopback canary is reachable when allowPrivateNetwork is true (the counter works)', async () => {
    const pages = await crawlSite({ url: `http://127.0.0.1:${canaryPort}/`, allowPrivateNetwork: true });
    const reached = connections;
    connections = 0;
    expect(pages[0]).toMatchObject({ status: 200, html: expect.stringContaining('Canary reached') });
    expect(reached).toBeGreaterThan(0);
  });
});
