import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchCreateResponseSchema, watchDetailSchema } from '../../../engine/contract/watches.ts';
import { type ChangingSite, startChangingSite } from '../../../test-support/fixture-sites/changing-site.ts';
import { pollFor } from '../../../test-support/poll.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import type { AnalysisRecord } from '../../src/store/db-schema.ts';
import { adminSession } from '../support/admin-session.ts';
import { sharedTestCluster, stopSharedTestCluster } from '../support/postgres-cluster.ts';
import type { SpawnedServer } from '../support/spawn-server.ts';
import { FAULT_ADMIN, ServerProcesses } from './server-process.ts';

/**
 * Issue #26 with DATABASE_URL: two server processes on one database, both up when a
 * watch's slot is due (it came while both were down), both arm it at start. The slot
 * runs once: one run, one analysis.
 */

const processes = new ServerProcesses();
let site: ChangingSite;
let databaseUrl: string;
let db: pg.Pool;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  site = await startChangingSite();
  databaseUrl = await (await sharedTestCluster()).createDatabase();
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
});
afterAll(async () => {
  await processes.stopAll();
  await db?.end();
  await site?.close();
  for (const cleanup of cleanups) await cleanup();
  await stopSharedTestCluster();
});

async function start(): Promise<SpawnedServer> {
  const data = await makeTempDir('oa-watch-two-');
  cleanups.push(data.remove);
  return processes.start({ DATABASE_URL: databaseUrl, DATA_DIR: data.dir, ALLOW_PRIVATE_NETWORK: 'true', ANALYSIS_CONCURRENCY: '2', BROWSER_RENDERING: 'off' });
}

describe('a watch on two processes sharing one PostgreSQL database', () => {
  it('runs a due slot once', { timeout: 120_000 }, async () => {
    const [first, second] = await Promise.all([start(), start()]);
    const admin = await adminSession(first.url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);
    const { watchId } = watchCreateResponseSchema.parse(
      await (await admin.api('/watches', { method: 'POST', body: { url: site.url, schedule: 'daily' } })).json(),
    );
    await Promise.all([first.stop(), second.stop()]);
    // The slot came and went while both were down.
    const slot = new Date(Date.now() - 3600_000).toISOString();
    await db.query("UPDATE watches SET record = jsonb_set(record, '{nextRunAt}', to_jsonb($2::text)) WHERE id = $1", [watchId, slot]);

    const both = await Promise.all([start(), start()]);
    const other = await adminSession(both[1].url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);
    const detail = async () => watchDetailSchema.parse(await (await other.api(`/watches/${watchId}`)).json());
    await pollFor('the due run to end', async () => ((await detail()).runs.some((run) => run.status === 'completed') ? true : undefined), 60_000);
    // Time for a second run, were there one: both processes' workers poll every second.
    await new Promise((resolve) => setTimeout(resolve, 4000));

    const { runs, nextRunAt } = await detail();
    expect(runs.map((run) => [run.trigger, run.status])).toEqual([['schedule', 'completed']]);
    expect(Date.parse(nextRunAt)).toBeGreaterThan(Date.now());
    const { rows } = await db.query<{ record: AnalysisRecord }>("SELECT record FROM analyses WHERE record->>'watchId' = $1", [watchId]);
    expect(rows.map((row) => row.record.id)).toEqual([runs[0]!.analysisId]);
  });
});
