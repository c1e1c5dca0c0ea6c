import { describe, expect, it } from 'vitest';
import type { Resource } from './model/page-model.ts';
import { hostMatches, vendorOfResource, VENDORS, vendorsInInlineScript } from './vendors.ts';

const resource = (tag: Resource['tag'], host: string): Resource => ({ tag, url: `https://${host}/x.js`, host, region: 'main', label: '' });

describe('vendor table', () => {
  it('matches a host and its subdomains, not look-alikes', () => {
    expect(hostMatches('cdn.segment.com', 'cdn.segment.com')).toBe(true);
    expect(hostMatches('eu.i.posthog.com', 'posthog.com')).toBe(true);
    expect(hostMatches('notposthog.com', 'posthog.com')).toBe(false);
  });

  it('recognises web analytics without counting it as product analytics', () => {
    expect(vendorOfResource(resource('script', 'www.googletagmanager.com'), 'web-analytics')?.name).toBe('Google Tag Manager');
    expect(vendorOfResource(resource('script', 'www.googletagmanager.com'), 'product-analytics')).toBeUndefined();
  });

  it('counts a video host only when embedded, not linked', () => {
    expect(vendorOfResource(resource('iframe', 'www.youtube.com'), 'video')?.name).toBe('YouTube');
    expect(vendorOfResource(resource('a', 'www.youtube.com'), 'video')).toBeUndefined();
  });

  it('finds a snippet that loads its vendor from inline script', () => {
    expect(vendorsInInlineScript('t.src="https://cdn.segment.com/analytics.js/v1/"+k', 'product-analytics').map((vendor) => vendor.name)).toEqual(['Segment']);
  });

  it('has a category and at least one host or snippet for every vendor', () => {
    for (const vendor of VENDORS) expect(vendor.hosts.length + (vendor.snippets?.length ?? 0), vendor.name).toBeGreaterThan(0);
  });
});
