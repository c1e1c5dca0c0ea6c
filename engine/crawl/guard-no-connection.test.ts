import { lookup as systemLookup } from 'node:dns/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMisbehavingServer, type MisbehavingServer } from '../../e2e/fixtures/misbehaving-server.ts';
import { CrawlError } from './crawl-error.ts';
import { crawlSite, preflight } from './crawl-site.ts';
import { createGuardedAgent } from './guarded-agent.ts';
import type { HostLookup } from './network-guard.ts';

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

const PUBLIC_ADDRESS = '93.184.216.34';

/** Names for the table; anything else (localhost) goes to the system resolver. */
function namesResolvingTo(): Record<string, string[]> {
  return {
    'first-hop.example': ['127.0.0.1'],
    'private-name.example': ['10.0.0.5'],
    'loopback-name.example': ['127.0.0.1'],
    'mixed-answers.example': [PUBLIC_ADDRESS, '127.0.0.1'],
    'mapped-name.example': ['::ffff:127.0.0.1'],
    'v6-loopback-name.example': ['::1'],
    'metadata-name.example': ['169.254.169.254'],
    'ula-name.example': ['fd12:3456:789a::1'],
  };
}

const tableLookup: HostLookup = async (hostname) => namesResolvingTo()[hostname] ?? (await systemLookup(hostname, { all: true })).map((answer) => answer.address);

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

/** Addresses the crawler is asked to visit directly; `:P` is the canary's port. */
const DIRECT_CASES: [string, string][] = [
  ['loopback', 'http://127.0.0.1:P/'],
  ['short loopback 127.1', 'http://127.1:P/'],
  ['decimal loopback 2130706433', 'http://2130706433:P/'],
  ['hex short 0x7f.1', 'http://0x7f.1:P/'],
  ['hex 0x7f000001', 'http://0x7f000001:P/'],
  ['octal 0177.0.0.1', 'http://0177.0.0.1:P/'],
  ['octal 017700000001', 'http://017700000001:P/'],
  ['trailing dot 127.0.0.1.', 'http://127.0.0.1.:P/'],
  ['other loopback 127.255.255.254', 'http://127.255.255.254:P/'],
  ['unspecified 0.0.0.0 (reaches loopback on Linux)', 'http://0.0.0.0:P/'],
  ['unspecified short 0', 'http://0:P/'],
  ['IPv6 loopback [::1]', 'http://[::1]:P/'],
  ['IPv6 unspecified [::]', 'http://[::]:P/'],
  ['IPv4-mapped [::ffff:127.0.0.1]', 'http://[::ffff:127.0.0.1]:P/'],
  ['IPv4-mapped hex [::ffff:7f00:1]', 'http://[::ffff:7f00:1]:P/'],
  ['IPv4-mapped long form', 'http://[0:0:0:0:0:ffff:127.0.0.1]:P/'],
  ['IPv4-compatible [::127.0.0.1]', 'http://[::127.0.0.1]:P/'],
  ['IPv4-translated [::ffff:0:127.0.0.1]', 'http://[::ffff:0:127.0.0.1]:P/'],
  ['NAT64 of loopback [64:ff9b::127.0.0.1]', 'http://[64:ff9b::127.0.0.1]:P/'],
  ['6to4 of loopback [2002:7f00:1::]', 'http://[2002:7f00:1::]:P/'],
  ['localhost (system resolver)', 'http://localhost:P/'],
  ['private 10/8', 'http://10.0.0.5/'],
  ['private 172.16/12', 'http://172.16.0.1/'],
  ['private 192.168/16', 'http://192.168.1.1/'],
  ['CGNAT 100.64/10', 'http://100.64.0.1/'],
  ['link-local 169.254/16', 'http://169.254.1.1/'],
  ['AWS/GCP/Azure metadata', 'http://169.254.169.254/latest/meta-data/'],
  ['metadata in decimal', 'http://2852039166/latest/meta-data/'],
  ['ECS task metadata', 'http://169.254.170.2/v2/metadata'],
  ['Alibaba metadata', 'http://100.100.100.200/latest/meta-data/'],
  ['AWS IPv6 metadata [fd00:ec2::254]', 'http://[fd00:ec2::254]/latest/meta-data/'],
  ['GCP metadata name', 'http://metadata.google.internal/computeMetadata/v1/'],
  ['multicast 224/4', 'http://224.0.0.1/'],
  ['broadcast', 'http://255.255.255.255/'],
  ['reserved 240/4', 'http://240.0.0.1/'],
  ['benchmarking 198.18/15', 'http://198.18.0.1/'],
  ['IETF protocol assignments 192.0.0/24', 'http://192.0.0.8/'],
  ['IPv6 link-local [fe80::1]', 'http://[fe80::1]/'],
  ['IPv6 unique local [fc00::1]', 'http://[fc00::1]/'],
  ['IPv6 site-local [fec0::1]', 'http://[fec0::1]/'],
  ['IPv6 multicast [ff02::1]', 'http://[ff02::1]/'],
  ['IPv4-mapped private [::ffff:10.0.0.5]', 'http://[::ffff:10.0.0.5]/'],
  ['IPv4-mapped metadata [::ffff:a9fe:a9fe]', 'http://[::ffff:a9fe:a9fe]/'],
  ['NAT64 of metadata [64:ff9b::a9fe:a9fe]', 'http://[64:ff9b::a9fe:a9fe]/'],
  ['local-use NAT64 [64:ff9b:1::a00:5]', 'http://[64:ff9b:1::a00:5]/'],
  ['name resolving to 10.0.0.5', 'http://private-name.example/'],
  ['name resolving to 127.0.0.1', 'http://loopback-name.example:P/'],
  ['name with a public and a loopback answer', 'http://mixed-answers.example:P/'],
  ['name resolving to ::ffff:127.0.0.1', 'http://mapped-name.example:P/'],
  ['name resolving to ::1', 'http://v6-loopback-name.example:P/'],
  ['name resolving to the metadata address', 'http://metadata-name.example/'],
  ['name resolving to an IPv6 unique local address', 'http://ula-name.example/'],
];

/** Redirect targets the first hop sends the crawler to. */
const REDIRECT_CASES: [string, string][] = [
  ['to 127.0.0.1', 'http://127.0.0.1:P/'],
  ['to decimal 2130706433', 'http://2130706433:P/'],
  ['to hex 0x7f.1', 'http://0x7f.1:P/'],
  ['to [::1]', 'http://[::1]:P/'],
  ['to [::ffff:127.0.0.1]', 'http://[::ffff:127.0.0.1]:P/'],
  ['to 0.0.0.0', 'http://0.0.0.0:P/'],
  ['to localhost', 'http://localhost:P/'],
  ['to a name resolving to 127.0.0.1', 'http://loopback-name.example:P/'],
  ['to the metadata service', 'http://169.254.169.254/latest/meta-data/'],
  ['to 10.0.0.5 over https', 'https://10.0.0.5/'],
];

const withCanary = (address: string) => address.replace(':P/', `:${canaryPort}/`);

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
