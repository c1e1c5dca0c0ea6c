import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AlertRecord, DeliveryRecord, WatchRecord } from '../../src/store/db-schema.ts';
import type { NewWatchRun, ScheduledClaim, WatchRepository } from '../../src/store/repositories.ts';
import { type OpenedStore, STORE_KINDS } from '../support/store-kinds.ts';

const T0 = '2026-11-23T10:00:00.000Z';
const T1 = '2026-11-23T10:01:00.000Z';
const T2 = '2026-11-23T10:02:00.000Z';
const TOMORROW = '2026-11-24T10:00:00.000Z';

function watch(id: string, overrides: Partial<WatchRecord> = {}): WatchRecord {
  return {
    id,
    url: 'https://acme.io/',
    host: 'acme.io',
    schedule: 'daily',
    cron: '17 3 * * *',
    timeZone: 'UTC',
    alertOn: ['level-drop', 'signal-lost'],
    webhookSecret: 'secret',
    feedKey: `feed-${id}`,
    appOrigin: 'https://app.example',
    createdAt: T0,
    updatedAt: T0,
    nextRunAt: T1,
    ...overrides,
  };
}

const newRun = (id: string, startedAt = T1, trigger: NewWatchRun['trigger'] = 'schedule'): NewWatchRun => ({
  id,
  analysisId: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  trigger,
  startedAt,
});

const claim = (watchId: string, run: NewWatchRun, slot = T1, hostSpacingMs = 0): ScheduledClaim => ({ watchId, slot, nextRunAt: TOMORROW, run, hostSpacingMs });

function alertFor(watchId: string, runId: string, analysisId: string, createdAt = T2, withDelivery = true): AlertRecord {
  return {
    id: `alert-${runId}`,
    watchId,
    runId,
    url: 'https://acme.io/',
    analysisId,
    previousAnalysisId: '00000000-0000-4000-8000-0000000000aa',
    createdAt,
    reasons: ['signal-lost'],
    level: { from: 'Guided', to: 'Guided' },
    score: { from: 55, to: 50 },
    lost: [{ id: 'live-chat', title: 'Live chat' }],
    gained: [],
    ...(withDelivery ? { delivery: { deliveryId: `delivery-${runId}`, status: 'pending' as const, attempts: 0, nextAttemptAt: createdAt } } : {}),
  };
}

