import { describe, expect, it } from 'vitest';
import { AdminAuthError, InvalidResponseError } from '../../../src/lib/admin-api.ts';
import { ApiError } from '../../../src/lib/api-client.ts';
import {
  composeFailureMessage,
  CSV_FORMAT_TOASTS,
  createFailureMessage,
  reactToCreateFailure,
  UNEXPECTED_ERROR_MESSAGE,
} from '../../../src/features/admin-batch/create-failure.ts';

const refused = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), 'Bad Request');

describe('the batch create failure message (SPEC section 8)', () => {
  it('joins message, error and hint as "message: error - hint"', () => {
    expect(composeFailureMessage({ message: 'No URL column found', error: 'No line contains a website address', hint: 'Use url,companyName' })).toBe(
      'No URL column found: No line contains a website address - Use url,companyName',
    );
  });

  it('leaves out the parts the server did not send', () => {
    expect(composeFailureMessage({ message: 'Batch too large', hint: 'Split it' })).toBe('Batch too large - Split it');
    expect(composeFailureMessage({ message: 'Batch too large', error: 'x' })).toBe('Batch too large: x');
    expect(composeFailureMessage({ message: 'Batch too large', error: '', hint: 42 })).toBe('Batch too large');
  });

  it('reads the body of a refused call, or the error message when there is none', () => {
    expect(createFailureMessage(refused(400, { message: 'No URLs found', hint: 'Paste one per line' }))).toBe('No URLs found - Paste one per line');
    expect(createFailureMessage(new ApiError(502, '', 'Bad Gateway'))).toBe('502: Bad Gateway');
    expect(createFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(createFailureMessage(new InvalidResponseError(200))).toBe('Server returned invalid response. Please try again.');
  });
});

describe('which toasts a failure gets', () => {
  const noUrlColumn = refused(400, { message: 'No URL column found in the CSV content', error: 'No line contains a website address' });

  it.each(['https://acme.io', 'acme.com', 'Acme,acme.org', 'acme.net', 'HTTP://ACME.IO'])(
    'a format complaint about input holding %s gets the CSV help sequence',
    (input) => {
      expect(reactToCreateFailure(noUrlColumn, input)).toEqual({
        kind: 'csv-format',
        message: 'No URL column found in the CSV content: No line contains a website address',
        logout: false,
      });
    },
  );

  it('a format complaint about input without any address says no URLs were detected', () => {
    expect(reactToCreateFailure(noUrlColumn, 'please analyse my competitors')).toEqual({ kind: 'no-urls', logout: false });
    // ".io" is no hint in SPEC's list, so such input also reads as having no URL.
    expect(reactToCreateFailure(noUrlColumn, 'acme.io')).toEqual({ kind: 'no-urls', logout: false });
  });

  it.each(['Bad CSV', 'missing column', 'invalid URL', 'could not extract', 'unknown format'])('"%s" counts as a format complaint', (message) => {
    expect(reactToCreateFailure(refused(400, { message }), 'acme.com').kind).toBe('csv-format');
  });

  it('other messages say the batch could not be created, with the message', () => {
    const reaction = reactToCreateFailure(refused(400, { message: 'Batch too large: 600 websites found, at most 500 are allowed per batch' }), 'acme.com');
    expect(reaction).toEqual({ kind: 'failed', message: 'Batch too large: 600 websites found, at most 500 are allowed per batch', logout: false });
  });

  it('a failure without any message is an unexpected error', () => {
    expect(reactToCreateFailure('boom', 'acme.com')).toEqual({ kind: 'failed', message: UNEXPECTED_ERROR_MESSAGE, logout: false });
    expect(reactToCreateFailure(new Error(''), 'acme.com')).toEqual({ kind: 'failed', message: UNEXPECTED_ERROR_MESSAGE, logout: false });
  });

  it('a message about being unauthorized or unauthenticated also logs out, as does a refused token', () => {
    expect(reactToCreateFailure(refused(400, { message: 'Unauthorized' }), 'x').logout).toBe(true);
    expect(reactToCreateFailure(refused(400, { message: 'User is unauthenticated' }), 'x').logout).toBe(true);
    expect(reactToCreateFailure(new AdminAuthError(401), 'x').logout).toBe(true);
    expect(reactToCreateFailure(refused(400, { message: 'Nope' }), 'x').logout).toBe(false);
  });

  it('runs the help sequence at 0 s, 1 s and 4 s for 7, 15 and 20 s', () => {
    expect(CSV_FORMAT_TOASTS.map((toast) => [toast.title, toast.showAtMs, toast.durationMs])).toEqual([
      ['CSV Format Error', 0, 7000],
      ['Try these formats', 1000, 15_000],
      ['Need help?', 4000, 20_000],
    ]);
  });
});
