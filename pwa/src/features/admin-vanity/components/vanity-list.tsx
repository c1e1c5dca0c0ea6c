import { ActionIcon, Alert, Box, Button, Card, Code, Group, Table, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { VanityUrl } from '../../../../../engine/contract/vanity.ts';
import { adminErrorMessage } from '../../../lib/admin-api.ts';
import { toast } from '../../../lib/notify.ts';
import { useDeleteVanityUrl } from '../api/delete-vanity-url.ts';
import { useVanityStats } from '../api/vanity-stats.ts';
import { useVanityUrls, vanityUrlsQuery } from '../api/vanity-urls.ts';
import { formatRelativeTime } from '../relative-time.ts';
import { vanityLink } from '../vanity-link.ts';
import { VanityStatsPanel } from './vanity-stats-panel.tsx';
import { ViewsSparkline } from './views-sparkline.tsx';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this vanity URL?';

/** SPEC section 2, Vanity administration: the list with copy, open and delete per row. */
export function VanityList() {
  const list = useVanityUrls();
  const queryClient = useQueryClient();
  const loadError = list.isError ? adminErrorMessage(list.error, 'Failed to load vanity URLs') : undefined;

  useEffect(() => {
    if (loadError) toast({ title: 'Error loading vanity URLs', message: loadError, destructive: true });
  }, [loadError, list.errorUpdatedAt]);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="vanity-list-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id="vanity-list-title">
          Existing Vanity URLs
        </Title>
        <Button
          variant="light"
          onClick={() => void queryClient.invalidateQueries({ queryKey: vanityUrlsQuery.queryKey })}
          loading={list.isFetching && !list.isPending}
        >
          Refresh List
        </Button>
      </Group>
      {list.isPending && !loadError ? (
        <Text c="dimmed" role="status">
          Loading vanity URLs...
        </Text>
      ) : loadError ? (
        <Alert color="red" role="alert">
          {loadError}
        </Alert>
      ) : list.data && list.data.length > 0 ? (
        <VanityTable entries={list.data} />
      ) : (
        <Text c="dimmed">No vanity URLs found</Text>
      )}
    </Card>
  );
}

function VanityTable({ entries }: { entries: VanityUrl[] }) {
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table striped highlightOnHover verticalSpacing="sm" miw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vanity Path</Table.Th>
            <Table.Th>Analysis ID</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last Accessed</Table.Th>
            <Table.Th>Views</Table.Th>
            <Table.Th>Last 30 days</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <VanityRow key={entry.id} entry={entry} />
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function VanityRow({ entry }: { entry: VanityUrl }) {
  const remove = useDeleteVanityUrl();
  const link = vanityLink(entry.vanityPath);
  const shown = `/v/${entry.vanityPath}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Copied!', message: 'Vanity URL copied to clipboard' });
    } catch {
      toast({ title: 'Error', message: `Could not copy to the clipboard. The link is ${link}`, destructive: true });
    }
  };

  const confirmAndDelete = () => {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    remove.mutate(entry.vanityPath, {
      onSuccess: () => toast({ title: 'Success', message: 'Vanity URL deleted successfully' }),
      onError: (error) => toast({ title: 'Error', message: adminErrorMessage(error, 'Failed to delete vanity URL'), destructive: true }),
    });
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{shown}</Text>
      </Table.Td>
      <Table.Td>
        <Code>{entry.analysisId}</Code>
      </Table.Td>
      <Table.Td title={new Date(entry.createdAt).toLocaleString()}>{formatRelativeTime(entry.createdAt)}</Table.Td>
      <Table.Td title={entry.lastAccessedAt ? new Date(entry.lastAccessedAt).toLocaleString() : undefined}>{formatRelativeTime(entry.lastAccessedAt)}</Table.Td>
      <Table.Td>{entry.accessCount}</Table.Td>
      <Table.Td>
        <RecentViews vanityPath={entry.vanityPath} shown={shown} />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <ActionIcon variant="subtle" title="Copy link" aria-label={`Copy link ${shown}`} onClick={() => void copy()}>
            <CopyIcon />
          </ActionIcon>
          <ActionIcon
            component="a"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            title="Open in new tab"
            aria-label={`Open ${shown} in a new tab`}
          >
            <OpenIcon />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" title="Delete" aria-label={`Delete ${shown}`} onClick={confirmAndDelete} loading={remove.isPending}>
            <TrashIcon />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The row's 30-day sparkline and count; opens the link's statistics panel. */
function RecentViews({ vanityPath, shown }: { vanityPath: string; shown: string }) {
  const stats = useVanityStats(vanityPath);
  const [opened, setOpened] = useState(false);
  const recent = stats.data?.daily.reduce((sum, day) => sum + day.views, 0);
  return (
    <>
      <UnstyledButton
        onClick={() => setOpened(true)}
        aria-label={`Statistics for ${shown}${recent === undefined ? '' : `: ${recent} views in the last 30 days`}`}
      >
        <Group gap={6} wrap="nowrap">
          {stats.data ? <ViewsSparkline daily={stats.data.daily} /> : null}
          <Text size="sm" c="indigo.8" td="underline" data-testid="recent-views">
            {recent ?? '…'}
          </Text>
        </Group>
      </UnstyledButton>
      <VanityStatsPanel vanityPath={vanityPath} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

const iconProps = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

function CopyIcon() {
  return (
    <svg {...iconProps}>
      <rect x="9" y="9" width="13" height="13" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </svg>
  );
}

function OpenIcon() {
  return (
    <svg {...iconProps}>
      <path d="M15 3h6v6" />
      <path d="M10 14 21 3" />
      <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 6h18" />
      <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
      <path d="M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
    </svg>
  );
}
