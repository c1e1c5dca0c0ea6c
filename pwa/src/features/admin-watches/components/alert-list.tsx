import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { alertHeadline } from '../../../../../engine/contract/alert-headline.ts';
import { observedKey } from '../../../../../engine/contract/observed-friction.ts';
import type { Alert } from '../../../../../engine/contract/watches.ts';
import { formatRelativeTime } from '../../admin-vanity/relative-time.ts';
import { ENGINE_CHANGED_NOT_ALERTED } from '../watch-text.ts';

const DELIVERY_LABELS = { pending: 'Webhook: trying', delivered: 'Webhook: delivered', failed: 'Webhook: failed' } as const;

/** The alerts, newest first, each with its report and the two runs side by side. */
export function AlertList({ alerts }: { alerts: Alert[] }) {
  if (alerts.length === 0) return <Text c="dimmed">No alerts yet. An alert appears when a run finds a site worse than the run before.</Text>;
  return (
    <Stack gap="sm">
      {alerts.map((alert) => (
        <Paper key={alert.id} withBorder p="sm" data-testid="watch-alert">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2}>
              <Text fw={600} style={{ wordBreak: 'break-all' }}>
                {alert.url}
              </Text>
              {alert.notAlerted ? (
                <Text>
                  <Text span fw={600}>
                    {ENGINE_CHANGED_NOT_ALERTED}
                  </Text>
                  {alert.engineChanged ? ` (engine ${alert.engineChanged.from} → ${alert.engineChanged.to})` : ''}: {alertHeadline(alert)}
                </Text>
              ) : (
                <Text>{alertHeadline(alert)}</Text>
              )}
              {(alert.frictionAdded ?? []).map((friction) => (
                <Text key={observedKey(friction)} size="sm" data-testid="alert-friction">
                  {friction.issue}
                  {friction.previousIssue ? ` (before: ${friction.previousIssue})` : ''}
                </Text>
              ))}
              <Text size="sm" c="dimmed" title={new Date(alert.createdAt).toLocaleString()}>
                {formatRelativeTime(alert.createdAt)} · score {alert.score.from} → {alert.score.to} · {alert.level.to}
              </Text>
            </Stack>
            <Group gap="xs">
              {alert.delivery && (
                <Badge variant="light" c="dark.8" color={alert.delivery.status === 'failed' ? 'red' : alert.delivery.status === 'delivered' ? 'green' : 'blue'}>
                  {DELIVERY_LABELS[alert.delivery.status]}
                </Badge>
              )}
              <Anchor renderRoot={(props) => <Link {...props} to="/results/$analysisId" params={{ analysisId: alert.analysisId }} />}>Open report</Anchor>
              <Anchor renderRoot={(props) => <Link {...props} to="/compare" search={{ ids: `${alert.previousAnalysisId},${alert.analysisId}` }} />}>
                Compare
              </Anchor>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
