import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { seedCompletedAnalyses } from '../support/seed-store.ts';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import { adminSession } from '../support/admin-session.ts';
import type { DbData } from '../../src/store/db-schema.ts';
import { DAMAGED_REPORT_MESSAGE } from '../../src/store/result-files.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { startTestServer } from '../support/test-server.ts';
import { FAULT_ADMIN, ServerProcesses } from './server-process.ts';

const GOOD = '1a2b3c4d-0000-4000-8000-00000000000a';
const DAMAGED = '1a2b3c4d-0000-4000-8000-00000000000b';

const processes = new ServerProcesses();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => processes.stopAll());

async function seededDataDir(): Promise<string> {
  const data = await makeTempDir('oa-corrupt-');
  cleanups.push(data.remove);
  await seedCompletedAnalyses(data.dir, [exampleAnalysisResult({ analysisId: GOOD }), exampleAnalysisResult({ analysisId: DAMAGED })]);
  return data.dir;
}

describe('a db.json cut off in the middle', () => {
  it('stops the start with a clear message and leaves the file exactly as it was', { timeout: 60_000 }, async () => {
    const dir = await seededDataDir();
    // A real store: shares and vanity links written by the server itself.
    const server = await processes.start({ DATA_DIR: dir });
    const admin = await adminSession(server.url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);
    for (let n = 0; n < 10; n += 1) {
      expect((await admin.api('/vanity', { method: 'POST', body: { vanityPath: `link-${n}`, analysisId: GOOD } })).status).toBe(201);
    }
    server.child.kill('SIGTERM');
    await server.exited;

    const file = path.join(dir, 'db.json');
    const whole = await readFile(file);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    await writeFile(file, truncated);

    await expect(processes.start({ DATA_DIR: dir })).rejects.toThrow(
      /Onboarding Analyzer cannot start: The data file .*db\.json is corrupt or truncated \(.+\)\. It has been left untouched; restore it from a backup or move it aside to start with an empty store\./,
    );
    expect(Buffer.compare(await readFile(file), truncated)).toBe(0);
  });
});

describe('a damaged result file', () => {
  it('gives a clear 410 for that analysis on every path that reads it, and everything else keeps working', async () => {
    const dir = await seededDataDir();
    const resultFile = path.join(dir, 'analyses', `${DAMAGED}.json`);
    const text = await readFile(resultFile, 'utf8');
    await writeFile(resultFile, text.slice(0, text.length / 3));

    // A vanity link, a share and a batch item were made for it while it was whole.
    const db = JSON.parse(await readFile(path.join(dir, 'db.json'), 'utf8')) as DbData;
    const at = '2026-11-20T10:00:00.000Z';
    db.vanity.broken = { id: 'v1', vanityPath: 'broken', analysisId: DAMAGED, createdAt: at, lastAccessedAt: null, accessCount: 0 };
    db.shares.broken = { slug: 'broken', analysisId: DAMAGED, companyName: 'Broken', createdAt: at };
    db.batches['b0000000-0000-4000-8000-000000000001'] = {
      id: 'b0000000-0000-4000-8000-000000000001',
      createdAt: at,
      updatedAt: at,
      status: 'completed',
      items: [
        { id: 'item-1', url: 'https://damaged.example/', status: 'completed', analysisId: DAMAGED, attempts: 1 },
        { id: 'item-2', url: 'https://good.example/', status: 'completed', analysisId: GOOD, attempts: 1 },
      ],
    };
    await writeFile(path.join(dir, 'db.json'), JSON.stringify(db));

    const server = await startTestServer({ DATA_DIR: dir, ...FAULT_ADMIN });
    cleanups.push(server.close);
    const admin = await adminSession(server.url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);
    const expectDamaged = async (response: Response, what: string) => {
      expect(response.status, what).toBe(410);
      expect(await response.json(), what).toEqual({ message: DAMAGED_REPORT_MESSAGE });
    };

    // Asked again and again, it answers the same, and the server stays up.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expectDamaged(await fetch(`${server.url}/api/analysis/${DAMAGED}/results`), 'results');
    }
    await expectDamaged(await fetch(`${server.url}/api/results/broken`), 'shared report');
    await expectDamaged(await fetch(`${server.url}/api/v/broken`), 'vanity link');
    await expectDamaged(
      await fetch(`${server.url}/api/analysis/${DAMAGED}/share`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"companyName":"Again"}',
      }),
      'new share',
    );
    await expectDamaged(await admin.api('/vanity', { method: 'POST', body: { vanityPath: 'another', analysisId: DAMAGED } }), 'new vanity link');

    // The batch download names the damaged row and still lists the good one.
    const csv = await admin.api('/batch/b0000000-0000-4000-8000-000000000001/results.csv');
    expect(csv.status).toBe(200);
    const rows = Papa.parse<string[]>((await csv.text()).trim()).data;
    expect(rows[1]).toEqual(['https://damaged.example/', '', 'completed', '', '', '', `${server.url}/results/${DAMAGED}`, DAMAGED_REPORT_MESSAGE]);
    expect(rows[2]!.slice(0, 4)).toEqual(['https://good.example/', '', 'completed', 'Guided']);

    expect((await fetch(`${server.url}/api/analysis/${GOOD}/results`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/analysis/${DAMAGED}/status`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('a file that is valid JSON but not a result is damaged too, not a validation error of the client', async () => {
    const dir = await seededDataDir();
    await writeFile(path.join(dir, 'analyses', `${DAMAGED}.json`), '{"hello":"world"}');
    const server = await startTestServer({ DATA_DIR: dir });
    cleanups.push(server.close);
    const response = await fetch(`${server.url}/api/analysis/${DAMAGED}/results`);
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({ message: DAMAGED_REPORT_MESSAGE });
  });
});
