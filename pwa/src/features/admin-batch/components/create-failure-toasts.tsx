import { Button, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { toast } from '../../../lib/notify.ts';
import { CSV_FORMAT_TOASTS, type CreateFailureReaction, NO_URLS_MESSAGE, NO_URLS_TOAST_MS, type TimedToast } from '../create-failure.ts';
import { downloadExampleCsv } from '../example-csv.ts';

/**
 * Shows SPEC section 8's answer to a refused batch. Only one toast is visible at a
 * time (SPEC section 4), so each toast of the help sequence replaces the one before
 * instead of queueing behind it for its full duration: the sequence then runs on
 * the timings SPEC gives. Returns a function that cancels what is still to come.
 */
export function showCreateFailure(reaction: CreateFailureReaction): () => void {
  if (reaction.kind === 'no-urls') {
    toast({ title: 'No URLs detected', message: NO_URLS_MESSAGE, destructive: true, duration: NO_URLS_TOAST_MS });
    return () => undefined;
  }
  if (reaction.kind === 'failed') {
    toast({ title: 'Failed to create batch job', message: reaction.message, destructive: true });
    return () => undefined;
  }

  const bodies: Record<TimedToast['title'], ReactNode> = {
    'CSV Format Error': reaction.message,
    'Try these formats': <FormatsList />,
    'Need help?': <HelpWithDownload />,
  };
  let previous: string | undefined;
  const timers = CSV_FORMAT_TOASTS.map((step) =>
    setTimeout(() => {
      if (previous) notifications.hide(previous);
      previous = notifications.show({
        title: step.title,
        message: bodies[step.title],
        color: step.title === 'CSV Format Error' ? 'red' : undefined,
        autoClose: step.durationMs,
        withCloseButton: true,
        // Ahead of any ordinary toast already showing, which waits in the queue meanwhile.
        priority: 1,
      });
    }, step.showAtMs),
  );
  return () => timers.forEach(clearTimeout);
}

function FormatsList() {
  return (
    <List size="sm" spacing={2}>
      <List.Item>A simple list: one URL per line (https://example.com)</List.Item>
      <List.Item>A CSV with the header url,companyName</List.Item>
      <List.Item>The example CSV file: download it from this page and fill it in</List.Item>
    </List>
  );
}

function HelpWithDownload() {
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">Download the example CSV to see a file the batch importer reads.</Text>
      <Button size="xs" variant="light" onClick={downloadExampleCsv}>
        Download
      </Button>
    </Stack>
  );
}
