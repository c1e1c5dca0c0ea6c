import type { ObservedFrictionKind } from '../../contract/observed-friction.ts';

/**
 * Why each kind of observed friction costs signups: the Friction tab's impact sentence
 * (SPEC: never shorter than 15 characters). The issue itself is written with its figures.
 */
export const OBSERVED_IMPACT: Readonly<Record<ObservedFrictionKind, string>> = {
  'signup-form':
    'Every field beyond an email and a password is one more reason to stop half-way; questions about phone, company and role read as a sales call to come.',
  'contact-gate': 'Visitors who pressed a button to start find a form to be called back instead, and many leave rather than wait for a reply.',
  'prices-on-request': 'A pricing page without prices reads as expensive and makes every visitor talk to sales before they can judge the fit.',
  'trial-by-request': 'A trial someone must approve turns "try it now" into "wait and see", and the visitor who was ready today moves on.',
  'demo-behind-form': 'Asking for contact details before the demo plays stops the visitors who only wanted a quick look.',
  'first-screen-no-cta': 'Visitors who are convinced by the headline have nothing to press and must hunt for the next step.',
  'first-screen-crowded': 'With many buttons competing, none of them stands out, and visitors hesitate over which one is meant for them.',
  'vague-primary-cta': 'A button that does not say what happens next asks visitors to click without knowing what they commit to.',
  'unclear-job': 'Visitors have to guess whether the product solves their problem before they invest any time in it.',
  'heavy-page': 'A heavy page is slow on phones and metered connections, and visitors leave before it has finished loading.',
  'many-requests': 'Every request is a round trip before the page is complete; on a slow connection, hundreds of them keep visitors waiting.',
  'third-party-scripts': "Other companies' scripts slow the page and load code you do not control; visitors wait for tools that are not for them.",
  'no-viewport': 'Without a mobile viewport, phones show the desktop page shrunk to fit, and visitors must zoom and scroll sideways to read it.',
  'zoom-blocked': 'Visitors who need larger text cannot zoom in, which makes the page hard or impossible to read for some of them.',
};
