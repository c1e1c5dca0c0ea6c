import { useSyncExternalStore } from 'react';

/** Where the monitor asks whether the server answers again; cheap, never cached. */
export const PROBE_PATH = '/api/health';
/** How soon, and then how often, an unreachable server is asked again. */
export const PROBE_INTERVAL_MS = 5000;

/** fetch() rejects with a TypeError when no answer arrived at all (offline, DNS, refused connection). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

export interface ConnectionMonitor {
  /** Whether requests can be expected to reach the server. */
  isOnline(): boolean;
  /** Calls `listener` whenever that changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** A request got no answer at all. Anything else (an abort, a 500) says nothing about the connection. */
  reportFailure(error: unknown): void;
  /** A request got an answer, whatever its status. */
  reportAnswer(): void;
}

export interface ConnectionMonitorOptions {
  /** What the browser believes (`navigator.onLine`). */
  browserOnline: () => boolean;
  /** Window-like target of the browser's `online` / `offline` events. */
  events: Pick<EventTarget, 'addEventListener'> | undefined;
  /** Resolves when the server answered, rejects when it did not. */
  probe: () => Promise<unknown>;
  setTimer?: (callback: () => void, ms: number) => unknown;
}

/**
 * The app's idea of being online. The browser's `offline` is trusted at once; its
 * `online` is not enough, since a network that reaches nothing (or an emulated
 * offline that leaves `navigator.onLine` true in a new page) still reads online. So
 * a request that gets no answer also counts as offline, until the browser reports a
 * new connection or a probe of the server gets an answer.
 */
export function createConnectionMonitor({
  browserOnline,
  events,
  probe,
  setTimer = (callback, ms) => setTimeout(callback, ms),
}: ConnectionMonitorOptions): ConnectionMonitor {
  let unreachable = false;
  let probing = false;
  let lastState = browserOnline();
  const listeners = new Set<() => void>();

  const isOnline = () => browserOnline() && !unreachable;

  function changed() {
    const now = isOnline();
    if (now !== lastState) {
      lastState = now;
      for (const listener of [...listeners]) listener();
    }
    if (unreachable && browserOnline()) scheduleProbe();
  }

  function scheduleProbe() {
    if (probing) return;
    probing = true;
    setTimer(() => {
      probe().then(
        () => {
          probing = false;
          monitor.reportAnswer();
        },
        () => {
          probing = false;
          changed(); // schedules the next probe while still unreachable
        },
      );
    }, PROBE_INTERVAL_MS);
  }

  events?.addEventListener('online', () => {
    unreachable = false;
    changed();
  });
  events?.addEventListener('offline', changed);

  const monitor: ConnectionMonitor = {
    isOnline,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportFailure(error) {
      if (!isNetworkFailure(error)) return;
      unreachable = true;
      changed();
    },
    reportAnswer() {
      if (!unreachable) return;
      unreachable = false;
      changed();
    },
  };
  return monitor;
}

const inBrowser = typeof window !== 'undefined';

/** The app's one monitor. */
export const connection: ConnectionMonitor = createConnectionMonitor({
  browserOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  events: inBrowser ? window : undefined,
  probe: async () => {
    await fetch(PROBE_PATH, { cache: 'no-store', credentials: 'include' });
  },
});

export const isOnline = (): boolean => connection.isOnline();

/** Calls `listener` whenever the connection comes or goes; returns the unsubscribe function. */
export const onConnectionChange = (listener: () => void): (() => void) => connection.subscribe(listener);

/** Calls `listener` each time the connection returns. */
export function onReconnect(listener: () => void): () => void {
  return connection.subscribe(() => {
    if (connection.isOnline()) listener();
  });
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(onConnectionChange, isOnline, () => true);
}
