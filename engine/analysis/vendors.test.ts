import { describe, expect, it } from 'vitest';
import type { Resource } from './model/page-model.ts';
import { hostMatches, vendorOfHost, vendorOfResource, VENDORS, vendorsInInlineScript, type VendorCategory } from './vendors.ts';

const resource = (tag: Resource['tag'], host: string): Resource => ({ tag, url: `https://${host}/x.js`, host, region: 'main', label: '' });

/** A resource kind that shows each category in use (a linked community, an embedded video, a loaded script). */
const TAG_OF_CATEGORY: Record<VendorCategory, Resource['tag']> = {
  onboarding: 'script',
  chat: 'script',
  'product-analytics': 'script',
  'web-analytics': 'script',
  'interactive-demo': 'script',
  video: 'iframe',
  reviews: 'script',
  scheduling: 'a',
  community: 'a',
};

/** What the study of real sites (engine/analysis/study) and issue #12 ask the table to cover. */
const MINIMUM_PER_CATEGORY: Partial<Record<VendorCategory, number>> = { chat: 40, 'product-analytics': 20, onboarding: 15 };

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

  it('finds a snippet that builds its host from an account name', () => {
    const helpCrunch = "var widgetSrc='https://'+hS.organization+'.widget.helpcrunch.com/';";
    expect(vendorsInInlineScript(helpCrunch, 'chat').map((vendor) => vendor.name)).toEqual(['HelpCrunch']);
  });

  it('finds a snippet that joins its host to a path at run time', () => {
    const livePerson = "lpTag.load((this.ovr&&this.ovr.domain?this.ovr.domain:'lptag.liveperson.net')+'/tag/tag.js?site='+this.site);";
    expect(vendorsInInlineScript(livePerson, 'chat').map((vendor) => vendor.name)).toEqual(['LivePerson']);
  });

  it('has a category and at least one host or snippet for every vendor', () => {
    for (const vendor of VENDORS) expect(vendor.hosts.length + (vendor.snippets?.length ?? 0), vendor.name).toBeGreaterThan(0);
  });

  it.each(Object.entries(MINIMUM_PER_CATEGORY))('lists at least the required number of %s vendors', (category, minimum) => {
    expect(VENDORS.filter((vendor) => vendor.category === category).length).toBeGreaterThanOrEqual(minimum ?? 0);
  });

  it('names each vendor once', () => {
    const names = VENDORS.map((vendor) => vendor.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the hosts that the fixture sites load their chat widgets from', () => {
    const chat = (host: string) => vendorOfResource(resource('script', host), 'chat')?.name;
    expect(chat('code.jivosite.com')).toBe('JivoChat');
    expect(chat('www.smartsuppchat.com')).toBe('Smartsupp');
    expect(chat('static.widget.trengo.eu')).toBe('Trengo');
    expect(chat('widget.kommunicate.io')).toBe('Kommunicate');
    expect(chat('app.chaport.com')).toBe('Chaport');
    expect(chat('conversations-widget.brevo.com')).toBe('Brevo Conversations');
  });

  describe.each(VENDORS.filter((vendor) => vendor.hosts.length > 0).map((vendor) => [vendor.name, vendor] as const))('%s', (_name, vendor) => {
    const tag = TAG_OF_CATEGORY[vendor.category];

    it.each(vendor.hosts)('is recognised in its category at %s and its subdomains', (host) => {
      expect(vendorOfResource(resource(tag, host), vendor.category)?.name).toBe(vendor.name);
      expect(vendorOfResource(resource(tag, `eu-west.${host}`), vendor.category)?.name).toBe(vendor.name);
      expect(vendorOfHost(host)?.category).toBe(vendor.category);
    });

    // A host under another of the vendor's hosts (play.vidyard.com under vidyard.com) has no look-alike of its own.
    const outermostHosts = vendor.hosts.filter((host) => !vendor.hosts.some((other) => other !== host && hostMatches(host, other)));
    it.each(outermostHosts)('is not recognised at look-alikes of %s', (host) => {
      for (const lookAlike of [`not${host}`, `${host}.evil.test`, `${host.replace(/\./g, '-')}.example`]) {
        expect(vendorOfResource(resource(tag, lookAlike), vendor.category), lookAlike).toBeUndefined();
      }
    });
  });

  it.each(VENDORS.filter((vendor) => vendor.snippets?.length).map((vendor) => [vendor.name, vendor] as const))(
    'finds %s by its inline snippet',
    (_name, vendor) => {
      for (const snippet of vendor.snippets ?? []) {
        expect(vendorsInInlineScript(`window.x = 1; ${snippet}`, vendor.category).map((found) => found.name)).toContain(vendor.name);
      }
    },
  );
});
