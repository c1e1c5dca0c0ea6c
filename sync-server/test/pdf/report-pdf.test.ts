import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import { REPORT_TABS } from '../../../engine/contract/report-copy.ts';
import { REPORT_PDF_MESSAGES, reportPdfErrorSchema } from '../../../engine/contract/report-pdf.ts';
import { extractText, getDocumentProxy } from 'unpdf';
import { startFixtureSites } from '../../../test-support/fixture-sites/site-server.ts';
import { analysisResultSchema } from '../../../engine/contract/analysis.ts';
import { maturityLevelLabel } from '../../../engine/contract/report-copy.ts';
import { displaySiteName } from '../../../engine/contract/site-name.ts';
import { pollUntilSettled } from '../../../test-support/poll.ts';
import { seedCompletedAnalysis } from '../support/seed-analysis.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ANALYSIS_ID = '5a0c3e2f-1b4d-4c6e-8f0a-2b3c4d5e6f70';
const MAX_BYTES = 2 * 1024 * 1024;
/** Text from the analysed site is hostile: it must print as text, never act as markup. */
const HOSTILE_TITLE = `Fix <img src=x onerror="document.body.innerHTML='pwned'"> the signup`;

const fixture = exampleAnalysisResult({
  analysisId: ANALYSIS_ID,
  strategies: [
    ...exampleAnalysisResult().strategies,
    {
      id: 'hostile',
      title: HOSTILE_TITLE,
      effort: 'Low',
      estimatedTime: '1 week',
      description: 'A </style><h1>Injected</h1> description.',
      steps: ['One step'],
      basis: 'The </p><script>alert(1)</script> page says so.',
      evidence: [{ url: 'https://www.acme.io/', quote: '<b>Bold</b> claim' }],
      removes: [],
    },
  ],
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedCompletedAnalysis(server.services, ANALYSIS_ID, fixture);
});
afterAll(async () => {
  await server.close();
});

async function pdfPages(response: Response): Promise<{ bytes: Uint8Array; pages: string[] }> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false });
  return { bytes, pages: text.map((page) => page.replace(/\s+/g, ' ')) };
}

