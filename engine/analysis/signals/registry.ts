import { SIGNAL_IDS, type SignalId } from '../../contract/signals.ts';
import { community } from './community.ts';
import { creditCardRequired } from './credit-card-required.ts';
import { customerLogos } from './customer-logos.ts';
import { demoOnly } from './demo-only.ts';
import { demoRequest } from './demo-request.ts';
import type { SignalDetector } from './detector.ts';
import { freeTrial } from './free-trial.ts';
import { freemium } from './freemium.ts';
import { helpCenter } from './help-center.ts';
import { interactiveDemo } from './interactive-demo.ts';
import { liveChat } from './live-chat.ts';
import { noCreditCard } from './no-credit-card.ts';
import { onboardingTool } from './onboarding-tool.ts';
import { pricingPage } from './pricing-page.ts';
import { productAnalytics } from './product-analytics.ts';
import { productVideo } from './product-video.ts';
import { reviewBadges } from './review-badges.ts';
import { riskReversal } from './risk-reversal.ts';
import { securityCompliance } from './security-compliance.ts';
import { selfServeSignup } from './self-serve-signup.ts';
import { ssoSignup } from './sso-signup.ts';
import { templates } from './templates.ts';
import { testimonials } from './testimonials.ts';
import { timeToValue } from './time-to-value.ts';
import { transparentPricing } from './transparent-pricing.ts';
import { usageNumbers } from './usage-numbers.ts';
import { useCases } from './use-cases.ts';

const BY_ID: Record<SignalId, SignalDetector> = {
  'self-serve-signup': selfServeSignup,
  'free-trial': freeTrial,
  freemium,
  'no-credit-card': noCreditCard,
  'credit-card-required': creditCardRequired,
  'demo-request': demoRequest,
  'demo-only': demoOnly,
  'pricing-page': pricingPage,
  'transparent-pricing': transparentPricing,
  'interactive-demo': interactiveDemo,
  'product-video': productVideo,
  'customer-logos': customerLogos,
  testimonials,
  'review-badges': reviewBadges,
  'usage-numbers': usageNumbers,
  'security-compliance': securityCompliance,
  'sso-signup': ssoSignup,
  templates,
  'onboarding-tool': onboardingTool,
  'live-chat': liveChat,
  'product-analytics': productAnalytics,
  'help-center': helpCenter,
  'time-to-value': timeToValue,
  'use-cases': useCases,
  community,
  'risk-reversal': riskReversal,
};

/** Every detector, in the contract's signal order. */
export const SIGNAL_DETECTORS: readonly SignalDetector[] = SIGNAL_IDS.map((id) => BY_ID[id]);
