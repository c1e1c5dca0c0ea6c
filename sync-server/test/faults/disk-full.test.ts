import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedCompletedAnalyses } from '../support/seed-store.ts';
import { analyzeResponseSchema } from '../../../engine/contract/analysis.ts';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import { ANALYSIS_NOT_SAVED_MESSAGE } from '../../src/analysis/analysis-service.ts';
import { adminSession } from '../support/admin-session.ts';
import { pollUntilSettled } from '../../../test-support/poll.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { startTestServer } from '../support/test-server.ts';
import { FAULT_ADMIN, ServerProcesses } from './server-process.ts';
import { lacksOutsideCi } from '../../../test-support/prerequisites/needs.ts';

/**
 * When DATA_DIR cannot take a write, whoever asked hears so and nothing is reported
 * saved that is not. Running as root, as this sandbox does, file modes do not stop a
 * write, so two other ways are used:
 * - always: the file a write must replace is turned into a directory (db.json) or a
 *   file (the analyses folder), so the atomic rename or the create fails, as it would
 *   on a read-only or broken volume;
 * - where `mount` is allowed (root): DATA_DIR is a tmpfs of a few hundred KB, filled up
 *   for a real ENOSPC, then remounted read-only for a real EROFS.
 */

const SEEDED = '2c3d4e5f-0000-4000-8000-0000000000aa';
const SAVE_REFUSED = { message: 'The server could not save your data right now. Nothing was changed; please try again.' };