describe('GET /api/analysis/{id}/report.pdf', () => {
  it('answers an A4 PDF of the whole report as a download named after the site and date', async () => {
    const response = await fetch(`${server.url}/api/analysis/${ANALYSIS_ID}/report.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Acme-onboarding-report-2026-11-22.pdf"');
    const { bytes, pages } = await pdfPages(response);

    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(MAX_BYTES);
    expect(new TextDecoder('latin1').decode(bytes)).toMatch(/\/FontFile2?/); // fonts embedded

    // Each tab starts a page of its own, in the screen's order.
    const firstPageOf = REPORT_TABS.map((tab) => pages.findIndex((page) => page.includes(tab.label)));
    expect(
      firstPageOf.every((index) => index >= 0),
      JSON.stringify(firstPageOf),
    ).toBe(true);
    expect(new Set(firstPageOf).size).toBe(REPORT_TABS.length);
    expect([...firstPageOf].sort((a, b) => a - b)).toEqual(firstPageOf);
    expect(pages.length).toBeGreaterThanOrEqual(REPORT_TABS.length);

    const all = pages.join('\n');
    expect(pages[0]).toContain("Acme's Onboarding Assessment");
    expect(pages[0]).toContain('https://www.acme.io/');
    expect(pages[0]).toContain('November 22, 2026');
    expect(all).toContain('Level 2: Guided');
    expect(all).toContain('Start free trial'); // evidence
    expect(all).toContain('$180,000'); // current annual revenue at the report's metrics
    expect(all).toContain('Take the 2-minute Acme tour'); // example copy
    // What each strategy and friction issue rests on: the basis and the page's own words, with their page.
    expect(all).toContain(`What we saw: ${fixture.strategies[0]!.basis}`);
    expect(all).toContain('Removes from the Friction tab: No interactive product demo');
    expect(all).toContain(`What we saw: ${fixture.friction.functional.issues[0]!.basis}`);
    expect(all).toContain('“Card required for the trial.” on /signup');
    expect(all).toContain('The </p><script>alert(1)</script> page says so.');
    expect(all).toContain('“<b>Bold</b> claim” on the home page');
    expect(all).toContain('Help teams ship invoices faster');
    expect(all).toContain('Turn this report into revenue');
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    expect(all).toContain(HOSTILE_TITLE.replace(/\s+/g, ' '));
    expect(all).toContain('A </style><h1>Injected</h1> description.'); // still styled and paginated after it:
    expect(pages.at(-1)).toContain('Turn this report into revenue');
  }, 60_000);

  it('prints a report once and serves the same file afterwards', async () => {
    const first = new Uint8Array(await (await fetch(`${server.url}/api/analysis/${ANALYSIS_ID}/report.pdf`)).arrayBuffer());
    const second = new Uint8Array(await (await fetch(`${server.url}/api/analysis/${ANALYSIS_ID}/report.pdf`)).arrayBuffer());
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  }, 60_000);

  it('answers an unknown analysis with 404 and a message', async () => {
    const response = await fetch(`${server.url}/api/analysis/00000000-0000-4000-8000-000000000000/report.pdf`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe('Analysis not found');
  });
});

describe('the PDF of a fixture site analysed end to end', () => {
  it('has a page per tab, the site name and the maturity level as text, and stays under 2 MB', async () => {
    const fixtures = await startFixtureSites();
    try {
      // The largest fixture site: the most evidence, the longest report.
      const url = fixtures.sites.sproutmetrics!;
      const submitted = await fetch(`${server.url}/api/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });
      const { analysisId } = (await submitted.json()) as { analysisId: string };
      expect((await pollUntilSettled(server.url, analysisId)).at(-1)!.status).toBe('completed');
      const result = analysisResultSchema.parse(await (await fetch(`${server.url}/api/analysis/${analysisId}/results`)).json());

      const response = await fetch(`${server.url}/api/analysis/${analysisId}/report.pdf`);
      expect(response.status).toBe(200);
      const { bytes, pages } = await pdfPages(response);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(bytes.length).toBeLessThan(MAX_BYTES);
      const firstPageOf = REPORT_TABS.map((tab) => pages.findIndex((page) => page.includes(tab.label)));
      expect(new Set(firstPageOf.filter((index) => index >= 0)).size).toBe(REPORT_TABS.length);
      expect(pages[0]).toContain(`${displaySiteName(result.url)}'s Onboarding Assessment`);
      expect(pages.join('\n')).toContain(maturityLevelLabel(result.maturity.level));
    } finally {
      await fixtures.close();
    }
  }, 90_000);
});

describe('GET /api/results/{slug}/report.pdf', () => {
  it('prints a shared report under its company name', async () => {
    const share = await fetch(`${server.url}/api/analysis/${ANALYSIS_ID}/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyName: 'Acme Corp' }),
    });
    const { slug } = (await share.json()) as { slug: string };
    const response = await fetch(`${server.url}/api/results/${slug}/report.pdf`);
    expect(response.status).toBe(200);
    const { pages } = await pdfPages(response);
    expect(pages[0]).toContain("Acme Corp's Onboarding Acceleration");
    expect(pages[0]).toContain('Shared Report');
    expect(pages.join('\n')).toContain('Level 2: Guided');
  }, 60_000);

  it('answers an unknown slug with 404 and a message', async () => {
    const response = await fetch(`${server.url}/api/results/no-such-report/report.pdf`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe('Shared report not found');
  });
});

describe('without a Chromium', () => {
  it('answers 503 with a message and tells the app to fall back to printing', async () => {
    const bare = await startTestServer({ CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      await seedCompletedAnalysis(bare.services, ANALYSIS_ID, fixture);
      const response = await fetch(`${bare.url}/api/analysis/${ANALYSIS_ID}/report.pdf`);
      expect(response.status).toBe(503);
      expect(reportPdfErrorSchema.parse(await response.json())).toEqual({ message: REPORT_PDF_MESSAGES.noBrowser, printFallback: true });
    } finally {
      await bare.close();
    }
  });
});
