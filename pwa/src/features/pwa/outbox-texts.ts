import { siteHost } from '../../lib/site-name.ts';

/** The outbox's user-facing texts, typed once. */
export const OUTBOX_TEXTS = {
  queuedTitle: "Saved for when you're back online",
  queued: (url: string) => `You're offline, so the analysis of ${siteHost(url)} is saved on this device. It starts as soon as the connection returns.`,
  queueFailed: "You're offline and this browser could not save the request. Please try again when you're back online.",
  noticeTitle: 'Waiting for a connection',
  noticeOffline: 'These analyses are saved on this device and start as soon as you are back online:',
  noticeOnline: 'These analyses could not be sent yet. They are sent again when the app next starts or reconnects:',
  sentOneTitle: 'Your analysis has started',
  sentManyTitle: 'Your queued analyses were sent',
  refusedTitle: 'Analysis Failed',
  follow: 'Follow its progress',
  refused: 'could not be analyzed. Please check the address and try again.',
} as const;
