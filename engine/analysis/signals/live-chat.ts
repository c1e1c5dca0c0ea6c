import { defineSignal, found } from './detector.ts';
import { vendorEvidence } from './vendor-evidence.ts';

/** A chat widget's script or embed (Intercom, Drift, Crisp, Zendesk, tawk.to...). */
export const liveChat = defineSignal('live-chat', (site) => found(vendorEvidence(site, 'chat').toArray()));
