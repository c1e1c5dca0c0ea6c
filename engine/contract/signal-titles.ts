/**
 * The stable signal ids of DESIGN section 3, with the short title the report shows.
 * Detectors and the PWA both read this table, so a title is written once. No zod here,
 * so the PWA can import it without the schema library.
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
