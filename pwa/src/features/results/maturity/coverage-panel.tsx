import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { pageLabel } from '../../../../../engine/contract/evidence-wording.ts';
import type { Coverage, CrawledPage } from '../../../../../engine/contract/analysis.ts';
import type { SignalResult } from '../../../../../engine/contract/signals.ts';
import { SIGNAL_TITLES } from '../../../../../engine/contract/signal-titles.ts';
import { COVERAGE_COPY } from '../../../../../engine/contract/report-copy.ts';
import { isChecked } from './coverage.ts';

/** "What we could and couldn't see": the pages read (rendered in a browser or not) and what was out of reach. */
export function CoveragePanel({ siteUrl, pages, coverage, signals }: { siteUrl: string; pages: CrawledPage[]; coverage: Coverage; signals: SignalResult[] }) {
  const unreadable = new Set(coverage.unreadablePages.map((page) => page.url));
  const read = pages.filter((page) => !page.error && !unreadable.has(page.url));
  const unchecked = signals.filter((signal) => !isChecked(signal));
  return (
    <Stack gap="sm" component="section" aria-labelledby="coverage-title" data-testid="coverage-panel">
      <Title order={3} size="h4" id="coverage-title">
        {COVERAGE_COPY.panelTitle}
      </Title>
      {read.length > 0 ? (
        <div>
          <Text fw={600} size="sm" mb={4}>
            {COVERAGE_COPY.pagesRead}
          </Text>
          <List size="sm" spacing={4}>
            {read.map((page) => (
              <List.Item key={page.url}>
                {pageLabel(page.url, siteUrl)}{' '}
                <Badge size="xs" variant="light" color={page.rendered ? 'indigo' : 'gray'} tt="none">
                  {page.rendered ? COVERAGE_COPY.rendered : COVERAGE_COPY.readAsHtml}
                </Badge>
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {coverage.unreadablePages.length > 0 ? (
        <div>
          <Text fw={600} size="sm" mb={4}>
            {COVERAGE_COPY.outOfReach}
          </Text>
          <List size="sm" spacing={4}>
            {coverage.unreadablePages.map((page) => (
              <List.Item key={page.url}>
                {pageLabel(page.url, siteUrl)}: {page.reason}
              </List.Item>
            ))}
          </List>
        </div>
      ) : (
        <Text size="sm">{COVERAGE_COPY.allRead}</Text>
      )}
      {unchecked.length > 0 ? (
        <div>
          <Text fw={600} size="sm" mb={6}>
            {COVERAGE_COPY.couldntCheck}
          </Text>
          <Group gap={6}>
            {unchecked.map((signal) => (
              <Badge key={signal.id} variant="outline" color="yellow.9" radius="sm" tt="none" fw={500}>
                {SIGNAL_TITLES[signal.id] ?? signal.id}: couldn't check
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="gray.7" mt={6}>
            {coverage.language && !coverage.language.read ? COVERAGE_COPY.unreadLanguage(coverage.language.name) : COVERAGE_COPY.couldntCheckNote}
          </Text>
        </div>
      ) : null}
    </Stack>
  );
}
