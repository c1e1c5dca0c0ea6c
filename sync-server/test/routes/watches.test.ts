import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisChangesSchema } from '../../../engine/contract/changes.ts';
import {
  alertListResponseSchema,
  watchCreateResponseSchema,
  watchDetailSchema,
  watchListResponseSchema,
  watchRunResponseSchema,
  webhookPayloadSchema,
} from '../../../engine/contract/watches.ts';
import { type ChangingSite, startChangingSite } from '../../../test-support/fixture-sites/changing-site.ts';
import { type MisbehavingServer, startMisbehavingServer } from '../../../test-support/fixture-sites/misbehaving-server.ts';
import { pollFor, pollUntilSettled } from '../../../test-support/poll.ts';
import { type AdminSession, adminSession } from '../support/admin-session.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

/**
 * Issue #26 over real HTTP: watches of fixture sites on loopback whose pages change
 * between runs, a webhook receiver on loopback, and private networks refused except for
 * exactly those (ALLOW_PRIVATE_HOSTS), so a webhook to any other loopback port is refused
 * as the crawler would refuse it.
 */

/** The first webhook retry's wait in these tests; each next one doubles. */
const RETRY_BASE_MS = 300;
const PASSWORD = 'watches-test-password';
const HOST_SPACING_MS = 1500;

let server: TestServer;
let admin: AdminSession;
let site: ChangingSite;
let flakySite: ChangingSite;
let downSite: ChangingSite;
let slowSite: MisbehavingServer;
let receiver: WebhookReceiver;

beforeAll(async () => {
  [site, flakySite, downSite] = await Promise.all([startChangingSite(), startChangingSite(), startChangingSite()]);
  slowSite = await startMisbehavingServer({ pageDelayMs: 1500 });
  // /flaky fails twice and then takes the alert; /down never does.
  receiver = await startWebhookReceiver((path, nth) => (path === '/down' ? 503 : path === '/flaky' && nth <= 2 ? 500 : 204));
  const allowed = [site.url, flakySite.url, downSite.url, slowSite.url('/')].map((url) => new URL(url).host);
  server = await startTestServer(
    {
      ADMIN_PASSWORD: PASSWORD,
      ANALYSIS_CONCURRENCY: '2',
      ALLOW_PRIVATE_NETWORK: 'false',
      ALLOW_PRIVATE_HOSTS: [...allowed, receiver.hostPort].join(','),
    },
    { watchTiming: { allowSeconds: true, hostSpacingMs: HOST_SPACING_MS, retryBaseMs: RETRY_BASE_MS, sweepIntervalMs: 1000, webhookTimeoutMs: 3000 } },
  );
  admin = await adminSession(server.url, 'admin', PASSWORD);
});

afterAll(async () => {
  await server?.close();
  await Promise.all([site?.close(), flakySite?.close(), downSite?.close(), slowSite?.close(), receiver?.close()]);
});

async function createWatch(body: Record<string, unknown>) {
  const response = await admin.api('/watches', { method: 'POST', body });
  expect(response.status, await response.clone().text()).toBe(201);
  return watchCreateResponseSchema.parse(await response.json());
}

async function detail(watchId: string) {
  const response = await admin.api(`/watches/${watchId}`);
  expect(response.status).toBe(200);
  return watchDetailSchema.parse(await response.json());
}

/** Run now, and wait until the run has ended (its analysis settled and the run finished). */
async function runToEnd(watchId: string) {
  const response = await admin.api(`/watches/${watchId}/run`, { method: 'POST' });
  expect(response.status, await response.clone().text()).toBe(202);
  const { analysisId } = watchRunResponseSchema.parse(await response.json());
  expect((await pollUntilSettled(server.url, analysisId)).at(-1)?.status).toBe('completed');
  return pollFor(`the run of ${analysisId} to end`, async () => {
    const run = (await detail(watchId)).runs.find((candidate) => candidate.analysisId === analysisId);
    return run && run.status !== 'running' ? run : undefined;
  });
}

async function alertsOf(watchId: string) {
  return alertListResponseSchema.parse(await (await admin.api(`/alerts?watchId=${watchId}`)).json());
}

