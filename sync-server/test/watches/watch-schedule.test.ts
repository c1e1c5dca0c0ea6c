import { describe, expect, it } from 'vitest';
import { cronFor, nextRunAfter } from '../../src/watches/watch-schedule.ts';

describe('watch schedules', () => {
  it('run daily and weekly at a quiet hour, each watch at a time of its own', () => {
    const ids = Array.from({ length: 40 }, (_, n) => `watch-${n}`);
    const daily = ids.map((id) => cronFor('daily', id, 'UTC'));
    for (const cron of daily) expect(cron).toMatch(/^([0-9]|[1-5][0-9]) [1-6] \* \* \*$/);
    expect(new Set(daily).size).toBeGreaterThan(30);
    expect(cronFor('daily', 'watch-1', 'UTC')).toBe(cronFor('daily', 'watch-1', 'UTC'));
    expect(cronFor('Weekly', 'watch-1', 'UTC')).toBe(`${cronFor('daily', 'watch-1', 'UTC').replace(/\*$/, '1')}`);
  });

  it('take five-field expressions, and six (seconds) only where tests allow them', () => {
    expect(cronFor(' 30  9 * * 1-5 ', 'w', 'UTC')).toBe('30 9 * * 1-5');
    expect(() => cronFor('*/2 * * * * *', 'w', 'UTC')).toThrow(/Unknown schedule/);
    expect(cronFor('*/2 * * * * *', 'w', 'UTC', { allowSeconds: true })).toBe('*/2 * * * * *');
    for (const bad of ['hourly', '@weekly', '* * * *', '0 0 1 1 * 2030', 'a b c d e', '0 25 * * *']) {
      expect(() => cronFor(bad, 'w', 'UTC'), bad).toThrow(expect.objectContaining({ status: 400, message: expect.stringMatching(/^Unknown schedule/) }));
    }
    expect(() => cronFor('0 0 31 2 *', 'w', 'UTC')).toThrow(expect.objectContaining({ status: 400, message: 'This cron expression never fires.' }));
  });

  it('fire in the time zone given, across a change of summer time', () => {
    // 02:30 on the night Europe/Berlin moves its clocks forward does not exist: the run comes just after the gap.
    const next = nextRunAfter('30 2 * * *', 'Europe/Berlin', new Date('2026-03-28T12:00:00Z'));
    expect(next.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(nextRunAfter('0 9 * * *', 'America/New_York', new Date('2026-07-01T00:00:00Z')).toISOString()).toBe('2026-07-01T13:00:00.000Z');
  });
});
