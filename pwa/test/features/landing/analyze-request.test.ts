import { describe, expect, it } from 'vitest';
import { buildAnalyzeRequest } from '../../../src/features/landing/analyze-request.ts';

describe('the POST /api/analyze body', () => {
  it('lists the fields in SPEC order and always says whether a demo-only result is forced', () => {
    const body = buildAnalyzeRequest({
      url: { url: 'https://acme.io/' },
      pricingUrl: 'https://acme.io/pricing',
      signupsPerMonth: 300,
      currentActivationRate: 30,
      averageRevenuePerUser: 50,
    });
    expect(JSON.stringify(body)).toBe(
      '{"url":"https://acme.io/","pricingUrl":"https://acme.io/pricing","signupsPerMonth":300,' +
        '"currentActivationRate":30,"averageRevenuePerUser":50,"forceDemoOnly":false}',
    );
  });

  it('omits the pricing address when empty and carries the overrides', () => {
    const body = buildAnalyzeRequest({
      url: { url: 'https://acme.io/', forceDemoOnly: true, forceMaturityLevel: 'Conversion-Optimised' },
      pricingUrl: undefined,
    });
    expect(body).toEqual({ url: 'https://acme.io/', forceDemoOnly: true, forceMaturityLevel: 'Conversion-Optimised' });
  });

  it('gives a body the API contract accepts', async () => {
    const { analyzeRequestSchema } = await import('../../../../engine/contract/analysis.ts');
    const body = buildAnalyzeRequest({
      url: { url: 'https://acme.io/', forceMaturityLevel: 'Basic' },
      pricingUrl: '',
      signupsPerMonth: 10,
      currentActivationRate: 1,
      averageRevenuePerUser: 500,
    });
    expect(analyzeRequestSchema.parse(body)).toEqual(body);
    expect('pricingUrl' in body).toBe(false);
  });
});
