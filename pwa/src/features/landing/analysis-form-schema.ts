import * as v from 'valibot';
import { type NormalizeResult, normalizePricingUrl, normalizeWebsiteUrl, URL_MESSAGES } from '../../../../engine/contract/normalize-url.ts';
import { buildAnalyzeRequest } from './analyze-request.ts';
import { LANDING_METRICS, type LandingMetricName } from './landing-metrics.ts';

/** The entry form as the visitor fills it in. */
export interface AnalysisFormValues {
  url: string;
  pricingUrl: string;
  signupsPerMonth: number;
  currentActivationRate: number;
  averageRevenuePerUser: number;
}

export type AnalysisFormField = keyof AnalysisFormValues;
export type AnalysisFormErrors = Partial<Record<AnalysisFormField, string>>;

/** Runs one of SPEC section 5's shared normalisers as a valibot step, keeping its message. */
function normalizedAddress<T>(normalize: (input: string) => NormalizeResult<T>) {
  return v.pipe(
    v.string(URL_MESSAGES.required),
    v.rawTransform<string, T>(({ dataset, addIssue, NEVER }) => {
      const result = normalize(dataset.value);
      if (result.ok) return result.value;
      addIssue({ message: result.message });
      return NEVER;
    }),
  );
}

const METRIC_LABELS: Record<LandingMetricName, string> = {
  signupsPerMonth: 'Signups per month',
  currentActivationRate: 'Activation rate',
  averageRevenuePerUser: 'Revenue per user',
};

/** SPEC section 5: numeric fields are optional numbers; the sliders' ranges bound them. */
function metric(name: LandingMetricName) {
  const { min, max } = LANDING_METRICS[name];
  const message = `${METRIC_LABELS[name]} must be between ${min} and ${max}.`;
  return v.optional(v.pipe(v.number(message), v.finite(message), v.minValue(min, message), v.maxValue(max, message)));
}

/**
 * The landing form: validates every field with SPEC section 5's messages and gives the
 * POST /api/analyze body (overrides read and stripped, pricingUrl omitted when empty).
 */
export const analysisFormSchema = v.pipe(
  v.object({
    url: v.optional(normalizedAddress(normalizeWebsiteUrl), ''),
    pricingUrl: v.optional(normalizedAddress(normalizePricingUrl), ''),
    signupsPerMonth: metric('signupsPerMonth'),
    currentActivationRate: metric('currentActivationRate'),
    averageRevenuePerUser: metric('averageRevenuePerUser'),
  }),
  v.transform(buildAnalyzeRequest),
);

export type AnalysisFormCheck = { ok: true; request: v.InferOutput<typeof analysisFormSchema> } | { ok: false; errors: AnalysisFormErrors };

/** Validates the form; on failure gives the first message per field, to show under it. */
export function checkAnalysisForm(values: Partial<AnalysisFormValues>): AnalysisFormCheck {
  const result = v.safeParse(analysisFormSchema, values);
  if (result.success) return { ok: true, request: result.output };
  const nested = v.flatten<typeof analysisFormSchema>(result.issues).nested ?? {};
  const errors: AnalysisFormErrors = {};
  for (const [field, messages] of Object.entries(nested)) {
    const first = messages?.[0];
    if (first) errors[field as AnalysisFormField] = first;
  }
  return { ok: false, errors };
}
