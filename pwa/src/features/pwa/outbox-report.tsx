import { Anchor, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AnyRouter } from '@tanstack/react-router';
import { toast } from '../../lib/notify.ts';
import type { OutboxFlush } from '../../lib/outbox.ts';
import { siteHost } from '../../lib/site-name.ts';
import { OUTBOX_TEXTS } from './outbox-texts.ts';

const OUTBOX_TOAST_ID = 'outbox-sent';
/** Long enough to reach the link in it. */
const OUTBOX_TOAST_MS = 15_000;

/** One toast for the round: each sent analysis with a link to its progress, each refused one named. */
export function announceOutboxFlush({ sent, refused }: OutboxFlush, router: AnyRouter) {
  if (sent.length === 0 && refused.length === 0) return;
  const title =
    refused.length > 0 && sent.length === 0
      ? OUTBOX_TEXTS.refusedTitle
      : sent.length === 1 && refused.length === 0
        ? OUTBOX_TEXTS.sentOneTitle
        : OUTBOX_TEXTS.sentManyTitle;
  const openProgress = (analysisId: string) => {
    notifications.hide(OUTBOX_TOAST_ID);
    void router.navigate({ to: '/analyzing/$analysisId', params: { analysisId } });
  };
  toast({
    id: OUTBOX_TOAST_ID,
    title,
    destructive: sent.length === 0,
    duration: OUTBOX_TOAST_MS,
    message: (
      <List size="sm" spacing={4} listStyleType="none" data-testid="outbox-report">
        {sent.map(({ entry, analysisId }) => (
          <List.Item key={entry.id}>
            <Text span size="sm" fw={600}>
              {siteHost(entry.request.url)}
            </Text>
            {': '}
            <Anchor
              href={`/analyzing/${analysisId}`}
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                openProgress(analysisId);
              }}
            >
              {OUTBOX_TEXTS.follow}
            </Anchor>
          </List.Item>
        ))}
        {refused.map(({ entry }) => (
          <List.Item key={entry.id}>
            <Text span size="sm" fw={600}>
              {siteHost(entry.request.url)}
            </Text>{' '}
            {OUTBOX_TEXTS.refused}
          </List.Item>
        ))}
      </List>
    ),
  });
}
