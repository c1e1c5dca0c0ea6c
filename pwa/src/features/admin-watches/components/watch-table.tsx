import { Box, Button, Code, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Watch } from '../../../../../engine/contract/watches.ts';
import { Sparkline } from '../../../lib/sparkline.tsx';
import { formatRelativeTime } from '../../admin-vanity/relative-time.ts';
import { scheduleText } from '../watch-text.ts';
import { RunStatusBadge } from './run-status-badge.tsx';

export interface WatchRowActions {
  onRun: (watch: Watch) => void;
  onDetails: (watch: Watch) => void;
  onEdit: (watch: Watch) => void;
  onDelete: (watch: Watch) => void;
  /** The watch whose Run now is being sent. */
  running?: string;
  /** Changes need the server: offline, the list is read-only. */
  readOnly: boolean;
}

/** Every watch: its schedule, next and last run, last level, a sparkline of its scores and its alerts. */
export function WatchTable({ watches, actions }: { watches: Watch[]; actions: WatchRowActions }) {
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table striped highlightOnHover verticalSpacing="sm" miw={900}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Site</Table.Th>
            <Table.Th>Schedule</Table.Th>
            <Table.Th>Next run</Table.Th>
            <Table.Th>Last run</Table.Th>
            <Table.Th>Level</Table.Th>
            <Table.Th>Scores</Table.Th>
            <Table.Th>Alerts</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {watches.map((watch) => (
            <WatchRow key={watch.id} watch={watch} actions={actions} />
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function WatchRow({ watch, actions }: { watch: Watch; actions: WatchRowActions }) {
  const { lastRun } = watch;
  const scores = watch.scores.map((point) => point.score);
  return (
    <Table.Tr data-testid="watch-row">
      <Table.Td>
        <Text fw={600} style={{ wordBreak: 'break-all' }}>
          {watch.url}
        </Text>
      </Table.Td>
      <Table.Td>{watch.schedule === 'daily' || watch.schedule === 'weekly' ? scheduleText(watch) : <Code>{scheduleText(watch)}</Code>}</Table.Td>
      <Table.Td title={new Date(watch.nextRunAt).toLocaleString()}>{formatRelativeTime(watch.nextRunAt)}</Table.Td>
      <Table.Td>
        {lastRun ? (
          <Group gap={6} wrap="nowrap">
            <RunStatusBadge status={lastRun.status} />
            <Text size="sm" title={new Date(lastRun.startedAt).toLocaleString()}>
              {formatRelativeTime(lastRun.startedAt)}
            </Text>
          </Group>
        ) : (
          'Never'
        )}
      </Table.Td>
      <Table.Td>{lastRun?.level ?? '–'}</Table.Td>
      <Table.Td>
        {scores.length > 0 ? (
          <Group gap={6} wrap="nowrap">
            <Sparkline values={scores} highest={100} testId="score-sparkline" />
            <Text size="sm">{scores.at(-1)}</Text>
          </Group>
        ) : (
          '–'
        )}
      </Table.Td>
      <Table.Td>{watch.alertCount}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap" justify="flex-end">
          <Button
            size="xs"
            onClick={() => actions.onRun(watch)}
            loading={actions.running === watch.id}
            disabled={actions.readOnly || lastRun?.status === 'running'}
            aria-label={`Run ${watch.url} now`}
          >
            Run now
          </Button>
          <Button size="xs" variant="light" onClick={() => actions.onDetails(watch)} aria-label={`Details of ${watch.url}`}>
            Details
          </Button>
          <Button size="xs" variant="default" onClick={() => actions.onEdit(watch)} disabled={actions.readOnly} aria-label={`Edit ${watch.url}`}>
            Edit
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => actions.onDelete(watch)} disabled={actions.readOnly} aria-label={`Delete ${watch.url}`}>
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
