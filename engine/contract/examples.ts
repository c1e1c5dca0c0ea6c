import type { AnalysisResult } from './analysis.ts';
import { SIGNAL_IDS } from './signals.ts';

/**
 * A complete, valid analysis result. Tests of every layer start from it and change
 * one thing, so each test shows only what it is about.
 */
export function exampleAnalysisResult(overrides: Partial<AnalysisResult> = {}): AnalysisResult {
  return {
    analysisId: '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c',
    url: 'https://www.acme.io/',
    siteName: 'Acme',
    maturity: {
      score: 52,
      level: 'Guided',
      workingPoints: ['Self-serve signup: "Start free trial" on the home page'],
      improvementAreas: ['No interactive product demo was found on the site'],
    },
    friction: {
      functional: {
        level: 'Moderate',
        score: 48,
        issues: [
          {
            issue: 'Credit card asked at signup',
            impact: 'Visitors who only want to look leave before they see the product.',
            basis: '/signup says a credit card is needed to start: “Card required for the trial.”',
            evidence: [{ url: 'https://www.acme.io/signup', quote: 'Card required for the trial.' }],
          },
        ],
      },
      emotional: { level: 'Low', score: 31, issues: [] },
      motivational: {
        level: 'High',
        score: 66,
        issues: [
          {
            issue: 'No customer numbers',
            impact: 'short',
            basis: 'Nothing on the one page read (the home page) shows a count of customers or users.',
            evidence: [],
          },
        ],
      },
      jobToBeDone: 'Help teams ship invoices faster',
    },
    strategies: [
      {
        id: 'interactive-demo',
        title: 'Add an interactive product tour',
        effort: 'Medium',
        estimatedTime: '1-2 weeks',
        description: 'Let visitors click through the product before they sign up.',
        steps: ['Record the core workflow', 'Embed the tour on the homepage'],
        exampleCopy: 'Take the 2-minute Acme tour',
        basis:
          'Nothing on the one page read (the home page) shows an interactive product demo, though “Start free trial” on the home page asks visitors to commit first.',
        evidence: [{ url: 'https://www.acme.io/', quote: 'Start free trial' }],
        removes: ['No interactive product demo'],
      },
    ],
    revenue: {
      currentMetrics: { signupsPerMonth: 500, activationRate: 24, revenuePerUser: 125, monthlyRevenue: 15000, annualRevenue: 180000 },
      activationFunnelSteps: [
        { name: 'Visits Website', currentPercentage: 100 },
        { name: 'Views Product Information', currentPercentage: 75 },
        { name: 'Creates Account', currentPercentage: 50 },
        { name: 'Becomes Active User', currentPercentage: 24 },
      ],
    },
    onboardingFlags: { demoOnly: false },
    signals: SIGNAL_IDS.map((id) => ({
      id,
      present: id === 'self-serve-signup',
      checked: true,
      evidence: id === 'self-serve-signup' ? [{ page: 'https://www.acme.io/', text: 'Start free trial' }] : [],
    })),
    pages: [{ url: 'https://www.acme.io/', kind: 'home', status: 200, bytes: 48213, ms: 132 }],
    coverage: { rendered: false, javascriptOnlyPages: [], unreadablePages: [], checkedWeightPercent: 100 },
    engineVersion: '1.0.0',
    analyzedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}
