import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../../../engine/analysis/analyze.ts';
import { batchCreateResponseSchema, batchJobDetailSchema } from '../../../engine/contract/batch.ts';
import { analysisChangesSchema } from '../../../engine/contract/changes.ts';
import { alertListResponseSchema, watchCreateResponseSchema, watchDetailSchema, watchRunResponseSchema } from '../../../engine/contract/watches.ts';
import { type ChangingSite, startChangingSite } from '../../../test-support/fixture-sites/changing-site.ts';
import { pollFor, pollUntilSettled } from '../../../test-support/poll.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import type { EngineTestVariant } from '../../src/pool/engine-in-use.ts';
import { type AdminSession, adminSession, waitForBatch } from '../support/admin-session.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

/**
 * Issue #30's "Done when": a watch on a site whose pages do not change, run once, then
 * again after an engine change that drops a signal, sends no alert and records that the
 * engine changed; once the site itself loses its chat widget, the next run alerts. The
 * engine change is staged by restarting the server on the same data with a test-only
 * variant of the engine (another version, the demo-request detector silenced): what a
 * deploy of a new engine does to a running product.
 */
const PASSWORD = 'engine-change-password';
const DAY_MS = 24 * 60 * 60 * 1000;
const NEWER_ENGINE: EngineTestVariant = { version: '99.0.0-test', silencedSignals: ['demo-request'] };

let site: ChangingSite;
let receiver: WebhookReceiver;
let data: Awaited<ReturnType<typeof makeTempDir>>;
let server: TestServer | undefined;
let admin: AdminSession;

beforeEach(async () => {
  site = await startChangingSite();
  receiver = await startWebhookReceiver();
  data = await makeTempDir('oa-engine-change-');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await Promise.all([site.close(), receiver.close()]);
  await data.remove();
});
afterAll(async () => {
  await server?.close();
});

/** The server on this test's data, with this build's engine or the newer one. */
async function serve(engine?: EngineTestVariant): Promise<TestServer> {
  await server?.close();
  server = await startTestServer({ ADMIN_PASSWORD: PASSWORD, DATA_DIR: data.dir, ANALYSIS_CONCURRENCY: '1' }, engine ? { engineTestVariant: engine } : {});
  admin = await adminSession(server.url, 'admin', PASSWORD);
  return server;
}

async function watchSite(): Promise<string> {
  const response = await admin.api('/watches', { method: 'POST', body: { url: `${site.url}/`, schedule: 'weekly', webhookUrl: receiver.url('/hook') } });
  expect(response.status).toBe(201);
  return watchCreateResponseSchema.parse(await response.json()).watchId;
}

async function runToEnd(watchId: string) {
  const response = await admin.api(`/watches/${watchId}/run`, { method: 'POST' });
  expect(response.status, await response.clone().text()).toBe(202);
  const { analysisId } = watchRunResponseSchema.parse(await response.json());
  expect((await pollUntilSettled(server!.url, analysisId)).at(-1)?.status).toBe('completed');
  return pollFor(`the run of ${analysisId} to end`, async () => {
    const detail = watchDetailSchema.parse(await (await admin.api(`/watches/${watchId}`)).json());
    const run = detail.runs.find((candidate) => candidate.analysisId === analysisId);
    return run && run.status !== 'running' ? { run, detail } : undefined;
  });
}

const alertsOf = async (watchId: string) => alertListResponseSchema.parse(await (await admin.api(`/alerts?watchId=${watchId}`)).json());
const changesOf = async (analysisId: string) => analysisChangesSchema.parse(await (await fetch(`${server!.url}/api/analysis/${analysisId}/changes`)).json());

/** The webhook is called for a real alert, soon after its run: wait for it, then say what came. */
const deliveredSoon = (count: number) => pollFor(`${count} webhook calls`, async () => (receiver.received.length >= count ? receiver.received : undefined));

