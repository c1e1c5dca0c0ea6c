import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalysisResult, analysisResultSchema, analyzeResponseSchema } from '../../../engine/contract/analysis.ts';
import type { ReadyResponse } from '../../../engine/contract/common.ts';
import { shareResponseSchema } from '../../../engine/contract/share.ts';
import { PAGES_GONE_MESSAGE, rescoreResponseSchema } from '../../../engine/contract/stored-pages.ts';
import { type FixtureSites, startFixtureSites } from '../../../test-support/fixture-sites/site-server.ts';
import { SITES_DIR } from '../../../test-support/fixture-sites/sites/load-fixture-sites.ts';
import { readFixturePage } from '../../../test-support/fixture-sites/page-includes.ts';
import { pollFor, pollUntilSettled } from '../../../test-support/poll.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { MANIFEST_FILE } from '../../src/pages/page-set-files.ts';
import { readTarGz } from '../../src/pages/tar-archive.ts';
import { adminSession, type AdminSession } from '../support/admin-session.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ADMIN = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'pages-test-password' };
const DAY_MS = 24 * 60 * 60 * 1000;

let fixtures: FixtureSites;
const servers: TestServer[] = [];

beforeAll(async () => {
  fixtures = await startFixtureSites();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await fixtures?.close();
});

async function start(env: Record<string, string> = {}): Promise<{ server: TestServer; admin: AdminSession }> {
  const server = await startTestServer({ ...ADMIN, ANALYSIS_CONCURRENCY: '1', ...env });
  servers.push(server);
  return { server, admin: await adminSession(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD) };
}

