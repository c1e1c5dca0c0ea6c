/** SPEC section 9: the landing sliders' ranges and displayed defaults. */
export const LANDING_METRICS = {
  signupsPerMonth: { min: 10, max: 1000, step: 10, defaultValue: 500 },
  currentActivationRate: { min: 1, max: 100, step: 1, defaultValue: 24 },
  averageRevenuePerUser: { min: 5, max: 500, step: 5, defaultValue: 125 },
} as const;

export type LandingMetricName = keyof typeof LANDING_METRICS;
