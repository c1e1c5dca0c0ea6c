import { Alert, Button, Stack, Text } from '@mantine/core';
import { useOnlineStatus } from '../../lib/online-status.ts';
import { NEEDS_CONNECTION_TEXTS } from './connection-texts.ts';

/**
 * What a screen that needs the server says while offline, instead of a spinner that
 * never ends or a button that does nothing. `children` names what waits and what
 * happens when the connection returns.
 */
export function NeedsConnection({ children }: { children: string }) {
  return (
    <Alert color="yellow" variant="light" title="This needs a connection" role="alert" data-testid="needs-connection">
      <Text size="sm" c="gray.9">
        {children}
      </Text>
    </Alert>
  );
}

/** `NeedsConnection`, shown only while offline. */
export function NeedsConnectionWhenOffline({ children }: { children: string }) {
  const online = useOnlineStatus();
  return online ? null : <NeedsConnection>{children}</NeedsConnection>;
}

/** An admin session check that got no answer: the token is kept and the admin can ask again. */
export function SessionUnreachable({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Stack align="flex-start" gap="md" role="alert">
      <Text>{NEEDS_CONNECTION_TEXTS.sessionUnreachable}</Text>
      <Button onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Stack>
  );
}
