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

  it('takes the first part of an og:site_name with a claim, and not a bare domain', () => {
    expect(siteNameOf(home('<title>Home | Natix</title><meta property="og:site_name" content="Natix | ESG and traceability">'), 'https://acme.test/')).toBe(
      'Natix',
    );
    expect(siteNameOf(home('<title>Capgo - Live updates for apps</title><meta property="og:site_name" content="capgo.app">'), 'https://acme.test/')).toBe(
      'Capgo',
    );
  });

  it('skips title parts that name a page, in any of the four languages', () => {
    const gestify = siteOf({ '/': '<html><head><title>Inicio | Gestify</title></head><body></body></html>' }, 'https://www.gestify.test').home;
    expect(siteNameOf(gestify, 'https://www.gestify.test/')).toBe('Gestify');
    expect(siteNameOf(home('<title>About | Acme</title><meta property="og:site_name" content="Startseite">'), 'https://acme.test/')).toBe('Acme');
  });

  describe('for a site reached by an address', () => {
    const served = (head: string, body = '') => siteOf({ '/': `<html><head>${head}</head><body>${body}</body></html>` }, 'http://127.0.0.1:4100').home;

    it('names it by its title, never by the address', () => {
      expect(siteNameOf(served('<title>Meilisearch</title>'), 'http://127.0.0.1:4100/')).toBe('Meilisearch');
    });

    it('takes a one-word title over a logo label the title does not hold', () => {
      const body = '<header><a href="/"><img src="/logo.svg" alt="company"></a></header>';
      expect(siteNameOf(served('<title>Quillstack</title>', body), 'http://127.0.0.1:4100/')).toBe('Quillstack');
    });

    it('splits a title at a colon after the name', () => {
      expect(siteNameOf(served('<title>Tallyhive: La comptabilité enfin simple</title>'), 'http://127.0.0.1:4100/')).toBe('Tallyhive');
    });

    it('drops the words a logo label puts before the name ("Logo de Acme", "Logo of Acme")', () => {
      for (const alt of ['Logo de Tonbrett', 'Logo of Tonbrett', 'Logo von Tonbrett']) {
        const body = `<header><a href="/"><img src="/logo.svg" alt="${alt}"></a></header>`;
        expect(siteNameOf(served('<title>Tonbrett, la gestion des salles pour les écoles de musique</title>', body), 'http://127.0.0.1:4100/')).toBe(
          'Tonbrett',
        );
      }
    });

    it('reads the title of a second <head> the page opens after the first closed', () => {
      const page = siteOf(
        {
          '/': '<html><head><meta charset="utf-8"></head><script>var x = 1;</script><head><title>Parcelpoint | Versand</title></head><body><p>Hallo</p></body></html>',
        },
        'http://127.0.0.1:4100',
      ).home;
      expect(page?.title).toBe('Parcelpoint | Versand');
    });

    it('names it by the brand on its home link when the title is a sentence that holds it', () => {
      expect(
        siteNameOf(
          served('<title>Search for your app, and fast – by Quarry</title>', '<header><a href="/"><img alt="Quarry logo"></a></header>'),
          'http://127.0.0.1:4100/',
        ),
      ).toBe('Quarry');
    });

    it('does not take a skip link for the brand', () => {
      expect(
        siteNameOf(served('<title>quarry.org</title>', '<a href="#main">Skip to content</a><nav><a href="/">quarry.org</a></nav>'), 'http://127.0.0.1:4100/'),
      ).toBe('quarry.org');
    });

    it('uses the address only when the page has no title and no brand', () => {
      expect(siteNameOf(served(''), 'http://127.0.0.1:4100/')).toBe('127.0.0.1');
    });
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
