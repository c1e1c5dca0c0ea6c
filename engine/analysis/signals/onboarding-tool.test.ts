import { describe, expect, it } from 'vitest';
import { detectOn, detectOnRendered } from '../../../test-support/engine/site-from-html.ts';
import { onboardingTool } from './onboarding-tool.ts';

const found = (html: string) => detectOn(onboardingTool, { '/': html });

describe('onboarding-tool', () => {
  it('finds an Appcues script and names the host', () => {
    expect(found('<script src="https://fast.appcues.com/1234.js"></script>').evidence).toEqual([
      { page: 'https://acme.test/', text: 'Appcues script: fast.appcues.com' },
    ]);
  });

  it('finds a Pendo snippet that loads itself from inline script', () => {
    const snippet = "<script>(function(){var y=document.createElement('script');y.src='https://cdn.pendo.io/agent/static/'+k+'/pendo.js';})();</script>";
    expect(found(snippet).present).toBe(true);
  });

  describe('recognises an onboarding tool the way its install shows', () => {
    it('an inline loader (Userflow)', () => {
      const loader =
        '<script>!function(){var e=document.createElement("script");e.src="https://js.userflow.com/userflow.js";window.USERFLOWJS_QUEUE=[];}();</script>';
      expect(found(loader).evidence.map((item) => item.text)).toEqual(['Userflow snippet in inline script']);
    });

    it('a plain script tag (HelpHero)', () => {
      expect(found('<script src="//app.helphero.co/embed/AkrglbBo6RA"></script>').evidence.map((item) => item.text)).toEqual([
        'HelpHero script: app.helphero.co',
      ]);
    });

    it('a request the rendered page made (Whatfix)', () => {
      expect(detectOnRendered(onboardingTool, { requests: ['https://cdn.whatfix.com/prod/abc/embed/embed.nocache.js'] }).present).toBe(true);
    });

    it('a global the rendered page defined (Chameleon)', () => {
      expect(detectOnRendered(onboardingTool, { vendorGlobals: ['chmln'] }).evidence.map((item) => item.text)).toEqual([
        'Chameleon: the page set up window.chmln while loading',
      ]);
    });

    it('a tour library started from inline script (Driver.js, Shepherd, Intro.js)', () => {
      for (const start of [
        'const tour = window.driver.js.driver({ steps: [] });',
        'const tour = new Shepherd.Tour({ useModalOverlay: true });',
        'introJs().start();',
      ]) {
        expect(found(`<script>${start}</script>`).present, start).toBe(true);
      }
    });
  });

  it('is absent without an onboarding vendor', () => {
    expect(found('<script src="/js/app.js"></script><p>Take a tour of our office</p>').present).toBe(false);
  });

  it('does not take a look-alike host or a generic CDN for a tour tool', () => {
    const html =
      '<script src="https://fast.appcues.com.evil.test/1.js"></script><script src="https://notpendo.io/agent.js"></script><script src="https://unpkg.com/react-joyride"></script><script>var tour = "Take the tour";</script>';
    expect(found(html).present).toBe(false);
  });
});
