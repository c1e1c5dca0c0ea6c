import type { MaturityLevel, Strategy } from './analysis.ts';

/**
 * The report's texts that the results screen and the PDF print view both show, typed
 * once (SPEC sections 2 and 4 and the tabs' own copy).
 */

/** SPEC section 2: the five tabs, in order, with their internal keys. */
export const REPORT_TABS = [
  { key: 'maturity', label: 'Onboarding Overview' },
  { key: 'revenue', label: 'Revenue Impact' },
  { key: 'friction', label: 'Friction Analysis' },
  { key: 'strategy', label: 'Improvement Strategy' },
  { key: 'whatsnext', label: "What's Next" },
] as const;

/** SPEC section 2: the own report's title and the shared report's heading. */
export const reportTitle = (siteName: string) => `${siteName}'s Onboarding Assessment`;
export const sharedReportTitle = (companyName: string) => `${companyName}'s Onboarding Acceleration`;
export const SHARED_REPORT_BADGE = 'Shared Report';

/** SPEC section 4: Conversion-Optimised is displayed as 'Level 3: Optimized'; the other two follow suit. */
export const MATURITY_LEVEL_LABELS: Readonly<Record<MaturityLevel, string>> = {
  Basic: 'Level 1: Basic',
  Guided: 'Level 2: Guided',
  'Conversion-Optimised': 'Level 3: Optimized',
};

export const MATURITY_LEVEL_DESCRIPTIONS: Readonly<Record<MaturityLevel, string>> = {
  Basic: 'Visitors find little help on the way from first visit to first value; most of the path is left to them.',
  Guided: 'The essentials are in place and visitors are guided part of the way; gaps remain where people drop off.',
  'Conversion-Optimised': 'Visitors are led from first visit to first value with proof, low-risk offers and self-serve paths.',
};

export function maturityLevelLabel(level: string): string {
  return MATURITY_LEVEL_LABELS[level as MaturityLevel] ?? level;
}

export const OVERVIEW_COPY = {
  maturityHeading: 'Onboarding maturity',
  demoOnlyTitle: 'Demo-only access',
  demoOnlyText: 'Visitors cannot try the product on their own: every path leads to a demo or a sales conversation.',
  workingHeading: "What's working",
  improveHeading: 'Where to improve',
  nothingWorking: 'Nothing stood out as working yet.',
  nothingToImprove: 'No gaps stood out.',
  evidenceHeading: 'The evidence behind these findings',
  evidenceIntro: 'What we saw on the site, quoted from the page it was on.',
  noSignalsFound: 'None of the onboarding signals we look for were found on the pages we read.',
  notFoundHeading: 'Looked for and not found',
} as const;

export const REVENUE_COPY = {
  metricsHeading: 'Your metrics',
  metricLabels: { signupsPerMonth: 'Signups per month', activationRate: 'Activation rate', revenuePerUser: 'Revenue per user' },
  current: 'Current',
  optimised: (upliftPercent: number) => `Optimised (+${upliftPercent}% activation)`,
  activationRate: 'Activation rate',
  monthlyRevenue: 'Monthly revenue',
  annualRevenue: 'Annual revenue',
  monthlyImpact: (amount: string) => `${amount} more revenue every month`,
  beyondActivation: 'Beyond activation',
  churnSentence: (upliftPercent: number, churnReduction: string) =>
    `Customers who reach value early stay longer: at a +${upliftPercent}% activation lift, expect ${churnReduction} less churn.`,
  annualChartTitle: 'Annual revenue: current vs optimised',
  funnelTitle: 'Activation funnel',
  funnelNote: 'Share of visitors who reach each step.',
  annualImpact: 'Annual impact',
} as const;

export const FRICTION_COPY = {
  overallHeading: 'Overall friction',
  summary: (severity: string, dominantLabel: string) =>
    `Visitors meet ${severity} friction on their way to value. The biggest source is ${dominantLabel.toLowerCase()}.`,
  jobToBeDone: 'Job to be done:',
  noIssues: 'No issues found in this dimension.',
} as const;

export const STRATEGY_COPY = {
  intro: 'Start at the top: each strategy says what it takes and how long it usually needs.',
  noneNeeded: 'This site already covers the strategies we recommend; the consulting call below is the next step.',
  steps: 'Steps',
  exampleCopy: 'Example copy',
} as const;

/** Beside each strategy and friction issue: what on the site it answers (issue #25), on screen and in the PDF. */
export const ADVICE_COPY = {
  basis: 'What we saw:',
  quoteOn: 'on',
  removes: 'Removes from the Friction tab:',
} as const;

export const WHATS_NEXT_COPY = {
  heading: 'Your next steps',
  expertHeading: 'Want an expert to walk you through it?',
  expertText: 'In a free 30-minute strategy call we go through this report with you and agree which fix to ship first.',
} as const;

/** The card that closes every report (SPEC section 2). */
/** The partial-view lead and the "What we could and couldn't see" panel (issue #13). */
export const COVERAGE_COPY = {
  partialTitle: 'We could only see part of this site',
  partialText: (percent: number) =>
    `Less than half of what we score could be checked (${percent}%), so the level below is based only on what we could see. See "What we could and couldn't see" for the pages that were out of reach.`,
  panelTitle: "What we could and couldn't see",
  pagesRead: 'Pages we read',
  rendered: 'rendered in a browser',
  readAsHtml: 'read as HTML',
  outOfReach: 'Out of reach',
  allRead: 'Every page we looked for could be read.',
  couldntCheck: "Couldn't check",
  couldntCheckNote: 'These are left out of the score: we could not see the pages they would be on, so we do not count them as missing.',
  unreadLanguage: (name: string) =>
    `The site is written in ${name}, which this analysis does not read yet: what it says in words was not checked, only its markup and the tools it loads.`,
} as const;

/** The "What changed since {date}" panel (issue #15), on screen and in the PDF. */
export const CHANGES_COPY = {
  title: (date: string) => `What changed since ${date}`,
  gained: 'Now on the site',
  lost: 'No longer found',
  noSignalChanges: 'The same onboarding signals were found both times.',
  earlierReport: 'Open the earlier report',
} as const;

export const CONSULTING_CALL_COPY = {
  title: 'Turn this report into revenue',
  bookingLabel: 'Book Your Free Strategy Call',
  text: 'Our onboarding specialists implement the fixes in this report with your team, step by step, and measure the lift in activation and revenue with you.',
} as const;

export interface NextStepText {
  title: string;
  text: string;
  /** The step the results screen gives a Share button. */
  share?: true;
}

/** What's Next: the three next steps, from the first strategy and the report's activation rate. */
export function nextStepTexts(strategies: readonly Strategy[], activationRate: number | undefined): NextStepText[] {
  const [first] = strategies;
  return [
    first
      ? { title: `Start with: ${first.title}`, text: `${first.effort} effort, usually ${first.estimatedTime}. ${first.description}` }
      : { title: 'Keep what works', text: 'Your onboarding covers the strategies we recommend; protect it as the product changes.' },
    {
      title: 'Measure activation every week',
      text:
        typeof activationRate === 'number'
          ? `This report starts from ${activationRate}% activation. Track it weekly from today so you can see each fix pay off.`
          : 'Track your activation rate weekly from today so you can see each fix pay off.',
    },
    {
      title: 'Share the report with your team',
      text: 'Product, marketing and sales each own part of the path from first visit to first value.',
      share: true,
    },
  ];
}
