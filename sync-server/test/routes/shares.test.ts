import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import { COMPANY_NAME_REQUIRED_MESSAGE, sharedAnalysisResultSchema, shareResponseSchema } from '../../../engine/contract/share.ts';
import { MAX_SHARES_PER_ANALYSIS } from '../../src/store/shares.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const COMPLETED = '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c';
const RUNNING = '3f2b8c1e-7a4d-4e2b-9c1a-00000000aaaa';
const UNKNOWN = '3f2b8c1e-7a4d-4e2b-9c1a-00000000ffff';

let server: TestServer;

async function seedAnalysis(id: string, status: 'completed' | 'running') {
  const now = '2026-11-22T10:00:00.000Z';
  const { store } = server.services;
  await store.analyses.create(id, { url: 'https://www.acme.io/' }, now);
  await store.analyses.start(id, now);
  if (status === 'completed') {
    await store.results.write(id, exampleAnalysisResult({ analysisId: id }));
    await store.analyses.complete(id, now);
  }
}

beforeAll(async () => {
  server = await startTestServer();
  await seedAnalysis(COMPLETED, 'completed');
  await seedAnalysis(RUNNING, 'running');
});
afterAll(async () => {
  await server?.close();
});

function share(id: string, body: unknown) {
  return fetch(`${server.url}/api/analysis/${id}/share`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('POST /api/analysis/{id}/share', () => {
  it('creates a link named after the company and the shared report opens under it', async () => {
    const response = await share(COMPLETED, { companyName: 'Globex Corporation' });
    expect(response.status).toBe(201);
    const created = shareResponseSchema.parse(await response.json());
    expect(created).toEqual({ shareUrl: '/results/globex-corporation', slug: 'globex-corporation' });

    const opened = await fetch(`${server.url}/api/results/${created.slug}`);
    expect(opened.status).toBe(200);
    const shared = sharedAnalysisResultSchema.parse(await opened.json());
    expect(shared).toMatchObject({ companyName: 'Globex Corporation', shareSlug: 'globex-corporation', analysisId: COMPLETED, siteName: 'Acme' });
  });

  it('gives a second company with the same name its own link, and the same request the same link', async () => {
    const first = shareResponseSchema.parse(await (await share(COMPLETED, { companyName: 'Initech' })).json());
    const again = await share(COMPLETED, { companyName: 'Initech' });
    expect(again.status).toBe(200);
    expect(shareResponseSchema.parse(await again.json())).toEqual(first);
    const other = await share(COMPLETED, { companyName: 'INITECH' });
    expect(shareResponseSchema.parse(await other.json()).slug).toBe('initech-2');
  });

  it('makes a usable link from a non-Latin name', async () => {
    const created = shareResponseSchema.parse(await (await share(COMPLETED, { companyName: '株式会社サンプル' })).json());
    expect(created.slug).toMatch(/^report-[0-9a-f]{8}$/);
    const opened = sharedAnalysisResultSchema.parse(await (await fetch(`${server.url}/api/results/${created.slug}`)).json());
    expect(opened.companyName).toBe('株式会社サンプル');
  });

  it.each([{ companyName: '   ' }, { companyName: '' }, {}])('refuses %j with 400 and the SPEC message', async (body) => {
    const response = await share(COMPLETED, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(COMPANY_NAME_REQUIRED_MESSAGE);
  });

  it('refuses a name longer than 120 characters with 400', async () => {
    const response = await share(COMPLETED, { companyName: 'x'.repeat(121) });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/at most 120/);
  });

  it('answers 404 for an unknown analysis, one that is not a UUID, and one without a result yet', async () => {
    for (const id of [UNKNOWN, 'not-an-id', RUNNING]) {
      const response = await share(id, { companyName: 'Acme' });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ message: 'Analysis not found' });
    }
    for (const id of [UNKNOWN, RUNNING]) expect(await server.services.store.shares.listForAnalysis(id), id).toEqual([]);
  });

  it('answers 429 with a message once a report has the maximum number of links', async () => {
    const busy = '3f2b8c1e-7a4d-4e2b-9c1a-00000000bbbb';
    await seedAnalysis(busy, 'completed');
    for (let n = 0; n < MAX_SHARES_PER_ANALYSIS; n += 1) expect((await share(busy, { companyName: `Team ${n}` })).status).toBe(201);
    const refused = await share(busy, { companyName: 'One more' });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/already has 20 shareable links/);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await fetch(`${server.url}/api/analysis/${COMPLETED}/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"companyName":',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/Malformed JSON/);
  });
});

describe('GET /api/results/{slug}', () => {
  it.each(['no-such-report', 'Bad Slug!', COMPLETED])('answers 404 with a message for %s', async (slug) => {
    const response = await fetch(`${server.url}/api/results/${encodeURIComponent(slug)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Shared report not found' });
  });
});
