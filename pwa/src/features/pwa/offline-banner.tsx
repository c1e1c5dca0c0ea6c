import { Box, Container, Text } from '@mantine/core';
import { useOnlineStatus } from '../../lib/online-status.ts';

export const OFFLINE_BANNER_TEXT = "No connection: reports you've opened before still open, and new analyses wait until you're back online.";

/** A slim bar under the top bar while the browser is offline, on every screen. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Box bg="gray.8" c="white" py={6} role="status" data-testid="offline-banner">
      <Container size="lg">
        <Text size="sm" fw={500}>
          {OFFLINE_BANNER_TEXT}
        </Text>
      </Container>
    </Box>
  );
}
