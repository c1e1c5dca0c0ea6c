import { describe, expect, it, vi } from 'vitest';
import { createConnectionMonitor, PROBE_INTERVAL_MS } from '../../src/lib/online-status.ts';

function setup({ browserOnline = true, probeAnswers = [] as boolean[] } = {}) {
  const state = { browserOnline };
  const events = new EventTarget();
  const timers: (() => void)[] = [];
  const probe = vi.fn(async () => {
    if (!probeAnswers.shift()) throw new TypeError('Failed to fetch');
  });
  const monitor = createConnectionMonitor({
    browserOnline: () => state.browserOnline,
    events,
    probe,
    setTimer: (callback, ms) => {
      expect(ms).toBe(PROBE_INTERVAL_MS);
      timers.push(callback);
    },
  });
  const changes: boolean[] = [];
  monitor.subscribe(() => changes.push(monitor.isOnline()));
  /** Runs the pending probe and lets its answer settle. */
  const runProbe = async () => {
    timers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const browserGoes = (online: boolean) => {
    state.browserOnline = online;
    events.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { monitor, changes, probe, timers, runProbe, browserGoes };
}

describe('connection monitor', () => {
  it("follows the browser's offline and online events", () => {
    const { monitor, changes, browserGoes } = setup();
    expect(monitor.isOnline()).toBe(true);
    browserGoes(false);
    expect(monitor.isOnline()).toBe(false);
    browserGoes(true);
    expect(changes).toEqual([false, true]);
  });

  it('counts a request that got no answer as offline, but not an abort or an error answer', () => {
    const { monitor, changes } = setup();
    monitor.reportFailure(new DOMException('The operation was aborted.', 'AbortError'));
    monitor.reportFailure(new Error('500: boom'));
    expect(monitor.isOnline()).toBe(true);
    monitor.reportFailure(new TypeError('Failed to fetch'));
    expect(monitor.isOnline()).toBe(false);
    expect(changes).toEqual([false]);
  });

  it('asks the server again until it answers, then is online', async () => {
    const { monitor, changes, probe, timers, runProbe } = setup({ probeAnswers: [false, true] });
    monitor.reportFailure(new TypeError('Failed to fetch'));
    expect(timers).toHaveLength(1);
    await runProbe();
    expect(monitor.isOnline()).toBe(false);
    expect(timers).toHaveLength(1); // asked again later
    await runProbe();
    expect(probe).toHaveBeenCalledTimes(2);
    expect(monitor.isOnline()).toBe(true);
    expect(timers).toHaveLength(0);
    expect(changes).toEqual([false, true]);
  });

  it('an answer to any request ends the offline state at once', () => {
    const { monitor, changes } = setup();
    monitor.reportFailure(new TypeError('Failed to fetch'));
    monitor.reportAnswer();
    expect(monitor.isOnline()).toBe(true);
    expect(changes).toEqual([false, true]);
  });

  it('does not probe while the browser itself says offline, and trusts its next online event', () => {
    const { monitor, timers, browserGoes } = setup({ browserOnline: false });
    monitor.reportFailure(new TypeError('Failed to fetch'));
    expect(timers).toHaveLength(0);
    browserGoes(true);
    expect(monitor.isOnline()).toBe(true);
  });
});
