import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisStatusSchema } from '../../../engine/contract/analysis.ts';
import {
  type WatchDetail,
  watchCreateResponseSchema,
  watchDetailSchema,
  watchRunResponseSchema,
  webhookPayloadSchema,
} from '../../../engine/contract/watches.ts';
import { type ChangingSite, startChangingSite } from '../../../test-support/fixture-sites/changing-site.ts';
import { pollFor } from '../../../test-support/poll.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import type { DbData } from '../../src/store/db-schema.ts';
import { adminSession } from '../support/admin-session.ts';
import type { SpawnedServer } from '../support/spawn-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { FAULT_ADMIN, ServerProcesses } from './server-process.ts';

/**
 * Issue #26 with the embedded store and real server processes: a slot missed while the
 * server was down runs once when it starts again, and a scheduled run whose process is
 * killed with SIGKILL mid-analysis is finished after the restart, alert and webhook
 * included, under the same analysis, and not run a second time.
 */

/** Each page of the watched site takes this long, so the kill lands while its analysis runs. */
const SLOW_PAGE_MS = 500;
const DAYS_AGO = new Date(Date.now() - 3 * 24 * 3600_000).toISOString();

const processes = new ServerProcesses();
let site: ChangingSite;
/** Another host (scheduled runs of one host start a minute apart, and the first test's runs just before the second's). */
let otherSite: ChangingSite;
let receiver: WebhookReceiver;
let dataDir: { dir: string; remove: () => Promise<void> };

beforeAll(async () => {
  site = await startChangingSite({ pageDelayMs: SLOW_PAGE_MS });
  otherSite = await startChangingSite({ host: '127.0.0.2' });
  receiver = await startWebhookReceiver();
  dataDir = await makeTempDir('oa-watch-restarts-');
});
afterAll(async () => {
  await processes.stopAll();
  await Promise.all([site?.close(), otherSite?.close(), receiver?.close()]);
  await dataDir?.remove();
});

const start = () => processes.start({ DATA_DIR: dataDir.dir, ALLOW_PRIVATE_NETWORK: 'true', ANALYSIS_CONCURRENCY: '1', BROWSER_RENDERING: 'off' });

async function session(server: SpawnedServer) {
  return adminSession(server.url, FAULT_ADMIN.ADMIN_USERNAME, FAULT_ADMIN.ADMIN_PASSWORD);
}

async function detail(server: SpawnedServer, watchId: string): Promise<WatchDetail> {
  return watchDetailSchema.parse(await (await (await session(server)).api(`/watches/${watchId}`)).json());
}

/** The slot the watch waits for, moved days back while no process is running: as if the server had been down over it. */
async function missSlot(watchId: string): Promise<void> {
  const file = path.join(dataDir.dir, 'db.json');
  const db = JSON.parse(await readFile(file, 'utf8')) as DbData;
  db.watches[watchId]!.nextRunAt = DAYS_AGO;
  await writeFile(file, JSON.stringify(db));
}

describe('watches across restarts (embedded store)', () => {
  let server: SpawnedServer;

  it('run a slot missed while the server was down once, at start', { timeout: 90_000 }, async () => {
    server = await start();
    const admin = await session(server);
    const { watchId } = watchCreateResponseSchema.parse(
      await (await admin.api('/watches', { method: 'POST', body: { url: otherSite.url, schedule: 'daily' } })).json(),
    );
    await server.stop();
    await missSlot(watchId);

    server = await start();
    const run = await pollFor('the missed run', async () => (await detail(server, watchId)).runs.find((one) => one.status === 'completed'), 60_000);
    expect(run.trigger).toBe('schedule');
    // Only the last missed slot ran, and the next is in the future: nothing else is due.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const watch = await detail(server, watchId);
    expect(watch.runs).toHaveLength(1);
    expect(Date.parse(watch.nextRunAt)).toBeGreaterThan(Date.now());
  });

  it('lose nothing when the process is killed during a scheduled run: the run, its alert and its webhook', { timeout: 150_000 }, async () => {
    const admin = await session(server);
    const created = watchCreateResponseSchema.parse(
      await (await admin.api('/watches', { method: 'POST', body: { url: site.url, schedule: 'weekly', webhookUrl: receiver.url('/hook') } })).json(),
    );
    // The site's report before the change: the one the scheduled run is compared with.
    const baseline = watchRunResponseSchema.parse(await (await admin.api(`/watches/${created.watchId}/run`, { method: 'POST' })).json());
    await pollFor('the first run', async () => (await detail(server, created.watchId)).runs.find((run) => run.status === 'completed'), 60_000);
    await site.change();
    await server.stop();
    await missSlot(created.watchId);

    server = await start();
    const scheduled = await pollFor(
      'the scheduled run to be analysing',
      async () => {
        const run = (await detail(server, created.watchId)).runs.find((one) => one.trigger === 'schedule');
        if (!run) return undefined;
        const status = analysisStatusSchema.parse(await (await fetch(`${server.url}/api/analysis/${run.analysisId}/status`)).json());
        return status.status === 'running' ? run : undefined;
      },
      60_000,
      50,
    );
    await processes.killHard(server);

    server = await start();
    const finished = await pollFor(
      'the scheduled run to end',
      async () => (await detail(server, created.watchId)).runs.find((run) => run.id === scheduled.id && run.status !== 'running'),
      90_000,
    );
    expect(finished).toMatchObject({ status: 'completed', trigger: 'schedule', analysisId: scheduled.analysisId });
    expect(finished.alertId).toBeDefined();
    const [delivery] = await pollFor('the webhook', async () => (receiver.to('/hook').length > 0 ? receiver.to('/hook') : undefined), 30_000);
    const payload = webhookPayloadSchema.parse(JSON.parse(delivery!.body));
    expect(payload).toMatchObject({ analysisId: scheduled.analysisId, previousAnalysisId: baseline.analysisId });
    expect(payload.lost).toContainEqual({ id: 'live-chat', title: 'Live chat' });

    // Nothing ran twice: the baseline and the one scheduled run, one webhook.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const watch = await detail(server, created.watchId);
    expect(watch.runs.map((run) => run.trigger).sort()).toEqual(['manual', 'schedule']);
    expect(receiver.to('/hook')).toHaveLength(1);
  });
});
