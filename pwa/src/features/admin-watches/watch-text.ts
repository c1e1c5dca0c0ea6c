import type { Watch } from '../../../../engine/contract/watches.ts';

const WEEKDAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/** "Daily at 03:17", "Mondays at 03:17", or the cron expression itself, with the time zone: how a schedule reads in the list. */
export function scheduleText(watch: Pick<Watch, 'schedule' | 'cron' | 'timeZone'>): string {
  const [minute, hour, , , weekday] = watch.cron.split(' ');
  const at = `${hour!.padStart(2, '0')}:${minute!.padStart(2, '0')}`;
  if (watch.schedule === 'daily') return `Daily at ${at} (${watch.timeZone})`;
  if (watch.schedule === 'weekly') return `${WEEKDAYS[Number(weekday)] ?? 'Weekly'} at ${at} (${watch.timeZone})`;
  return `${watch.cron} (${watch.timeZone})`;
}

/** How a run's status reads, and its badge's colour. */
export const RUN_STATUS_BADGES = {
  running: { label: 'Running', color: 'blue' },
  completed: { label: 'Completed', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
} as const;

/** What an alert-list entry says when the engine's change alone explains the difference, so nobody was alerted. */
export const ENGINE_CHANGED_NOT_ALERTED = 'Engine changed, not alerted';
