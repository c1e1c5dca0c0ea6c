/** SPEC section 3: the browser storage keys, spelled once. */
export const STORAGE_KEYS = {
  /** Temporary hand-off of a result from the vanity resolver to the results page. */
  analysisResult: 'analysisResult',
  /** The visitor's own revenue metrics (signupsPerMonth, activationRate, revenuePerUser). */
  savedMetrics: 'savedMetrics',
  adminToken: 'admin-token',
} as const;
