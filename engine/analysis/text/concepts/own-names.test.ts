import { describe, expect, it } from 'vitest';
import { htmlPage, siteOf } from '../../../../test-support/engine/site-from-html.ts';
import { appositionHead, isOwnName, namedSubject, ownNames, saidOfAnother, squeeze } from './own-names.ts';

const site = siteOf({ '/': htmlPage('<p>Welcome</p>', '<title>Tallybird | Project software</title>') }, 'https://tallybird.test');
const atWord = (text: string, word: string) => text.indexOf(word);

describe('own names', () => {
  it('squeezes a name for comparison', () => {
    expect(squeeze('Acme Labs')).toBe('acmelabs');
  });

  it("reads the site's names from its host and title", () => {
    expect([...ownNames(site)]).toEqual(expect.arrayContaining(['tallybird', 'projectsoftware']));
  });

  it("tells the site's own name from another company's", () => {
    expect(isOwnName('Tallybird', site)).toBe(true);
    expect(isOwnName('Stripe', site)).toBe(false);
  });
});

describe('appositionHead', () => {
  it('names the head of an apposition before a claim (en)', () => {
    const text = 'Card payments run on Stripe, a processor trusted by millions.';
    expect(appositionHead(text, atWord(text, 'trusted'))).toBe('Stripe');
  });

  it('names the head of an apposition before a claim (de)', () => {
    const text = 'Zahlungen laufen über Stripe, einen nach PCI DSS zertifizierten Dienstleister.';
    expect(appositionHead(text, atWord(text, 'PCI'))).toBe('Stripe');
  });
});

describe('namedSubject', () => {
  it("names a clause's subject said to be one of a kind (fr)", () => {
    expect(namedSubject('Stripe est un prestataire certifié PCI DSS.')).toBe('Stripe');
  });

  it('takes no pronoun or determiner for a name (es)', () => {
    expect(namedSubject('Nuestra es una plataforma certificada ISO 27001.')).toBeUndefined();
    expect(namedSubject('Esto es un proveedor certificado.')).toBeUndefined();
  });
});

describe('saidOfAnother', () => {
  it("reads a claim said of another company, not the site's (en)", () => {
    const text = 'Stripe is a certified PCI Service Provider Level 1.';
    expect(saidOfAnother(text, atWord(text, 'PCI'), 0, site)).toBe(true);
  });

  it("keeps a claim said of the site's own name (es)", () => {
    const text = 'Tallybird es un proveedor certificado ISO 27001.';
    expect(saidOfAnother(text, atWord(text, 'ISO'), 0, site)).toBe(false);
  });
});
