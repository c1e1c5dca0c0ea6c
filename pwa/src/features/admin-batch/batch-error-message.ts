import { adminErrorMessage, InvalidResponseError } from '../../lib/admin-api.ts';

/** SPEC section 8: a batch reply that is not JSON. */
export const INVALID_BATCH_RESPONSE_MESSAGE = 'Server returned invalid response. Please try again.';

/** What the batch screen says for a failed list or detail call: its own non-JSON text, else the server's message or the fallback. */
export function batchErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof InvalidResponseError) return INVALID_BATCH_RESPONSE_MESSAGE;
  return adminErrorMessage(error, fallback);
}
