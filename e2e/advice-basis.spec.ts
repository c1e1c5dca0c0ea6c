import { extractText, getDocumentProxy } from 'unpdf';
import type { AdviceEvidence, AnalysisResult } from '../engine/contract/analysis.ts';
import { FRICTION_TYPES } from '../engine/contract/analysis-constants.ts';
import { pageLabel } from '../engine/contract/evidence-wording.ts';
import type { Locator } from '@playwright/test';
import { expect, type Page, test } from './support/fixtures.ts';
import { severeAxeViolations } from './support/page-helpers.ts';

/**
 * Issue #25: each strategy and friction issue says what on the site it answers. A fixture
 * site is analysed as a visitor would have it analysed, and its report (own, shared and
 * PDF) must show each item's basis and the page's own words it quotes, with their page.
 * Issue #29: friction the site puts in a visitor's way, measured on its pages, shows the
 * same way, with the figures measured beside the page's words.
 */

/** A site whose signup asks for a card (a quoted finding) and that lacks several things (findings of absence). */
const SITE = 'huddlebase';
/** A fixture whose sign-up form asks for 9 fields with a phone and a CAPTCHA, and whose hero offers five buttons. */
const OBSERVED_SITE = 'signflow';

async function analyse(page: Page, url: string): Promise<{ id: string; result: AnalysisResult }> {
  const created = await page.request.post('/api/analyze', { data: { url } });
  expect(created.status()).toBe(200);
  const { analysisId } = (await created.json()) as { analysisId: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/analysis/${analysisId}/status`)).json()) as { status: string }).status, { timeout: 60_000 })
    .toBe('completed');
  const result = (await (await page.request.get(`/api/analysis/${analysisId}/results`)).json()) as AnalysisResult;
  return { id: analysisId, result };
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** The quotes an item shows: its words in quote marks and a link to the page they are on; a measured figure as a measurement, with its page. */
async function expectQuotes(item: Locator, evidence: AdviceEvidence[], siteUrl: string) {
  const quotes = item.getByTestId('advice-quote');
  const words = evidence.filter((quote) => !quote.measured);
  await expect(quotes).toHaveCount(words.length);
  for (const [index, quote] of words.entries()) {
    await expect(quotes.nth(index)).toContainText(`“${quote.quote}”`);
    await expect(quotes.nth(index).getByRole('link', { name: pageLabel(quote.url, siteUrl) })).toHaveAttribute('href', quote.url);
  }
  const measures = item.getByTestId('advice-measure');
  const figures = evidence.filter((quote) => quote.measured);
  await expect(measures).toHaveCount(figures.length);
  for (const [index, figure] of figures.entries())
    await expect(measures.nth(index)).toHaveText(`Measured on ${pageLabel(figure.url, siteUrl)}: ${figure.quote}`);
}

/** The Friction and Improvement Strategy tabs show every issue's and strategy's basis and quotes. */
async function expectBasisAndQuotes(page: Page, result: AnalysisResult) {
  await openTab(page, 'Friction Analysis');
  const issues = FRICTION_TYPES.flatMap((type) => result.friction[type].issues.map((issue) => ({ type, issue })));
  const quoted = issues.find(({ issue }) => issue.evidence.length > 0);
  expect(quoted, 'an issue with quotes').toBeDefined();
  for (const { type, issue } of issues) {
    const item = page.getByTestId(`friction-${type}`).getByRole('listitem').filter({ hasText: issue.issue });
    await expect(item.getByTestId('advice-basis')).toContainText(`What we saw: ${issue.basis}`);
    await expectQuotes(item, issue.evidence, result.url);
  }

  await openTab(page, 'Improvement Strategy');
  expect(result.strategies.length).toBeGreaterThan(0);
  for (const strategy of result.strategies) {
    const card = page.getByRole('article', { name: strategy.title });
    await expect(card.getByTestId('advice-basis')).toContainText(`What we saw: ${strategy.basis}`);
    await expectQuotes(card, strategy.evidence, result.url);
    if (strategy.removes.length > 0)
      await expect(card.getByTestId('strategy-removes')).toHaveText(`Removes from the Friction tab: ${strategy.removes.join(' · ')}`);
  }
  expect(await severeAxeViolations(page)).toEqual([]);
}

/** The Friction tab shows each observed finding first in its column, marked as seen, with its basis, quotes and figures. */
async function expectObservedOnFrictionTab(page: Page, result: AnalysisResult, { checkAccessibility = false } = {}) {
  await openTab(page, 'Friction Analysis');
  const found = (result.friction.observed ?? []).filter((finding) => finding.checked);
  expect(found.map((finding) => finding.kind).sort()).toEqual(['first-screen-crowded', 'signup-form']);
  for (const finding of found) {
    const column = page.getByTestId(`friction-${finding.dimension}`);
    const item = column.getByTestId('observed-issue').filter({ hasText: finding.issue });
    await expect(column.getByRole('listitem').first()).toContainText(finding.issue);
    await expect(item).toContainText('Seen on the site');
    await expect(item.getByTestId('advice-basis')).toContainText(`What we saw: ${finding.basis}`);
    for (const quote of finding.evidence.filter((evidence) => !evidence.measured))
      await expect(item.getByTestId('advice-quote').filter({ hasText: `“${quote.quote}”` })).toHaveCount(1);
    for (const figure of finding.evidence.filter((evidence) => evidence.measured))
      await expect(item.getByTestId('advice-measure').filter({ hasText: `Measured on ${pageLabel(figure.url, result.url)}: ${figure.quote}` })).toHaveCount(1);
  }
  const form = page.getByTestId('observed-issue').filter({ hasText: 'The sign-up form on /signup asks for 9 fields, 7 required, including a phone number' });
  await expect(form.getByTestId('advice-measure').filter({ hasText: 'Measured on /signup: 9 fields, 7 required on the sign-up form' })).toHaveCount(1);
  await expect(form.getByTestId('advice-quote').filter({ hasText: '“Phone number *”' })).toHaveCount(1);
  await expect(page.getByTestId('missing-issue').first()).toContainText('Missing');
  if (checkAccessibility) expect(await severeAxeViolations(page)).toEqual([]);
}

async function pdfText(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.body())), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test.describe('advice that says what on the site it answers', () => {
  test('the report, the shared report and the PDF show each strategy’s and friction issue’s basis and quotes', async ({ page, sites }) => {
    const { id, result } = await analyse(page, sites[SITE]!);
    const card = result.strategies.find((strategy) => strategy.id === 'remove-credit-card');
    expect(card?.title).toBe('Take the credit card out of signup');
    expect(card?.evidence.length).toBeGreaterThan(0);

    await page.goto(`/results/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Onboarding Assessment');
    await expectBasisAndQuotes(page, result);

    const share = await page.request.post(`/api/analysis/${id}/share`, { data: { companyName: 'Huddle Co' } });
    const { slug } = (await share.json()) as { slug: string };
    await page.goto(`/results/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: "Huddle Co's Onboarding Acceleration" })).toBeVisible();
    await expectBasisAndQuotes(page, result);

    const printed = await pdfText(page, `/api/analysis/${id}/report.pdf`);
    for (const strategy of result.strategies) expect(printed).toContain(`What we saw: ${strategy.basis}`.replace(/\s+/g, ' '));
    for (const quote of card!.evidence) expect(printed).toContain(`“${quote.quote}” on ${pageLabel(quote.url, result.url)}`.replace(/\s+/g, ' '));
    const issue = FRICTION_TYPES.flatMap((type) => result.friction[type].issues).find((candidate) => candidate.evidence.length > 0)!;
    expect(printed).toContain(`What we saw: ${issue.basis}`.replace(/\s+/g, ' '));
  });
});

test.describe('observed friction', () => {
  test('the report, the shared report and the PDF show what the site puts in the way, with basis and evidence', async ({ page, sites }) => {
    // An analysis, two reports, an accessibility scan and a printed PDF.
    test.setTimeout(150_000);
    const { id, result } = await analyse(page, sites[OBSERVED_SITE]!);
    await page.goto(`/results/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Onboarding Assessment');
    await expectObservedOnFrictionTab(page, result, { checkAccessibility: true });

    const share = await page.request.post(`/api/analysis/${id}/share`, { data: { companyName: 'Signflow Ltd' } });
    const { slug } = (await share.json()) as { slug: string };
    await page.goto(`/results/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: "Signflow Ltd's Onboarding Acceleration" })).toBeVisible();
    await expectObservedOnFrictionTab(page, result);

    const printed = await pdfText(page, `/api/analysis/${id}/report.pdf`);
    for (const finding of (result.friction.observed ?? []).filter((candidate) => candidate.checked)) {
      expect(printed).toContain(`Seen on the site ${finding.issue}`.replace(/\s+/g, ' '));
      expect(printed).toContain(`What we saw: ${finding.basis}`.replace(/\s+/g, ' '));
    }
    expect(printed).toContain('Measured on /signup: 9 fields, 7 required on the sign-up form');
    expect(printed).toContain('“Phone number *” on /signup');
  });
});
