import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { productAnalytics } from './product-analytics.ts';

describe('product-analytics', () => {
  it('finds the Segment snippet', () => {
    const snippet =
      '<script>analytics.load=function(k){var t=document.createElement("script");t.src="https://cdn.segment.com/analytics.js/v1/"+k+"/analytics.min.js"};</script>';
    expect(detectOn(productAnalytics, { '/': snippet }).evidence[0]?.text).toBe('Segment snippet in inline script');
  });

  it('finds PostHog by posthog.init', () => {
    expect(detectOn(productAnalytics, { '/': '<script>posthog.init("phc_x",{api_host:"https://eu.i.posthog.com"})</script>' }).present).toBe(true);
  });

  it('finds an Amplitude script', () => {
    expect(detectOn(productAnalytics, { '/': '<script src="https://cdn.amplitude.com/libs/analytics-browser-2.7.4-min.js.gz"></script>' }).present).toBe(true);
  });

  it('does not count Google Analytics, Tag Manager or Plausible', () => {
    const html =
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script src="https://www.google-analytics.com/analytics.js"></script><script defer data-domain="acme.test" src="https://plausible.io/js/script.js"></script>';
    expect(detectOn(productAnalytics, { '/': html }).present).toBe(false);
  });
});
