import { ANALYSIS_REFUSED_ERROR } from '../../../../engine/contract/analyze-form.ts';

/**
 * The landing page's query string: error=analysis_failed after an analysis failed on the
 * server; error=analysis_refused with the server's reason after it sent back the form
 * the browser posted before the app's code ran (routes/analyze-form.ts).
 */
export interface LandingSearch {
  error?: string;
  reason?: string;
}

export const ANALYSIS_FAILED_ERROR = 'analysis_failed';
export { ANALYSIS_REFUSED_ERROR };

export function parseLandingSearch(search: Record<string, unknown>): LandingSearch {
  return {
    ...(typeof search.error === 'string' ? { error: search.error } : {}),
    ...(typeof search.reason === 'string' ? { reason: search.reason } : {}),
  };
}
