import { useSyncExternalStore } from 'react';

/**
 * Whether the browser believes it has a network connection. `navigator.onLine` can say
 * "online" on a network that reaches nothing, so callers still handle failed requests;
 * "offline", though, is reliable, and that is what screens act on.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls `listener` whenever the connection comes or goes; returns the unsubscribe function. */
export function onConnectionChange(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Calls `listener` each time the connection returns. */
export function onReconnect(listener: () => void): () => void {
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

/** fetch() rejects with a TypeError when no answer arrived at all (offline, DNS, refused connection). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(onConnectionChange, isOnline, () => true);
}
