import { describe, expect, it } from 'vitest';
import { fetchedPages } from '../../../test-support/engine/site-from-html.ts';
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

  it('counts the domain the home page names as its own (rel=canonical) as the site, as when it is served from a mirror', () => {
    const head = '<title>Acme</title><link rel="canonical" href="https://acme.example/">';
    const site = buildSiteModel(
      'https://mirror.test/',
      fetchedPages({ '/': { html: `<html><head>${head}</head><body><h1>Acme</h1></body></html>` } }, 'https://mirror.test'),
    );
    expect([site.isOwnHost('app.acme.example'), site.isOwnHost('mirror.test'), site.isOwnHost('other.example')]).toEqual([true, true, false]);
  });
});
