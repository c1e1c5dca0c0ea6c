import type { FrictionType } from '../contract/analysis.ts';
import type { SignalId } from '../contract/signals.ts';

/**
 * The one table that turns signals into scores. A change of weighting is a one-line
 * diff here.
 *
 * - weight: points towards the maturity score when present (negative: points lost).
 * - group: signals that do the same job; only the best one in a group counts
 *   (a free trial and a free plan both let people start without paying).
 * - friction: for each friction dimension, how much the signal's absence (or, for a
 *   negative signal, its presence) adds to that dimension's friction.
 */
export type SignalCategory = 'access' | 'pricing' | 'showcase' | 'trust' | 'guidance' | 'measurement';

export interface SignalWeight {
  weight: number;
  category: SignalCategory;
  group?: string;
  friction: Partial<Record<FrictionType, number>>;
}

export const SIGNAL_WEIGHTS: Record<SignalId, SignalWeight> = {
  'self-serve-signup': { weight: 14, category: 'access', friction: { functional: 4, motivational: 1 } },
  'free-trial': { weight: 9, category: 'access', group: 'free-start', friction: { motivational: 3, emotional: 1 } },
  freemium: { weight: 9, category: 'access', group: 'free-start', friction: { motivational: 3, emotional: 1 } },
  'no-credit-card': { weight: 5, category: 'access', friction: { functional: 1, emotional: 2 } },
  'credit-card-required': { weight: -6, category: 'access', friction: { functional: 2, emotional: 2 } },
  'demo-request': { weight: 2, category: 'access', friction: { emotional: 1 } },
  'demo-only': { weight: -10, category: 'access', friction: { functional: 3, motivational: 2 } },
  'pricing-page': { weight: 3, category: 'pricing', friction: { functional: 1, emotional: 1 } },
  'transparent-pricing': { weight: 6, category: 'pricing', friction: { emotional: 2, functional: 1 } },
  'interactive-demo': { weight: 7, category: 'showcase', friction: { motivational: 3 } },
  'product-video': { weight: 4, category: 'showcase', friction: { motivational: 2 } },
  'customer-logos': { weight: 3, category: 'trust', friction: { emotional: 2 } },
  testimonials: { weight: 3, category: 'trust', friction: { emotional: 2 } },
  'review-badges': { weight: 2, category: 'trust', friction: { emotional: 1 } },
  'usage-numbers': { weight: 2, category: 'trust', friction: { emotional: 1, motivational: 1 } },
  'security-compliance': { weight: 2, category: 'trust', friction: { emotional: 1 } },
  'sso-signup': { weight: 2, category: 'access', friction: { functional: 2 } },
  templates: { weight: 5, category: 'guidance', friction: { functional: 1, motivational: 2 } },
  'onboarding-tool': { weight: 5, category: 'guidance', friction: { functional: 3 } },
  'live-chat': { weight: 3, category: 'guidance', friction: { functional: 1, emotional: 1 } },
  'product-analytics': { weight: 4, category: 'measurement', friction: {} },
  'help-center': { weight: 4, category: 'guidance', friction: { functional: 2 } },
  'time-to-value': { weight: 5, category: 'showcase', friction: { motivational: 3 } },
  'use-cases': { weight: 3, category: 'showcase', friction: { motivational: 2 } },
  community: { weight: 2, category: 'guidance', friction: { motivational: 1 } },
  'risk-reversal': { weight: 2, category: 'trust', friction: { emotional: 2 } },
};

/** Maturity levels by score (DESIGN section 3). */
export const MATURITY_BANDS = [
  { level: 'Basic', min: 0, max: 39 },
  { level: 'Guided', min: 40, max: 69 },
  { level: 'Conversion-Optimised', min: 70, max: 100 },
] as const;

/** Friction levels by displayed score (SPEC section 9). */
export const FRICTION_BANDS = [
  { level: 'Very Low', min: 10, max: 20 },
  { level: 'Low', min: 21, max: 40 },
  { level: 'Moderate', min: 41, max: 60 },
  { level: 'High', min: 61, max: 80 },
  { level: 'Very High', min: 81, max: 100 },
] as const;
