import { describe, expect, it } from 'vitest';
import { fetchedPages, htmlPage, siteOf } from '../../../test-support/engine/site-from-html.ts';
import { buildSiteModel, pageKey } from './site-model.ts';

describe('pageKey', () => {
  it('names the same page the same way with or without slash, .html, index, hash, query and www', () => {
    const keys = ['https://www.acme.test/pricing/', 'https://acme.test/pricing.html#plans', 'https://acme.test/pricing/index.html?x=1'].map(pageKey);
    expect(new Set(keys).size).toBe(1);
  });
});

describe('buildSiteModel', () => {
  const pages = fetchedPages({ '/docs': '<h1>Docs</h1>', '/': '<h1>Home</h1>', '/pricing': '<h1>Pricing</h1>', '/gone': { html: '', status: 404 } });

  it('orders pages home first, then by kind and address, whatever order they came in', () => {
    const order = (list: typeof pages) => buildSiteModel('https://acme.test/', list).pages.map((page) => page.url);
    expect(order(pages)).toEqual(['https://acme.test/', 'https://acme.test/pricing', 'https://acme.test/docs', 'https://acme.test/gone']);
    expect(order([...pages].reverse())).toEqual(order(pages));
  });

  it('keeps failed pages but reads only the readable ones', () => {
    const site = buildSiteModel('https://acme.test/', pages);
    expect(site.pages).toHaveLength(4);
    expect(site.readable.map((page) => page.url)).not.toContain('https://acme.test/gone');
  });

  it('finds a fetched page by a link to it', () => {
    expect(buildSiteModel('https://acme.test/', pages).pageAt('https://www.acme.test/pricing/#faq')?.kind).toBe('pricing');
  });

  it('counts subdomains as the site, other hosts not', () => {
    const site = buildSiteModel('https://acme.test/', pages);
    expect([site.isOwnHost('app.acme.test'), site.isOwnHost('www.acme.test'), site.isOwnHost('notacme.test')]).toEqual([true, true, false]);
  });
});

describe('the hosts a site owns', () => {
  const mirror = 'http://127.0.0.1:4100';

  it('counts the domain the home page declares as its own (canonical link, og:url) when it is served from elsewhere', () => {
    const site = siteOf(
      {
        '/': htmlPage(
          '<h1>Acme</h1>',
          '<title>Acme</title><link rel="canonical" href="https://www.acme.io/fr/"><meta property="og:url" content="https://acme.io/fr/">',
        ),
      },
      mirror,
    );
    expect(site.isOwnHost('docs.acme.io')).toBe(true);
    expect(site.isOwnHost('127.0.0.1')).toBe(true);
    expect(site.isOwnHost('acme.io.evil.com')).toBe(false);
    expect(site.brandNames).toEqual(['acme']);
  });

  it('counts a host of the same brand under another ending, never the brand as a tenant of another domain', () => {
    const site = siteOf({ '/': '<h1>Acme</h1>' }, 'https://www.acmehq.com');
    expect(site.isBrandHost('app.acmehq.io')).toBe(true);
    expect(site.isBrandHost('acmehq.zendesk.com')).toBe(false);
    expect(site.isBrandHost('acmehqx.com')).toBe(false);
  });

  it('takes nothing from an address that names no real host', () => {
    const site = siteOf({ '/': htmlPage('<h1>Acme</h1>', '<meta property="og:url" content="https://undefined/">') }, mirror);
    expect(site.brandNames).toEqual([]);
    expect(site.isOwnHost('undefined')).toBe(false);
  });
});
