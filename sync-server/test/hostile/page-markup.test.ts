import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzePages } from '../../../engine/analysis/analyze.ts';
import type { FetchedPage } from '../../../engine/analysis/page.ts';
import { analysisResultSchema } from '../../../engine/contract/analysis.ts';
import { crawlSite } from '../../../engine/crawl/crawl-site.ts';
import { hostileRuns } from './hostile-runs.ts';

/**
 * Whatever markup a site serves, the analysis reads it and produces a result within
 * the contract; it never throws. (Before this suite, any page without a <body> tag,
 * which HTML5 allows and minified pages use, crashed the analysis.)
 */

const URL = 'https://acme.example/';

function analyse(html: string) {
  const page: FetchedPage = { url: URL, kind: 'home', status: 200, contentType: 'text/html', html, bytes: html.length, ms: 1 };
  const result = analyzePages({ url: URL, pages: [page], analyzedAt: '2026-11-22T10:00:00.000Z', options: {} });
  return analysisResultSchema.parse({ ...result, analysisId: '00000000-0000-4000-8000-000000000001' });
}

describe('pages in unusual shapes', () => {
  it.each([
    ['no <body> tag (HTML5 allows it)', '<!doctype html><title>Acme - invoices</title><h1>Invoices</h1><a href="/signup">Start free trial</a>'],
    ['no tags at all', 'Just some text about invoices.'],
    ['a bare heading', '<h1>Invoices'],
    ['an unclosed comment', '<h1>Invoices</h1><!-- the rest'],
    ['a CDATA section and NUL bytes', '<![CDATA[x]]>\u0000<p>\u0000Invoices</p>'],
    ['nested forms, tables and templates without ends', '<form><form><table><tr><td><template><p>x'],
    ['ten thousand nested divs', `${'<div>'.repeat(10_000)}deep${'</div>'.repeat(10_000)}`],
    ['two hundred thousand nested divs (1.2 MB)', `<body>${'<div>'.repeat(200_000)}deep${'</div>'.repeat(200_000)}</body>`],
    // Took the parser most of an hour (quadratic in unclosed tags) before parse-html.ts.
    ['two hundred thousand unclosed spans (1.2 MB)', `<body><a href="/signup">Sign up</a>${'<span>'.repeat(200_000)}deep</body>`],
    ['markup in the title and attributes', '<title><img src=x onerror=alert(1)></title><a href="javascript:alert(1)" title="<script>">Sign up</a>'],
  ])('%s', (_, html) => {
    expect(() => analyse(html)).not.toThrow();
  });

  it('names the site from a body-less page like any other', () => {
    const result = analyse('<!doctype html><title>Acme - invoices</title><h1>Invoices in minutes</h1><a href="/signup">Start free trial</a>');
    expect(result.signals.find((signal) => signal.id === 'self-serve-signup')).toMatchObject({ present: true });
  });
});

const TAGS = [
  'html',
  'head',
  'body',
  'title',
  'h1',
  'p',
  'a',
  'div',
  'script',
  'style',
  'meta',
  'link',
  'svg',
  'img',
  'form',
  'input',
  'button',
  'noscript',
  'iframe',
  'video',
  'table',
  'td',
  'li',
  'details',
  'summary',
  'template',
  'br',
  'label',
  'select',
  'option',
  'math',
  'object',
  'base',
];
const ATTRIBUTES = [
  'href',
  'src',
  'name',
  'content',
  'property',
  'class',
  'id',
  'type',
  'rel',
  'action',
  'alt',
  'aria-label',
  'charset',
  'http-equiv',
  'data-src',
];
const FRAGMENTS = [
  '&amp;',
  '&#0;',
  '&#xD800;',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '</',
  '<',
  '>',
  '"',
  "'",
  '\u0000',
  '\uFFFD',
  '<!doctype html>',
  'Start free trial',
  'Book a demo',
  'No credit card required',
  '$29/mo',
];

/** Markup from the tags and attributes detectors look at, nested and broken at random. */
const markup: fc.Arbitrary<string> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.string({ maxLength: 30 }),
    fc.constantFrom(...FRAGMENTS),
    fc
      .tuple(
        fc.constantFrom(...TAGS),
        fc.array(fc.tuple(fc.constantFrom(...ATTRIBUTES), fc.string({ maxLength: 20 })), { maxLength: 3 }),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.boolean(),
      )
      .map(
        ([tag, attributes, children, closed]) =>
          `<${tag}${attributes.map(([name, value]) => ` ${name}="${value}"`).join('')}>${children.join('')}${closed ? `</${tag}>` : ''}`,
      ),
  ),
})).node;

describe('the crawler reading the same pages', () => {
  it.each([
    ['no <body> tag', '<title>Acme</title><a href="/pricing">Pricing</a>'],
    // Markup past 1000 levels is dropped; what comes before it still counts.
    ['deep nesting', `<a href="/pricing">Pricing</a>${'<div>'.repeat(50_000)}deep${'</div>'.repeat(50_000)}`],
    ['unclosed spans', `<a href="/pricing">Pricing</a>${'<span>'.repeat(200_000)}`],
  ])('finds the pricing link on a home page with %s', async (_, html) => {
    const site = createServer((request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end(request.url === '/' ? html : '<title>Pricing</title><p>$29 per month</p>'),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const home = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
      const pages = await crawlSite({ url: home, allowPrivateNetwork: true });
      expect(pages.map((page) => [page.kind, page.status])).toContainEqual(['pricing', 200]);
    } finally {
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });
});

describe('generated markup', () => {
  it('never makes the analysis throw or leave the contract', () => {
    fc.assert(
      fc.property(fc.array(markup, { maxLength: 6 }), (parts) => {
        analyse(parts.join(''));
      }),
      { numRuns: hostileRuns(300, 5000) },
    );
  });
});
