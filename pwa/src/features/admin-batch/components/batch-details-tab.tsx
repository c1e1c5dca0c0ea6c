import { Alert, Box, Button, Group, Progress, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { BatchJobDetail, BatchResultItem } from '../../../../../engine/contract/batch.ts';
import { AdminAuthError } from '../../../lib/admin-api.ts';
import { toast } from '../../../lib/notify.ts';
import { useBatchDetail } from '../api/batch-detail.ts';
import { downloadBatchResultsCsv } from '../api/batch-results-csv.ts';
import { batchErrorMessage } from '../batch-error-message.ts';
import { useBatchQueryError } from '../use-batch-query-errors.ts';
import { BatchStatusBadge } from './batch-status-badge.tsx';
import { CompareTick, CompareTicked, useCompareTicks } from './compare-ticks.tsx';
import { ItemChange } from './item-change.tsx';
import { RunAgainButton } from './run-again-button.tsx';

interface Props {
  batchId: string;
  onBack: () => void;
  /** Opens another job's details (the one "Run again" started). */
  onOpenBatch: (batchId: string) => void;
  onSessionExpired: () => void;
}

/** SPEC section 2, Details: the job's counts and every item, re-fetched every 5 s while it runs. */
export function BatchDetailsTab({ batchId, onBack, onOpenBatch, onSessionExpired }: Props) {
  const detail = useBatchDetail(batchId);
  const loadError = useBatchQueryError(detail, 'Failed to fetch batch details', onSessionExpired);

  return (
    <Stack gap="lg" component="section" aria-labelledby="batch-details-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="batch-details-title">
          Batch Details
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={onBack}>
            Back to List
          </Button>
          <Button variant="light" onClick={() => void detail.refetch()} loading={detail.isFetching && !detail.isPending}>
            Refresh
          </Button>
          <DownloadResultsButton batchId={batchId} disabled={!detail.data} onSessionExpired={onSessionExpired} />
          {detail.data ? <RunAgainButton batchId={batchId} onStarted={onOpenBatch} onSessionExpired={onSessionExpired} /> : null}
        </Group>
      </Group>
      {loadError && !detail.data ? (
        <Alert color="red" role="alert" title="Failed to fetch batch details">
          {loadError}
        </Alert>
      ) : !detail.data ? (
        <Text c="dimmed" role="status">
          Loading batch details...
        </Text>
      ) : (
        <>
          <JobSummary job={detail.data} />
          <ItemsTable items={detail.data.results} />
        </>
      )}
    </Stack>
  );
}

function JobSummary({ job }: { job: BatchJobDetail }) {
  const percent = job.totalItems === 0 ? 0 : Math.round((job.processedItems / job.totalItems) * 100);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Field label="Batch ID">
          <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {job.id}
          </Text>
        </Field>
        <Field label="Status">
          <BatchStatusBadge status={job.status} />
        </Field>
        <Field label="Total Items">
          <Text>{job.totalItems}</Text>
        </Field>
        <Field label="Created">
          <Text>{new Date(job.createdAt).toLocaleString()}</Text>
        </Field>
        <Field label="Updated">
          <Text>{new Date(job.updatedAt).toLocaleString()}</Text>
        </Field>
        <Field label="Progress">
          <Text>
            {job.completedItems} completed / {job.failedItems} failed / {job.processedItems} processed
          </Text>
        </Field>
      </SimpleGrid>
      <Progress value={percent} aria-label={`${job.processedItems} of ${job.totalItems} items processed`} />
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {children}
    </Box>
  );
}

function ItemsTable({ items }: { items: BatchResultItem[] }) {
  // The column appears once any site in the job had been analysed before.
  const showChange = items.some((item) => item.change);
  const ticks = useCompareTicks();
  return (
    <Stack gap="sm">
      <CompareTicked ticked={ticks.ticked} />
      <Box style={{ overflowX: 'auto' }}>
        <Table striped verticalSpacing="sm" miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>Compare</VisuallyHidden>
              </Table.Th>
              <Table.Th>URL</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Status</Table.Th>
              {showChange ? <Table.Th>Change</Table.Th> : null}
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item, index) => (
              <Table.Tr key={`${index}-${item.url}`}>
                <Table.Td>
                  {item.status === 'completed' && item.analysisId ? <CompareTick analysisId={item.analysisId} url={item.url} ticks={ticks} /> : null}
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{item.url}</Table.Td>
                <Table.Td>{item.companyName || '—'}</Table.Td>
                <Table.Td>
                  <BatchStatusBadge status={item.status} />
                  {item.error ? (
                    <Text size="xs" c="red" mt={4}>
                      {item.error}
                    </Text>
                  ) : null}
                </Table.Td>
                {showChange ? (
                  <Table.Td data-testid="item-change">
                    <ItemChange change={item.change} />
                  </Table.Td>
                ) : null}
                <Table.Td>{item.status === 'completed' && item.analysisId ? <ResultLinks analysisId={item.analysisId} url={item.url} /> : null}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}

function ResultLinks({ analysisId, url }: { analysisId: string; url: string }) {
  const link = `${window.location.origin}/results/${analysisId}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied', message: link });
    } catch {
      toast({ title: 'Could not copy the link', message: link, destructive: true });
    }
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="xs" variant="subtle" aria-label={`Copy results link for ${url}`} onClick={() => void copy()}>
        Copy link
      </Button>
      <Button
        size="xs"
        variant="subtle"
        component="a"
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Open results for ${url} in a new tab`}
      >
        Open
      </Button>
    </Group>
  );
}

function DownloadResultsButton({ batchId, disabled, onSessionExpired }: { batchId: string; disabled: boolean; onSessionExpired: () => void }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadBatchResultsCsv(batchId);
    } catch (error) {
      if (error instanceof AdminAuthError) onSessionExpired();
      else
        toast({ title: 'Download failed', message: batchErrorMessage(error, 'The results CSV could not be downloaded. Please try again.'), destructive: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" onClick={() => void download()} loading={busy} disabled={disabled}>
      Download results CSV
    </Button>
  );
}
