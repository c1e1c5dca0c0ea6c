import { describe, expect, it } from 'vitest';
import { siteOf } from '../../../test-support/engine/site-from-html.ts';
import { jobToBeDoneOf, siteNameOf } from './site-identity.ts';

const home = (head: string, body = '') => siteOf({ '/': `<html><head>${head}</head><body>${body}</body></html>` }).home;

describe('siteNameOf', () => {
  it('prefers og:site_name', () => {
    expect(siteNameOf(home('<title>Pricing | Something</title><meta property="og:site_name" content="Ledgerly">'), 'https://acme.test/')).toBe('Ledgerly');
  });

  it('takes the title part that matches the host', () => {
    expect(siteNameOf(home('<title>Invoicing that gets you paid – Acme</title>'), 'https://acme.test/')).toBe('Acme');
  });

  it('falls back to the host name, capitalised', () => {
    expect(siteNameOf(home(''), 'https://acme.test/')).toBe('Acme');
  });
});

describe('jobToBeDoneOf', () => {
  it('composes the H1 and the first sentence of the description', () => {
    const page = home(
      '<title>Acme</title><meta name="description" content="Send invoices in seconds. Get paid faster.">',
      '<h1>Invoicing that gets you paid faster</h1>',
    );
    expect(jobToBeDoneOf(page, 'Acme')).toEqual({ text: 'Acme: Invoicing that gets you paid faster. Send invoices in seconds.', clear: true });
  });

  it("uses the title's claim when there is no H1", () => {
    expect(jobToBeDoneOf(home('<title>Acme | Status pages for small teams</title>'), 'Acme').text).toBe('Acme: Status pages for small teams.');
  });

  it('says so when the home page does not say what the product does', () => {
    expect(jobToBeDoneOf(home('<title>Acme</title>'), 'Acme')).toEqual({
      text: 'Acme does not say on its home page which job it does for its customers.',
      clear: false,
    });
  });
});
