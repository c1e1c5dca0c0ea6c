import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompletedAnalyses } from '../support/seed-store.ts';
import { batchCreateResponseSchema, batchJobDetailSchema } from '../../../engine/contract/batch.ts';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import { adminSession, type AdminSession } from '../support/admin-session.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The API side of "markup is never rendered as HTML": it stores and returns names as
 * the exact text given, only ever as JSON (with nosniff), and never reflects a request
 * into an HTML page. The browser side is e2e/hostile-markup.spec.ts.
 */

const ANALYSIS_ID = '4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d';
const MARKUP = '<img src=x onerror=alert(document.domain)>';

let server: TestServer;
let admin: AdminSession;
let data: Awaited<ReturnType<typeof makeTempDir>>;

beforeAll(async () => {
  data = await makeTempDir('oa-markup-');
  await seedCompletedAnalyses(data.dir, [exampleAnalysisResult({ analysisId: ANALYSIS_ID })]);
  const staticDir = path.join(data.dir, 'static');
  await mkdir(staticDir);
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Onboarding Analyzer</title><div id="root"></div>');
  server = await startTestServer({ DATA_DIR: data.dir, STATIC_DIR: staticDir, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'markup-test-password' });
  admin = await adminSession(server.url, 'admin', 'markup-test-password');
});
afterAll(async () => {
  await server?.close();
  await data?.remove();
});

const expectJson = (response: Response) => {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
};

describe('names with markup', () => {
  it('a company name is stored and returned as the exact text, as JSON', async () => {
    const created = await fetch(`${server.url}/api/analysis/${ANALYSIS_ID}/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyName: MARKUP }),
    });
    expect(created.status).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    expect(slug).toMatch(/^[a-z0-9-]+$/);
    const shared = await fetch(`${server.url}/api/results/${slug}`);
    expectJson(shared);
    expect(((await shared.json()) as { companyName: string }).companyName).toBe(MARKUP);
  });

  it('a batch company name and an unreadable entry come back as the exact text, as JSON', async () => {
    const created = await admin.api('/batch/csv', { method: 'POST', body: { csvContent: `url,company\nacme.invalid,${MARKUP}\n<script>alert(1)</script>,X` } });
    const { batchId } = batchCreateResponseSchema.parse(await created.json());
    const response = await admin.api(`/batch/${batchId}`);
    expectJson(response);
    const detail = batchJobDetailSchema.parse(await response.json());
    expect(detail.results.map((item) => [item.url, item.companyName])).toEqual([
      ['https://acme.invalid/', MARKUP],
      ['<script>alert(1)</script>', 'X'],
    ]);
  });

  it('a vanity path with markup is refused with the SPEC message', async () => {
    const response = await admin.api('/vanity', { method: 'POST', body: { vanityPath: '<svg/onload=alert(1)>', analysisId: ANALYSIS_ID } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Vanity path can only contain letters, numbers, and hyphens' });
  });
});

describe('markup in the request address', () => {
  it('an API path echoed in a 404 message is JSON, never a page', async () => {
    const response = await fetch(`${server.url}/api/${encodeURIComponent(MARKUP)}`);
    expect(response.status).toBe(404);
    expectJson(response);
  });

  it('a client route with markup gets the unchanged app shell, which reflects nothing', async () => {
    for (const route of [
      `/results/${encodeURIComponent(MARKUP)}`,
      `/v/${encodeURIComponent('"><script>alert(1)</script>')}`,
      `/?error=${encodeURIComponent(MARKUP)}`,
    ]) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toBe('<!doctype html><title>Onboarding Analyzer</title><div id="root"></div>');
    }
  });
});
