import { describe, expect, it } from 'vitest';
import { fetchedPages } from '../../../test-support/engine/site-from-html.ts';
import { buildSiteModel } from '../model/site-model.ts';
import { PageQuotes } from './page-quotes.ts';

function quotesOf(pages: Record<string, string>) {
  const fetched = fetchedPages(pages);
  return new PageQuotes(buildSiteModel('https://acme.test/', fetched).readable, fetched);
}

const quotes = quotesOf({
  '/': `<html><head><title>Acme – Invoicing</title><meta name="description" content="Invoices   sent in seconds."></head>
      <body><p>It&rsquo;s free for   <b>small teams</b>.</p><img src="/logos/globex.svg" alt="Globex logo"><a href="/signup">Start&nbsp;free trial</a>
      <script type="application/ld+json">{"review": "Caf\u00e9 owners love it"}</script></body></html>`,
});
const HOME = 'https://acme.test/';

describe('PageQuotes', () => {
  it("gives words back as the page writes them: its curly apostrophe, the model's straight one", () => {
    expect(quotes.find(HOME, "It's free for small teams.")).toEqual({ url: HOME, quote: 'It’s free for small teams.' });
  });

  it('drops the ellipsis and quote marks an excerpt adds, and finds words across tags and spaces', () => {
    expect(quotes.find(HOME, '…free for small teams…')).toEqual({ url: HOME, quote: 'free for small teams' });
    expect(quotes.find(HOME, '"Start free trial"')).toEqual({ url: HOME, quote: 'Start free trial' });
  });

  it('reads the title, meta tags and alt texts, which are the page’s words too', () => {
    expect(quotes.find(HOME, 'Acme – Invoicing')?.quote).toBe('Acme – Invoicing');
    expect(quotes.find(HOME, 'Invoices sent in seconds.')?.quote).toBe('Invoices sent in seconds.');
    expect(quotes.find(HOME, 'Globex logo')?.quote).toBe('Globex logo');
  });

  it('puts back an apostrophe the markup writes among other entities, letter for letter', () => {
    const encoded = quotesOf({ '/': '<p>Caf&eacute; owners say it&#8217;s the one they&apos;d pick.</p>' });
    expect(encoded.find(HOME, "Café owners say it's the one they'd pick.")?.quote).toBe("Café owners say it’s the one they'd pick.");
  });

  it('does not quote a data blob, whose escapes are not the words on the page', () => {
    expect(quotes.find(HOME, 'Café owners love it')).toBeUndefined();
  });

  it('finds nothing the page does not say, on a page not fetched, or too short to mean anything', () => {
    expect(quotes.find(HOME, 'No credit card required')).toBeUndefined();
    expect(quotes.find('https://acme.test/pricing', 'Start free trial')).toBeUndefined();
    expect(quotes.find(HOME, '…')).toBeUndefined();
    expect(quotes.find(HOME, 'I')).toBeUndefined();
  });
});
