import type { PgBoss as PgBoss12 } from 'pg-boss';
import type PgBoss10 from 'pg-boss-10';
import type { Logger } from '../logger.ts';

/**
 * Which pg-boss a process runs, chosen by its Node (issue #23), behind the few calls the
 * queue makes (pg-boss-queue.ts). pg-boss 12 needs Node 22.12 or later and has job
 * heartbeats: a worker touches its job every few seconds, and a job whose process died
 * is taken up by another within seconds instead of after its whole expiry. On an older
 * Node the process stays on pg-boss 10 (the npm alias `pg-boss-10`), without them.
 *
 * Each major keeps its own schema: pg-boss 12 cannot migrate the tables of 10. Work a
 * process stored but finds no job for in its schema is queued again by the queue sweep,
 * so moving a deployment to a newer Node loses nothing; all the processes sharing a
 * database must run the same major (stop the old ones, start the new).
 */
export type PgBossMajor = 10 | 12;

/** The first Node pg-boss 12 runs on (its `engines`). */
export const PG_BOSS_12_NODE = '22.12';

export function pgBossMajorFor(nodeVersion: string = process.versions.node): PgBossMajor {
  const [major = 0, minor = 0] = nodeVersion.split('.').map(Number);
  const [needMajor = 0, needMinor = 0] = PG_BOSS_12_NODE.split('.').map(Number);
  return major > needMajor || (major === needMajor && minor >= needMinor) ? 12 : 10;
}

/** pg-boss 10's tables stay where they were; 12 gets a schema of its own. */
export const QUEUE_SCHEMAS: Record<PgBossMajor, string> = { 10: 'pgboss', 12: 'pgboss_v12' };

/** A job's heartbeat interval (pg-boss 12's minimum): its worker touches it every half of that. */
export const HEARTBEAT_SECONDS = 10;
/** How often a process checks for jobs whose heartbeat or expiry lapsed (one process at a time does it). */
const LAPSED_JOB_CHECK_SECONDS = 5;

export interface QueuedJob<T> {
  id: string;
  data: T;
}

export interface QueuePolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

/** The calls the queue makes, the same whatever the major. */
export interface QueueBoss {
  readonly major: PgBossMajor;
  readonly schema: string;
  /** Creates the queue (standard policy), or brings its settings up to date; with heartbeats on 12. */
  ensureQueue(name: string, policy: QueuePolicy): Promise<void>;
  /** Queues a job once per id; `startAfter` defers it (a watch's next slot). */
  send(name: string, data: object, options: { id: string; priority?: number; startAfter?: Date }): Promise<void>;
  insert(name: string, jobs: { id: string; data: object; priority: number }[]): Promise<void>;
  work<T>(name: string, options: { pollingIntervalSeconds: number }, handler: (jobs: QueuedJob<T>[]) => Promise<void>): Promise<string>;
  notifyWorker(workerId: string): void;
  /** Stops the queue's workers taking jobs, without waiting for the ones they hold. */
  offWork(name: string): Promise<void>;
  complete(name: string, id: string): Promise<void>;
  fail(name: string, id: string, data: object): Promise<void>;
  /** Stops fetching, waits up to `timeoutMs` for the jobs in flight, fails what is left into retry. */
  stop(timeoutMs: number): Promise<void>;
}

export interface OpenBossOptions {
  databaseUrl: string;
  logger: Logger;
  /** How often overdue jobs are expired (pg-boss 10's maintenance; 12 checks lapsed heartbeats at least every 5 s too). */
  maintenanceIntervalSeconds: number;
  major?: PgBossMajor;
  /** Database connections this pg-boss may hold (4 by default). */
  maxConnections?: number;
}

/** Starts this process' pg-boss on the store's database. */
export async function openQueueBoss(options: OpenBossOptions): Promise<QueueBoss> {
  const major = options.major ?? pgBossMajorFor();
  const boss = major === 12 ? await openPgBoss12(options) : await openPgBoss10(options);
  return boss;
}

const common = (options: OpenBossOptions, major: PgBossMajor) => ({
  connectionString: options.databaseUrl,
  schema: QUEUE_SCHEMAS[major],
  max: options.maxConnections ?? 4,
  // Nothing here is scheduled by cron.
  schedule: false,
});

async function openPgBoss12(options: OpenBossOptions): Promise<QueueBoss> {
  const { PgBoss } = await import('pg-boss');
  const checkSeconds = Math.min(LAPSED_JOB_CHECK_SECONDS, options.maintenanceIntervalSeconds);
  const boss: PgBoss12 = new PgBoss({ ...common(options, 12), superviseIntervalSeconds: checkSeconds, monitorIntervalSeconds: checkSeconds });
  // Without a listener an 'error' event would end the process; pg-boss carries on after one.
  boss.on('error', (error) => options.logger.error('the job queue reported an error', { error }));
  await boss.start();
  return {
    major: 12,
    schema: QUEUE_SCHEMAS[12],
    async ensureQueue(name, policy) {
      const settings = { ...policy, heartbeatSeconds: HEARTBEAT_SECONDS };
      if (await boss.getQueue(name)) await boss.updateQueue(name, settings);
      else await boss.createQueue(name, { policy: 'standard', ...settings });
    },
    async send(name, data, { id, priority, startAfter }) {
      await boss.send(name, data, { id, ...(priority === undefined ? {} : { priority }), ...(startAfter ? { startAfter } : {}) });
    },
    async insert(name, jobs) {
      await boss.insert(name, jobs);
    },
    work: (name, { pollingIntervalSeconds }, handler) => boss.work(name, { batchSize: 1, pollingIntervalSeconds }, handler),
    notifyWorker: (workerId) => boss.notifyWorker(workerId),
    offWork: (name) => boss.offWork(name, { wait: false }),
    async complete(name, id) {
      await boss.complete(name, id);
    },
    async fail(name, id, data) {
      await boss.fail(name, id, data);
    },
    stop: (timeoutMs) => boss.stop({ graceful: true, timeout: timeoutMs }),
  };
}

async function openPgBoss10(options: OpenBossOptions): Promise<QueueBoss> {
  const { default: PgBoss } = await import('pg-boss-10');
  const boss: PgBoss10 = new PgBoss({ ...common(options, 10), maintenanceIntervalSeconds: options.maintenanceIntervalSeconds });
  boss.on('error', (error) => options.logger.error('the job queue reported an error', { error }));
  await boss.start();
  return {
    major: 10,
    schema: QUEUE_SCHEMAS[10],
    async ensureQueue(name, policy) {
      const queue = { name, policy: 'standard' as const, ...policy };
      if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
      else await boss.createQueue(name, queue);
    },
    async send(name, data, { id, priority, startAfter }) {
      await boss.send(name, data, { id, ...(priority === undefined ? {} : { priority }), ...(startAfter ? { startAfter } : {}) });
    },
    insert: (name, jobs) => boss.insert(jobs.map((job) => ({ ...job, name }))),
    work: (name, { pollingIntervalSeconds }, handler) => boss.work(name, { batchSize: 1, pollingIntervalSeconds }, handler),
    notifyWorker: (workerId) => boss.notifyWorker(workerId),
    // pg-boss 10 never waits here.
    offWork: (name) => boss.offWork(name),
    complete: (name, id) => boss.complete(name, id),
    fail: (name, id, data) => boss.fail(name, id, data),
    stop: (timeoutMs) => boss.stop({ graceful: true, wait: true, timeout: timeoutMs }),
  };
}
