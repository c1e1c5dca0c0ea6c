/**
 * Observed friction (issue #29): what the site puts in a visitor's way, measured on the
 * pages that were read, as opposed to a signal that is missing. The kinds are stable
 * ids (compare, watches and the batch CSV name them); no zod here, so the PWA can
 * import them without the schema library.
 */
export const OBSERVED_FRICTION_KINDS = [
  'signup-form',
  'contact-gate',
  'prices-on-request',
  'trial-by-request',
  'demo-behind-form',
  'first-screen-no-cta',
  'first-screen-crowded',
  'vague-primary-cta',
  'unclear-job',
  'heavy-page',
  'many-requests',
  'third-party-scripts',
  'no-viewport',
  'zoom-blocked',
] as const;
export type ObservedFrictionKind = (typeof OBSERVED_FRICTION_KINDS)[number];

/** The short name a change list, an alert or a CSV header gives each kind. */
export const OBSERVED_FRICTION_TITLES: Readonly<Record<ObservedFrictionKind, string>> = {
  'signup-form': 'Sign-up form asks for more than it needs',
  'contact-gate': 'A start button ends at a contact form',
  'prices-on-request': 'Prices only on request',
  'trial-by-request': 'The trial must be requested',
  'demo-behind-form': 'The demo is behind a lead form',
  'first-screen-no-cta': 'No call to action in the first screen',
  'first-screen-crowded': 'Too many calls to action in the first screen',
  'vague-primary-cta': 'The main button does not say what happens',
  'unclear-job': 'The home page does not say which job the product does',
  'heavy-page': 'Heavy home page',
  'many-requests': 'Many requests on the home page',
  'third-party-scripts': 'Many third-party scripts',
  'no-viewport': 'No mobile viewport',
  'zoom-blocked': 'Zooming is blocked',
};

/** Two findings are the same from one report to the next when their kind and page agree. */
export function observedKey(finding: { kind: ObservedFrictionKind; page: string }): string {
  return `${finding.kind} ${finding.page}`;
}
