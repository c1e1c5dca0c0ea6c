import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../model/site-model.ts';
import type { FetchedPage } from '../page.ts';
import { phrase, withoutPrefilters } from './phrases.ts';
import { matchingCtas, pageSays } from './search.ts';
import { readingsOf, siteTextsWithAny } from './site-readings.ts';

const footer = '<footer><a href="/trial">Start your free trial</a><p>© Acme, made in Lyon</p></footer>';
const page = (url: string, kind: FetchedPage['kind'], body: string): FetchedPage => ({
  url,
  kind,
  status: 200,
  html: `<html lang="en"><head><title>Acme</title></head><body><main>${body}</main>${footer}</body></html>`,
  contentType: 'text/html',
  bytes: 0,
  ms: 0,
});
const site = buildSiteModel('https://acme.test/', [
  page('https://acme.test/', 'home', '<h1>Invoices in minutes</h1>'),
  page('https://acme.test/pricing', 'pricing', '<h1>Pricing</h1><p>Plans for every team</p>'),
]);
const [home, pricing] = site.readable;
const TRIAL = phrase('free trial');

describe('site readings', () => {
  it('are one for all the pages of a site, their blocks and their links', () => {
    const shared = readingsOf(home!);
    expect(shared).toBeDefined();
    for (const list of [home!, home!.blocks, home!.ctas, pricing!, pricing!.blocks, pricing!.ctas]) expect(readingsOf(list)).toBe(shared);
  });

  it('hold each distinct text of the site once, the footer repeated on both pages included', () => {
    const { texts } = readingsOf(home!)!;
    expect(texts.filter((text) => text === 'Start your free trial')).toHaveLength(1);
    expect(texts).toEqual(expect.arrayContaining(['Invoices in minutes', 'Plans for every team']));
  });

  it('find the texts holding a word once for the site, and give the same answer when asked again', () => {
    const readings = readingsOf(home!)!;
    const words = ['^trial'];
    const holding = siteTextsWithAny(readings, words);
    expect([...holding!]).toEqual(['Start your free trial']);
    expect(siteTextsWithAny(readings, words)).toBe(holding);
    expect(siteTextsWithAny(readings, ['^nowhere'])!.size).toBe(0);
  });

  it('answer a pattern per page as the page says, whichever page asked first', () => {
    expect([...matchingCtas(pricing!, TRIAL)].map((cta) => cta.text)).toEqual(['Start your free trial']);
    expect([...matchingCtas(home!, TRIAL)].map((cta) => cta.text)).toEqual(['Start your free trial']);
    expect(pageSays(home!, phrase('in minutes'))).toBe(true);
    expect(pageSays(pricing!, phrase('in minutes'))).toBe(false);
  });

  it('are not used without the word pre-checks, so the soundness test reads every text afresh', () => {
    withoutPrefilters(() => expect(readingsOf(home!)).toBeUndefined());
  });
});
