import { Alert, CloseButton, Group, List, Text } from '@mantine/core';
import { useOnlineStatus } from '../../lib/online-status.ts';
import { dropQueuedAnalysis, listQueuedAnalyses } from '../../lib/outbox.ts';
import { siteHost } from '../../lib/site-name.ts';
import { useLiveQuery } from '../../lib/use-live-query.ts';
import { OUTBOX_TEXTS } from './outbox-texts.ts';

/** On the landing page: the analyses waiting in the outbox, each removable, until they are sent. */
export function QueuedAnalysesNotice() {
  const online = useOnlineStatus();
  const queued = useLiveQuery(() => listQueuedAnalyses(), []);
  if (queued.status !== 'ready' || queued.value.length === 0) return null;
  return (
    <Alert color="blue" variant="light" title={OUTBOX_TEXTS.noticeTitle} role="status" data-testid="queued-analyses">
      <Text size="sm" c="gray.9">
        {online ? OUTBOX_TEXTS.noticeOnline : OUTBOX_TEXTS.noticeOffline}
      </Text>
      <List size="sm" mt="xs" spacing={4} listStyleType="none">
        {queued.value.map((entry) => {
          const host = siteHost(entry.request.url);
          return (
            <List.Item key={entry.id}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} c="gray.9">
                  {host}
                </Text>
                <CloseButton size="sm" aria-label={`Remove ${host} from the queue`} onClick={() => void dropQueuedAnalysis(entry.id!)} />
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
