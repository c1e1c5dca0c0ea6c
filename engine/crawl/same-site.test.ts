import { describe, expect, it } from 'vitest';
import { isSameSite, siteKey } from './same-site.ts';

const same = (a: string, b: string) => isSameSite(new URL(a), new URL(b));

describe('isSameSite', () => {
  it('counts www and the apex as one site', () => {
    expect(same('https://www.acme.com/', 'https://acme.com/pricing')).toBe(true);
  });

  it('counts docs., help. and app. subdomains as the site', () => {
    expect(same('https://acme.com/', 'https://docs.acme.com/')).toBe(true);
    expect(same('https://www.acme.com/', 'https://app.acme.com/signup')).toBe(true);
  });

  it('knows multi-label public suffixes from the public suffix list', () => {
    expect(same('https://acme.co.uk/', 'https://www.acme.co.uk/preise')).toBe(true);
    expect(same('https://acme.co.uk/', 'https://other.co.uk/')).toBe(false);
    expect(same('https://a.co.at/', 'https://b.co.at/')).toBe(false);
    expect(same('https://shop.a.co.at/', 'https://www.a.co.at/')).toBe(true);
    expect(same('https://a.kawasaki.jp/', 'https://b.kawasaki.jp/')).toBe(false);
  });

  it('keeps customers of a hosting platform apart', () => {
    expect(same('https://acme.vercel.app/', 'https://rival.vercel.app/')).toBe(false);
    expect(same('https://acme.github.io/', 'https://docs.acme.github.io/')).toBe(true);
    expect(same('https://acme.myshopify.com/', 'https://rival.myshopify.com/')).toBe(false);
    expect(same('https://acme.myshopify.com/', 'https://acme.myshopify.com/cart')).toBe(true);
  });

  it('treats a host that is itself a public suffix as its own site', () => {
    expect(siteKey(new URL('https://myshopify.com/'))).toBe('myshopify.com');
    expect(same('https://myshopify.com/', 'https://acme.myshopify.com/')).toBe(false);
  });

  it('refuses other domains', () => {
    expect(same('https://acme.com/', 'https://acme-app.com/')).toBe(false);
    expect(same('https://acme.com/', 'https://twitter.com/acme')).toBe(false);
  });

  it('treats an IP address or one-label host as a site per port', () => {
    expect(same('http://127.0.0.1:4100/', 'http://127.0.0.1:4100/pricing')).toBe(true);
    expect(same('http://127.0.0.1:4100/', 'http://127.0.0.1:4101/')).toBe(false);
    expect(siteKey(new URL('http://localhost/'))).toBe('localhost:80');
  });
});
