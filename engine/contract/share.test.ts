import { describe, expect, it } from 'vitest';
import { exampleAnalysisResult } from './examples.ts';
import { COMPANY_NAME_REQUIRED_MESSAGE, shareRequestSchema, shareResponseSchema, sharedAnalysisResultSchema } from './share.ts';

describe('share request', () => {
  it('trims the company name', () => {
    expect(shareRequestSchema.parse({ companyName: '  Acme Inc ' })).toEqual({ companyName: 'Acme Inc' });
  });

  it.each([{}, { companyName: '' }, { companyName: '   ' }])('refuses a blank company name: %j', (body) => {
    const result = shareRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(COMPANY_NAME_REQUIRED_MESSAGE);
  });
});

describe('share response and shared result', () => {
  it('accepts a results path and a slug', () => {
    expect(shareResponseSchema.safeParse({ shareUrl: '/results/acme-inc', slug: 'acme-inc' }).success).toBe(true);
  });

  it('refuses a share url that is not a results path', () => {
    expect(shareResponseSchema.safeParse({ shareUrl: 'https://evil.example/x', slug: 'x' }).success).toBe(false);
  });

  it('requires the company name and a lowercase slug on a shared result', () => {
    expect(sharedAnalysisResultSchema.safeParse({ ...exampleAnalysisResult(), companyName: 'Acme', shareSlug: 'acme' }).success).toBe(true);
    const bad = sharedAnalysisResultSchema.safeParse({ ...exampleAnalysisResult(), shareSlug: 'Acme Inc' });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['companyName', 'shareSlug']);
  });
});
