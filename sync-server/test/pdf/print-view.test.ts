import { describe, expect, it } from 'vitest';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import { SIGNAL_IDS } from '../../../engine/contract/signals.ts';
import { renderPrintView } from '../../src/pdf/print-view.ts';

const BOOKING = 'https://booking.example/call';

/** The printed page's text as a reader sees it: tags dropped, the escapes html() wrote read back. */
function printedText(markup: string): string {
  const entities: Record<string, string> = { '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' };
  return markup
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&quot;|&lt;|&gt;|&amp;/g, (entity) => entities[entity]!)
    .replace(/\s+/g, ' ');
}

describe('renderPrintView: what the PDF says about coverage', () => {
  it('prints a fully read site without a partial-view lead, every page read and nothing "couldn\'t check"', () => {
    const text = printedText(renderPrintView({ result: exampleAnalysisResult(), bookingUrl: BOOKING }));
    expect(text).not.toContain('We could only see part of this site');
    expect(text).toContain("What we could and couldn't see");
    expect(text).toContain('the home page (read as HTML)');
    expect(text).toContain('Every page we looked for could be read.');
    expect(text).not.toContain("Couldn't check");
  });

  it('leads with how little it saw, lists the unreadable page, and keeps unchecked signals out of "not found"', () => {
    const result = exampleAnalysisResult({
      signals: SIGNAL_IDS.map((id) => ({ id, present: id === 'self-serve-signup', checked: id !== 'live-chat', evidence: [] })),
      pages: [
        { url: 'https://www.acme.io/', kind: 'home', status: 200, bytes: 812, ms: 40, rendered: true },
        { url: 'https://www.acme.io/pricing', kind: 'pricing', status: 403, bytes: 500, ms: 30 },
      ],
      coverage: {
        rendered: true,
        javascriptOnlyPages: [],
        unreadablePages: [{ url: 'https://www.acme.io/pricing', reason: "behind Cloudflare's bot protection" }],
        checkedWeightPercent: 41,
      },
    });
    const text = printedText(renderPrintView({ result, bookingUrl: BOOKING }));
    expect(text).toContain('We could only see part of this site');
    expect(text).toContain('could be checked (41%)');
    expect(text).toContain('the home page (rendered in a browser)');
    expect(text).toContain("/pricing: behind Cloudflare's bot protection");
    const notFound = text.slice(text.indexOf('Not found'), text.indexOf("What we could and couldn't see"));
    const couldntCheck = text.slice(text.indexOf("Couldn't check"));
    expect(notFound).not.toContain('Live chat');
    expect(couldntCheck).toContain('Live chat');
  });

  it('quotes evidence once and names the page by its short path', () => {
    const result = exampleAnalysisResult({
      signals: SIGNAL_IDS.map((id) => ({
        id,
        present: id === 'self-serve-signup',
        checked: true,
        evidence: id === 'self-serve-signup' ? [{ page: 'https://www.acme.io/pricing', text: '"Get started free" -> https://www.acme.io/signup' }] : [],
      })),
    });
    const text = printedText(renderPrintView({ result, bookingUrl: BOOKING }));
    expect(text).toContain('“Get started free” on /pricing');
    expect(text).not.toContain('""Get started free"');
  });
});
