import { z } from 'zod';

/**
 * The stable signal ids of DESIGN section 3, with the short title the report shows.
 * Detectors and the PWA both read this table, so a title is written once.
 */
export const SIGNAL_TITLES = {
  'self-serve-signup': 'Self-serve signup',
  'free-trial': 'Free trial',
  freemium: 'Free-forever plan',
  'no-credit-card': 'No credit card required',
  'credit-card-required': 'Credit card required to start',
  'demo-request': 'Demo or sales contact',
  'demo-only': 'Demo-only access',
  'pricing-page': 'Pricing page',
  'transparent-pricing': 'Published prices',
  'interactive-demo': 'Interactive product demo',
  'product-video': 'Product video',
  'customer-logos': 'Customer logos',
  testimonials: 'Customer testimonials',
  'review-badges': 'Review-site badges',
  'usage-numbers': 'Customer numbers',
  'security-compliance': 'Security and compliance claims',
  'sso-signup': 'Social sign-up (Google, Microsoft, GitHub)',
  templates: 'Templates and ready examples',
  'onboarding-tool': 'In-app onboarding tool',
  'live-chat': 'Live chat',
  'product-analytics': 'Product analytics',
  'help-center': 'Help centre or docs',
  'time-to-value': 'Fast time-to-value claim',
  'use-cases': 'Use-case or role pages',
  community: 'User community',
  'risk-reversal': 'Risk reversal (guarantee, cancel anytime)',
} as const;

export type SignalId = keyof typeof SIGNAL_TITLES;

export const SIGNAL_IDS = Object.keys(SIGNAL_TITLES) as SignalId[];

export const signalIdSchema = z.enum(SIGNAL_IDS as [SignalId, ...SignalId[]]);

export const evidenceSchema = z.object({
  /** URL of the page the quote was seen on. */
  page: z.string().min(1),
  /** The quoted text, link, or script host that was seen. */
  text: z.string().min(1),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const signalResultSchema = z.object({
  id: signalIdSchema,
  present: z.boolean(),
  evidence: z.array(evidenceSchema),
  trialDays: z.number().int().positive().optional(),
});
export type SignalResult = z.infer<typeof signalResultSchema>;
