import { Alert, Box, Button, Group, Table, Text, Title } from '@mantine/core';
import { useBatchJobs } from '../api/batch-jobs.ts';
import { batchProgressLabel, shortBatchId } from '../batch-status.ts';
import { useBatchQueryError } from '../use-batch-query-errors.ts';
import { BatchStatusBadge } from './batch-status-badge.tsx';

interface Props {
  onSelect: (batchId: string) => void;
  onSessionExpired: () => void;
}

/** SPEC section 2, Manage: every job with its status and progress; a row opens its details. */
export function BatchJobsTab({ onSelect, onSessionExpired }: Props) {
  const jobs = useBatchJobs();
  const loadError = useBatchQueryError(jobs, 'Failed to fetch batch jobs', onSessionExpired);

  return (
    <Box component="section" aria-labelledby="batch-jobs-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id="batch-jobs-title">
          Batch Jobs
        </Title>
        <Button variant="light" onClick={() => void jobs.refetch()} loading={jobs.isFetching && !jobs.isPending}>
          Refresh
        </Button>
      </Group>
      {loadError ? (
        <Alert color="red" role="alert" title="Failed to fetch batch jobs">
          {loadError}
        </Alert>
      ) : !jobs.data ? (
        <Text c="dimmed" role="status">
          Loading batch jobs...
        </Text>
      ) : jobs.data.length === 0 ? (
        <Text c="dimmed">No batch jobs found</Text>
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Table highlightOnHover verticalSpacing="sm" miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Batch ID</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Progress</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.data.map((job) => (
                <Table.Tr key={job.id} onClick={() => onSelect(job.id)} style={{ cursor: 'pointer' }}>
                  <Table.Td>
                    <Text ff="monospace" size="sm" title={job.id}>
                      {shortBatchId(job.id)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{new Date(job.createdAt).toLocaleString()}</Table.Td>
                  <Table.Td>
                    <BatchStatusBadge status={job.status} />
                  </Table.Td>
                  <Table.Td>{batchProgressLabel(job)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`View details of batch ${shortBatchId(job.id)}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        onSelect(job.id);
                      }}
                    >
                      View Details
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
