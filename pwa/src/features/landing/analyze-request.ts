import type { AnalyzeRequest } from '../../../../engine/contract/analysis.ts';
import type { NormalizedWebsite } from '../../../../engine/contract/normalize-url.ts';

/** What the entry form holds once its fields have been normalised and validated. */
export interface ValidatedAnalysisForm {
  /** The website address with the hidden demo overrides already read and stripped. */
  url: NormalizedWebsite;
  pricingUrl: string | undefined;
  signupsPerMonth?: number | undefined;
  currentActivationRate?: number | undefined;
  averageRevenuePerUser?: number | undefined;
}

/**
 * The POST /api/analyze body of SPEC section 7: pricingUrl only when given, the
 * demo flag always, the maturity override only when one was asked for.
 */
export function buildAnalyzeRequest(form: ValidatedAnalysisForm): AnalyzeRequest {
  const request: AnalyzeRequest = { url: form.url.url };
  if (form.pricingUrl) request.pricingUrl = form.pricingUrl;
  if (form.signupsPerMonth !== undefined) request.signupsPerMonth = form.signupsPerMonth;
  if (form.currentActivationRate !== undefined) request.currentActivationRate = form.currentActivationRate;
  if (form.averageRevenuePerUser !== undefined) request.averageRevenuePerUser = form.averageRevenuePerUser;
  request.forceDemoOnly = form.url.forceDemoOnly === true;
  if (form.url.forceMaturityLevel) request.forceMaturityLevel = form.url.forceMaturityLevel;
  return request;
}
