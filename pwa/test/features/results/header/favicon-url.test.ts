import { describe, expect, it } from 'vitest';
import { faviconUrl } from '../../../../src/features/results/header/favicon-url.ts';

const GOOGLE = 'https://www.google.com/s2/favicons?domain={domain}&sz={size}';

describe('faviconUrl', () => {
  it('fills the domain and the 32 px size into the icon service address', () => {
    expect(faviconUrl(GOOGLE, 'www.acme.io')).toBe('https://www.google.com/s2/favicons?domain=www.acme.io&sz=32');
    expect(faviconUrl('https://icons.example/{size}/{domain}.png', 'acme.io')).toBe('https://icons.example/32/acme.io.png');
  });

  it('escapes the domain so it cannot change the address', () => {
    expect(faviconUrl(GOOGLE, 'evil.io&sz=999#')).toBe('https://www.google.com/s2/favicons?domain=evil.io%26sz%3D999%23&sz=32');
  });

  it('gives nothing when no service is configured, the template has no domain, or it is not http(s)', () => {
    expect(faviconUrl('', 'acme.io')).toBeUndefined();
    expect(faviconUrl(undefined, 'acme.io')).toBeUndefined();
    expect(faviconUrl('https://icons.example/static.png', 'acme.io')).toBeUndefined();
    expect(faviconUrl('javascript:alert("{domain}")', 'acme.io')).toBeUndefined();
    expect(faviconUrl(GOOGLE, '')).toBeUndefined();
  });
});
