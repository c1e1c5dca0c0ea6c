import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CRON_MESSAGE, emptyWatchForm, watchFormSchema, watchRequestBody } from '../../../src/features/admin-watches/watch-form-schema.ts';
import { scheduleText } from '../../../src/features/admin-watches/watch-text.ts';

const form = (overrides: Partial<ReturnType<typeof emptyWatchForm>> = {}) => ({ ...emptyWatchForm(), timeZone: 'UTC', url: 'acme.io', ...overrides });
const messages = (values: ReturnType<typeof form>) => {
  const result = v.safeParse(watchFormSchema, values);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('the watch form', () => {
  it('gives the API body: a named schedule, or the cron expression tidied', () => {
    expect(watchRequestBody(v.parse(watchFormSchema, form()))).toEqual({
      url: 'acme.io',
      schedule: 'daily',
      timeZone: 'UTC',
      alertOn: ['level-drop', 'signal-lost'],
    });
    const custom = v.parse(watchFormSchema, form({ schedule: 'custom', cron: ' 0  9 * * 1 ', alertOn: 'any-change', webhookUrl: 'https://hooks.example/x' }));
    expect(watchRequestBody(custom)).toMatchObject({ schedule: '0 9 * * 1', alertOn: ['any-change'], webhookUrl: 'https://hooks.example/x' });
  });

  it('says what is wrong, field by field', () => {
    expect(messages(form({ url: ' ' }))).toEqual(['Website URL is required.']);
    expect(messages(form({ schedule: 'custom', cron: '0 9 * *' }))).toEqual([CRON_MESSAGE]);
    expect(messages(form({ alertOn: '' }))).toEqual(['Choose at least one thing to alert on.']);
    expect(messages(form({ webhookUrl: 'hooks.example' }))).toEqual(['The webhook URL must be an http or https address.']);
    expect(messages(form({ timeZone: 'Atlantis/Capital' }))).toEqual(['Unknown time zone: use an IANA name such as Europe/Berlin or UTC.']);
  });

  it('reads a schedule as people say it', () => {
    expect(scheduleText({ schedule: 'daily', cron: '7 3 * * *', timeZone: 'Europe/Berlin' })).toBe('Daily at 03:07 (Europe/Berlin)');
    expect(scheduleText({ schedule: 'weekly', cron: '45 5 * * 1', timeZone: 'UTC' })).toBe('Mondays at 05:45 (UTC)');
    expect(scheduleText({ schedule: '0 9 * * 1-5', cron: '0 9 * * 1-5', timeZone: 'UTC' })).toBe('0 9 * * 1-5 (UTC)');
  });
});
