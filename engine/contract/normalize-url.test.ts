import { describe, expect, it } from 'vitest';
import { normalizePricingUrl, normalizeWebsiteUrl, URL_MESSAGES } from './normalize-url.ts';

describe('normalizeWebsiteUrl', () => {
  it.each([
    ['acme.io', 'https://acme.io/'],
    ['  acme.io  ', 'https://acme.io/'],
    ['ac me . io', 'https://acme.io/'],
    ['http://acme.io', 'http://acme.io/'],
    ['HTTPS://Acme.IO/Pricing', 'https://acme.io/Pricing'],
    ['www.notion.so', 'https://www.notion.so/'],
    ['stripecom', 'https://stripe.com/'],
    ['linearapp', 'https://linear.app/'],
    ['acmeio', 'https://acme.io/'],
    ['acmeco', 'https://acme.co/'],
    ['mistralai', 'https://mistral.ai/'],
    ['wikipediaorg', 'https://wikipedia.org/'],
    ['cloudflarenet/path?x=1', 'https://cloudflare.net/path?x=1'],
    ['https://acmecom/features', 'https://acme.com/features'],
    ['acme.io/?demo=true', 'https://acme.io/'],
    ['acme.io/?maturity=Guided&ref=ad', 'https://acme.io/?ref=ad'],
    ['127.0.0.1:8080', 'https://127.0.0.1:8080/'],
    ['sub.domain.example.co.uk/a#b', 'https://sub.domain.example.co.uk/a#b'],
    ['münchen.de', 'https://xn--mnchen-3ya.de/'],
  ])('%s -> %s', (input, expected) => {
    const result = normalizeWebsiteUrl(input);
    expect(result).toMatchObject({ ok: true, value: { url: expected } });
  });

  it.each([
    ['', URL_MESSAGES.required],
    ['   ', URL_MESSAGES.required],
    [undefined, URL_MESSAGES.required],
    ['com', URL_MESSAGES.invalidDomain], // 3 characters: too short for the dot rule
    ['acme', URL_MESSAGES.invalidDomain],
    ['acmexyz', URL_MESSAGES.invalidDomain],
    ['ftp://acme.io', URL_MESSAGES.invalidDomain],
    ['https://', URL_MESSAGES.invalidDomain],
    ['acme.', URL_MESSAGES.invalidDomain],
    ['acme.i', URL_MESSAGES.invalidDomain],
    ['user:pass@acme.io', URL_MESSAGES.invalidDomain],
    ['acme..io', URL_MESSAGES.invalidDomain],
    ['<script>.io', URL_MESSAGES.invalidDomain],
  ])('%j is refused with %s', (input, message) => {
    expect(normalizeWebsiteUrl(input as string)).toEqual({ ok: false, message });
  });

  it('reads the hidden overrides and strips them', () => {
    expect(normalizeWebsiteUrl('acme.io?demo=true&maturity=Conversion-Optimised')).toEqual({
      ok: true,
      value: { url: 'https://acme.io/', forceDemoOnly: true, forceMaturityLevel: 'Conversion-Optimised' },
    });
  });

  it('ignores an unknown maturity value and demo other than true, but still strips them', () => {
    expect(normalizeWebsiteUrl('acme.io?demo=yes&maturity=Expert')).toEqual({ ok: true, value: { url: 'https://acme.io/' } });
  });
});

describe('normalizePricingUrl', () => {
  it('allows empty', () => {
    expect(normalizePricingUrl('')).toEqual({ ok: true, value: undefined });
    expect(normalizePricingUrl('  ')).toEqual({ ok: true, value: undefined });
  });

  it('normalises like the website field', () => {
    expect(normalizePricingUrl('acmeio/pricing')).toEqual({ ok: true, value: 'https://acme.io/pricing' });
  });

  it('refuses an invalid address with its own message', () => {
    expect(normalizePricingUrl('not a url')).toEqual({ ok: false, message: URL_MESSAGES.invalidPricingUrl });
  });
});
