import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema } from '../../../engine/contract/analysis.ts';
import type { ReadyResponse } from '../../../engine/contract/common.ts';
import { type FixtureSites, startFixtureSites } from '../../../test-support/fixture-sites/site-server.ts';
import { pollFor, pollUntilSettled } from '../../../test-support/poll.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { MANIFEST_FILE } from '../../src/pages/page-set-files.ts';
import { readTarGz } from '../../src/pages/tar-archive.ts';
import { adminSession } from '../support/admin-session.ts';
import { FAULT_ADMIN, ServerProcesses } from './server-process.ts';

/**
 * Issue #30: the pages an analysis read are kept whole or not at all. The real server
 * process is killed with SIGKILL while analyses are under way (some done, some crawling,
 * some writing their pages); after the restart every analysis completes, each completed
 * one has a page set that reads back whole and is its own, and none is counted that is not.
 */
const ANALYSES = 8;

const processes = new ServerProcesses();
let fixtures: FixtureSites;

beforeAll(async () => {
  fixtures = await startFixtureSites({ pageDelayMs: 150 });
});
afterAll(async () => {
  await processes.stopAll();
  await fixtures?.close();
});

describe('kill -9 while analyses keep their pages', () => {
  it('leaves no partial page set counted as complete, and every analysis keeps its own whole set after the restart', { timeout: 240_000 }, async () => {
    const data = await makeTempDir('oa-kill-pages-');
    try {
      const env = { DATA_DIR: data.dir, ALLOW_PRIVATE_NETWORK: 'true', ANALYSIS_CONCURRENCY: '2', MAX_ANALYSES_PER_CLIENT: '0' };
      const first = await processes.start(env);
      const sites = Object.entries(fixtures.sites).sort().slice(0, ANALYSES);
      const accepted = new Map<string, string>();
      for (const [, url] of sites) {
        const response = await fetch(`${first.url}/api/analyze`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url }),
        });
        accepted.set(analyzeResponseSchema.parse(await response.json()).analysisId, `${url}/`);
      }
      // Killed once the first analyses have kept their pages, while the others are under way.
      await pollFor(
        'two analyses completed',
        async () => {
          const statuses = await Promise.all(
            [...accepted.keys()].map(async (id) => ((await (await fetch(`${first.url}/api/analysis/${id}/status`)).json()) as { status: string }).status),
          );
          return statuses.filter((status) => status === 'completed').length >= 2 ? true : undefined;
        },
        120_000,
        20,
      );
      await processes.killHard(first);

      const second = await processes.start(env);
      for (const id of accepted.keys()) expect((await pollUntilSettled(second.url, id, 180_000)).at(-1)?.status, id).toBe('completed');
      const admin = await adminSession(second.url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);
      for (const [id, url] of accepted) {
        const download = await admin.api(`/analysis/${id}/pages`);
        expect(download.status, id).toBe(200);
        const files = readTarGz(new Uint8Array(await download.arrayBuffer()));
        const manifest = JSON.parse(files.get(MANIFEST_FILE)!) as { url: string; pages: { fetchedFile?: string }[] };
        expect(manifest.url).toBe(url);
        for (const page of manifest.pages) if (page.fetchedFile) expect(files.get(page.fetchedFile)?.length, page.fetchedFile).toBeGreaterThan(0);
      }
      const ready = await pollFor('readiness', async () => {
        const response = await fetch(`${second.url}/api/ready`);
        return response.ok ? ((await response.json()) as ReadyResponse) : undefined;
      });
      expect(ready.disk.storedPages.pageSets).toBe(ANALYSES);
      // Nothing half-written is left beside them.
      const kept = await readdir(path.join(data.dir, 'pages'));
      expect(kept.sort()).toEqual([...accepted.keys()].map((id) => `${id}.json.br`).sort());
    } finally {
      await processes.stopAll();
      await data.remove();
    }
  });
});