/** A website whose home page waits until the test lets it answer. */
let site: Server;
let siteUrl: string;
let releaseHome = false;
beforeAll(async () => {
  site = createServer((request, response) => {
    const answer = () =>
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<html><head><title>Tidy - invoices</title></head><body><h1>Invoices in minutes</h1><a href="/signup">Start free trial</a></body></html>');
    if (request.url !== '/' || releaseHome) return answer();
    const timer = setInterval(() => {
      if (!releaseHome) return;
      clearInterval(timer);
      answer();
    }, 20);
    request.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  releaseHome = false;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('DATA_DIR files that cannot be replaced', () => {
  it('answers every write with 503 and a message, keeps nothing it refused, and recovers once writable', async () => {
    const data = await makeTempDir('oa-unwritable-');
    cleanups.push(data.remove);
    await seedCompletedAnalyses(data.dir, [exampleAnalysisResult({ analysisId: SEEDED })]);
    const env = { DATA_DIR: data.dir, ...FAULT_ADMIN };
    let server = await startTestServer(env);
    cleanups.push(() => server.close());
    const admin = await adminSession(server.url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);

    // db.json becomes a directory with something in it: the rename that replaces it fails.
    const dbFile = path.join(data.dir, 'db.json');
    await rm(dbFile);
    await mkdir(path.join(dbFile, 'blocker'), { recursive: true });

    const share = await post(`${server.url}/api/analysis/${SEEDED}/share`, { companyName: 'Refused Co' });
    expect(share.status).toBe(503);
    expect(await share.json()).toEqual(SAVE_REFUSED);
    const vanity = await admin.api('/vanity', { method: 'POST', body: { vanityPath: 'refused-link', analysisId: SEEDED } });
    expect(vanity.status).toBe(503);
    const analysis = await post(`${server.url}/api/analyze`, { url: siteUrl });
    expect(analysis.status).toBe(503);
    expect(await analysis.json()).toEqual(SAVE_REFUSED);
    // What was refused is not served from memory as if it had been saved; reads go on.
    expect((await fetch(`${server.url}/api/results/refused-co`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v/refused-link`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/analysis/${SEEDED}/results`)).status).toBe(200);

    await rm(dbFile, { recursive: true });
    expect((await post(`${server.url}/api/analysis/${SEEDED}/share`, { companyName: 'Accepted Co' })).status).toBe(201);

    await server.close();
    server = await startTestServer(env);
    expect((await fetch(`${server.url}/api/results/accepted-co`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/results/refused-co`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/analysis/${SEEDED}/results`)).status).toBe(200);
  });

  it('an analysis whose result cannot be written ends failed with that reason', async () => {
    const server = await startTestServer({ ALLOW_PRIVATE_NETWORK: 'true' });
    cleanups.push(() => server.close());
    // The analyses folder becomes a file: no result file can be created in it.
    const folder = path.join(server.config.dataDir, 'analyses');
    await rm(folder, { recursive: true });
    await writeFile(folder, 'not a folder');

    releaseHome = true;
    const response = await post(`${server.url}/api/analyze`, { url: siteUrl });
    expect(response.status).toBe(200);
    const { analysisId } = analyzeResponseSchema.parse(await response.json());
    const last = (await pollUntilSettled(server.url, analysisId)).at(-1)!;
    expect(last).toMatchObject({ status: 'failed', error: ANALYSIS_NOT_SAVED_MESSAGE });
  });
});

/** Whether this process may mount a tmpfs (root in a sandbox that allows it). */
function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(lacksOutsideCi(canMount))('a full disk and a read-only disk (tmpfs)', () => {
  const processes = new ServerProcesses();
  afterAll(() => processes.stopAll());

  async function tmpfsDataDir(sizeKb: number): Promise<string> {
    const mountPoint = await makeTempDir('oa-tmpfs-');
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', mountPoint.dir]);
    cleanups.push(async () => {
      await processes.stopAll();
      execFileSync('umount', ['-l', mountPoint.dir]);
      await mountPoint.remove();
    });
    return mountPoint.dir;
  }

  /** Writes zeros until the file system says ENOSPC. */
  async function fillDisk(dir: string): Promise<string> {
    const filler = path.join(dir, 'filler.bin');
    await writeFile(filler, Buffer.alloc(64 * 1024 * 1024)).then(
      () => {
        throw new Error('the tmpfs did not fill up');
      },
      (error: NodeJS.ErrnoException) => expect(error.code).toBe('ENOSPC'),
    );
    return filler;
  }

  it(
    'refuses writes with 503 while full, fails a finishing analysis with the reason, and a restart after space is freed loses nothing acknowledged',
    { timeout: 120_000 },
    async () => {
      const dir = await tmpfsDataDir(512);
      await seedCompletedAnalyses(dir, [exampleAnalysisResult({ analysisId: SEEDED })]);
      const env = { DATA_DIR: dir, ALLOW_PRIVATE_NETWORK: 'true' };
      const first = await processes.start(env);
      const admin = await adminSession(first.url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);

      expect((await post(`${first.url}/api/analysis/${SEEDED}/share`, { companyName: 'Before Full' })).status).toBe(201);
      // An analysis is accepted and running (its site holds the home page) when the disk fills.
      const { analysisId } = analyzeResponseSchema.parse(await (await post(`${first.url}/api/analyze`, { url: siteUrl })).json());
      const filler = await fillDisk(dir);

      const share = await post(`${first.url}/api/analysis/${SEEDED}/share`, { companyName: 'While Full' });
      expect(share.status).toBe(503);
      expect(await share.json()).toEqual(SAVE_REFUSED);
      expect((await admin.api('/vanity', { method: 'POST', body: { vanityPath: 'while-full', analysisId: SEEDED } })).status).toBe(503);
      expect((await post(`${first.url}/api/analyze`, { url: `${siteUrl}?second` })).status).toBe(503);
      expect((await fetch(`${first.url}/api/analysis/${SEEDED}/results`)).status).toBe(200);

      releaseHome = true;
      const last = (await pollUntilSettled(first.url, analysisId)).at(-1)!;
      expect(last).toMatchObject({ status: 'failed', error: ANALYSIS_NOT_SAVED_MESSAGE });
      expect(first.output()).toMatch(/ENOSPC/);

      await rm(filler);
      await processes.killHard(first);
      const second = await processes.start(env);
      expect((await fetch(`${second.url}/api/results/before-full`)).status).toBe(200);
      expect((await fetch(`${second.url}/api/results/while-full`)).status).toBe(404);
      expect((await fetch(`${second.url}/api/v/while-full`)).status).toBe(404);
      // Accepted before the disk filled, so it was on disk as pending; it runs again and completes.
      expect((await pollUntilSettled(second.url, analysisId)).at(-1)).toMatchObject({ status: 'completed' });
    },
  );

  it('refuses writes with 503 on a read-only DATA_DIR and takes them again once it is writable', { timeout: 60_000 }, async () => {
    const dir = await tmpfsDataDir(1024);
    await seedCompletedAnalyses(dir, [exampleAnalysisResult({ analysisId: SEEDED })]);
    const server = await processes.start({ DATA_DIR: dir });
    execFileSync('mount', ['-o', 'remount,ro', dir]);
    const refused = await post(`${server.url}/api/analysis/${SEEDED}/share`, { companyName: 'Read Only' });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual(SAVE_REFUSED);
    expect(server.output()).toMatch(/EROFS/);
    execFileSync('mount', ['-o', 'remount,rw', dir]);
    expect((await post(`${server.url}/api/analysis/${SEEDED}/share`, { companyName: 'Read Only' })).status).toBe(201);
  });
});
