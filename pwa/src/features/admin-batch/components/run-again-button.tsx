import { Button } from '@mantine/core';
import { AdminAuthError } from '../../../lib/admin-api.ts';
import { toast } from '../../../lib/notify.ts';
import { useRunBatchAgain } from '../api/run-batch-again.ts';
import { batchErrorMessage } from '../batch-error-message.ts';

export const RUN_AGAIN_TEXTS = {
  button: 'Run again',
  started: 'Batch job started again',
  startedMessage: 'The same websites are being analysed again; each shows its change when done.',
  failed: 'Could not run the batch again',
} as const;

/** Starts a new job with the same items and opens it. */
export function RunAgainButton({
  batchId,
  onStarted,
  onSessionExpired,
}: {
  batchId: string;
  onStarted: (batchId: string) => void;
  onSessionExpired: () => void;
}) {
  const runAgain = useRunBatchAgain();
  const onClick = () =>
    runAgain.mutate(batchId, {
      onSuccess: ({ batchId: next }) => {
        toast({ title: RUN_AGAIN_TEXTS.started, message: RUN_AGAIN_TEXTS.startedMessage });
        onStarted(next);
      },
      onError: (error) => {
        if (error instanceof AdminAuthError) onSessionExpired();
        else toast({ title: RUN_AGAIN_TEXTS.failed, message: batchErrorMessage(error, 'Please try again.'), destructive: true });
      },
    });
  return (
    <Button variant="default" onClick={onClick} loading={runAgain.isPending}>
      {RUN_AGAIN_TEXTS.button}
    </Button>
  );
}
