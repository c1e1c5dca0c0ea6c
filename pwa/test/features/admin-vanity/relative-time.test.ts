import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '../../../src/features/admin-vanity/relative-time.ts';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it("shows 'Never' for an empty or unreadable time", () => {
    expect(formatRelativeTime(null, NOW)).toBe('Never');
    expect(formatRelativeTime(undefined, NOW)).toBe('Never');
    expect(formatRelativeTime('', NOW)).toBe('Never');
    expect(formatRelativeTime('yesterday-ish', NOW)).toBe('Never');
  });

  it.each([
    [0, 'now'],
    [45, '45 seconds ago'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [24 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [14 * 24 * 3600, '2 weeks ago'],
    [60 * 24 * 3600, '2 months ago'],
    [400 * 24 * 3600, 'last year'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('handles a time slightly in the future (clock skew) without nonsense', () => {
    expect(formatRelativeTime(ago(-30), NOW)).toBe('in 30 seconds');
  });
});
