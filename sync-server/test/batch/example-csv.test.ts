import { describe, expect, it } from 'vitest';
import { parseBatchInput } from '../../src/batch/parse-batch-input.ts';
import { EXAMPLE_CSV } from '../../../pwa/src/features/admin-batch/example-csv.ts';

// The PWA offers this file for download; the server must read it as the example it claims to be.
describe('the example CSV', () => {
  it('has comment lines and four example rows that the server reads as four websites with company names', () => {
    expect(EXAMPLE_CSV.split('\n').filter((line) => line.startsWith('#')).length).toBeGreaterThanOrEqual(2);
    const parsed = parseBatchInput(EXAMPLE_CSV);
    expect(parsed.entries).toHaveLength(4);
    expect(parsed.entries.every((entry) => entry.companyName && !entry.invalidReason)).toBe(true);
  });
});
