import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChangingSite, startChangingSite } from '../../../test-support/fixture-sites/changing-site.ts';
import { type BatchCreateResponse, batchJobDetailSchema } from '../../../engine/contract/batch.ts';
import { type AdminSession, adminSession, waitForBatch } from '../support/admin-session.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const CREDENTIALS = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'run-again-password', JWT_SECRET: 'run-again-test-secret-0123456789abcdef' };
let site: ChangingSite;
let server: TestServer;
let admin: AdminSession;

beforeAll(async () => {
  site = await startChangingSite();
  server = await startTestServer({ ...CREDENTIALS, ANALYSIS_CONCURRENCY: '2' });
  admin = await adminSession(server.url, CREDENTIALS.ADMIN_USERNAME, CREDENTIALS.ADMIN_PASSWORD);
});
afterAll(async () => {
  await server?.close();
  await site?.close();
});

describe('POST /api/batch/{id}/run-again', () => {
  it('starts a new job with the same items, each completed item carrying its change since the earlier run', { timeout: 120_000 }, async () => {
    const unreachable = 'http://127.0.0.1:1/';
    const csvContent = ['url,companyName', `${site.url}/,Rotaly`, `${unreachable},Nobody`].join('\n');
    const { batchId } = (await (await admin.api('/batch/csv', { method: 'POST', body: { csvContent } })).json()) as BatchCreateResponse;
    const first = await waitForBatch(admin, batchId, { timeoutMs: 100_000 });
    expect(first.results[0]).toMatchObject({ status: 'completed', companyName: 'Rotaly' });
    expect(first.results[0]!.change).toBeUndefined(); // the site's first analysis

    await site.change();
    const response = await admin.api(`/batch/${batchId}/run-again`, { method: 'POST' });
    expect(response.status).toBe(201);
    const again = (await response.json()) as BatchCreateResponse;
    expect(again).toMatchObject({ totalItems: 2 });
    expect(again.batchId).not.toBe(batchId);

    const second = batchJobDetailSchema.parse(await waitForBatch(admin, again.batchId, { timeoutMs: 100_000 }));
    expect(second.results.map(({ url, companyName }) => ({ url, companyName }))).toEqual(first.results.map(({ url, companyName }) => ({ url, companyName })));
    const [rotaly, nobody] = second.results;
    const changes = await (await fetch(`${server.url}/api/analysis/${rotaly!.analysisId}/changes`)).json();
    const report = (await (await fetch(`${server.url}/api/analysis/${rotaly!.analysisId}/results`)).json()) as { maturity: { level: string } };
    expect(rotaly!.change).toEqual({
      previousAnalysisId: first.results[0]!.analysisId,
      scoreDelta: changes.scoreDelta,
      levelChanged: changes.levelChanged,
      previousLevel: changes.previous.level,
      level: report.maturity.level,
    });
    expect(rotaly!.change!.scoreDelta).toBeGreaterThan(0);
    expect(nobody).toMatchObject({ status: 'failed' });
    expect(nobody!.change).toBeUndefined();

    // The earlier job is left as it was.
    const firstAfter = batchJobDetailSchema.parse(await (await admin.api(`/batch/${batchId}`)).json());
    expect(firstAfter.results[0]!.analysisId).toBe(first.results[0]!.analysisId);
  });

  it('answers 404 for an unknown job and 401 without a token', async () => {
    const unknown = await admin.api('/batch/00000000-0000-4000-8000-000000000000/run-again', { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Batch job not found' });
    const anonymous = await admin.api('/batch/00000000-0000-4000-8000-000000000000/run-again', { method: 'POST', token: null });
    expect(anonymous.status).toBe(401);
  });
});
