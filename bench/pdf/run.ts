// npm run bench:pdf: the report PDF's cost. Analyses every fixture SaaS site with the
// engine in this process, then prints each report with the shared Chromium as the
// server does (the print view, a fresh context, JavaScript and network off) and
// reports the time per print, the file size and the page count; a cached download
// costs nothing and is not measured.
import { startFixtureSites } from '../../test-support/fixture-sites/site-server.ts';
import type { AnalysisResult } from '../../engine/contract/analysis.ts';
import { createSharedBrowser } from '../../engine/render/shared-browser.ts';
import { createPdfRenderer } from '../../sync-server/src/pdf/pdf-renderer.ts';
import { printFooter, renderPrintView } from '../../sync-server/src/pdf/print-view.ts';
import { startTestServer } from '../../sync-server/test/support/test-server.ts';
import { pollUntilSettled } from '../../test-support/poll.ts';
import { median } from '../support/stats.ts';

const fixtures = await startFixtureSites();
const server = await startTestServer({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'bench-pdf-password' });
const browser = createSharedBrowser();
try {
  const results: AnalysisResult[] = [];
  for (const url of Object.values(fixtures.sites).sort()) {
    const submitted = await fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
    });
    const { analysisId } = (await submitted.json()) as { analysisId: string };
    await pollUntilSettled(server.url, analysisId, 120_000);
    const response = await fetch(`${server.url}/api/analysis/${analysisId}/results`);
    if (response.ok) results.push((await response.json()) as AnalysisResult);
  }
  const renderer = createPdfRenderer(browser);
  await renderer.render('<p>warm-up</p>', '<span></span>'); // the browser's launch is not a print's cost
  const prints: { ms: number; kb: number; pages: number }[] = [];
  for (const result of results) {
    const started = performance.now();
    const pdf = await renderer.render(renderPrintView({ result, bookingUrl: 'https://cal.com/' }), printFooter(result));
    const ms = performance.now() - started;
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
    prints.push({ ms, kb: pdf.length / 1024, pages });
  }
  const figures = {
    reports: prints.length,
    medianMs: Math.round(median(prints.map((print) => print.ms))),
    maxMs: Math.round(Math.max(...prints.map((print) => print.ms))),
    medianKb: Math.round(median(prints.map((print) => print.kb))),
    maxKb: Math.round(Math.max(...prints.map((print) => print.kb))),
    pages: `${Math.min(...prints.map((print) => print.pages))}-${Math.max(...prints.map((print) => print.pages))}`,
  };
  process.stdout.write(
    `\nReport PDF: median ${figures.medianMs} ms per print (max ${figures.maxMs}), median ${figures.medianKb} KB (max ${figures.maxKb}), ${figures.pages} pages, over ${figures.reports} fixture reports\n`,
  );
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await browser.close();
  await server.close();
  await fixtures.close();
}
