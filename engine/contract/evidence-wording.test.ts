import { describe, expect, it } from 'vitest';
import { evidenceParts, evidencePhrase, evidenceQuote, pageLabel } from './evidence-wording.ts';

const SITE = 'http://127.0.0.1:4100/';

describe('evidence wording', () => {
  it('names pages by short paths, the root as the home page', () => {
    expect(pageLabel('http://127.0.0.1:4100/', SITE)).toBe('the home page');
    expect(pageLabel('http://127.0.0.1:4100/pricing.html', SITE)).toBe('/pricing');
    expect(pageLabel('https://docs.acme.io/start/', SITE)).toBe('docs.acme.io/start');
  });

  it('calls the page the analysis started from the home page, wherever it sits', () => {
    expect(pageLabel('http://127.0.0.1:4100/acme/', 'http://127.0.0.1:4100/acme/')).toBe('the home page');
    expect(pageLabel('http://127.0.0.1:4100/acme/pricing.html', 'http://127.0.0.1:4100/acme/')).toBe('/acme/pricing');
  });

  it('writes a link as a sentence with its words quoted once', () => {
    const evidence = { page: SITE, text: '"Get started free" -> http://127.0.0.1:4100/signup.html' };
    expect(evidencePhrase(evidence, SITE)).toBe('a "Get started free" link on the home page that leads to /signup');
    expect(evidenceQuote(evidence)).toBe('Get started free');
  });

  it('quotes plain text once and leaves a vendor finding unquoted', () => {
    expect(evidencePhrase({ page: `${SITE}pricing`, text: 'No credit card required' }, SITE)).toBe('"No credit card required" on /pricing');
    expect(evidencePhrase({ page: SITE, text: 'Intercom: the page requested widget.intercom.io while loading' }, SITE)).toBe(
      'Intercom: the page requested widget.intercom.io while loading on the home page',
    );
  });
});

describe('evidenceParts', () => {
  it('splits a link into its words, page and target, and keeps a vendor finding as a description', () => {
    expect(evidenceParts({ page: SITE, text: '"Get started free" -> http://127.0.0.1:4100/signup.html' }, SITE)).toEqual({
      quote: 'Get started free',
      page: 'the home page',
      target: '/signup',
    });
    expect(evidenceParts({ page: SITE, text: 'Intercom script: widget.intercom.io' }, SITE)).toEqual({
      description: 'Intercom script: widget.intercom.io',
      page: 'the home page',
    });
    expect(evidenceParts({ page: `${SITE}pricing`, text: '"Start free" (button)' }, SITE)).toEqual({ quote: 'Start free', page: '/pricing' });
    expect(evidenceParts({ page: `${SITE}pricing`, text: 'No credit card required. Cancel anytime.' }, SITE)).toEqual({
      quote: 'No credit card required. Cancel anytime.',
      page: '/pricing',
    });
  });
});