describe.each(STORE_KINDS)('watches in the $name store', (kind) => {
  let opened: OpenedStore;
  let watches: WatchRepository;

  beforeEach(async () => {
    opened = await kind.open();
    watches = opened.store.watches;
  });
  afterEach(async () => {
    await opened.dispose();
  });

  it('creates, lists newest first, updates and removes watches, and keeps them across a restart', async () => {
    await watches.create(watch('w1'));
    await watches.create(watch('w2', { createdAt: T1, url: 'https://beta.io/', host: 'beta.io' }));
    expect((await watches.list()).map((w) => w.id)).toEqual(['w2', 'w1']);
    expect(await watches.update('w1', (w) => (w.schedule = 'weekly'))).toMatchObject({ id: 'w1', schedule: 'weekly' });
    expect(await watches.update('nothing', (w) => (w.schedule = 'weekly'))).toBeUndefined();

    watches = (await opened.reopen()).watches;
    expect(await watches.get('w1')).toMatchObject({ schedule: 'weekly', feedKey: 'feed-w1' });
    expect(await watches.remove('w1')).toBe(true);
    expect(await watches.remove('w1')).toBe(false);
    expect(await watches.get('w1')).toBeUndefined();
    expect(await watches.get('constructor')).toBeUndefined();
  });

  it('a change that throws leaves the watch as it was', async () => {
    await watches.create(watch('w1'));
    await expect(
      watches.update('w1', (w) => {
        w.schedule = 'weekly';
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await watches.get('w1')).toMatchObject({ schedule: 'daily' });
  });

  it('lets one caller claim a slot, moves the schedule on, and passes over a slot while the last run is under way', async () => {
    await watches.create(watch('w1'));
    const outcomes = await Promise.all([watches.claimScheduledRun(claim('w1', newRun('1'))), watches.claimScheduledRun(claim('w1', newRun('2')))]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['claimed', 'stale']);
    expect(await watches.get('w1')).toMatchObject({ nextRunAt: TOMORROW });
    expect((await watches.runningRuns()).map((run) => run.id)).toHaveLength(1);

    // Its next slot came while the run is still going: no second run, the schedule moves on.
    const busy = await watches.claimScheduledRun({ ...claim('w1', newRun('3', TOMORROW)), slot: TOMORROW, nextRunAt: '2026-11-25T10:00:00.000Z' });
    expect(busy).toMatchObject({ kind: 'busy', watch: { nextRunAt: '2026-11-25T10:00:00.000Z' } });
    expect(await watches.runningRuns()).toHaveLength(1);
    expect(await watches.startManualRun('w1', newRun('4', T2, 'manual'))).toBe('busy');
    expect(await watches.claimScheduledRun(claim('nothing', newRun('5')))).toEqual({ kind: 'stale' });
  });

  it('spreads the runs of one host: a slot that comes too soon after another run of the host is postponed, not consumed', async () => {
    await watches.create(watch('w1'));
    await watches.create(watch('w2'));
    await watches.create(watch('other', { url: 'https://beta.io/', host: 'beta.io' }));
    expect(await watches.claimScheduledRun(claim('w1', newRun('1'), T1, 60_000))).toMatchObject({ kind: 'claimed' });
    const postponed = await watches.claimScheduledRun(claim('w2', newRun('2', '2026-11-23T10:01:20.000Z'), T1, 60_000));
    expect(postponed).toEqual({ kind: 'postponed', until: T2 });
    expect(await watches.get('w2')).toMatchObject({ nextRunAt: T2 });
    // Another host is not held up.
    expect(await watches.claimScheduledRun(claim('other', newRun('3'), T1, 60_000))).toMatchObject({ kind: 'claimed' });
    // At the postponed slot it runs.
    expect(await watches.claimScheduledRun(claim('w2', newRun('4', T2), T2, 60_000))).toMatchObject({ kind: 'claimed' });
  });

  it('lets the watch of a host that has waited longest run first, so a frequent schedule cannot hold another back for ever', async () => {
    const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();
    // A claimed run ends at once: only the host's spacing holds the next one back.
    const every = async (watchId: string, slot: string, startedAt: string, id: string) => {
      const nextRunAt = new Date(Date.parse(slot) + 60_000).toISOString();
      const outcome = await watches.claimScheduledRun({ watchId, slot, nextRunAt, run: newRun(id, startedAt), hostSpacingMs: 60_000 });
      if (outcome.kind === 'claimed') await watches.finishRun(id, { status: 'completed', finishedAt: startedAt });
      return outcome;
    };
    await watches.create(watch('often', { nextRunAt: at(0) }));
    await watches.create(watch('held', { nextRunAt: at(0) }));
    expect(await every('often', at(0), at(0), '1')).toMatchObject({ kind: 'claimed' });
    // Due in the same minute: it waits for the host's spacing, from its slot at 0 s.
    expect(await every('held', at(0), at(0.1), '2')).toEqual({ kind: 'postponed', until: at(60) });
    // The frequent watch's next slot comes first, but the held one has waited longer: the frequent one waits behind it.
    expect(await every('often', at(60), at(60), '3')).toEqual({ kind: 'postponed', until: at(120) });
    expect(await every('held', at(60), at(60.1), '4')).toMatchObject({ kind: 'claimed' });
    expect(await watches.get('held')).not.toHaveProperty('waitingSince');
    expect(await every('often', at(120), at(120.1), '5')).toMatchObject({ kind: 'claimed' });
  });

  it('finishes a run once, with its alert, and lists alerts newest first by watch and since a moment', async () => {
    await watches.create(watch('w1'));
    await watches.create(watch('w2'));
    const run = (await watches.startManualRun('w1', newRun('1', T1, 'manual'))) as Exclude<
      Awaited<ReturnType<WatchRepository['startManualRun']>>,
      'busy' | undefined
    >;
    expect(run).toMatchObject({ id: '1', watchId: 'w1', status: 'running', trigger: 'manual', host: 'acme.io' });
    expect(await watches.runOfAnalysis(run.analysisId)).toMatchObject({ id: '1' });

    const alert = alertFor('w1', '1', run.analysisId);
    const finish = () => watches.finishRun('1', { status: 'completed', finishedAt: T2, score: 50, level: 'Guided' }, alert);
    const [first, second] = await Promise.all([finish(), finish()]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await watches.runningRuns()).toEqual([]);
    expect(await watches.recentRuns('w1', 5)).toEqual([expect.objectContaining({ id: '1', status: 'completed', score: 50, alertId: alert.id })]);

    const run2 = (await watches.startManualRun('w2', newRun('2', T2, 'manual'))) as { analysisId: string };
    await watches.finishRun('2', { status: 'completed', finishedAt: T2 }, alertFor('w2', '2', run2.analysisId, '2026-11-23T10:03:00.000Z', false));
    expect((await watches.listAlerts({ limit: 10 })).map((a) => a.id)).toEqual(['alert-2', 'alert-1']);
    expect((await watches.listAlerts({ watchId: 'w1', limit: 10 })).map((a) => a.id)).toEqual(['alert-1']);
    expect((await watches.listAlerts({ since: T2, limit: 10 })).map((a) => a.id)).toEqual(['alert-2']);
    expect(await watches.countAlerts('w1')).toBe(1);
    expect((await watches.pendingDeliveries()).map((a) => a.id)).toEqual(['alert-1']);

    // A run whose watch is gone ends with nothing stored.
    await watches.remove('w2');
    expect(await watches.listAlerts({ watchId: 'w2', limit: 10 })).toEqual([]);
  });

  it('begins each try of a delivery once and records its answer', async () => {
    await watches.create(watch('w1'));
    const run = (await watches.startManualRun('w1', newRun('1', T1, 'manual'))) as { analysisId: string };
    await watches.finishRun('1', { status: 'completed', finishedAt: T2 }, alertFor('w1', '1', run.analysisId));
    const attempt = (n: number): DeliveryRecord => ({
      id: `try-${n}`,
      alertId: 'alert-1',
      watchId: 'w1',
      deliveryId: 'delivery-1',
      attempt: n,
      url: 'https://hooks.example/',
      startedAt: `2026-11-23T10:0${n + 2}:00.000Z`,
      ok: false,
    });
    const begun = await Promise.all([watches.beginDelivery(attempt(1), T2), watches.beginDelivery(attempt(1), T2)]);
    expect(begun.filter(Boolean)).toHaveLength(1);
    expect(await watches.beginDelivery(attempt(3), T2)).toBeUndefined(); // try 2 was not begun
    await watches.recordDelivery(
      { ...attempt(1), status: 500, ok: false, ms: 12 },
      { deliveryId: 'delivery-1', status: 'pending', attempts: 1, nextAttemptAt: T2 },
    );
    expect(await watches.beginDelivery(attempt(2), T2)).toMatchObject({ delivery: { attempts: 2 } });
    await watches.recordDelivery({ ...attempt(2), status: 204, ok: true }, { deliveryId: 'delivery-1', status: 'delivered', attempts: 2 });
    expect(await watches.getAlert('alert-1')).toMatchObject({ delivery: { status: 'delivered', attempts: 2 } });
    expect(await watches.pendingDeliveries()).toEqual([]);
    expect(await watches.beginDelivery(attempt(3), T2)).toBeUndefined();
    expect((await watches.recentDeliveries('w1', 10)).map((d) => [d.attempt, d.status])).toEqual([
      [2, 204],
      [1, 500],
    ]);
  });

  it('removes a watch with its runs, alerts and deliveries', async () => {
    await watches.create(watch('w1'));
    const run = (await watches.startManualRun('w1', newRun('1', T1, 'manual'))) as { analysisId: string };
    await watches.finishRun('1', { status: 'completed', finishedAt: T2 }, alertFor('w1', '1', run.analysisId));
    await watches.remove('w1');
    expect(await watches.runOfAnalysis(run.analysisId)).toBeUndefined();
    expect(await watches.getAlert('alert-1')).toBeUndefined();
    expect(await watches.recentDeliveries('w1', 10)).toEqual([]);
  });
});
