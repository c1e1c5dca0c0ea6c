import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSites } from '../../../test-support/fixture-sites/site-server.ts';
import { ANALYSIS_REFUSED_ERROR } from '../../../engine/contract/analyze-form.ts';
import { pollUntilSettled } from '../../../test-support/poll.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let fixtures: Awaited<ReturnType<typeof startFixtureSites>>;

beforeAll(async () => {
  fixtures = await startFixtureSites();
  server = await startTestServer({ ADMIN_PASSWORD: 'form-test-password', MAX_ANALYSES_PER_CLIENT: '2' });
});
afterAll(async () => {
  await server?.close();
  await fixtures?.close();
});

/** As a browser posts the landing form from the page itself. */
function postForm(fields: Record<string, string>, headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin', Origin: '' }) {
  const sent = Object.fromEntries(Object.entries({ 'content-type': 'application/x-www-form-urlencoded', ...headers }).filter(([, value]) => value !== ''));
  return fetch(`${server.url}/analyze`, { method: 'POST', headers: sent, body: new URLSearchParams(fields).toString(), redirect: 'manual' });
}

function refusal(location: string | null) {
  const url = new URL(location ?? '', server.url);
  return { path: url.pathname, error: url.searchParams.get('error'), reason: url.searchParams.get('reason') };
}

describe('POST /analyze, the landing form without the app', () => {
  it('starts the analysis and redirects (303) to its progress page', async () => {
    const response = await postForm({ url: fixtures.sites.ledgerly!, signupsPerMonth: '300', currentActivationRate: '40', averageRevenuePerUser: '50' });
    expect(response.status).toBe(303);
    const match = /^\/analyzing\/([0-9a-f-]{36})$/.exec(response.headers.get('location') ?? '');
    expect(match).not.toBeNull();
    const analysisId = match![1]!;
    expect((await pollUntilSettled(server.url, analysisId)).at(-1)?.status).toBe('completed');
    const result = (await (await fetch(`${server.url}/api/analysis/${analysisId}/results`)).json()) as { revenue: { currentMetrics: unknown } };
    expect(result.revenue.currentMetrics).toMatchObject({ signupsPerMonth: 300, activationRate: 40, revenuePerUser: 50 });
  });

  it.each([
    ['an empty address', { url: '' }, { url: '' }, 'Website URL is required.'],
    [
      'a number that is not one',
      { url: 'acme.com', currentActivationRate: 'lots' },
      { url: 'acme.com', currentActivationRate: 'lots' },
      'currentActivationRate',
    ],
    ['an out-of-range number', { url: 'acme.com', currentActivationRate: '140' }, { url: 'acme.com', currentActivationRate: 140 }, 'currentActivationRate'],
  ])('sends %s back to the landing page with the API’s reason', async (_case, fields: Record<string, string>, json: Record<string, unknown>, reason) => {
    const api = await fetch(`${server.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
    expect(api.status).toBe(400);
    const apiMessage = ((await api.json()) as { message: string }).message;
    expect(apiMessage).toContain(reason);
    const response = await postForm(fields);
    expect(response.status).toBe(303);
    expect(refusal(response.headers.get('location'))).toEqual({ path: '/', error: ANALYSIS_REFUSED_ERROR, reason: apiMessage });
  });

  it('refuses an address that does not resolve, as the API does', async () => {
    const response = await postForm({ url: 'https://no-such-site.invalid/' });
    expect(response.status).toBe(303);
    const { error, reason } = refusal(response.headers.get('location'));
    expect(error).toBe(ANALYSIS_REFUSED_ERROR);
    expect(reason).toMatch(/no-such-site\.invalid/);
  });

  it('counts towards the same per-client limit as the API', async () => {
    // A site that never answers keeps this client's analyses unfinished.
    const held: ServerResponse[] = [];
    const hanging = createServer((_request, response) => void held.push(response));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/`;
    try {
      for (let n = 0; n < 2; n += 1) {
        const api = await fetch(`${server.url}/api/analyze`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url: `${url}?n=${n}` }),
        });
        expect(api.status).toBe(200);
      }
      const api = await fetch(`${server.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url }) });
      expect(api.status).toBe(429);
      const apiMessage = ((await api.json()) as { message: string }).message;
      const response = await postForm({ url });
      expect(refusal(response.headers.get('location'))).toEqual({ path: '/', error: ANALYSIS_REFUSED_ERROR, reason: apiMessage });
    } finally {
      for (const response of held) response.destroy();
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });

  it('refuses a post from another site', async () => {
    const crossSite = await postForm({ url: fixtures.sites.ledgerly! }, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const foreignOrigin = await postForm({ url: fixtures.sites.ledgerly! }, { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' });
    expect(foreignOrigin.status).toBe(403);
  });
});