function verifies(body: string, signature: string | string[] | undefined, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const given = Buffer.from(String(signature));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('watches', () => {
  it('raise an alert when the second run finds the site worse, deliver it signed, and carry it in the feed', async () => {
    const created = await createWatch({ url: `${site.url}/`, schedule: 'daily', timeZone: 'Europe/Berlin', webhookUrl: receiver.url('/hook') });
    expect(created.feedUrl).toMatch(new RegExp(`^${server.url}/api/watches/${created.watchId}/feed\\.atom\\?key=[\\w-]{32}$`));

    const listed = watchListResponseSchema.parse(await (await admin.api('/watches')).json()).find((watch) => watch.id === created.watchId)!;
    expect(listed).toMatchObject({ schedule: 'daily', timeZone: 'Europe/Berlin', alertOn: ['level-drop', 'signal-lost'], alertCount: 0, scores: [] });
    expect(listed.cron).toMatch(/^\d{1,2} [1-6] \* \* \*$/);
    expect(Date.parse(listed.nextRunAt)).toBeGreaterThan(Date.now());

    // The first run has nothing to compare with: no alert.
    const first = await runToEnd(created.watchId);
    expect(first).toMatchObject({ status: 'completed', trigger: 'manual' });
    expect(first.alertId).toBeUndefined();
    expect(await alertsOf(created.watchId)).toEqual([]);

    // The owner removed the chat widget (and added a free trial).
    await site.change();
    const second = await runToEnd(created.watchId);
    expect(second.alertId).toBeDefined();

    // The run is an ordinary analysis in the site's history: "what changed" compares it with the first.
    const changes = analysisChangesSchema.parse(await (await fetch(`${server.url}/api/analysis/${second.analysisId}/changes`)).json());
    expect(changes.previous?.analysisId).toBe(first.analysisId);
    const [alert] = await alertsOf(created.watchId);
    expect(alert).toMatchObject({
      id: second.alertId,
      watchId: created.watchId,
      analysisId: second.analysisId,
      previousAnalysisId: first.analysisId,
      reasons: ['signal-lost'],
      score: { from: changes.previous!.score, to: changes.previous!.score + changes.scoreDelta },
    });
    expect(alert!.lost).toContainEqual({ id: 'live-chat', title: 'Live chat' });
    expect(alert!.lost.map((signal) => signal.id)).toEqual(changes.lost.map((signal) => signal.id));
    expect(alert!.gained.map((signal) => signal.id)).toEqual(changes.gained.map((signal) => signal.id));

    // The webhook: one signed POST, with the alert's payload.
    const [delivered] = await pollFor('the webhook', async () => (receiver.to('/hook').length > 0 ? receiver.to('/hook') : undefined));
    expect(receiver.to('/hook')).toHaveLength(1);
    expect(delivered!.headers['content-type']).toBe('application/json');
    expect(verifies(delivered!.body, delivered!.headers['x-signature-256'], created.webhookSecret)).toBe(true);
    expect(verifies(`${delivered!.body} `, delivered!.headers['x-signature-256'], created.webhookSecret)).toBe(false);
    const payload = webhookPayloadSchema.parse(JSON.parse(delivered!.body));
    expect(payload).toMatchObject({
      watchId: created.watchId,
      url: `${site.url}/`,
      analysisId: second.analysisId,
      previousAnalysisId: first.analysisId,
      level: alert!.level,
      lost: alert!.lost,
      gained: alert!.gained,
      reportUrl: `${server.url}/results/${second.analysisId}`,
      changesUrl: `${server.url}/api/analysis/${second.analysisId}/changes`,
    });
    const watch = await pollFor('the delivery to be recorded', async () => {
      const current = await detail(created.watchId);
      return current.deliveries[0]?.status === 204 ? current : undefined;
    });
    expect(watch.deliveries).toEqual([expect.objectContaining({ attempt: 1, ok: true, status: 204, deliveryId: delivered!.headers['x-delivery-id'] })]);
    expect(watch.webhookSecret).toBe(created.webhookSecret);
    expect(watch.lastRun).toMatchObject({ analysisId: second.analysisId, alertId: second.alertId });
    expect(watch.scores.map((point) => point.analysisId)).toEqual([first.analysisId, second.analysisId]);
    expect((await alertsOf(created.watchId))[0]?.delivery).toEqual({ status: 'delivered', attempts: 1 });

    // The feed, without a token; a wrong or missing key finds nothing.
    const feed = await fetch(created.feedUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await feed.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(`<id>tag:onboarding-analyzer,2026:alert:${second.alertId}</id>`);
    expect(xml).toMatch(/<title>Lost [^<]*Live chat/);
    expect(xml).toContain(`href="${server.url}/results/${second.analysisId}"`);
    expect((await fetch(created.feedUrl.replace(/key=[^&]+/, 'key=wrong'))).status).toBe(404);
    expect((await fetch(`${server.url}/api/watches/${created.watchId}/feed.atom`)).status).toBe(404);

    // Unchanged since: a third run raises nothing.
    expect((await runToEnd(created.watchId)).alertId).toBeUndefined();
    expect(await alertsOf(created.watchId)).toHaveLength(1);
  });

  it('try a failing receiver again with backoff, record every try, and give up after five', async () => {
    const flaky = await createWatch({ url: flakySite.url, schedule: 'weekly', webhookUrl: receiver.url('/flaky') });
    const down = await createWatch({ url: downSite.url, schedule: 'weekly', webhookUrl: receiver.url('/down') });
    await Promise.all([runToEnd(flaky.watchId), runToEnd(down.watchId)]);
    await Promise.all([flakySite.change(), downSite.change()]);
    await Promise.all([runToEnd(flaky.watchId), runToEnd(down.watchId)]);

    const flakyTries = await pollFor('the third try', async () => {
      const { deliveries } = await detail(flaky.watchId);
      return deliveries.some((delivery) => delivery.ok) ? deliveries : undefined;
    });
    expect(flakyTries.map((delivery) => [delivery.attempt, delivery.status, delivery.ok])).toEqual([
      [3, 204, true],
      [2, 500, false],
      [1, 500, false],
    ]);
    // One delivery, tried three times: the same id each time, so the receiver can tell a retry.
    expect(new Set(receiver.to('/flaky').map((request) => request.headers['x-delivery-id'])).size).toBe(1);
    const [first, second, third] = receiver.to('/flaky').map((request) => request.at);
    // Backoff: the second try waits at least the base delay, the third at least twice it (load only ever adds to a wait, so a lower bound cannot flake).
    expect(second! - first!).toBeGreaterThanOrEqual(RETRY_BASE_MS);
    expect(third! - second!).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS);

    const downTries = await pollFor('the last try', async () => {
      const [alert] = await alertsOf(down.watchId);
      return alert?.delivery?.status === 'failed' ? (await detail(down.watchId)).deliveries : undefined;
    });
    expect(downTries.map((delivery) => delivery.attempt)).toEqual([5, 4, 3, 2, 1]);
    expect(downTries.every((delivery) => delivery.status === 503 && delivery.error === 'The receiver answered 503')).toBe(true);
    expect(receiver.to('/down')).toHaveLength(5);
  });

  it('run on their schedule, spread the runs of one host, and move the next run on', async () => {
    const every2s = { url: `${site.url}/?watch=schedule`, schedule: '*/2 * * * * *' };
    const [a, b] = [await createWatch(every2s), await createWatch({ ...every2s, url: `${site.url}/pricing-watch` })];
    const [runA, runB] = await Promise.all(
      [a, b].map((created) => pollFor('a scheduled run', async () => (await detail(created.watchId)).runs.find((run) => run.trigger === 'schedule'), 20_000)),
    );
    // Both came due in the same second; the second of the host waited its turn.
    expect(Math.abs(Date.parse(runA!.startedAt) - Date.parse(runB!.startedAt))).toBeGreaterThanOrEqual(HOST_SPACING_MS);
    expect(Date.parse((await detail(a.watchId)).nextRunAt)).toBeGreaterThan(Date.parse(runA!.startedAt));
    for (const created of [a, b]) expect((await admin.api(`/watches/${created.watchId}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('never run one watch twice at once', async () => {
    const created = await createWatch({ url: slowSite.url('/site/'), schedule: 'weekly' });
    expect((await admin.api(`/watches/${created.watchId}/run`, { method: 'POST' })).status).toBe(202);
    const again = await admin.api(`/watches/${created.watchId}/run`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: expect.stringMatching(/running already/) });
  });

  it('change and delete a watch; its schedule is computed again', async () => {
    const created = await createWatch({ url: site.url, schedule: 'daily' });
    const patched = await admin.api(`/watches/${created.watchId}`, {
      method: 'PATCH',
      body: { schedule: '30 9 * * 1-5', timeZone: 'America/New_York', alertOn: ['any-change'] },
    });
    expect(patched.status).toBe(200);
    const watch = watchDetailSchema.parse(await patched.json());
    expect(watch).toMatchObject({ schedule: '30 9 * * 1-5', cron: '30 9 * * 1-5', timeZone: 'America/New_York', alertOn: ['any-change'] });
    const next = new Date(watch.nextRunAt);
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: 'numeric', hour12: false }).format(next)).toBe('09:30');

    expect((await admin.api(`/watches/${created.watchId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await admin.api(`/watches/${created.watchId}`)).status).toBe(404);
    expect((await admin.api(`/watches/${created.watchId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await admin.api(`/watches/${created.watchId}/run`, { method: 'POST' })).status).toBe(404);
  });

  it('refuse bad input with 400 and a message: unknown schedules, cron that never fires, private webhook addresses', async () => {
    const base = { url: site.url, schedule: 'daily' };
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ ...base, schedule: 'hourly' }, /^Unknown schedule/],
      [{ ...base, schedule: '@daily' }, /^Unknown schedule/],
      [{ ...base, schedule: '61 * * * *' }, /^Unknown schedule/],
      [{ ...base, schedule: '0 0 30 2 *' }, /^This cron expression never fires/],
      [{ ...base, timeZone: 'Mars/Olympus_Mons' }, /^Unknown time zone/],
      [{ ...base, alertOn: [] }, /^Choose at least one/],
      [{ ...base, alertOn: ['price-change'] }, /alertOn/],
      [{ ...base, webhookUrl: 'ftp://hooks.example/' }, /http or https/],
      // Loopback, but not the one port ALLOW_PRIVATE_HOSTS names.
      [{ ...base, webhookUrl: 'http://127.0.0.1:9/hook' }, /^The webhook URL is refused: 127\.0\.0\.1 is a loopback address/],
      [{ ...base, webhookUrl: 'http://10.0.0.5/hook' }, /private network address; webhooks are sent to public addresses only\.$/],
      [{ ...base, webhookUrl: 'http://169.254.169.254/latest/meta-data' }, /cloud metadata/],
      [{ ...base, webhookUrl: 'http://[::ffff:127.0.0.1]:80/' }, /loopback/],
      [{ ...base, webhookUrl: 'http://user:pass@hooks.example/' }, /user name or password/],
      [{ schedule: 'daily' }, /Website URL is required/],
    ];
    for (const [body, message] of refusals) {
      const response = await admin.api('/watches', { method: 'POST', body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message, JSON.stringify(body)).toMatch(message);
    }
    // A private site is refused like an analysis of it.
    expect((await admin.api('/watches', { method: 'POST', body: { ...base, url: 'http://127.0.0.1:9/' } })).status).toBe(422);

    const created = await createWatch(base);
    const patch = await admin.api(`/watches/${created.watchId}`, { method: 'PATCH', body: { webhookUrl: 'http://192.168.1.1/hook' } });
    expect(patch.status).toBe(400);
    expect(await patch.json()).toEqual({ message: expect.stringMatching(/^The webhook URL is refused: 192\.168\.1\.1 is a private network address/) });
    expect((await detail(created.watchId)).webhookUrl).toBeUndefined();
    expect((await admin.api(`/watches/${created.watchId}`, { method: 'PATCH', body: { colour: 'red' } })).status).toBe(400);
    expect((await admin.api('/alerts?limit=0')).status).toBe(400);
  });

  it('are for admins only, but for the feed', async () => {
    for (const [path, method] of [
      ['/watches', 'GET'],
      ['/watches', 'POST'],
      ['/alerts', 'GET'],
      ['/watches/x/run', 'POST'],
      ['/watches/x', 'PATCH'],
    ] as const) {
      expect((await admin.api(path, { method, token: null })).status, `${method} ${path}`).toBe(401);
    }
  });
});
