import { defineSignal } from './detector.ts';
import { demoRequest } from './demo-request.ts';
import { selfServeSignup } from './self-serve-signup.ts';

/** The only way in is a sales conversation: a demo path and no self-serve path. */
export const demoOnly = defineSignal('demo-only', (site) => {
  const demo = demoRequest.detect(site);
  const present = demo.present && !selfServeSignup.detect(site).present;
  return { present, evidence: present ? demo.evidence : [] };
});
