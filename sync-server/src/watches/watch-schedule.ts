import { createHash } from 'node:crypto';
import { Cron } from 'croner';
import { NAMED_SCHEDULES, WATCH_MESSAGES } from '../../../engine/contract/watches.ts';
import { HttpError } from '../http/http-error.ts';

/** Named schedules run at a quiet hour of the watch's time zone (1 to 6 am), each watch at a minute of its own. */
const QUIET_HOURS = [1, 2, 3, 4, 5, 6];
/** Weekly runs fall on Mondays, so a report on the week is there at its start. */
const WEEKLY_DAY = 1;

export interface ScheduleRules {
  /** Tests only: six-field expressions (seconds first), so a schedule fires within seconds. */
  allowSeconds?: boolean;
}

/**
 * The cron expression a watch's schedule runs on (issue #26): `daily` and `weekly` get an
 * hour and minute chosen from the watch's id, so watches spread over the quiet hours
 * instead of all starting at midnight; anything else must be a five-field expression
 * that fires. Throws HttpError 400 with a message a person can act on.
 */
export function cronFor(schedule: string, watchId: string, timeZone: string, rules: ScheduleRules = {}): string {
  const named = schedule.toLowerCase();
  if ((NAMED_SCHEDULES as readonly string[]).includes(named)) {
    const hash = createHash('sha256').update(watchId).digest();
    const hour = QUIET_HOURS[hash[0]! % QUIET_HOURS.length]!;
    const minute = hash[1]! % 60;
    return named === 'daily' ? `${minute} ${hour} * * *` : `${minute} ${hour} * * ${WEEKLY_DAY}`;
  }
  const fields = schedule.trim().split(/\s+/);
  // Only plain fields: croner would also take nicknames (@hourly) and seven-field expressions with years.
  const allowedFields = rules.allowSeconds ? [5, 6] : [5];
  if (!allowedFields.includes(fields.length) || fields.some((field) => field.startsWith('@'))) throw new HttpError(400, WATCH_MESSAGES.unknownSchedule);
  const cron = fields.join(' ');
  nextRunAfter(cron, timeZone, new Date());
  return cron;
}

/** The first time the expression fires after `after`, in `timeZone`. Throws HttpError 400 when it is no expression or never fires. */
export function nextRunAfter(cron: string, timeZone: string, after: Date): Date {
  let next: Date | null;
  try {
    next = new Cron(cron, { paused: true, timezone: timeZone, mode: cron.split(' ').length === 6 ? '6-part' : '5-part' }).nextRun(after);
  } catch {
    throw new HttpError(400, WATCH_MESSAGES.unknownSchedule);
  }
  if (!next) throw new HttpError(400, WATCH_MESSAGES.cronNeverFires);
  return next;
}
