import { describe, expect, it } from 'vitest';
import { exampleAnalysisResult } from '../../../../engine/contract/examples.ts';
import { formatReportDate, summarizeReport } from '../../../src/features/your-reports/report-summary.ts';

describe('summarizeReport', () => {
  it('names the site as the report title does, with its level and analysis date', () => {
    const result = exampleAnalysisResult({ url: 'https://www.acme.io/', analyzedAt: '2025-03-04T10:00:00.000Z' });
    result.maturity.level = 'Conversion-Optimised';
    const summary = summarizeReport({ key: 'abc', result, storedAt: Date.UTC(2025, 5, 1) });
    expect(summary).toMatchObject({ key: 'abc', site: 'Acme', host: 'www.acme.io', level: 'Level 3: Optimized', sharedAs: undefined });
    expect(formatReportDate(summary.date)).toBe('Mar 4, 2025');
  });

  it('carries the company name of a shared report', () => {
    const shared = { ...exampleAnalysisResult(), companyName: 'Initech', shareSlug: 'initech' };
    expect(summarizeReport({ key: 'initech', result: shared, storedAt: 0 }).sharedAs).toBe('Initech');
  });

  it('falls back to the day the report was kept when the result has no readable date', () => {
    const result = { ...exampleAnalysisResult(), analyzedAt: 'not a date' };
    const storedAt = Date.UTC(2024, 11, 24, 12);
    expect(formatReportDate(summarizeReport({ key: 'k', result, storedAt }).date)).toBe('Dec 24, 2024');
  });
});
