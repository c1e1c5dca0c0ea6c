import { Alert, Anchor, Box, Button, Card, Code, CopyButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { WatchDetail } from '../../../../../engine/contract/watches.ts';
import { adminErrorMessage } from '../../../lib/admin-api.ts';
import { useWatchDetail } from '../api/watch-detail.ts';
import { RunStatusBadge } from './run-status-badge.tsx';
import { ScoreAgainButton } from './score-again-button.tsx';
import { engineChangeShort } from '../../../../../engine/contract/report-copy.ts';

/** One watch's last runs, its webhook's deliveries with their answers, and where its feed and secret are. */
export function WatchDetails({ watchId, onClose }: { watchId: string; onClose: () => void }) {
  const detail = useWatchDetail(watchId);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="watch-details-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id="watch-details-title">
          Watch details
        </Title>
        <Button variant="default" size="xs" onClick={onClose}>
          Close details
        </Button>
      </Group>
      {detail.isPending ? (
        <Text c="dimmed" role="status">
          Loading the watch...
        </Text>
      ) : detail.isError ? (
        <Alert color="red" role="alert">
          {adminErrorMessage(detail.error, 'Failed to load the watch')}
        </Alert>
      ) : (
        <WatchDetailBody watch={detail.data} />
      )}
    </Card>
  );
}

function WatchDetailBody({ watch }: { watch: WatchDetail }) {
  return (
    <Stack gap="lg">
      <Text fw={600} style={{ wordBreak: 'break-all' }}>
        {watch.url}
      </Text>
      <Stack gap={4}>
        <Text fw={600}>Atom feed of its alerts</Text>
        <Text size="sm" c="dimmed">
          Anyone with this address can read the alerts, without logging in: share it like a password.
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code style={{ wordBreak: 'break-all' }}>{watch.feedUrl}</Code>
          <Copy value={watch.feedUrl} label="Copy feed address" />
        </Group>
      </Stack>
      {watch.webhookUrl && (
        <Stack gap={4}>
          <Text fw={600}>Webhook</Text>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {watch.webhookUrl}
          </Text>
          <Text size="sm" c="dimmed">
            Each POST is signed: X-Signature-256 is sha256= and the hex HMAC-SHA256 of the raw body with this secret.
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code>{watch.webhookSecret}</Code>
            <Copy value={watch.webhookSecret} label="Copy webhook secret" />
          </Group>
        </Stack>
      )}
      <DetailTable title="Runs" headers={['Started', 'Why', 'Status', 'Level', 'Score', 'Engine', 'Report']} empty="No runs yet.">
        {watch.runs.map((run) => (
          <Table.Tr key={run.id}>
            <Table.Td>{new Date(run.startedAt).toLocaleString()}</Table.Td>
            <Table.Td>{run.trigger === 'schedule' ? 'Schedule' : 'Run now'}</Table.Td>
            <Table.Td>
              <RunStatusBadge status={run.status} />
              {run.error && (
                <Text size="xs" c="red.9">
                  {run.error}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{run.level ?? '–'}</Table.Td>
            <Table.Td>{run.score ?? '–'}</Table.Td>
            <Table.Td>
              {run.engineVersion ?? '–'}
              {run.engineChanged && (
                <Text size="xs" c="gray.7">
                  {engineChangeShort(run.engineChanged)}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {run.status === 'completed' ? (
                <Group gap="xs" wrap="nowrap">
                  <Anchor renderRoot={(props) => <Link {...props} to="/results/$analysisId" params={{ analysisId: run.analysisId }} />}>Open report</Anchor>
                  <ScoreAgainButton analysisId={run.analysisId} />
                </Group>
              ) : (
                '–'
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </DetailTable>
      {watch.webhookUrl && (
        <DetailTable
          title="Webhook deliveries"
          headers={['Sent', 'Try', 'Answer', 'Delivery id']}
          empty="Nothing sent yet: the webhook is called when an alert is raised."
        >
          {watch.deliveries.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>{new Date(delivery.startedAt).toLocaleString()}</Table.Td>
              <Table.Td>{delivery.attempt} of 5</Table.Td>
              <Table.Td>
                <Text size="sm" c={delivery.ok ? 'green.9' : 'red.9'}>
                  {delivery.ok ? `${delivery.status} OK` : (delivery.error ?? (delivery.status === undefined ? 'Sending...' : String(delivery.status)))}
                </Text>
                {delivery.response && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {delivery.response}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Code>{delivery.deliveryId}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </DetailTable>
      )}
    </Stack>
  );
}

function Copy({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="xs" variant="light" onClick={copy}>
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}

/** A titled table of the watch's runs or deliveries, named by its title; `empty` says why there are no rows yet. */
function DetailTable({ title, headers, empty, children }: { title: string; headers: string[]; empty: string; children: ReactNode[] }) {
  return (
    <Box>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {children.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="xs" miw={640} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {headers.map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
