import { describe, expect, it } from 'vitest';
import { type AnalysisFormValues, checkAnalysisForm } from '../../../src/features/landing/analysis-form-schema.ts';

const filled: AnalysisFormValues = {
  url: 'stripe.com',
  pricingUrl: '',
  signupsPerMonth: 500,
  currentActivationRate: 24,
  averageRevenuePerUser: 125,
};

describe('the landing form schema (SPEC section 5)', () => {
  it.each([
    ['', 'Website URL is required.'],
    ['   ', 'Website URL is required.'],
    ['not a domain', 'Please enter a valid domain (e.g., an example domain)'],
    ['localhost', 'Please enter a valid domain (e.g., an example domain)'],
    ['ftp://stripe.com', 'Please enter a valid domain (e.g., an example domain)'],
  ])('refuses the website address %j with %j', (url, message) => {
    expect(checkAnalysisForm({ ...filled, url })).toEqual({ ok: false, errors: { url: message } });
  });

  it('requires the website address when the field is missing altogether', () => {
    const { url: _omitted, ...rest } = filled;
    expect(checkAnalysisForm(rest)).toEqual({ ok: false, errors: { url: 'Website URL is required.' } });
  });

  it.each(['not a url', 'https://', 'pricing'])('refuses the pricing address %j', (pricingUrl) => {
    expect(checkAnalysisForm({ ...filled, pricingUrl })).toEqual({
      ok: false,
      errors: { pricingUrl: 'Please enter a valid URL or leave it empty.' },
    });
  });

  it('reports both address fields at once', () => {
    expect(checkAnalysisForm({ ...filled, url: '', pricingUrl: 'nope' })).toEqual({
      ok: false,
      errors: { url: 'Website URL is required.', pricingUrl: 'Please enter a valid URL or leave it empty.' },
    });
  });

  it('normalises the address and sends the metrics with no overrides', () => {
    expect(checkAnalysisForm({ ...filled, url: '  stripe com ' })).toEqual({
      ok: true,
      request: {
        url: 'https://stripe.com/',
        signupsPerMonth: 500,
        currentActivationRate: 24,
        averageRevenuePerUser: 125,
        forceDemoOnly: false,
      },
    });
  });

  it('inserts the missing dot of a host typed without one', () => {
    const result = checkAnalysisForm({ ...filled, url: 'notionio' });
    expect(result.ok && result.request.url).toBe('https://notion.io/');
  });

  it('omits an empty pricing address and normalises a given one', () => {
    const empty = checkAnalysisForm({ ...filled, pricingUrl: '   ' });
    expect(empty.ok && 'pricingUrl' in empty.request).toBe(false);
    const given = checkAnalysisForm({ ...filled, pricingUrl: 'stripe.com/pricing' });
    expect(given.ok && given.request.pricingUrl).toBe('https://stripe.com/pricing');
  });

  it('reads demo=true and maturity=... and strips them from the address sent', () => {
    const result = checkAnalysisForm({ ...filled, url: 'acme.io/start?demo=true&maturity=Guided&ref=ad' });
    expect(result).toMatchObject({
      ok: true,
      request: { url: 'https://acme.io/start?ref=ad', forceDemoOnly: true, forceMaturityLevel: 'Guided' },
    });
  });

  it('ignores a maturity value outside the three levels, still stripping it', () => {
    const result = checkAnalysisForm({ ...filled, url: 'acme.io?maturity=Expert' });
    expect(result.ok && result.request).toEqual(expect.objectContaining({ url: 'https://acme.io/', forceDemoOnly: false }));
    expect(result.ok && 'forceMaturityLevel' in result.request).toBe(false);
  });

  it('keeps the numeric fields optional', () => {
    const result = checkAnalysisForm({ url: 'stripe.com' });
    expect(result).toEqual({ ok: true, request: { url: 'https://stripe.com/', forceDemoOnly: false } });
  });

  it('refuses metrics outside the slider ranges', () => {
    expect(checkAnalysisForm({ ...filled, signupsPerMonth: 5, currentActivationRate: 101 })).toEqual({
      ok: false,
      errors: {
        signupsPerMonth: 'Signups per month must be between 10 and 1000.',
        currentActivationRate: 'Activation rate must be between 1 and 100.',
      },
    });
    expect(checkAnalysisForm({ ...filled, averageRevenuePerUser: Number.NaN })).toEqual({
      ok: false,
      errors: { averageRevenuePerUser: 'Revenue per user must be between 5 and 500.' },
    });
  });
});
