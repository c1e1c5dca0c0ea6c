import { describe, expect, it } from 'vitest';
import { externalHref, shortAddress } from '../../../src/features/results/external-href.ts';

describe('externalHref', () => {
  it('keeps http and https addresses', () => {
    expect(externalHref('https://www.acme.io/pricing')).toBe('https://www.acme.io/pricing');
    expect(externalHref('http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000/');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'JAVASCRIPT:alert(1)', '/relative', '', undefined])('refuses %s', (address) => {
    expect(externalHref(address)).toBeUndefined();
  });
});

describe('shortAddress', () => {
  it('drops the scheme and a bare slash', () => {
    expect(shortAddress('https://www.acme.io/')).toBe('www.acme.io');
    expect(shortAddress('https://www.acme.io/pricing?plan=pro')).toBe('www.acme.io/pricing?plan=pro');
    expect(shortAddress('not a url')).toBe('not a url');
  });
});
