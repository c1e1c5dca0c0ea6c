import { describe, expect, it } from 'vitest';
import { collectJsonText } from './json-text.ts';

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
});
