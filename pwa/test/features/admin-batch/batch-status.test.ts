import { describe, expect, it } from 'vitest';
import { batchDetailQuery } from '../../../src/features/admin-batch/api/batch-detail.ts';
import { BATCH_DETAIL_REFRESH_MS, batchProgressLabel, isBatchActive, shortBatchId, statusBadge } from '../../../src/features/admin-batch/batch-status.ts';

describe('status badges (SPEC section 4)', () => {
  it.each([
    ['pending', 'Pending', 'gray', false],
    ['processing', 'Processing', 'blue', true],
    ['completed', 'Completed', 'green', false],
    ['failed', 'Failed', 'red', false],
  ])('%s is %s in %s', (status, label, color, spinning) => {
    expect(statusBadge(status)).toEqual({ label, color, spinning });
  });

  it('shows any other value as it is', () => {
    expect(statusBadge('queued')).toEqual({ label: 'queued', color: 'gray', spinning: false });
    expect(statusBadge('constructor').label).toBe('constructor');
  });
});

describe('batch ids and progress in the list', () => {
  it('shows the first 8 characters of the id and an ellipsis', () => {
    expect(shortBatchId('3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c')).toBe('3f2b8c1e…');
  });

  it('shows completed/total, or a dash for an empty job', () => {
    expect(batchProgressLabel({ completedItems: 3, totalItems: 10 })).toBe('3/10');
    expect(batchProgressLabel({ completedItems: 0, totalItems: 0 })).toBe('—');
  });
});

describe('detail refresh (SPEC section 4)', () => {
  const intervalFor = (status: string | undefined) => {
    const { refetchInterval } = batchDetailQuery('b1');
    const query = { state: { data: status === undefined ? undefined : { status } } };
    return typeof refetchInterval === 'function' ? refetchInterval(query as never) : refetchInterval;
  };

  it('fetches a pending or processing job again every 5000 ms', () => {
    expect(BATCH_DETAIL_REFRESH_MS).toBe(5000);
    expect(intervalFor('pending')).toBe(5000);
    expect(intervalFor('processing')).toBe(5000);
    expect(isBatchActive('processing')).toBe(true);
  });

  it('stops once the job has ended, and before anything is known', () => {
    expect(intervalFor('completed')).toBe(false);
    expect(intervalFor('failed')).toBe(false);
    expect(intervalFor(undefined)).toBe(false);
  });
});
