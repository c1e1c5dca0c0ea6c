import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { analyzePages } from '../../../engine/analysis/analyze.ts';
import type { AnalysisResult } from '../../../engine/contract/analysis.ts';
import type { BatchJobDetail } from '../../../engine/contract/batch.ts';
import { fetchedPages } from '../../../test-support/engine/site-from-html.ts';
import { buildResultsCsv, RESULTS_CSV_COLUMNS } from '../../src/batch/results-csv.ts';

/** A report of a two-page site whose home page has no mobile viewport and nothing to press under its headline. */
function reportInTheWay(): AnalysisResult {
  const pages = fetchedPages({
    '/': '<html><head><title>Acme | Invoices</title></head><body><h1>Invoices for freelancers</h1><p>Paid on time.</p></body></html>',
    '/pricing': '<h1>Pricing</h1><p>$9 a month</p>',
  });
  return { analysisId: 'a1', ...analyzePages({ url: 'https://acme.test/', pages, options: {}, analyzedAt: '2026-01-01T00:00:00.000Z' }) };
}

const job = (analysisIds: Array<string | undefined>): BatchJobDetail => ({
  id: 'b1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  status: 'completed',
  totalItems: analysisIds.length,
  completedItems: analysisIds.length,
  failedItems: 0,
  processedItems: analysisIds.length,
  results: analysisIds.map((analysisId, index) => ({ url: `https://site-${index}.test/`, status: 'completed', ...(analysisId ? { analysisId } : {}) })),
});

describe('the batch results CSV', () => {
  it('counts the observed friction each report shows, and leaves the cell empty for a report made before it was observed', async () => {
    const report = reportInTheWay();
    const found = report.friction.observed!.filter((finding) => finding.checked);
    expect(found.map((finding) => finding.kind)).toEqual(expect.arrayContaining(['no-viewport', 'first-screen-no-cta']));
    const { observed: _observed, observedChecks: _checks, ...olderFriction } = report.friction;
    const older: AnalysisResult = { ...report, friction: olderFriction };
    const csv = await buildResultsCsv(job(['a1', 'a2']), async (id) => (id === 'a1' ? report : older), 'https://app.test');
    const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, '').trim()).data;
    const column = RESULTS_CSV_COLUMNS.indexOf('observed friction');
    expect(rows[0]![column]).toBe('observed friction');
    expect(rows.slice(1).map((row) => row[column])).toEqual([String(found.length), '']);
  });
});
