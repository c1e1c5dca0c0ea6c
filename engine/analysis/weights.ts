import type { FrictionType } from '../contract/analysis.ts';
import type { ObservedFrictionKind } from '../contract/observed-friction.ts';
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

/**
 * Observed friction (issue #29): what each finding the analysis measures on the pages
 * adds to a dimension's friction, in the same points as the signals' `friction` above.
 * A check that could be made counts its full weight in the dimension's total, as a
 * signal does; a finding adds its own weight (at most that) to the friction left in
 * place. The dimension a finding is listed under is the one where it weighs most.
 */
export const OBSERVED_FRICTION_WEIGHTS: Record<ObservedFrictionKind, Partial<Record<FrictionType, number>>> = {
  // At most this much: the form's asks below decide how much it weighs.
  'signup-form': { functional: 3 },
  'contact-gate': { motivational: 3 },
  'prices-on-request': { motivational: 2, emotional: 1 },
  'trial-by-request': { motivational: 3 },
  'demo-behind-form': { motivational: 2 },
  'first-screen-no-cta': { functional: 2 },
  'first-screen-crowded': { emotional: 2 },
  'vague-primary-cta': { emotional: 1 },
  'unclear-job': { motivational: 2 },
  // Past the first byte budget below, half of this; past the second, all of it.
  'heavy-page': { functional: 2 },
  'many-requests': { functional: 1 },
  'third-party-scripts': { functional: 1, emotional: 1 },
  'no-viewport': { functional: 1 },
  'zoom-blocked': { functional: 1 },
};

/**
 * What a sign-up form asks beyond an email, a name and a password, and how much each
 * ask weighs towards the form's friction (capped at the form's weight above). `other`
 * is each further visible field; an optional field weighs half.
 */
export const SIGNUP_FORM_ASKS = {
  phone: 1,
  company: 0.5,
  'company-size': 0.75,
  'job-title': 0.5,
  country: 0.25,
  'card-number': 1.5,
  'password-confirmation': 0.5,
  captcha: 1,
  'work-email-only': 1,
  'terms-box': 0.5,
  other: 0.25,
} as const;
export type SignupFormAsk = keyof typeof SIGNUP_FORM_ASKS;

/**
 * Budgets for the home page's weight and reach, fixed so the same pages always give the
 * same findings (counts and bytes, never timings).
 *
 * - Bytes a rendered page loaded: Lighthouse's total-byte-weight audit scores a page
 *   by its network bytes on a log-normal curve whose 90-point mark (p10) is 2,667 KiB
 *   and whose 50-point mark (median) is 4,000 KiB (lighthouse core/audits/byte-efficiency/
 *   total-byte-weight.js). Past the first the page no longer passes; past the second it
 *   scores below half. The HTTP Archive's median page agrees with the first: 2,652 KB on
 *   desktop, 2,311 KB on mobile (Web Almanac 2024, Page Weight).
 * - HTML alone (read statically, when no browser drew the page): twenty times the
 *   median home page's 18 KB of HTML (Web Almanac 2024, Page Weight).
 * - Requests: twice the median page's 71 requests on desktop (Web Almanac 2024, Page Weight).
 * - Third-party scripts: the median page's 24 JavaScript requests in all, first and third
 *   party together (Web Almanac 2024, Page Weight): past that, other companies' scripts
 *   alone outnumber a whole typical page's.
 */
export const PAGE_BUDGETS = {
  bytesPassing: 2667 * 1024,
  bytesHalfScore: 4000 * 1024,
  htmlBytes: 20 * 18 * 1000,
  requests: 2 * 71,
  thirdPartyScripts: 24,
} as const;

/**
 * When strategies are ranked, the friction points an observed finding adds count this
 * many times: it was seen on the page, where a missing signal may only be out of sight
 * of the pages read (and a finding adds nothing to the maturity score, so it would
 * otherwise rank below every shortfall of the same size).
 */
export const OBSERVED_STRATEGY_WORTH = 2;
