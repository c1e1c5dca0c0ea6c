import type { Workbox } from 'workbox-window';
import { isOnline, onReconnect } from './online-status.ts';

/** The service worker vite-plugin-pwa generates (precached shell, navigation fallback). */
export const SERVICE_WORKER_URL = '/sw.js';

/** How often an open app asks whether a new version has been deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** If the new worker has not taken over by then (it vanished), a plain reload still updates. */
const TAKEOVER_TIMEOUT_MS = 4000;

/**
 * `waiting`: a new version is installed and waits for the user's go-ahead.
 * `activated-elsewhere`: another tab applied it, so this page runs outdated code.
 * Either way the app offers a reload; it never reloads on its own, since the
 * landing and admin screens hold forms.
 */
export type UpdateState = 'current' | 'waiting' | 'activated-elsewhere';

let updateState: UpdateState = 'current';
const listeners = new Set<() => void>();
let workbox: Workbox | undefined;
let reloadRequested = false;

function setUpdateState(next: UpdateState) {
  if (updateState === next) return;
  updateState = next;
  for (const listener of [...listeners]) listener();
}

export function getUpdateState(): UpdateState {
  return updateState;
}

export function subscribeToUpdateState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers the service worker (production builds only; the dev server has none).
 * Registration is a bundled module, not an inline script, so a strict CSP holds.
 * It starts once the page has loaded, so filling the precache never competes with
 * the first screen, and while offline it waits for the connection, since
 * registering fetches the worker script.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () => {
    if (isOnline()) {
      void startWorkbox();
      return;
    }
    const stop = onReconnect(() => {
      stop();
      void startWorkbox();
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function startWorkbox(): Promise<void> {
  try {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
    wb.addEventListener('waiting', () => setUpdateState('waiting'));
    wb.addEventListener('controlling', (event) => {
      if (reloadRequested) window.location.reload();
      else if (event.isUpdate || event.isExternal) setUpdateState('activated-elsewhere');
    });
    await wb.register();
    workbox = wb;
    watchForUpdates(wb);
  } catch {
    // No service worker (blocked, private mode, an unreachable server): the app still runs online.
  }
}

/** Checks for a new version every hour and whenever the app comes back into view or online. */
function watchForUpdates(wb: Workbox) {
  const check = () => {
    if (isOnline()) wb.update().catch(() => {});
  };
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  onReconnect(check);
}

/**
 * The user said 'Reload': the waiting worker takes over and the page reloads once it
 * controls it. If nothing is waiting (another tab applied the update) a plain reload
 * picks up the new version.
 */
export function applyUpdate(): void {
  reloadRequested = true;
  if (updateState === 'waiting' && workbox) {
    workbox.messageSkipWaiting();
    window.setTimeout(() => window.location.reload(), TAKEOVER_TIMEOUT_MS);
    return;
  }
  window.location.reload();
}
