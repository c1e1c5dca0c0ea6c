import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConnectionCanary, type ConnectionCanary } from '../../../test-support/connection-canary.ts';
import { startRenderedSites, type RenderedSites } from '../../../test-support/fixture-sites/rendered-sites/rendered-site-server.ts';
import { analysisResultSchema } from '../../../engine/contract/analysis.ts';
import { pollUntilSettled } from '../../../test-support/poll.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { lacks } from '../../../test-support/prerequisites/needs.ts';

/**
 * Rendering through the real app over HTTP: private networks refused, the fixture
 * sites reached through ALLOW_PRIVATE_HOSTS only, vendor hosts resolving to a private
 * address so the guard refuses them at once (nothing leaves the machine).
 */
const VENDOR_HOSTS = ['widget.intercom.io', 'cdn.segment.com', 'fast.appcues.com'];

let sites: RenderedSites;
let canary: ConnectionCanary;
const servers: TestServer[] = [];

beforeAll(async () => {
  canary = await startConnectionCanary();
  sites = await startRenderedSites({ replacements: canary.replacements });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await sites?.close();
  canary?.close();
});

async function server(rendering: 'always' | 'off' | 'auto'): Promise<TestServer> {
  const hosts = Object.values(sites.sites)
    .map((url) => new URL(url).host)
    .join(',');
  const started = await startTestServer(
    { ALLOW_PRIVATE_NETWORK: 'false', ALLOW_PRIVATE_HOSTS: hosts, BROWSER_RENDERING: rendering, ANALYSIS_CONCURRENCY: '2' },
    { crawlerTestHooks: { hosts: Object.fromEntries(VENDOR_HOSTS.map((host) => [host, ['10.0.0.1']])) } },
  );
  servers.push(started);
  return started;
}

async function analyse(app: TestServer, site: string) {
  const response = await fetch(`${app.url}/api/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${sites.sites[site]!}/` }),
  });
  expect(response.status).toBe(200);
  const { analysisId } = (await response.json()) as { analysisId: string };
  const status = (await pollUntilSettled(app.url, analysisId, 90_000)).at(-1)!;
  if (status.status !== 'completed') return { status, result: undefined };
  const result = analysisResultSchema.parse(await (await fetch(`${app.url}/api/analysis/${analysisId}/results`)).json());
  return { status, result };
}

describe.skipIf(lacks('chromium'))('analyses with a browser, over HTTP', () => {
  it('with BROWSER_RENDERING=always, finds the vendors a tag manager and a bundle add, and rates the site by them', async () => {
    const { result } = await analyse(await server('always'), 'tagged-ledgerloop');
    expect(result?.coverage.rendered).toBe(true);
    for (const id of ['live-chat', 'product-analytics', 'onboarding-tool'] as const) {
      const signal = result!.signals.find((candidate) => candidate.id === id)!;
      expect(signal, id).toMatchObject({ present: true, checked: true });
      expect(signal.evidence[0]!.text, id).toMatch(/the page (requested|set up)/);
    }
    expect(result!.maturity.level).toBe('Conversion-Optimised');
  });

  it('with BROWSER_RENDERING=off, completes the client-rendered site with its signals unchecked', async () => {
    const { result } = await analyse(await server('off'), 'spa-orbitdesk');
    expect(result?.coverage).toMatchObject({ rendered: false, javascriptOnlyPages: [`${sites.sites['spa-orbitdesk']!}/`] });
    expect(result!.signals.find((signal) => signal.id === 'free-trial')).toMatchObject({ present: false, checked: false });
    expect(result!.coverage.checkedWeightPercent).toBeLessThan(50);
  });

  it.each([
    ['challenge-cloudflare', 'Cloudflare'],
    ['challenge-akamai', 'Akamai'],
    ['challenge-imperva', 'Imperva (Incapsula)'],
    ['challenge-datadome', 'DataDome'],
    ['challenge-perimeterx', 'HUMAN (PerimeterX)'],
    ['challenge-aws-waf', 'AWS WAF'],
    ['challenge-sucuri', 'Sucuri'],
  ])('fails an analysis whose home page is a challenge (%s), with a reason naming %s', async (site, service) => {
    const { status } = await analyse(servers[0] ?? (await server('auto')), site);
    expect(status).toMatchObject({ status: 'failed' });
    expect(status.error).toBe(
      `${new URL(sites.sites[site]!).host} is behind ${service}'s bot protection, which did not let our reader in; nothing on it could be analysed.`,
    );
  });

  it('renders the canary trap without a single connection to the canary', async () => {
    canary.connections = 0;
    const { result } = await analyse(servers[0] ?? (await server('always')), 'canary-trap');
    expect(result?.coverage.rendered).toBe(true);
    expect(canary.connections).toBe(0);
  });
});
