import { MATURITY_LEVELS } from './analysis-constants.ts';
import { OBSERVED_FRICTION_TITLES } from './observed-friction.ts';
import type { Alert } from './watches.ts';

/** One line saying what an alert found, for the feed's entries and the app's notices: "Level dropped from Guided to Basic; lost Live chat". */
export function alertHeadline(alert: Pick<Alert, 'level' | 'score' | 'lost' | 'gained' | 'frictionAdded'>): string {
  const parts: string[] = [];
  if (alert.level.from !== alert.level.to) parts.push(`Level ${levelWord(alert.level.from, alert.level.to)} from ${alert.level.from} to ${alert.level.to}`);
  if (alert.lost.length > 0) parts.push(`lost ${alert.lost.map((signal) => signal.title).join(', ')}`);
  if (alert.gained.length > 0) parts.push(`gained ${alert.gained.map((signal) => signal.title).join(', ')}`);
  if ((alert.frictionAdded ?? []).length > 0)
    parts.push(`new friction: ${alert.frictionAdded!.map((friction) => OBSERVED_FRICTION_TITLES[friction.kind]).join(', ')}`);
  if (parts.length === 0) parts.push(`Score ${alert.score.from} to ${alert.score.to}`);
  const line = parts.join('; ');
  return line[0]!.toUpperCase() + line.slice(1);
}

function levelWord(from: Alert['level']['from'], to: Alert['level']['to']): string {
  return MATURITY_LEVELS.indexOf(to) < MATURITY_LEVELS.indexOf(from) ? 'dropped' : 'rose';
}
