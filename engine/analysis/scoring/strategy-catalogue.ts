import type { Strategy } from '../../contract/analysis.ts';
import type { SignalId } from '../../contract/signals.ts';

/** What the example copy is written with: the site's own name and its own words. */
export interface CopyContext {
  siteName: string;
  /** The site's own signup wording ("Start free trial"), else a plain default. */
  signupCta: string;
  /** The site's own demo wording ("Book a demo"), else a plain default. */
  demoCta: string;
  trialDays?: number;
  /** The site's lowest published monthly price, e.g. "$29". */
  startingPrice?: string;
}

export interface StrategyEntry extends Omit<Strategy, 'exampleCopy'> {
  /**
   * Signal ids (or the group 'free-start') whose shortfall calls for this strategy;
   * empty means it always applies, at the lowest priority.
   */
  triggers: ReadonlyArray<SignalId | 'free-start'>;
  /** Signals that must be present for the advice to make sense (no signup form, no signup-form advice). */
  requires?: readonly SignalId[];
  exampleCopy: (context: CopyContext) => string;
}

const trial = (context: CopyContext) => `${context.trialDays ?? 14}-day`;

/** The strategy catalogue, in tie-break order. Selection happens in strategies.ts. */
export const STRATEGY_CATALOGUE: readonly StrategyEntry[] = [
  {
    id: 'self-serve-path',
    title: 'Open a self-serve path beside the demo',
    effort: 'High',
    estimatedTime: '4-6 weeks',
    description: 'Let visitors who are ready today create an account on their own, and keep the demo for buyers who want a conversation.',
    steps: [
      'Build a signup form that asks for an email and a password only',
      'Put a signup button next to every demo button, on the home page first',
      'Give new accounts sample data so the product is not empty on first login',
      'Route large accounts to sales after signup instead of before it',
    ],
    triggers: ['self-serve-signup', 'demo-only'],
    exampleCopy: (c) => `Try ${c.siteName} yourself today, or ${c.demoCta.toLowerCase()} if you would rather talk first.`,
  },
  {
    id: 'free-start',
    title: 'Let visitors start for free',
    effort: 'Medium',
    estimatedTime: '2-3 weeks',
    description: 'Offer a free trial or a free plan so visitors can see the product do their job before they pay.',
    steps: [
      'Choose a trial length that covers one full work cycle (usually 14 days)',
      'Decide which features the trial or free plan includes',
      'Replace "Buy now" buttons with a free start',
      'Send a reminder three days before the trial ends',
    ],
    triggers: ['free-start'],
    exampleCopy: (c) => `Start your free ${trial(c)} ${c.siteName} trial. No credit card required.`,
  },
  {
    id: 'remove-credit-card',
    title: 'Take the credit card out of signup',
    effort: 'Low',
    estimatedTime: '1 week',
    description: 'Ask for payment when the trial ends, not before it starts, and say so next to every signup button.',
    steps: [
      'Remove the card fields from the signup form',
      'Ask for payment details in the product when the trial is about to end',
      'Add "No credit card required" under each signup button',
    ],
    triggers: ['credit-card-required', 'no-credit-card'],
    requires: ['self-serve-signup'],
    exampleCopy: (c) => `${c.signupCta}: your ${trial(c)} ${c.siteName} trial starts now, no credit card required.`,
  },
  {
    id: 'interactive-product-tour',
    title: 'Add an interactive product tour',
    effort: 'Medium',
    estimatedTime: '1-2 weeks',
    description: 'Let visitors click through the product before they sign up, so they see the value without any commitment.',
    steps: [
      'Record the core workflow with an interactive demo tool',
      'Cut it to the five screens that show the main result',
      'Embed the tour on the home page and the pricing page',
      'End the tour with the signup button',
    ],
    triggers: ['interactive-demo'],
    exampleCopy: (c) => `Take the 2-minute ${c.siteName} tour — no signup needed.`,
  },
  {
    id: 'product-video',
    title: 'Show the product in a short video',
    effort: 'Low',
    estimatedTime: '1 week',
    description: 'A two-minute video of the product doing the job answers "what does it look like?" for visitors who will not read.',
    steps: [
      'Script the video around one customer job, start to finish',
      'Record the real product, not illustrations',
      'Embed it above the fold on the home page',
    ],
    triggers: ['product-video'],
    exampleCopy: (c) => `See ${c.siteName} in action (2 min).`,
  },
  {
    id: 'onboarding-checklist',
    title: 'Guide new users with an in-app checklist',
    effort: 'Medium',
    estimatedTime: '2-4 weeks',
    description: 'Show every new account the three steps to its first success, and tick them off as the user goes.',
    steps: [
      'Define the activation moment: the action that predicts a user stays',
      'List the three to five steps that lead to it',
      'Show them as a checklist on first login, with a tour for each step',
      'Email users who stop half-way',
    ],
    triggers: ['onboarding-tool'],
    exampleCopy: (c) => `Welcome to ${c.siteName}! Three steps to your first result — step 1 takes under a minute.`,
  },
  {
    id: 'starter-templates',
    title: 'Start new users from templates',
    effort: 'Medium',
    estimatedTime: '2-3 weeks',
    description: 'Ready-made templates replace the blank first screen with something that already works.',
    steps: [
      'Collect the five set-ups your best customers use most',
      'Turn them into templates new users can pick at signup',
      'Show the template gallery on the website as well',
    ],
    triggers: ['templates'],
    exampleCopy: (c) => `Pick a ready-made ${c.siteName} template and be done in minutes.`,
  },
  {
    id: 'publish-pricing',
    title: 'Publish your prices',
    effort: 'Low',
    estimatedTime: '1 week',
    description: 'Put plans and prices on a pricing page so visitors can judge the fit without a call.',
    steps: [
      'Show two or three plans with their monthly prices',
      'Name who each plan is for',
      'Keep "Contact us" for the largest plan only',
      'Answer billing questions in a short FAQ below the plans',
    ],
    triggers: ['pricing-page', 'transparent-pricing'],
    exampleCopy: (c) => `${c.siteName} plans start at ${c.startingPrice ?? '$29'} per month. ${c.signupCta}.`,
  },
  {
    id: 'social-proof',
    title: 'Put customer proof next to every call to action',
    effort: 'Low',
    estimatedTime: '1-2 weeks',
    description: 'Logos, short quotes, ratings and customer numbers tell visitors that people like them already succeed with the product.',
    steps: [
      'Ask five happy customers for a one-sentence quote with name and role',
      'Show a row of customer logos under the hero',
      'Add review-site ratings and your customer count near the signup button',
    ],
    triggers: ['customer-logos', 'testimonials', 'usage-numbers', 'review-badges'],
    exampleCopy: (c) => `Join the teams who already run on ${c.siteName}. ${c.signupCta}.`,
  },
  {
    id: 'one-click-signup',
    title: 'Add one-click sign-up with Google and Microsoft',
    effort: 'Low',
    estimatedTime: '3-5 days',
    description: 'Social sign-up removes the password step, the commonest place a signup form is abandoned.',
    steps: [
      'Add "Continue with Google" and "Continue with Microsoft" to the signup form',
      'Keep email sign-up as the third option',
      'Pre-fill the name and company from the identity provider',
    ],
    triggers: ['sso-signup'],
    requires: ['self-serve-signup'],
    exampleCopy: (c) => `Continue with Google — your ${c.siteName} workspace is ready in seconds.`,
  },
  {
    id: 'time-to-value',
    title: 'Promise and deliver a first result in minutes',
    effort: 'Medium',
    estimatedTime: '2-3 weeks',
    description: 'Measure how long a new user takes to the first result, shorten it, and then say it on the website.',
    steps: [
      'Time five new users from signup to their first result',
      'Remove or postpone every step that is not needed for it',
      'State the time on the home page once it is true',
    ],
    triggers: ['time-to-value'],
    exampleCopy: (c) => `Set up ${c.siteName} in 5 minutes and see your first result today.`,
  },
  {
    id: 'use-case-pages',
    title: 'Write pages by role and use case',
    effort: 'Medium',
    estimatedTime: '3-4 weeks',
    description: 'Visitors look for their own situation; a page per role or use case shows them the product in their words.',
    steps: [
      'Pick the three roles or use cases that bring most customers',
      'Write one page each: their problem, the workflow, a customer quote',
      'Link them from the main navigation',
    ],
    triggers: ['use-cases'],
    exampleCopy: (c) => `${c.siteName} for agencies: every client, one view. ${c.signupCta}.`,
  },
  {
    id: 'help-centre',
    title: 'Build a self-serve help centre',
    effort: 'Medium',
    estimatedTime: '3-4 weeks',
    description: 'Answers users can find alone keep them moving when they get stuck in the first days.',
    steps: [
      'Write a getting-started guide for the first session',
      'Turn the ten most common support questions into articles',
      'Link the help centre from the product and the website footer',
    ],
    triggers: ['help-center'],
    exampleCopy: (c) => `New to ${c.siteName}? Start with the 5-minute getting-started guide.`,
  },
  {
    id: 'live-chat',
    title: 'Answer evaluation questions with live chat',
    effort: 'Low',
    estimatedTime: '1 week',
    description: 'A chat on the pricing and signup pages catches the question that would otherwise end the visit.',
    steps: ['Add a chat widget to the pricing and signup pages', "Staff it during your visitors' business hours", 'Turn repeated questions into help articles'],
    triggers: ['live-chat'],
    exampleCopy: (c) => `Questions about ${c.siteName}? Chat with us — we usually answer in minutes.`,
  },
  {
    id: 'activation-analytics',
    title: 'Measure activation with product analytics',
    effort: 'Medium',
    estimatedTime: '2 weeks',
    description: 'Track each onboarding step in the product so you can see where new users drop off and fix that step first.',
    steps: [
      'Add a product-analytics tool to the app',
      'Track signup, each onboarding step and the activation moment',
      'Review the funnel weekly and fix the biggest drop first',
    ],
    triggers: ['product-analytics'],
    exampleCopy: (c) => `${c.siteName} activation funnel: signup → first project → first result.`,
  },
  {
    id: 'risk-reversal',
    title: 'Take the risk off the first purchase',
    effort: 'Low',
    estimatedTime: '2-3 days',
    description: 'A guarantee or a cancel-anytime promise makes the first payment an easy decision.',
    steps: ['Offer monthly plans that can be cancelled any time', 'Add a 30-day money-back guarantee to paid plans', 'Say both next to the prices'],
    triggers: ['risk-reversal'],
    exampleCopy: (c) => `Cancel anytime. If ${c.siteName} is not for you, get your money back within 30 days.`,
  },
  {
    id: 'security-page',
    title: 'Publish a security and compliance page',
    effort: 'Low',
    estimatedTime: '1-2 weeks',
    description: 'Buyers with a security review need to find your certifications and data handling without asking.',
    steps: ['List certifications, hosting region and data-processing terms', 'Link the page from the footer and the pricing page'],
    triggers: ['security-compliance'],
    exampleCopy: (c) => `${c.siteName} keeps your data in the EU and is GDPR compliant.`,
  },
  {
    id: 'user-community',
    title: 'Start a user community',
    effort: 'Medium',
    estimatedTime: 'Ongoing',
    description: 'A place where users help each other spreads good practice and makes the product feel alive.',
    steps: ['Open a forum or a Slack/Discord group', 'Invite your most active users first', 'Share one tip or template there every week'],
    triggers: ['community'],
    exampleCopy: (c) => `Join other ${c.siteName} users in our community and swap set-ups that work.`,
  },
  {
    id: 'demo-option',
    title: 'Offer a demo for buyers who want to talk',
    effort: 'Low',
    estimatedTime: '1 week',
    description: 'Larger buyers often want a conversation before they commit; give them a clear way to book one.',
    steps: ['Add a "Book a demo" link to the navigation', 'Use a scheduling tool so the slot is confirmed at once'],
    triggers: ['demo-request'],
    exampleCopy: (c) => `Rolling ${c.siteName} out to a larger team? Book a 20-minute demo.`,
  },
  {
    id: 'activation-emails',
    title: 'Send onboarding emails tied to the first key action',
    effort: 'Low',
    estimatedTime: '1-2 weeks',
    description: 'Emails that react to what a new user has and has not done bring stalled accounts back to the next step.',
    steps: [
      'Send a welcome email with one clear next step',
      'Nudge users who have not reached the activation moment after two days',
      'Celebrate the first result and suggest the next one',
    ],
    triggers: [],
    exampleCopy: (c) => `You're one step away from your first result in ${c.siteName}: ${c.signupCta.toLowerCase()} and pick up where you left off.`,
  },
];