// Each test starts the server two or three times and runs three analyses: on PostgreSQL (pg-boss) on a busy machine, more than 30 s.
describe('an engine change between two runs of a watch', { timeout: 180_000 }, () => {
  it('with the earlier pages kept: scores them again, finds nothing changed, alerts nobody, then alerts when the site loses its chat', async () => {
    await serve();
    const watchId = await watchSite();
    const first = await runToEnd(watchId);
    expect(first.run).toMatchObject({ status: 'completed', engineVersion: ENGINE_VERSION });

    await serve(NEWER_ENGINE);
    const second = await runToEnd(watchId);
    expect(second.run).toMatchObject({
      status: 'completed',
      engineVersion: NEWER_ENGINE.version,
      engineChanged: { from: ENGINE_VERSION, to: NEWER_ENGINE.version, rescored: true },
    });
    expect(second.run.alertId).toBeUndefined();
    expect(await alertsOf(watchId)).toEqual([]);
    // "What changed" compares with the first run's pages as the newer engine reads them: nothing did.
    const changes = await changesOf(second.run.analysisId);
    expect(changes).toMatchObject({ engineChanged: { rescored: true }, lost: [], gained: [], scoreDelta: 0, levelChanged: false });
    const rescoredPrevious = changes.previous!.analysisId;
    expect(rescoredPrevious).not.toBe(first.run.analysisId);
    expect(await (await fetch(`${server!.url}/api/analysis/${rescoredPrevious}/results`)).json()).toMatchObject({
      rescoredFrom: first.run.analysisId,
      engineVersion: NEWER_ENGINE.version,
    });

    await site.change();
    const third = await runToEnd(watchId);
    expect(third.run.engineChanged).toBeUndefined();
    const [alert] = await alertsOf(watchId);
    expect(alert).toMatchObject({ reasons: ['signal-lost'], analysisId: third.run.analysisId });
    expect(alert!.lost.map((signal) => signal.id)).toContain('live-chat');
    expect(alert!.notAlerted).toBeUndefined();
    const [delivered] = await deliveredSoon(1);
    expect(JSON.parse(delivered!.body)).toMatchObject({ reasons: ['signal-lost'], analysisId: third.run.analysisId });
    expect(third.detail.alertCount).toBe(1);
  });

  it('with the earlier pages gone: records "engine changed, not alerted" for what the engine alone explains, then alerts when the site loses its chat', async () => {
    await serve();
    const watchId = await watchSite();
    const first = await runToEnd(watchId);
    // 31 days on, the retention sweep has deleted the first run's pages.
    expect(await server!.services.sweepStoredPages(new Date(Date.now() + 31 * DAY_MS))).toBe(1);

    await serve(NEWER_ENGINE);
    const second = await runToEnd(watchId);
    expect(second.run).toMatchObject({
      engineVersion: NEWER_ENGINE.version,
      engineChanged: { from: ENGINE_VERSION, to: NEWER_ENGINE.version, rescored: false },
    });
    const changes = await changesOf(second.run.analysisId);
    // Compared as they are, the newer engine no longer sees the demo request the older one quoted...
    expect(changes.previous!.analysisId).toBe(first.run.analysisId);
    expect(changes.lost.map((signal) => signal.id)).toContain('demo-request');
    // ...and the answer says the engine's detector of it moved.
    expect(changes.engineChanged!.moved!.signals).toContain('demo-request');

    const [record] = await alertsOf(watchId);
    expect(record).toMatchObject({
      analysisId: second.run.analysisId,
      reasons: [],
      notAlerted: ['signal-lost'],
      engineChanged: { from: ENGINE_VERSION, to: NEWER_ENGINE.version, rescored: false },
    });
    expect(record!.delivery).toBeUndefined();
    expect(second.detail.alertCount).toBe(0);
    // The feed's address names the origin the watch was saved at: the server before the restart.
    const feedUrl = new URL(second.detail.feedUrl);
    const feed = await (await fetch(`${server!.url}${feedUrl.pathname}${feedUrl.search}`)).text();
    expect(feed).toContain('<feed');
    expect(feed).not.toContain('<entry>');

    await site.change();
    const third = await runToEnd(watchId);
    const alerts = await alertsOf(watchId);
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toMatchObject({ reasons: ['signal-lost'], analysisId: third.run.analysisId });
    expect(alerts[0]!.lost.map((signal) => signal.id)).toContain('live-chat');
    const delivered = await deliveredSoon(1);
    // The one webhook call is the chat's loss: the engine's change sent nothing.
    expect(delivered.map((call) => (JSON.parse(call.body) as { analysisId: string }).analysisId)).toEqual([third.run.analysisId]);
    expect(third.detail.alertCount).toBe(1);
  });

  it('lets a batch run again compare each site with its earlier report as the newer engine reads it', async () => {
    await serve();
    const created = await admin.api('/batch/csv', { method: 'POST', body: { csvContent: `${site.url}/` } });
    const { batchId } = batchCreateResponseSchema.parse(await created.json());
    await waitForBatch(admin, batchId);

    await serve(NEWER_ENGINE);
    const again = await admin.api(`/batch/${batchId}/run-again`, { method: 'POST' });
    expect(again.status, await again.clone().text()).toBeLessThan(300);
    const { batchId: secondId } = batchCreateResponseSchema.parse(await again.json());
    const detail = batchJobDetailSchema.parse(await waitForBatch(admin, secondId));
    expect(detail.results[0]).toMatchObject({
      status: 'completed',
      change: { scoreDelta: 0, levelChanged: false, engineChanged: { from: ENGINE_VERSION, to: NEWER_ENGINE.version, rescored: true } },
    });
  });
});
