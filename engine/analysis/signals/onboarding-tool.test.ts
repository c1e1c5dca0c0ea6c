import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { onboardingTool } from './onboarding-tool.ts';

describe('onboarding-tool', () => {
  it('finds an Appcues script and names the host', () => {
    expect(detectOn(onboardingTool, { '/': '<script src="https://fast.appcues.com/1234.js"></script>' }).evidence).toEqual([
      { page: 'https://acme.test/', text: 'Appcues script: fast.appcues.com' },
    ]);
  });

  it('finds a Pendo snippet that loads itself from inline script', () => {
    const snippet = "<script>(function(){var y=document.createElement('script');y.src='https://cdn.pendo.io/agent/static/'+k+'/pendo.js';})();</script>";
    expect(detectOn(onboardingTool, { '/': snippet }).present).toBe(true);
  });

  it('is absent without an onboarding vendor', () => {
    expect(detectOn(onboardingTool, { '/': '<script src="/js/app.js"></script><p>Take a tour of our office</p>' }).present).toBe(false);
  });
});
