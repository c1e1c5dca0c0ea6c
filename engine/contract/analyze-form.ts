/**
 * The landing form also works before the app's code has run: the browser posts it
 * (application/x-www-form-urlencoded) to this path, and the server answers with a
 * redirect to /analyzing/{id}, or back to the landing page with the reason it refused.
 */
export const ANALYZE_FORM_PATH = '/analyze';

/** The landing page's ?error= value for a refused form post; the reason comes in ?reason=. */
export const ANALYSIS_REFUSED_ERROR = 'analysis_refused';

/** Names of the form's fields: the JSON body's own (analyzeRequestSchema). */
export const ANALYZE_FORM_FIELDS = ['url', 'pricingUrl', 'signupsPerMonth', 'currentActivationRate', 'averageRevenuePerUser'] as const;
