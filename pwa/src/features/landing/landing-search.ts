/** The landing page's query string: error=analysis_failed after an analysis failed on the server. */
export interface LandingSearch {
  error?: string;
  /** The analysis that failed, so the alert can give the server's reason (never text from the address itself). */
  analysis?: string;
}

export const ANALYSIS_FAILED_ERROR = 'analysis_failed';

const ANALYSIS_ID = /^[0-9a-f-]{1,64}$/i;

export function parseLandingSearch(search: Record<string, unknown>): LandingSearch {
  return {
    ...(typeof search.error === 'string' ? { error: search.error } : {}),
    ...(typeof search.analysis === 'string' && ANALYSIS_ID.test(search.analysis) ? { analysis: search.analysis } : {}),
  };
}
