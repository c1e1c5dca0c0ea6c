import { describe, expect, it } from 'vitest';
import { siteKeyOf } from './site-key.ts';

describe('siteKeyOf', () => {
  it('drops the scheme and a leading www.', () => {
    expect(siteKeyOf('https://www.acme.io/')).toBe('acme.io');
    expect(siteKeyOf('http://acme.io')).toBe('acme.io');
  });

  it('keeps the path, without a trailing slash, and the port', () => {
    expect(siteKeyOf('https://acme.io/product/')).toBe('acme.io/product');
    expect(siteKeyOf('http://127.0.0.1:4100/')).toBe('127.0.0.1:4100');
    expect(siteKeyOf('http://127.0.0.1:4100/')).not.toBe(siteKeyOf('http://127.0.0.1:4200/'));
  });

  it('leaves out query and fragment, and ignores case in the host', () => {
    expect(siteKeyOf('https://ACME.io/?utm=x#top')).toBe('acme.io');
  });

  it('tells a www-less host apart from a host that only contains www', () => {
    expect(siteKeyOf('https://wwwacme.io/')).toBe('wwwacme.io');
  });

  it('reads an address without a scheme by the same rule', () => {
    expect(siteKeyOf('www.acme.io/pricing/?a=1')).toBe('acme.io/pricing');
  });
});
