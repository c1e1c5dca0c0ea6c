import { defineSignal, found } from './detector.ts';
import { vendorEvidence } from './vendor-evidence.ts';

/** Product analytics or customer data (Segment, Amplitude, Mixpanel, Heap, PostHog...); web analytics does not count. */
export const productAnalytics = defineSignal('product-analytics', (site) => found(vendorEvidence(site, 'product-analytics').toArray()));
