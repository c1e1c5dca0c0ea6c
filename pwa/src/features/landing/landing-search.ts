/** The landing page's query string: error=analysis_failed after an analysis failed on the server. */
export interface LandingSearch {
  error?: string;
}

export const ANALYSIS_FAILED_ERROR = 'analysis_failed';

export function parseLandingSearch(search: Record<string, unknown>): LandingSearch {
  return typeof search.error === 'string' ? { error: search.error } : {};
}
