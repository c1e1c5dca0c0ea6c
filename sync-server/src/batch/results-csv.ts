import Papa from 'papaparse';
import type { AnalysisResult } from '../../../engine/contract/analysis.ts';
import type { BatchJobDetail } from '../../../engine/contract/batch.ts';
import { CorruptResultError, DAMAGED_REPORT_MESSAGE } from '../store/result-files.ts';

/**
 * A cell a spreadsheet would evaluate (OWASP's list). papaparse's own `escapeFormulae: true`
 * tests /^[=+\-@\t\r].*$/, which misses a cell with a line break in it ("=1+1\nmore").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Excel reads a CSV without a byte order mark in the machine's legacy code page, so "Café" would arrive as "CafÃ©". */
const UTF8_BOM = '\uFEFF';

export const RESULTS_CSV_COLUMNS = ['url', 'company', 'status', 'maturity level', 'score', 'observed friction', 'results link', 'error'] as const;

/** How many findings of observed friction the report shows (issue #29); empty for a report made before it was observed. */
export function observedFrictionCount(result: AnalysisResult | undefined): string {
  const observed = result?.friction.observed;
  return observed ? String(observed.filter((finding) => finding.checked).length) : '';
}

/** The download's file name: the short batch id admins see in the list. */
export function resultsCsvFileName(batchId: string): string {
  return `batch-${batchId.slice(0, 8)}-results.csv`;
}

/**
 * One row per item with its maturity level, score, how much observed friction it shows and a link to the report.
 * Company names and invalid entries are whatever an admin pasted, so cells that a
 * spreadsheet would run as a formula (=, +, -, @ ...) are escaped, never exported live.
 */
export async function buildResultsCsv(
  job: BatchJobDetail,
  readResult: (analysisId: string) => Promise<AnalysisResult | undefined>,
  origin: string,
): Promise<string> {
  const rows = await Promise.all(
    job.results.map(async (item) => {
      let result: AnalysisResult | undefined;
      let damaged = false;
      try {
        result = item.analysisId ? await readResult(item.analysisId) : undefined;
      } catch (error) {
        // One damaged report must not cost the admin the whole download.
        if (!(error instanceof CorruptResultError)) throw error;
        damaged = true;
      }
      return [
        item.url,
        item.companyName ?? '',
        item.status,
        result?.maturity.level ?? '',
        result ? String(result.maturity.score) : '',
        observedFrictionCount(result),
        item.analysisId ? `${origin}/results/${item.analysisId}` : '',
        damaged ? DAMAGED_REPORT_MESSAGE : (item.error ?? ''),
      ];
    }),
  );
  return UTF8_BOM + Papa.unparse({ fields: [...RESULTS_CSV_COLUMNS], data: rows }, { escapeFormulae: FORMULA_START, newline: '\r\n' });
}
