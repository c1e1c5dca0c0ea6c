import { defineSignal, found } from './detector.ts';
import { vendorEvidence } from './vendor-evidence.ts';

/** An in-app onboarding or product-tour tool's script (Appcues, Pendo, Userpilot...). */
export const onboardingTool = defineSignal('onboarding-tool', (site) => found(vendorEvidence(site, 'onboarding').toArray()));
