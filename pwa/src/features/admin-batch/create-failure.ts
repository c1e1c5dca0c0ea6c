import { AdminAuthError, errorBodyOf, InvalidResponseError } from '../../lib/admin-api.ts';
import { INVALID_BATCH_RESPONSE_MESSAGE } from './batch-error-message.ts';

/**
 * SPEC section 8, "Batch create failure": how the screen answers a refused batch.
 * Pure, so the decision and its timings are tested without a browser.
 */

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
export const NO_URLS_MESSAGE = "Your input doesn't seem to contain any website URLs. Please add at least one valid URL.";

/** The server's message, plus ': ' and its error, plus ' - ' and its hint, when present. */
export function composeFailureMessage(body: { message?: unknown; error?: unknown; hint?: unknown }): string {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const message = text(body.message) ?? '';
  const error = text(body.error);
  const hint = text(body.hint);
  return `${message}${error ? `: ${error}` : ''}${hint ? ` - ${hint}` : ''}`;
}

/** The message SPEC section 8 builds for a failed create call, whatever shape the failure took. */
export function createFailureMessage(failure: unknown): string {
  if (failure instanceof InvalidResponseError) return INVALID_BATCH_RESPONSE_MESSAGE;
  const body = errorBodyOf(failure);
  if (body && typeof body.message === 'string' && body.message !== '') return composeFailureMessage(body);
  return failure instanceof Error ? failure.message : '';
}

export type CreateFailureReaction =
  /** The input holds addresses but not in a shape the server reads: the three-toast help sequence. */
  | { kind: 'csv-format'; message: string; logout: boolean }
  /** The input holds nothing that looks like an address. */
  | { kind: 'no-urls'; logout: boolean }
  | { kind: 'failed'; message: string; logout: boolean };

const FORMAT_WORDS = /csv|column|url|extract|format/i;
const ADDRESS_HINTS = /\.com|\.org|\.net|http/i;
const SESSION_WORDS = /unauthorized|unauthenticated/i;

export function reactToCreateFailure(failure: unknown, input: string): CreateFailureReaction {
  const message = createFailureMessage(failure);
  const logout = failure instanceof AdminAuthError || SESSION_WORDS.test(message);
  if (FORMAT_WORDS.test(message)) {
    return ADDRESS_HINTS.test(input) ? { kind: 'csv-format', message, logout } : { kind: 'no-urls', logout };
  }
  return { kind: 'failed', message: message || UNEXPECTED_ERROR_MESSAGE, logout };
}

export interface TimedToast {
  title: 'CSV Format Error' | 'Try these formats' | 'Need help?';
  /** Milliseconds after the failure at which it shows. */
  showAtMs: number;
  durationMs: number;
}

/** SPEC sections 8 and 9: the error at once (7 s), formats 1 s later (15 s), help 3 s after that (20 s). */
export const CSV_FORMAT_TOASTS: readonly TimedToast[] = [
  { title: 'CSV Format Error', showAtMs: 0, durationMs: 7000 },
  { title: 'Try these formats', showAtMs: 1000, durationMs: 15_000 },
  { title: 'Need help?', showAtMs: 4000, durationMs: 20_000 },
];

export const NO_URLS_TOAST_MS = 7000;
