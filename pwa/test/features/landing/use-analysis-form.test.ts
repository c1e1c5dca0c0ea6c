// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAnalysisForm } from '../../../src/features/landing/use-analysis-form.ts';

describe('useAnalysisForm', () => {
  it('starts from what the pre-rendered fields held, the sliders at their defaults', () => {
    const { result } = renderHook(() => useAnalysisForm(() => ({ url: 'notioncom', pricingUrl: 'notion.com/pricing' })));
    expect(result.current.values).toEqual({
      url: 'notioncom',
      pricingUrl: 'notion.com/pricing',
      signupsPerMonth: 500,
      currentActivationRate: 24,
      averageRevenuePerUser: 125,
    });
  });

  it('sends the latest values when changes and the submit come in one task, before React has drawn them (presses kept from before the app ran)', () => {
    const { result } = renderHook(() => useAnalysisForm());
    let check: ReturnType<typeof result.current.submit> | undefined;
    act(() => {
      const form = result.current;
      form.setField('url', 'acme.io');
      form.setField('signupsPerMonth', 520);
      check = form.submit();
    });
    expect(check).toEqual({
      ok: true,
      request: { url: 'https://acme.io/', signupsPerMonth: 520, currentActivationRate: 24, averageRevenuePerUser: 125, forceDemoOnly: false },
    });
    expect(result.current.values.signupsPerMonth).toBe(520);
  });

  it('validates on submit, then again on every change (SPEC section 5)', () => {
    const { result } = renderHook(() => useAnalysisForm());
    act(() => result.current.setField('url', 'not a domain'));
    expect(result.current.errors).toEqual({});
    act(() => void result.current.submit());
    expect(result.current.errors.url).toBe('Please enter a valid domain (e.g., an example domain)');
    act(() => result.current.setField('url', 'stripecom'));
    expect(result.current.errors).toEqual({});
  });
});
