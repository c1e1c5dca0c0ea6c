import { createHash } from 'node:crypto';
import { Cron } from 'croner';
import type { Logger } from '../logger.ts';

/** Something a watch must do at a given time: run a slot of its schedule, or try an alert's webhook again. */
export type WatchTask = { kind: 'watch-run'; watchId: string; slot: string } | { kind: 'delivery'; alertId: string; attempt: number };

/**
 * Wake-ups for watches (issue #26). The store decides what a task does, and makes sure
 * it is done once: a task that comes due twice, late, or for a slot the watch no longer
 * waits for, does nothing. So the timers only have to wake someone at about the right
 * time, and after a restart the watch service arms them again from the store.
 */
export interface WatchTimers {
  /** Calls the handler with `task` at `at` (at once when it is past). Arming a task of the same watch or alert again replaces it here. */
  arm(task: WatchTask, at: string): Promise<void>;
  /** Starts calling `handler` for tasks that come due. Called once. */
  start(handler: (task: WatchTask) => Promise<void>): Promise<void>;
  /** Stops calling it; tasks under way end first. */
  stop(): Promise<void>;
}

/** The watch or alert a task is about: one armed task for each. */
export function taskGroup(task: WatchTask): string {
  return task.kind === 'watch-run' ? `watch-run:${task.watchId}` : `delivery:${task.alertId}`;
}

/** A UUID named by the task (its group and time or try), so a shared queue queues the same task once. */
export function taskId(task: WatchTask): string {
  const key = task.kind === 'watch-run' ? `${taskGroup(task)}:${task.slot}` : `${taskGroup(task)}:${task.attempt}`;
  const hex = createHash('sha256').update(key).digest('hex');
  // Shaped as a version 5 (name-based) UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The embedded store's timers: croner, in this process. Croner keeps far-off dates
 * (a monthly or yearly schedule) beyond setTimeout's 24-day limit.
 */
export function createLocalTimers(logger: Logger): WatchTimers {
  const armed = new Map<string, Cron>();
  const running = new Set<Promise<void>>();
  let handler: ((task: WatchTask) => Promise<void>) | undefined;
  let stopped = false;

  const fire = (task: WatchTask) => {
    if (stopped || !handler) return;
    const done = handler(task)
      .catch((error: unknown) => logger.error('a watch task failed', { task: task.kind, error }))
      .finally(() => running.delete(done));
    running.add(done);
  };

  return {
    async arm(task, at) {
      if (stopped) return;
      const group = taskGroup(task);
      armed.get(group)?.stop();
      const job = new Cron(new Date(at), { maxRuns: 1, allowPast: true, unref: true }, () => {
        if (armed.get(group) === job) armed.delete(group);
        fire(task);
      });
      armed.set(group, job);
    },
    async start(taskHandler) {
      handler = taskHandler;
    },
    async stop() {
      stopped = true;
      for (const job of armed.values()) job.stop();
      armed.clear();
      await Promise.allSettled([...running]);
    },
  };
}
