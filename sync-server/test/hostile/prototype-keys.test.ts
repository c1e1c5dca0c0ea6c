import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import { adminSession, type AdminSession } from '../support/admin-session.ts';
import { seedCompletedAnalyses } from '../support/seed-store.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Ids, slugs and vanity paths come from request paths and index the store's records.
 * Names that every JavaScript object answers to ("constructor", "__proto__",
 * "toString") must find nothing unless someone stored them, and then work like any
 * other name.
 */

const ANALYSIS_ID = '5b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const OBJECT_MEMBERS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

let server: TestServer;
let admin: AdminSession;
let data: Awaited<ReturnType<typeof makeTempDir>>;

beforeAll(async () => {
  data = await makeTempDir('oa-proto-');
  await seedCompletedAnalyses(data.dir, [exampleAnalysisResult({ analysisId: ANALYSIS_ID })]);
  server = await startTestServer({ DATA_DIR: data.dir, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'prototype-test-password' });
  admin = await adminSession(server.url, 'admin', 'prototype-test-password');
});
afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe.each(OBJECT_MEMBERS)('"%s" where an id, slug or path goes', (name) => {
  it('finds no analysis, shared report or vanity link', async () => {
    for (const path of [
      `/api/analysis/${name}/status`,
      `/api/analysis/${name}/results`,
      `/api/analysis/${name}/report.pdf`,
      `/api/results/${name}`,
      `/api/results/${name}/report.pdf`,
      `/api/v/${name}`,
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { message: string }).message, path).toMatch(/not found/i);
    }
  });

  it('deletes nothing and says so', async () => {
    const response = await admin.api(`/vanity/${name}`, { method: 'DELETE' });
    expect(response.status).toBe(404);
  });

  it('has no statistics', async () => {
    expect((await admin.api(`/vanity/${name}/stats`)).status).toBe(404);
  });
});

describe('such names as real records', () => {
  it('a vanity link at /v/constructor is created, resolved, counted and deleted like any other', async () => {
    const created = await admin.api('/vanity', { method: 'POST', body: { vanityPath: 'constructor', analysisId: ANALYSIS_ID } });
    expect(created.status).toBe(201);
    // A person's browser: a fetch saying "node" would count as a preview, not a view.
    const resolved = await fetch(`${server.url}/api/v/constructor`, {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
    });
    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toMatchObject({ analysisId: ANALYSIS_ID, vanityPath: 'constructor' });
    const list = (await (await admin.api('/vanity')).json()) as { vanityPath: string; accessCount: number }[];
    expect(list.find((entry) => entry.vanityPath === 'constructor')).toMatchObject({ accessCount: 1 });
    expect((await admin.api('/vanity/constructor', { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${server.url}/api/v/constructor`)).status).toBe(404);
  });

  it('a report shared as "Constructor" gets the slug constructor and opens', async () => {
    const shared = await fetch(`${server.url}/api/analysis/${ANALYSIS_ID}/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyName: 'Constructor' }),
    });
    expect(shared.status).toBe(201);
    expect(await shared.json()).toMatchObject({ slug: 'constructor' });
    expect(await (await fetch(`${server.url}/api/results/constructor`)).json()).toMatchObject({ companyName: 'Constructor' });
  });

  it('a JSON body with a "__proto__" key is refused with 400; one with constructor.prototype pollutes nothing', async () => {
    const share = (body: string) =>
      fetch(`${server.url}/api/analysis/${ANALYSIS_ID}/share`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const proto = await share('{"companyName":"Polluter","__proto__":{"isAdmin":true}}');
    expect(proto.status).toBe(400);
    expect(await proto.json()).toEqual({ message: 'Malformed JSON body: Object contains forbidden prototype property' });

    const constructor = await share('{"companyName":"Polluter","constructor":{"prototype":{"isAdmin":true}}}');
    expect(constructor.status).toBe(201);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(await (await fetch(`${server.url}/api/results/polluter`)).json()).toMatchObject({ companyName: 'Polluter' });
  });
});
