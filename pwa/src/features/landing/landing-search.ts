import { ANALYSIS_REFUSED_ERROR } from '../../../../engine/contract/analyze-form.ts';

/**
 * The landing page's query string: error=analysis_failed after an analysis failed on the
 * server; error=analysis_refused with the server's reason after it sent back the form
 * the browser posted before the app's code ran (routes/analyze-form.ts).
 */
export interface LandingSearch {
  error?: string;
  reason?: string;
  /** The analysis that failed, so the alert can give the server's reason (never text from the address itself). */
  analysis?: string;
}

export const ANALYSIS_FAILED_ERROR = 'analysis_failed';
export { ANALYSIS_REFUSED_ERROR };

const ANALYSIS_ID = /^[0-9a-f-]{1,64}$/i;

export function parseLandingSearch(search: Record<string, unknown>): LandingSearch {
  return {
    ...(typeof search.error === 'string' ? { error: search.error } : {}),
    ...(typeof search.reason === 'string' ? { reason: search.reason } : {}),
    ...(typeof search.analysis === 'string' && ANALYSIS_ID.test(search.analysis) ? { analysis: search.analysis } : {}),
  };
}
