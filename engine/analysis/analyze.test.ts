import { describe, expect, it } from 'vitest';
import { loadFixtureSite } from '../../test-support/fixture-sites/sites/load-fixture-sites.ts';
import { analysisResultSchema } from '../contract/analysis.ts';
import { SIGNAL_IDS } from '../contract/signals.ts';
import { analyzePages, ENGINE_VERSION, type AnalysisOptions } from './analyze.ts';
import type { FetchedPage } from './page.ts';
import { fetchedPages } from '../../test-support/engine/site-from-html.ts';

const ANALYZED_AT = '2026-01-01T00:00:00.000Z';

function analyze(pages: FetchedPage[], options: AnalysisOptions = {}) {
  return analyzePages({ url: 'https://acme.test/', pages, options, analyzedAt: ANALYZED_AT });
}

const DEMO_ONLY_SITE = fetchedPages({
  '/': '<html><head><title>Acme | Security for banks</title></head><body><h1>Cloud security for banks</h1><a href="/demo">Request a demo</a></body></html>',
});
const SELF_SERVE_SITE = fetchedPages({
  '/': '<h1>Invoices in a minute</h1><a href="/signup">Start your 14-day free trial</a><p>No credit card required.</p>',
  '/pricing': '<h1>Pricing</h1><p>$12/month</p>',
});

describe('analyzePages', () => {
  it('returns a result that passes the contract and lists every signal in order', async () => {
    const site = await loadFixtureSite('ledgerly');
    const result = analyzePages({ url: site.url, pages: site.pages, options: {}, analyzedAt: ANALYZED_AT });
    expect(analysisResultSchema.safeParse(result).success).toBe(true);
    expect(result.signals.map((signal) => signal.id)).toEqual(SIGNAL_IDS);
    expect(result).toMatchObject({ engineVersion: ENGINE_VERSION, analyzedAt: ANALYZED_AT, siteName: 'Ledgerly' });
  });

  it('gives the same result for the same pages', async () => {
    const site = await loadFixtureSite('kundenfluss');
    const first = analyzePages({ url: site.url, pages: site.pages, options: {}, analyzedAt: ANALYZED_AT });
    const second = analyzePages({ url: site.url, pages: structuredClone(site.pages), options: {}, analyzedAt: ANALYZED_AT });
    expect(second).toEqual(first);
  });

  it('gives the same result whatever order the pages arrive in', async () => {
    const site = await loadFixtureSite('stackpilot');
    const inOrder = analyzePages({ url: site.url, pages: site.pages, options: {}, analyzedAt: ANALYZED_AT });
    const reversed = analyzePages({ url: site.url, pages: [...site.pages].reverse(), options: {}, analyzedAt: ANALYZED_AT });
    expect(reversed).toEqual(inOrder);
  });

  it('records the trial length on the free-trial signal', () => {
    expect(analyze(SELF_SERVE_SITE).signals.find((signal) => signal.id === 'free-trial')).toMatchObject({ present: true, trialDays: 14 });
  });

  it('flags a demo-only site', () => {
    const result = analyze(DEMO_ONLY_SITE);
    expect(result.onboardingFlags.demoOnly).toBe(true);
    expect(result.strategies[0]?.id).toBe('self-serve-path');
  });

  it('does not flag a self-serve site as demo-only unless asked to', () => {
    expect(analyze(SELF_SERVE_SITE).onboardingFlags.demoOnly).toBe(false);
    const forced = analyze(SELF_SERVE_SITE, { forceDemoOnly: true });
    expect(forced.onboardingFlags.demoOnly).toBe(true);
    expect(forced.signals.find((signal) => signal.id === 'demo-only')?.present).toBe(false);
  });

  it('honours a forced maturity level and keeps the score in its band', () => {
    const result = analyze(DEMO_ONLY_SITE, { forceMaturityLevel: 'Conversion-Optimised' });
    expect(result.maturity.level).toBe('Conversion-Optimised');
    expect(Number(result.maturity.score)).toBeGreaterThanOrEqual(70);
  });

  it('takes the revenue metrics from the request', () => {
    const result = analyze(SELF_SERVE_SITE, { signupsPerMonth: 500, currentActivationRate: 24, averageRevenuePerUser: 125 });
    expect(result.revenue.currentMetrics).toEqual({
      signupsPerMonth: 500,
      activationRate: 24,
      revenuePerUser: 125,
      monthlyRevenue: 15_000,
      annualRevenue: 180_000,
    });
    expect(result.revenue.activationFunnelSteps?.at(-1)).toEqual({ name: 'Becomes Active User', currentPercentage: 24 });
  });

  it('uses the revenue-tab defaults (500, 20%, $125) when the request has none', () => {
    expect(analyze(SELF_SERVE_SITE).revenue.currentMetrics).toEqual({
      signupsPerMonth: 500,
      activationRate: 20,
      revenuePerUser: 125,
      monthlyRevenue: 12_500,
      annualRevenue: 150_000,
    });
  });

  it('lists the fetched pages with their status, size, time and error, and reads nothing from failed ones', () => {
    const pages: FetchedPage[] = [
      ...SELF_SERVE_SITE,
      {
        url: 'https://acme.test/docs',
        kind: 'docs',
        status: 0,
        html: '<a href="/x">Book a demo</a>',
        contentType: '',
        bytes: 0,
        ms: 10_000,
        error: 'Timed out after 10 s',
      },
    ];
    const result = analyze(pages);
    expect(result.pages).toEqual([
      { url: 'https://acme.test/', kind: 'home', status: 200, bytes: SELF_SERVE_SITE[0]!.bytes, ms: 10 },
      { url: 'https://acme.test/pricing', kind: 'pricing', status: 200, bytes: SELF_SERVE_SITE[1]!.bytes, ms: 10 },
      { url: 'https://acme.test/docs', kind: 'docs', status: 0, bytes: 0, ms: 10_000, error: 'Timed out after 10 s' },
    ]);
    expect(result.signals.find((signal) => signal.id === 'demo-request')?.present).toBe(false);
  });

  it('still returns a valid result when no page could be read', () => {
    const result = analyze([{ url: 'https://acme.test/', kind: 'home', status: 503, html: '', contentType: '', bytes: 0, ms: 5, error: 'HTTP 503' }]);
    expect(analysisResultSchema.safeParse(result).success).toBe(true);
    expect(result).toMatchObject({ siteName: 'Acme', maturity: { level: 'Basic', score: 0 } });
  });

  it("writes the job to be done from the site's own words", () => {
    expect(analyze(DEMO_ONLY_SITE).friction.jobToBeDone).toBe('Acme: Cloud security for banks.');
  });
});
