import { useEffect, useEffectEvent } from 'react';
import { AdminAuthError } from '../../lib/admin-api.ts';
import { toast } from '../../lib/notify.ts';
import { batchErrorMessage } from './batch-error-message.ts';

/**
 * A failed list or detail fetch: a refused token sends the admin back to the login
 * form; anything else is said once per failure, titled as SPEC section 8 has it.
 * Returns the message for the screen to show in place of the data.
 */
export function useBatchQueryError(
  query: { error: unknown; errorUpdatedAt: number },
  title: 'Failed to fetch batch jobs' | 'Failed to fetch batch details',
  onSessionExpired: () => void,
): string | undefined {
  const { error, errorUpdatedAt } = query;
  const expired = error instanceof AdminAuthError;
  const message = error && !expired ? batchErrorMessage(error, title) : undefined;
  // Once per error (errorUpdatedAt), with whatever callback and title are current then.
  const report = useEffectEvent(() => {
    if (expired) onSessionExpired();
    else if (message) toast({ title, message, destructive: true });
  });
  useEffect(() => report(), [expired, message, errorUpdatedAt]);
  return message;
}
