import { alertHeadline } from '../../../../engine/contract/alert-headline.ts';
import type { Alert } from '../../../../engine/contract/watches.ts';
import { AdminAuthError, adminJson, getAdminToken } from '../../lib/admin-api.ts';
import { toast } from '../../lib/notify.ts';
import { isOnline } from '../../lib/online-status.ts';
import { siteHost } from '../../lib/site-name.ts';
import { ALERTS_API_PATH } from './api/paths.ts';

/*
 * New watch alerts, announced while the app is open (issue #26). Loaded only on demand
 * (by the root once an admin is signed in, and by the watches screen), so a visitor's
 * pages carry none of it.
 */

/** localStorage: the creation time of the newest alert this browser has announced. */
export const ALERTS_SEEN_KEY = 'watch-alerts-seen';
/** A new alert's notice stays longer than a toast: it is news the admin did not ask for. */
const NEW_ALERT_TOAST_MS = 15_000;

export const NEW_ALERT_TITLE = 'New alert';
/** Seen, when there was no alert at all: sorts before any creation time. */
const NONE_SEEN = '';

function seenUntil(): string | null {
  try {
    return localStorage.getItem(ALERTS_SEEN_KEY);
  } catch {
    return null;
  }
}

function markSeen(createdAt: string): void {
  try {
    localStorage.setItem(ALERTS_SEEN_KEY, createdAt);
  } catch {
    // Storage blocked: the same alert may be announced again next time.
  }
}

/**
 * Shows a notice for the newest alert not announced before in this browser (issue #26:
 * while the app is open, a new alert shows a notification). The first time, alerts
 * already there are taken as seen: only news is announced.
 */
export function announceNewAlerts(listed: readonly Alert[]): void {
  // A record of what the engine's change explained alerted nobody: no notice for it either (issue #30).
  const alerts = listed.filter((alert) => !alert.notAlerted);
  const newest = alerts.reduce<Alert | undefined>((latest, alert) => (!latest || alert.createdAt > latest.createdAt ? alert : latest), undefined);
  const seen = seenUntil();
  if (!newest) {
    // Nothing yet: the first alert to come is news (the browser's clock is not compared with the server's).
    if (seen === null) markSeen(NONE_SEEN);
    return;
  }
  if (seen !== null && newest.createdAt > seen) {
    const more = alerts.filter((alert) => alert.createdAt > seen).length - 1;
    toast({
      title: NEW_ALERT_TITLE,
      message: `${siteHost(newest.url)}: ${alertHeadline(newest)}${more > 0 ? ` (and ${more} more)` : ''}`,
      duration: NEW_ALERT_TOAST_MS,
    });
  }
  if (seen === null || newest.createdAt > seen) markSeen(newest.createdAt);
}

/** Alerts created after the newest one announced here: what a poll asks for. */
function alertsSince(): string | undefined {
  return seenUntil() || undefined;
}

/** How often an open app asks whether a watch raised an alert. */
export const ALERT_POLL_MS = 60_000;

let timer: ReturnType<typeof setInterval> | undefined;

async function check(): Promise<void> {
  if (!getAdminToken() || !isOnline()) return;
  const since = alertsSince();
  try {
    // 'keep-token': a background check never ends the session; the admin's next screen
    // does, and says why (it would find no token, and no reason, if this one cleared it).
    const alerts = await adminJson<Alert[]>(`${ALERTS_API_PATH}?limit=20${since ? `&since=${encodeURIComponent(since)}` : ''}`, {
      onUnauthorized: 'keep-token',
    });
    announceNewAlerts(alerts);
  } catch (error) {
    // The session ended: no more checks until an admin screen starts them after a login.
    if (error instanceof AdminAuthError) stopAlertPolling();
    // Offline: the next check tries again.
  }
}

function stopAlertPolling(): void {
  clearInterval(timer);
  timer = undefined;
}

/** Starts asking for new alerts while the app is open and an admin is signed in; once per page, whoever asks. */
export function startAlertPolling(): void {
  if (timer !== undefined) return;
  void check();
  timer = setInterval(() => void check(), ALERT_POLL_MS);
}
