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

/** A refusal reason longer than any the server writes is not one of ours. */
const MAX_REASON_LENGTH = 300;

/**
 * The refusal reason to show, or '' for the banner without one. Text from the address is
 * shown only when this page was reached from our own site (the server's redirect after a
 * form post keeps our page as the referrer); a link from elsewhere cannot put its words
 * into our banner.
 */
export function shownRefusalReason(reason: string | undefined, referrer: string, origin: string): string {
  if (!reason || reason.length > MAX_REASON_LENGTH) return '';
  try {
    return new URL(referrer).origin === origin ? reason : '';
  } catch {
    return '';
  }
}
