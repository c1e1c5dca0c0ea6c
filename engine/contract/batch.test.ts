import { describe, expect, it } from 'vitest';
import { batchCreateRequestSchema, batchErrorResponseSchema, batchJobDetailSchema, batchJobListResponseSchema, MAX_CSV_CONTENT_LENGTH } from './batch.ts';

const job = { id: 'b1', createdAt: '2026-11-22T10:00:00.000Z', status: 'processing', totalItems: 3, completedItems: 1 };

describe('batch contract', () => {
  it('accepts csv content and refuses content over the limit', () => {
    expect(batchCreateRequestSchema.safeParse({ csvContent: 'url\nacme.io' }).success).toBe(true);
    const result = batchCreateRequestSchema.safeParse({ csvContent: 'x'.repeat(MAX_CSV_CONTENT_LENGTH + 1) });
    expect(result.error?.issues[0]?.path).toEqual(['csvContent']);
  });

  it('refuses a missing body field with the spec message', () => {
    expect(batchCreateRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('Please upload a CSV file or enter CSV content');
  });

  it('accepts a job list and refuses an unknown status', () => {
    expect(batchJobListResponseSchema.parse([job])).toEqual([job]);
    expect(batchJobListResponseSchema.safeParse([{ ...job, status: 'queued' }]).error?.issues[0]?.path).toEqual([0, 'status']);
  });

  it('accepts a detail with items and their errors', () => {
    const detail = {
      ...job,
      updatedAt: '2026-11-22T10:01:00.000Z',
      failedItems: 1,
      processedItems: 2,
      results: [
        { url: 'https://acme.io', companyName: 'Acme', status: 'completed', analysisId: '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c' },
        { url: 'https://nope.invalid', status: 'failed', error: 'The domain nope.invalid does not resolve' },
        { url: 'https://b.io', status: 'pending' },
      ],
    };
    expect(batchJobDetailSchema.parse(detail)).toEqual(detail);
  });

  it('the error body needs a message; error and hint are optional', () => {
    expect(batchErrorResponseSchema.safeParse({ message: 'No valid URLs found', hint: 'Add a url column' }).success).toBe(true);
    expect(batchErrorResponseSchema.safeParse({ error: 'x' }).error?.issues[0]?.path).toEqual(['message']);
  });
});
