import { describe, expect, it } from 'vitest';
import { displaySiteName, siteHost } from './site-name.ts';

describe('displaySiteName (SPEC section 2)', () => {
  it.each([
    ['https://www.acme.io/', 'Acme'],
    ['https://acme.com/pricing?plan=pro', 'Acme'],
    ['www.notion.so', 'Notion.so'],
    ['https://app.hubspot.com', 'App.hubspot'],
    ['https://linear.app', 'Linear'],
    ['https://vercel.dev', 'Vercel'],
    ['https://openai.ai', 'Openai'],
    ['https://wikipedia.org', 'Wikipedia'],
    ['https://example.net', 'Example'],
    ['https://startup.co', 'Startup'],
    ['https://shop.co.uk', 'Shop.co.uk'],
    ['HTTPS://WWW.ACME.IO', 'Acme'],
    ['http://127.0.0.1:4173/', '127.0.0.1'],
  ])('%s -> %s', (input, expected) => {
    expect(displaySiteName(input)).toBe(expected);
  });

  it('removes only one trailing ending and only at the end', () => {
    expect(displaySiteName('https://io.com')).toBe('Io');
    expect(displaySiteName('https://company.community')).toBe('Company.community');
  });

  it('removes www. only at the start', () => {
    expect(displaySiteName('https://wwwacme.io')).toBe('Wwwacme');
    expect(displaySiteName('https://docs.www.io')).toBe('Docs.www');
  });
});

describe('siteHost', () => {
  it('reads the host of full addresses and of bare domains', () => {
    expect(siteHost('https://www.acme.io/x')).toBe('www.acme.io');
    expect(siteHost('acme.io/pricing')).toBe('acme.io');
  });
});
