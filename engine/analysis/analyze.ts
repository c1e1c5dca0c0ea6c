import type { AnalysisResult, CrawledPage, MaturityLevel } from '../contract/analysis.ts';
import type { SignalResult } from '../contract/signals.ts';
import { defaultFunnel } from '../revenue/funnel.ts';
import { currentMetrics, resolveMetrics } from '../revenue/metrics.ts';
import { gatherFacts } from './advice/site-facts.ts';
import { coverageOf, markChecked } from './coverage.ts';
import { siteLanguageOf } from './model/site-language.ts';
import { buildSiteModel, type SiteModel } from './model/site-model.ts';
import type { FetchedPage } from './page.ts';
import { checkedKindsOf, observedFindings, observeFriction } from './observed/observe-friction.ts';
import { assessFriction } from './scoring/friction.ts';
import { assessMaturity, checkedSignals } from './scoring/maturity.ts';
import { jobToBeDoneOf, siteNameOf } from './scoring/site-identity.ts';
import { chooseStrategies } from './scoring/strategies.ts';
import type { SignalDetector } from './signals/detector.ts';
import { SIGNAL_DETECTORS } from './signals/registry.ts';

/**
 * Moves whenever the engine's output on the same pages moves (engine/CHANGELOG.md):
 * engine-version.test.ts pins it to a digest of the results over every fixture site.
 * Bumped by `npm run engine:bump -- "what moved"`, never by hand.
 */
export const ENGINE_VERSION = '1.4.0';

/** What scores a site: the detectors, and the version their results are stamped with. */
export interface Engine {
  version: string;
  detectors: readonly SignalDetector[];
}

/** The engine this build runs. */
export const CURRENT_ENGINE: Engine = { version: ENGINE_VERSION, detectors: SIGNAL_DETECTORS };

export interface AnalysisOptions {
  forceDemoOnly?: boolean;
  forceMaturityLevel?: MaturityLevel;
  signupsPerMonth?: number;
  currentActivationRate?: number;
  averageRevenuePerUser?: number;
}

export interface AnalyzeInput {
  /** The normalised address the visitor asked for. */
  url: string;
  /** Home page first; failed pages included (with status and error). */
  pages: FetchedPage[];
  options: AnalysisOptions;
  /** Passed in, so the engine reads no clock: same input, same output. */
  analyzedAt: string;
}

/** Runs every detector over the parsed site. */
export function detectSignals(site: SiteModel, detectors: readonly SignalDetector[] = SIGNAL_DETECTORS): SignalResult[] {
  return detectors.map((detector) => {
    const detection = detector.detect(site);
    return {
      id: detector.id,
      present: detection.present,
      checked: true,
      evidence: detection.evidence,
      ...(detection.trialDays ? { trialDays: detection.trialDays } : {}),
    };
  });
}

function crawledPages(site: SiteModel, pages: readonly FetchedPage[]): CrawledPage[] {
  const order = new Map(site.pages.map((page, index) => [page.url, index]));
  return [...pages]
    .sort((a, b) => (order.get(a.url) ?? 0) - (order.get(b.url) ?? 0))
    .map((page) => ({
      url: page.url,
      kind: page.kind,
      status: Math.max(0, Math.trunc(page.status)),
      bytes: Math.max(0, Math.round(page.bytes)),
      ms: Math.max(0, page.ms),
      ...(page.error ? { error: page.error } : {}),
      ...(page.rendered ? { rendered: true } : {}),
    }));
}

/** The whole pipeline after crawling: pages -> signals -> scores -> strategies -> result. */
export function analyzePages(input: AnalyzeInput, engine: Engine = CURRENT_ENGINE): Omit<AnalysisResult, 'analysisId'> {
  const site = buildSiteModel(input.url, input.pages);
  const home = input.pages.find((page) => page.url === site.home?.url);
  const language = siteLanguageOf(site, home?.html ?? '');
  const signals = markChecked(detectSignals(site, engine.detectors), input.pages, language);
  const siteName = siteNameOf(site.home, input.url);
  const job = jobToBeDoneOf(site.home, siteName);
  const facts = gatherFacts({ site, pages: input.pages, signals, siteName });
  const observed = observeFriction({ site, pages: input.pages, facts, jobIsClear: job.clear });
  // Friction counts what is missing and what is in the way: what could not be checked is neither.
  const friction = assessFriction({ signals: checkedSignals(signals), observed, facts });
  const metrics = resolveMetrics({
    signupsPerMonth: input.options.signupsPerMonth,
    activationRate: input.options.currentActivationRate,
    revenuePerUser: input.options.averageRevenuePerUser,
  });
  const demoOnly = signals.find((signal) => signal.id === 'demo-only')?.present ?? false;
  return {
    url: input.url,
    siteName,
    maturity: assessMaturity(signals, { forceMaturityLevel: input.options.forceMaturityLevel, siteUrl: site.home?.url ?? input.url }),
    friction: { ...friction, jobToBeDone: job.text, observed: observedFindings(observed), observedChecks: checkedKindsOf(observed) },
    strategies: chooseStrategies({ signals, facts, friction, observed }),
    revenue: {
      currentMetrics: currentMetrics(metrics),
      activationFunnelSteps: defaultFunnel(metrics.activationRate),
    },
    onboardingFlags: { demoOnly: input.options.forceDemoOnly === true || demoOnly },
    signals,
    pages: crawledPages(site, input.pages),
    coverage: coverageOf(input.pages, signals, language),
    engineVersion: engine.version,
    analyzedAt: input.analyzedAt,
  };
}
