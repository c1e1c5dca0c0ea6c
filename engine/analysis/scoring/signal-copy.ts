import type { SignalId } from '../../contract/signals.ts';

/**
 * What the report says about each signal: the improvement area when a wanted signal
 * is missing (or an unwanted one is present), and the friction issue with its impact.
 * Every impact is a full sentence (SPEC: never shorter than 15 characters).
 */
export interface SignalCopy {
  /** Improvement area when the signal is missing (wanted) or present (unwanted). */
  improvement: string;
  issue: string;
  impact: string;
  /** What a page would show if the signal were there: "Nothing on the pages read {verb} {what}." */
  notFound: { verb: 'shows' | 'loads' | 'says'; what: string };
}

export const SIGNAL_COPY: Record<SignalId, SignalCopy> = {
  'self-serve-signup': {
    improvement: 'No way to create an account without talking to someone was found',
    issue: 'No self-serve way to sign up',
    impact: 'Visitors who are ready to try the product today have to wait for a sales reply, and many never come back.',
    notFound: { verb: 'shows', what: 'a way to create an account without talking to someone' },
  },
  'free-trial': {
    improvement: 'No free trial or free-forever plan was found',
    issue: 'No free trial or free plan',
    impact: 'Visitors must pay or talk to sales before they can see whether the product does the job for them.',
    notFound: { verb: 'shows', what: 'a free trial or a free plan' },
  },
  freemium: {
    improvement: 'No free trial or free-forever plan was found',
    issue: 'No free trial or free plan',
    impact: 'Visitors must pay or talk to sales before they can see whether the product does the job for them.',
    notFound: { verb: 'shows', what: 'a free trial or a free plan' },
  },
  'no-credit-card': {
    improvement: 'The site does not say that no credit card is needed to start',
    issue: 'Not stated whether a card is needed to start',
    impact: 'Visitors who fear a surprise charge hesitate at the signup form instead of starting.',
    notFound: { verb: 'says', what: 'whether a credit card is needed to start' },
  },
  'credit-card-required': {
    improvement: 'A credit card is asked for before the product has shown any value',
    issue: 'A credit card is required to start',
    impact: 'Asking for a card before any value is seen stops many visitors at the first step of the trial.',
    notFound: { verb: 'says', what: 'that a credit card is needed to start' },
  },
  'demo-request': {
    improvement: 'There is no way to ask for a demo or talk to sales',
    issue: 'No way to ask a person for a demo',
    impact: 'Larger buyers who want to talk before they commit have no obvious next step and look elsewhere.',
    notFound: { verb: 'shows', what: 'a way to ask for a demo or talk to sales' },
  },
  'demo-only': {
    improvement: 'The only way in is a sales conversation: there is no self-serve path beside the demo',
    issue: 'The only way in is a sales call',
    impact: 'Self-serve buyers, often the majority, leave rather than book a meeting just to see the product.',
    notFound: { verb: 'shows', what: 'that the only way in is a sales conversation' },
  },
  'pricing-page': {
    improvement: 'No pricing page was found',
    issue: 'No pricing page',
    impact: 'Visitors cannot tell whether the product fits their budget, so they postpone the decision.',
    notFound: { verb: 'shows', what: 'a pricing page' },
  },
  'transparent-pricing': {
    improvement: 'Prices are not published',
    issue: 'Prices are not published',
    impact: 'Hidden prices read as expensive and push evaluators towards competitors that show theirs.',
    notFound: { verb: 'shows', what: 'a price with an amount' },
  },
  'interactive-demo': {
    improvement: 'No interactive product demo was found on the site',
    issue: 'No interactive product demo',
    impact: 'Visitors have to imagine the product instead of clicking through it before they sign up.',
    notFound: { verb: 'shows', what: 'an interactive product demo or click-through tour' },
  },
  'product-video': {
    improvement: 'No embedded product video was found',
    issue: 'No product video',
    impact: 'Visitors who prefer watching to reading get no quick look at the product in use.',
    notFound: { verb: 'shows', what: 'an embedded product video' },
  },
  'customer-logos': {
    improvement: 'No wall of customer logos was found',
    issue: 'No customer logos',
    impact: 'Visitors see no sign that companies like theirs already rely on the product.',
    notFound: { verb: 'shows', what: 'a wall of customer logos' },
  },
  testimonials: {
    improvement: 'No customer testimonials were found',
    issue: 'No customer testimonials',
    impact: "The claims stay the company's own words; no customer vouches for the result.",
    notFound: { verb: 'shows', what: 'a customer quote' },
  },
  'review-badges': {
    improvement: 'No review-site ratings (G2, Capterra, Trustpilot) are shown',
    issue: 'No review-site ratings',
    impact: 'Buyers who check review sites before buying find no independent rating on the site.',
    notFound: { verb: 'shows', what: 'a review-site rating (G2, Capterra, Trustpilot)' },
  },
  'usage-numbers': {
    improvement: 'No customer or user numbers are shown',
    issue: 'No customer numbers',
    impact: 'Visitors cannot tell whether the product is proven or brand new.',
    notFound: { verb: 'shows', what: 'a count of customers or users' },
  },
  'security-compliance': {
    improvement: 'No security or compliance claims (SOC 2, ISO 27001, GDPR) were found',
    issue: 'No security or compliance claims',
    impact: 'Buyers who must pass a security review cannot tell whether the product would pass it.',
    notFound: { verb: 'shows', what: 'a security or compliance claim (SOC 2, ISO 27001, GDPR)' },
  },
  'sso-signup': {
    improvement: 'No sign-up with Google, Microsoft or GitHub was found',
    issue: 'No one-click sign-up',
    impact: 'Every new user has to invent and confirm another password before they see the product.',
    notFound: { verb: 'shows', what: 'a sign-up with Google, Microsoft or GitHub' },
  },
  templates: {
    improvement: 'No templates or ready-made examples are offered',
    issue: 'No templates or ready examples',
    impact: 'New users start from a blank screen and must work out the first steps alone.',
    notFound: { verb: 'shows', what: 'templates or ready-made examples' },
  },
  'onboarding-tool': {
    // Tools inside a product run after login: all we can say is what the public pages load.
    improvement: 'No onboarding or product-tour tool was seen on your public pages',
    issue: 'No onboarding guidance seen on your public pages',
    impact: 'New accounts get no checklist or guided tour, so many stall before their first success.',
    notFound: { verb: 'loads', what: 'an onboarding or product-tour tool (what runs after login cannot be seen from outside)' },
  },
  'live-chat': {
    improvement: 'No live chat was found',
    issue: 'No live chat',
    impact: 'Questions that come up during evaluation go unanswered at the moment they matter.',
    notFound: { verb: 'loads', what: 'a chat widget' },
  },
  'product-analytics': {
    improvement: 'No product analytics was seen on your public pages, so activation may be hard to measure',
    issue: 'No product analytics seen on your public pages',
    impact: 'Without product analytics nobody can see where new users drop off during onboarding.',
    notFound: { verb: 'loads', what: 'a product-analytics script (what runs after login cannot be seen from outside)' },
  },
  'help-center': {
    improvement: 'No help centre, docs or knowledge base was found',
    issue: 'No help centre or docs',
    impact: 'Users who get stuck have nowhere to look and must wait for support or give up.',
    notFound: { verb: 'shows', what: 'a help centre, docs or knowledge base' },
  },
  'time-to-value': {
    improvement: 'The site makes no promise of a quick setup or first result',
    issue: 'No promise of a quick first result',
    impact: 'Visitors cannot tell how long it takes before the product pays off, so they put it off.',
    notFound: { verb: 'shows', what: 'a promise of a quick setup or first result' },
  },
  'use-cases': {
    improvement: 'No pages or sections by role, team or use case were found',
    issue: 'No pages by role or use case',
    impact: 'Visitors must translate generic features into their own situation by themselves.',
    notFound: { verb: 'shows', what: 'pages or sections by role, team or use case' },
  },
  community: {
    improvement: 'No user community, forum or Slack/Discord group was found',
    issue: 'No user community',
    impact: 'Users have no peers to learn from, and the product feels less alive.',
    notFound: { verb: 'shows', what: 'a user community, forum or Slack/Discord group' },
  },
  'risk-reversal': {
    improvement: 'No money-back guarantee or cancel-anytime promise was found',
    issue: 'No guarantee or cancel-anytime promise',
    impact: 'Buyers carry all the risk of a wrong choice, so they hesitate longer.',
    notFound: { verb: 'shows', what: 'a money-back guarantee or cancel-anytime promise' },
  },
};

/** SPEC section 9: an impact shorter than this is replaced by a generic sentence. */
export const MIN_IMPACT_LENGTH = 15;
export const GENERIC_IMPACT = 'This adds a step between the visitor and the value of the product, and some visitors leave at that step.';

export function readableImpact(impact: string): string {
  return impact.trim().length < MIN_IMPACT_LENGTH ? GENERIC_IMPACT : impact;
}
