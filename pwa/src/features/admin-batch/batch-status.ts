import type { BatchJobSummary } from '../../../../engine/contract/batch.ts';

export interface StatusBadge {
  label: string;
  /** Mantine colour name. */
  color: string;
  /** Processing shows a spinner. */
  spinning: boolean;
}

const BADGES: Record<string, StatusBadge> = {
  pending: { label: 'Pending', color: 'gray', spinning: false },
  processing: { label: 'Processing', color: 'blue', spinning: true },
  completed: { label: 'Completed', color: 'green', spinning: false },
  failed: { label: 'Failed', color: 'red', spinning: false },
};

/** SPEC section 4: the four known statuses get their colour and label; any other value is shown as it is. */
export function statusBadge(status: string): StatusBadge {
  return Object.hasOwn(BADGES, status) ? BADGES[status]! : { label: status, color: 'gray', spinning: false };
}

/** Jobs in these states change on the server, so their details are fetched again every 5 s (SPEC section 4). */
export function isBatchActive(status: string): boolean {
  return status === 'pending' || status === 'processing';
}

export const BATCH_DETAIL_REFRESH_MS = 5000;

/** SPEC sections 2 and 9: the first 8 characters of the id and an ellipsis. */
export function shortBatchId(id: string): string {
  return `${id.slice(0, 8)}…`;
}

/** "completed/total", or a dash for an empty job. */
export function batchProgressLabel(job: Pick<BatchJobSummary, 'completedItems' | 'totalItems'>): string {
  return job.totalItems === 0 ? '—' : `${job.completedItems}/${job.totalItems}`;
}
