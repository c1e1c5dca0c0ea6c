import * as v from 'valibot';
import { normalizeWebsiteUrl } from '../../../../engine/contract/normalize-url.ts';
import { ALERT_KINDS, type AlertKind, isKnownTimeZone, WATCH_MESSAGES } from '../../../../engine/contract/watch-rules.ts';
import type { Watch, WatchCreateRequest } from '../../../../engine/contract/watches.ts';

export const SCHEDULE_CHOICES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'custom', label: 'Cron expression' },
] as const;

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  'level-drop': 'The maturity level drops',
  'signal-lost': 'A signal is lost (a trial, a chat widget...)',
  'any-change': 'Anything changes',
  'friction-added': 'New friction is seen (a longer sign-up form, a heavier page...)',
};

export const CRON_MESSAGE = 'Enter five fields: minute hour day-of-month month day-of-week, e.g. 0 9 * * 1.';

/** The form's fields, as text: alertOn holds the chosen kinds joined by commas. */
export interface WatchFormValues extends Record<string, string> {
  url: string;
  schedule: 'daily' | 'weekly' | 'custom';
  cron: string;
  timeZone: string;
  alertOn: string;
  webhookUrl: string;
}

/** What a new watch's form starts with: daily, in this browser's time zone, alerting on the default kinds. */
export function emptyWatchForm(): WatchFormValues {
  return {
    url: '',
    schedule: 'daily',
    cron: '',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    alertOn: 'level-drop,signal-lost',
    webhookUrl: '',
  };
}

/** An existing watch as the edit form shows it. */
export function watchFormValues(watch: Watch): WatchFormValues {
  const named = watch.schedule === 'daily' || watch.schedule === 'weekly';
  return {
    url: watch.url,
    schedule: named ? (watch.schedule as 'daily' | 'weekly') : 'custom',
    cron: named ? '' : watch.schedule,
    timeZone: watch.timeZone,
    alertOn: watch.alertOn.join(','),
    webhookUrl: watch.webhookUrl ?? '',
  };
}

/** The form's rules; the server checks again (a cron that never fires, a private webhook) and its message is shown. */
export const watchFormSchema = v.pipe(
  v.object({
    url: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(WATCH_MESSAGES.urlRequired),
      v.check((value) => value === '' || normalizeWebsiteUrl(value).ok, 'Please enter a valid domain (e.g., an example domain)'),
    ),
    schedule: v.picklist(['daily', 'weekly', 'custom']),
    cron: v.pipe(v.string(), v.trim()),
    timeZone: v.pipe(v.string(), v.trim(), v.check(isKnownTimeZone, WATCH_MESSAGES.unknownTimeZone)),
    alertOn: v.pipe(
      v.string(),
      v.transform((value) => value.split(',').filter((kind): kind is AlertKind => (ALERT_KINDS as readonly string[]).includes(kind))),
      v.minLength(1, WATCH_MESSAGES.alertOnEmpty),
    ),
    webhookUrl: v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || /^https?:\/\/\S+$/i.test(value), WATCH_MESSAGES.webhookNotHttp),
    ),
  }),
  v.forward(
    v.check((form) => form.schedule !== 'custom' || form.cron.split(/\s+/).filter(Boolean).length === 5, CRON_MESSAGE),
    ['cron'],
  ),
);

/** The POST /api/watches body a valid form gives (PATCH takes the same fields; an empty webhook removes it there). */
export function watchRequestBody(form: v.InferOutput<typeof watchFormSchema>): WatchCreateRequest & { webhookUrl?: string } {
  return {
    url: form.url,
    schedule: form.schedule === 'custom' ? form.cron.split(/\s+/).filter(Boolean).join(' ') : form.schedule,
    timeZone: form.timeZone,
    alertOn: form.alertOn,
    ...(form.webhookUrl ? { webhookUrl: form.webhookUrl } : {}),
  };
}
