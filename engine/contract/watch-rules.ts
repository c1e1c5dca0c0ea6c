/**
 * The rules of a watch (issue #26) that the PWA's form checks too, without zod, so the
 * admin screen's form does not load the schema library for them (as vanity-messages.ts).
 */

/** What a watch alerts on; a new watch alerts on the first two unless told otherwise. `friction-added`: observed friction appeared or grew (issue #29). */
export const ALERT_KINDS = ['level-drop', 'signal-lost', 'any-change', 'friction-added'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const DEFAULT_ALERT_ON: AlertKind[] = ['level-drop', 'signal-lost'];

/** The named schedules; anything else must be a five-field cron expression. */
export const NAMED_SCHEDULES = ['daily', 'weekly'] as const;

export const WATCH_MESSAGES = {
  urlRequired: 'Website URL is required.',
  scheduleRequired: 'A schedule is required: daily, weekly or a five-field cron expression.',
  unknownSchedule: 'Unknown schedule: use daily, weekly or a five-field cron expression (minute hour day month weekday).',
  cronNeverFires: 'This cron expression never fires.',
  unknownTimeZone: 'Unknown time zone: use an IANA name such as Europe/Berlin or UTC.',
  alertOnEmpty: 'Choose at least one thing to alert on.',
  webhookNotHttp: 'The webhook URL must be an http or https address.',
} as const;

/** A time zone the runtime knows (IANA names: Europe/Berlin, UTC...). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
