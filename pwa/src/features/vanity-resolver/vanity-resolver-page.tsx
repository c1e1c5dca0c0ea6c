import { Container, Loader, Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toast } from '../../lib/notify.ts';
import { isNetworkFailure, useOnlineStatus } from '../../lib/online-status.ts';
import { NeedsConnection } from '../pwa/connection-notices.tsx';
import { NEEDS_CONNECTION_TEXTS } from '../pwa/connection-texts.ts';
import { useResolveVanity, vanityErrorMessage } from './use-resolve-vanity.ts';
import { VanityError } from './vanity-error.tsx';
import { handOffVanityResult, sharedResultsId } from './vanity-hand-off.ts';

/** SPEC section 2 "Vanity resolver": resolve /v/{path}, hand the result over, go to the shared report. */
export function VanityResolverPage({ vanityPath }: { vanityPath: string }) {
  const resolved = useResolveVanity(vanityPath);
  const navigate = useNavigate();
  const online = useOnlineStatus();
  // No answer at all is a missing connection, not a broken link: say so and try again once back online.
  const unanswered = resolved.isError && isNetworkFailure(resolved.error);
  const message = resolved.isError && !unanswered ? vanityErrorMessage(resolved.error) : undefined;
  const { refetch } = resolved;
  useEffect(() => {
    if (online && unanswered) void refetch();
  }, [online, unanswered, refetch]);

  useEffect(() => {
    if (!resolved.data) return;
    handOffVanityResult(resolved.data);
    void navigate({ to: '/results/$analysisId', params: { analysisId: sharedResultsId(vanityPath) }, replace: true });
  }, [resolved.data, vanityPath, navigate]);

  useEffect(() => {
    if (message) toast({ id: 'vanity-resolve-error', title: 'Error', message, destructive: true });
  }, [message]);

  return (
    <Container size="sm" py="xl">
      {message ? (
        <VanityError message={message} />
      ) : (!online || unanswered) && !resolved.data ? (
        <NeedsConnection>{NEEDS_CONNECTION_TEXTS.vanityLink}</NeedsConnection>
      ) : (
        <Stack align="center" gap="md" py="xl">
          <Loader aria-hidden="true" />
          <Title order={1} aria-live="polite">
            Loading Analysis
          </Title>
        </Stack>
      )}
    </Container>
  );
}