async function analyse(server: TestServer, site: string): Promise<string> {
  const response = await fetch(`${server.url}/api/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: fixtures.sites[site], signupsPerMonth: 300 }),
  });
  const { analysisId } = analyzeResponseSchema.parse(await response.json());
  expect((await pollUntilSettled(server.url, analysisId)).at(-1)?.status).toBe('completed');
  return analysisId;
}

async function resultOf(server: TestServer, analysisId: string): Promise<AnalysisResult> {
  const response = await fetch(`${server.url}/api/analysis/${analysisId}/results`);
  expect(response.status).toBe(200);
  return analysisResultSchema.parse(await response.json());
}

/** The report as JSON without its ids: what must not change when the same engine scores the same pages. */
function withoutIds(result: AnalysisResult): string {
  const { analysisId: _id, rescoredFrom: _from, ...rest } = result;
  return JSON.stringify(rest);
}

/** Readiness' count of stored pages; asked again while a cold analysis thread keeps readiness at 503 (a busy machine). */
async function storedPages(server: TestServer) {
  const ready = await pollFor('readiness', async () => {
    const response = await fetch(`${server.url}/api/ready`);
    return response.ok ? ((await response.json()) as ReadyResponse) : undefined;
  });
  return ready.disk.storedPages;
}

describe('the pages an analysis read', () => {
  it('are kept with it, counted by readiness, downloaded by an admin as one archive, and never shown by a shared report', async () => {
    const { server, admin } = await start();
    const analysisId = await analyse(server, 'ledgerly');
    const kept = await storedPages(server);
    expect(kept.pageSets).toBe(1);
    expect(kept.bytes).toBeGreaterThan(500);

    expect((await admin.api(`/analysis/${analysisId}/pages`, { token: null })).status).toBe(401);
    const download = await admin.api(`/analysis/${analysisId}/pages`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/gzip');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="pages-[A-Za-z0-9-]+-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.tar\.gz"$/);
    const files = readTarGz(new Uint8Array(await download.arrayBuffer()));
    const manifest = JSON.parse(files.get(MANIFEST_FILE)!) as { url: string; options: unknown; pages: { url: string; kind: string; fetchedFile?: string }[] };
    expect(manifest.url).toBe(`${fixtures.sites.ledgerly}/`);
    expect(manifest.options).toEqual({ signupsPerMonth: 300 });
    const report = await resultOf(server, analysisId);
    // Every page the report names, in the order the crawler read them.
    expect(manifest.pages.map((page) => page.url).sort()).toEqual(report.pages.map((page) => page.url).sort());
    // The home page exactly as the crawler got it from the site.
    const home = manifest.pages.find((page) => page.kind === 'home')!;
    const served = await readFixturePage(path.join(SITES_DIR, 'ledgerly', 'index.html'), path.join(SITES_DIR, 'ledgerly'));
    expect(files.get(home.fetchedFile!)).toBe(served);

    const share = shareResponseSchema.parse(
      await (
        await fetch(`${server.url}/api/analysis/${analysisId}/share`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ companyName: 'Ledgerly' }),
        })
      ).json(),
    );
    const shared = await (await fetch(`${server.url}/api/results/${share.slug}`)).text();
    expect(shared).toContain('"siteName":"Ledgerly"');
    expect(shared).not.toContain('<html');
    expect((await fetch(`${server.url}/api/results/${share.slug}/pages`)).status).toBe(404);
  });

  it('are scored again into a new analysis equal to the original but for its ids, until the retention sweep removes them', async () => {
    const { server, admin } = await start();
    const original = await analyse(server, 'notecraft');
    expect((await admin.api(`/analysis/${original}/rescore`, { method: 'POST', token: null })).status).toBe(401);
    expect((await admin.api('/analysis/00000000-0000-4000-8000-0000000000ff/rescore', { method: 'POST' })).status).toBe(404);

    const response = await admin.api(`/analysis/${original}/rescore`, { method: 'POST' });
    expect(response.status).toBe(201);
    const rescored = rescoreResponseSchema.parse(await response.json());
    expect(rescored).toMatchObject({ rescoredFrom: original });
    expect(rescored.analysisId).not.toBe(original);
    const [before, after] = await Promise.all([resultOf(server, original), resultOf(server, rescored.analysisId)]);
    expect(after).toMatchObject({
      analysisId: rescored.analysisId,
      rescoredFrom: original,
      analyzedAt: before.analyzedAt,
      engineVersion: rescored.engineVersion,
    });
    expect(withoutIds(after)).toBe(withoutIds(before));
    expect((await (await fetch(`${server.url}/api/analysis/${rescored.analysisId}/status`)).json()) as unknown).toMatchObject({ status: 'completed' });
    // A rescored analysis read the original's pages: scored again, or downloaded, it uses them.
    const again = rescoreResponseSchema.parse(await (await admin.api(`/analysis/${rescored.analysisId}/rescore`, { method: 'POST' })).json());
    expect(withoutIds(await resultOf(server, again.analysisId))).toBe(withoutIds(before));
    expect((await admin.api(`/analysis/${rescored.analysisId}/pages`)).status).toBe(200);
    // Scoring again is no new look at the site: its history still ends with the original.
    const changes = (await (await fetch(`${server.url}/api/analysis/${original}/changes`)).json()) as { previous: unknown };
    expect(changes.previous).toBeNull();

    // Nothing is older than the retention yet; 31 days on, the sweep deletes the pages and the reports stay.
    expect(await server.services.sweepStoredPages()).toBe(0);
    expect(await server.services.sweepStoredPages(new Date(Date.now() + 31 * DAY_MS))).toBe(1);
    const gone = await admin.api(`/analysis/${original}/rescore`, { method: 'POST' });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: PAGES_GONE_MESSAGE });
    expect((await admin.api(`/analysis/${original}/pages`)).status).toBe(404);
    expect(withoutIds(await resultOf(server, original))).toBe(withoutIds(before));
    expect(await storedPages(server)).toEqual({ pageSets: 0, bytes: 0 });
  });

  it('are not kept at all with PAGES_RETENTION_DAYS=0', async () => {
    const { server, admin } = await start({ PAGES_RETENTION_DAYS: '0' });
    const analysisId = await analyse(server, 'ledgerly');
    expect(await storedPages(server)).toEqual({ pageSets: 0, bytes: 0 });
    const response = await admin.api(`/analysis/${analysisId}/rescore`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: PAGES_GONE_MESSAGE });
  });

  // Two server starts, each waiting for a cold analysis thread: more than the default 30 s on a busy machine.
  it('survive a restart of the server', { timeout: 120_000 }, async () => {
    const data = await makeTempDir('oa-pages-restart-');
    try {
      const first = await startTestServer({ ...ADMIN, DATA_DIR: data.dir });
      const analysisId = await analyse(first, 'ledgerly');
      const archive = await (
        await (await adminSession(first.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).api(`/analysis/${analysisId}/pages`)
      ).arrayBuffer();
      await first.close();

      const { server, admin } = await start({ DATA_DIR: data.dir });
      expect((await storedPages(server)).pageSets).toBe(1);
      const after = await admin.api(`/analysis/${analysisId}/pages`);
      expect(Buffer.from(await after.arrayBuffer()).equals(Buffer.from(archive))).toBe(true);
      expect((await admin.api(`/analysis/${analysisId}/rescore`, { method: 'POST' })).status).toBe(201);
    } finally {
      await data.remove();
    }
  });
});

describe('GET /api/analysis/{id}/current-engine', () => {
  it('gives the report itself when this engine made it', async () => {
    const { server } = await start();
    const analysisId = await analyse(server, 'notecraft');
    const reading = (await (await fetch(`${server.url}/api/analysis/${analysisId}/current-engine`)).json()) as {
      engineVersion: string;
      result: AnalysisResult;
    };
    expect(reading.result).toEqual(await resultOf(server, analysisId));
    expect(reading.engineVersion).toBe(reading.result.engineVersion);
    expect((await fetch(`${server.url}/api/analysis/00000000-0000-4000-8000-0000000000ff/current-engine`)).status).toBe(404);
  });
});
