import { Alert, Group, Loader, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { VanityStats } from '../../../../../engine/contract/vanity.ts';
import { adminErrorMessage } from '../../../lib/admin-api.ts';
import { useVanityStats } from '../api/vanity-stats.ts';

export const STATS_TEXTS = {
  title: (shown: string) => `Statistics for ${shown}`,
  views: 'Views',
  previews: 'Previews',
  previewsHint: 'Link previews, bots and crawlers; not counted as views.',
  daily: 'Views in the last 30 days',
  referrers: 'Top referrers',
  noReferrers: 'No referrers yet: visitors came from a direct link, an app or our own pages.',
  failed: 'Failed to load the statistics',
  loading: 'Loading statistics...',
} as const;

/** How many referring hosts the panel lists. */
const TOP_REFERRERS = 10;

function DailyChart({ daily }: { daily: VanityStats['daily'] }) {
  const width = 420;
  const height = 120;
  const barWidth = width / daily.length;
  const highest = Math.max(1, ...daily.map((day) => day.views));
  const total = daily.reduce((sum, day) => sum + day.views, 0);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        width="100%"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`${total} views in the last 30 days, ${daily[0]?.date} to ${daily.at(-1)?.date}`}
      >
        {daily.map((day, index) => {
          const barHeight = ((height - 4) * day.views) / highest;
          return (
            <rect
              key={day.date}
              x={index * barWidth + 1}
              y={height - barHeight}
              width={barWidth - 2}
              height={barHeight}
              rx={1}
              fill="var(--mantine-color-indigo-6)"
            >
              <title>{`${day.date}: ${day.views}`}</title>
            </rect>
          );
        })}
        <line x1={0} y1={height - 0.5} x2={width} y2={height - 0.5} stroke="var(--mantine-color-gray-5)" />
      </svg>
      <Group justify="space-between" component="figcaption">
        <Text size="xs" c="gray.7">
          {daily[0]?.date}
        </Text>
        <Text size="xs" c="gray.7">
          {daily.at(-1)?.date}
        </Text>
      </Group>
    </figure>
  );
}

function StatsBody({ vanityPath }: { vanityPath: string }) {
  const stats = useVanityStats(vanityPath);
  if (stats.isPending) return <Loader aria-label={STATS_TEXTS.loading} />;
  if (stats.isError) {
    return (
      <Alert color="red" role="alert">
        {adminErrorMessage(stats.error, STATS_TEXTS.failed)}
      </Alert>
    );
  }
  const { views, previews, daily, referrers } = stats.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={2}>
        <div>
          <Text size="sm" c="gray.7">
            {STATS_TEXTS.views}
          </Text>
          <Text fw={800} size="xl" data-testid="stats-views">
            {views}
          </Text>
        </div>
        <div>
          <Text size="sm" c="gray.7">
            {STATS_TEXTS.previews}
          </Text>
          <Text fw={800} size="xl" data-testid="stats-previews">
            {previews}
          </Text>
          <Text size="xs" c="gray.7">
            {STATS_TEXTS.previewsHint}
          </Text>
        </div>
      </SimpleGrid>
      <div>
        <Title order={3} size="h5" mb="xs">
          {STATS_TEXTS.daily}
        </Title>
        <DailyChart daily={daily} />
      </div>
      <div>
        <Title order={3} size="h5" mb="xs" id={`referrers-${vanityPath}`}>
          {STATS_TEXTS.referrers}
        </Title>
        {referrers.length === 0 ? (
          <Text size="sm">{STATS_TEXTS.noReferrers}</Text>
        ) : (
          <Table aria-labelledby={`referrers-${vanityPath}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Site</Table.Th>
                <Table.Th ta="right">{STATS_TEXTS.views}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {referrers.slice(0, TOP_REFERRERS).map((referrer) => (
                <Table.Tr key={referrer.host}>
                  <Table.Td>{referrer.host}</Table.Td>
                  <Table.Td ta="right">{referrer.views}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </div>
    </Stack>
  );
}

/** A link's statistics: views and previews, the daily chart and the top referrers. */
export function VanityStatsPanel({ vanityPath, opened, onClose }: { vanityPath: string; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={STATS_TEXTS.title(`/v/${vanityPath}`)} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened ? <StatsBody vanityPath={vanityPath} /> : null}
    </Modal>
  );
}
