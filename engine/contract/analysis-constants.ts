/**
 * The analysis vocabulary as plain constants, kept apart from the zod schemas so the
 * PWA's light routes can use them without bundling zod.
 */
export const MATURITY_LEVELS = ['Basic', 'Guided', 'Conversion-Optimised'] as const;
export type MaturityLevel = (typeof MATURITY_LEVELS)[number];

export const FRICTION_LEVELS = ['Very Low', 'Low', 'Moderate', 'High', 'Very High'] as const;
export type FrictionLevel = (typeof FRICTION_LEVELS)[number];

export const FRICTION_TYPES = ['functional', 'emotional', 'motivational'] as const;
export type FrictionType = (typeof FRICTION_TYPES)[number];

/** Longest address the API takes; longer ones are refused with 400, never fetched. */
export const MAX_URL_LENGTH = 2048;

/**
 * The named steps an analysis reports, in order (SPEC section 2: the first is the
 * default label on the progress screen).
 */
export const ANALYSIS_STEP_NAMES = [
  'Scanning website content',
  'Finding pricing and signup pages',
  'Detecting onboarding signals',
  'Scoring maturity and friction',
  'Building your activation strategy',
  'Forecasting revenue impact',
] as const;

export const ANALYSIS_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export const STEP_STATUSES = ['completed', 'in-progress', 'pending'] as const;
export const PAGE_KINDS = ['home', 'pricing', 'signup', 'demo', 'docs', 'other'] as const;
