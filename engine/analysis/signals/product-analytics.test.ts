import { describe, expect, it } from 'vitest';
import { detectOn, detectOnRendered } from '../../../test-support/engine/site-from-html.ts';
import { productAnalytics } from './product-analytics.ts';

const found = (html: string) => detectOn(productAnalytics, { '/': html });

describe('product-analytics', () => {
  it('finds the Segment snippet', () => {
    const snippet =
      '<script>analytics.load=function(k){var t=document.createElement("script");t.src="https://cdn.segment.com/analytics.js/v1/"+k+"/analytics.min.js"};</script>';
    expect(found(snippet).evidence[0]?.text).toBe('Segment snippet in inline script');
  });

  it('finds PostHog by posthog.init, even behind a proxy host', () => {
    expect(found('<script>posthog.init("phc_x",{api_host:"https://ph.acme.test"})</script>').present).toBe(true);
  });

  it('finds an Amplitude script', () => {
    expect(found('<script src="https://cdn.amplitude.com/libs/analytics-browser-2.7.4-min.js.gz"></script>').present).toBe(true);
  });

  describe('recognises a product-analytics or customer-data vendor the way its install shows', () => {
    it('an inline loader (Koala)', () => {
      const loader =
        '<script>!function(t){if(window.ko)return;window.ko=[];var n=document.createElement("script");n.async=!0,n.setAttribute("src","https://cdn.getkoala.com/v1/pk_123/sdk.js"),(document.body||document.head).appendChild(n)}();</script>';
      expect(found(loader).evidence.map((item) => item.text)).toEqual(['Koala snippet in inline script']);
    });

    it('an inline loader run through Partytown (Mixpanel)', () => {
      const loader =
        '<script type="text/partytown">(function(f,b){var e=b.createElement("script");e.src="//cdn.mxpnl.com/libs/mixpanel-2-latest.min.js";})(document,window.mixpanel||[]);</script>';
      expect(found(loader).present).toBe(true);
    });

    it('a plain script tag (OpenPanel)', () => {
      expect(found('<script src="https://openpanel.dev/op1.js?v=1.4.0" async defer></script>').evidence.map((item) => item.text)).toEqual([
        'OpenPanel script: openpanel.dev',
      ]);
    });

    it('a self-hosted tracker named after its vendor (Countly)', () => {
      expect(found('<script src="/js/countly.min.js"></script>').present).toBe(true);
    });

    it('a request the rendered page made (RudderStack)', () => {
      expect(detectOnRendered(productAnalytics, { requests: ['https://cdn.rudderlabs.com/v3/modern/rsa.min.js'] }).evidence.map((item) => item.text)).toEqual([
        'RudderStack: the page requested cdn.rudderlabs.com while loading',
      ]);
    });
  });

  it('does not count Google Analytics, Tag Manager or Plausible', () => {
    const html =
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script src="https://www.google-analytics.com/analytics.js"></script><script defer data-domain="acme.test" src="https://plausible.io/js/script.js"></script>';
    expect(found(html).present).toBe(false);
  });

  it('does not count session recording and heatmaps of the marketing site (Hotjar, Microsoft Clarity)', () => {
    const html =
      '<script>(function(h,o,t,j,a,r){h.hj=h.hj||function(){};a=o.getElementsByTagName("head")[0];r=o.createElement("script");r.src="https://static.hotjar.com/c/hotjar-"+1+".js?sv="+6;})(window,document);</script><script>(function(c,l,a,r,i,t,y){t=l.createElement(r);t.src="https://www.clarity.ms/tag/"+i;})(window,document,"clarity","script","abc");</script>';
    expect(found(html).present).toBe(false);
    expect(detectOnRendered(productAnalytics, { requests: ['https://www.clarity.ms/tag/abc', 'https://static.hotjar.com/c/hotjar-1.js'] }).present).toBe(false);
  });

  it('counts a tracking pixel, not a logo hotlinked from a vendor’s site', () => {
    expect(found('<noscript><img src="https://api.mixpanel.com/track/?data=e30&ip=1&img=1" width="1" height="1"></noscript>').present).toBe(true);
    expect(
      found(
        '<h2>Integrations</h2><img alt="Segment" src="https://segment.com/static/images/logo.png"><img alt="Heap" src="https://heapanalytics.com/logo.svg">',
      ).present,
    ).toBe(false);
  });

  it('does not take a look-alike host, a link to a vendor’s site or a generic CDN for an analytics script', () => {
    const html = [
      '<script src="https://cdn.segment.com.evil.test/analytics.js"></script>',
      '<script src="https://notmixpanel.com/lib.js"></script>',
      '<script>var docs = "https://posthog.com/docs"; window.analytics = { track: function () {} };</script>',
      '<script src="https://cdn.jsdelivr.net/npm/chart.js"></script>',
    ].join('');
    expect(found(html).present).toBe(false);
  });
});
