import { describe, expect, it } from 'vitest';
import { collectFlightData, collectJsonText, collectStructuredQuotes } from './json-text.ts';

describe('collectJsonText', () => {
  it('collects readable strings and strips HTML from them', () => {
    expect(collectJsonText('{"a":"<p>No credit card required.</p>","b":["Free plan"]}')).toEqual(['No credit card required.', 'Free plan']);
  });

  it('leaves out URLs, paths, ids and numbers', () => {
    expect(collectJsonText('{"url":"https://x.test/a","path":"/pricing","id":"x_9f2_kk","n":"1234","build":"q3Zk81mPulseBuildIdentifier"}')).toEqual([]);
  });

  it('turns an offer into a written price', () => {
    expect(collectJsonText('{"offers":{"price":49,"priceCurrency":"EUR"}}')).toEqual(['49 EUR']);
  });

  it('returns nothing for broken JSON', () => {
    expect(collectJsonText('{not json')).toEqual([]);
  });

  it('gathers { name, quote } records as quotes when asked, in the same pass', () => {
    const quotes: { text: string; author: string }[] = [];
    const source = JSON.stringify({
      reviews: [
        { name: 'Ines Ford', company: 'Fordworks', review: 'Month end used to take three evenings; now it is done by lunch.' },
        { name: 'Starter', quote: 'on request' },
        { name: 'lower-case-slug', quote: 'A sentence long enough to be a quote, but with no name to it.' },
      ],
    });
    expect(collectJsonText(source, quotes)).toContain('Ines Ford');
    expect(quotes).toEqual([{ text: 'Month end used to take three evenings; now it is done by lunch.', author: 'Ines Ford' }]);
  });
});

describe('collectStructuredQuotes', () => {
  it('reads schema.org reviews with their authors, nested anywhere', () => {
    const source = JSON.stringify({
      '@graph': [
        {
          '@type': 'Product',
          review: [{ '@type': 'Review', author: { '@type': 'Person', name: 'Lena Hartwig' }, reviewBody: 'Nothing left to do at month end.' }],
        },
      ],
    });
    expect(collectStructuredQuotes(source)).toEqual([{ text: 'Nothing left to do at month end.', author: 'Lena Hartwig' }]);
  });

  it('skips reviews without an author and blobs that do not parse', () => {
    expect(collectStructuredQuotes(JSON.stringify({ '@type': 'Review', reviewBody: 'Great tool for teams.' }))).toEqual([]);
    expect(collectStructuredQuotes('{ not json')).toEqual([]);
  });
});

describe('collectFlightData', () => {
  const chunk = (payload: string) => `self.__next_f.push([1,${JSON.stringify(payload)}])`;

  it('reads the text children and links of server components from a streamed Next.js payload', () => {
    const payload = [
      '2:["$","section",null,{"children":[["$","h2",null,{"children":"Built in the open"}],["$","$L5",null,{"href":"/docs","children":["$undefined",["$","span",null,{"children":"Read the guides"}]]}]]}]',
      '3:I[1234,["static/chunks/a.js"],"default"]',
    ].join('\n');
    expect(collectFlightData(chunk(payload))).toEqual({
      texts: ['Built in the open', 'Read the guides'],
      links: [{ href: '/docs', text: 'Read the guides' }],
      scripts: [],
      scriptSources: [],
    });
  });

  it('reads a loader handed to a script component as code, not copy', () => {
    const payload =
      '4:["$","$L9",null,{"id":"loader","children":"!function(){var s=document.createElement(\'script\');s.src=\'https://cdn.example-widget.com/w.js\'}()"}]';
    const data = collectFlightData(chunk(payload));
    expect(data.texts).toEqual([]);
    expect(data.scripts[0]).toContain('cdn.example-widget.com');
  });

  it('reads nothing from other scripts or a broken chunk', () => {
    expect(collectFlightData('window.x = 1').texts).toEqual([]);
    expect(collectFlightData('self.__next_f.push([1,"1:[\\"$\\",broken"])').texts).toEqual([]);
  });
});
