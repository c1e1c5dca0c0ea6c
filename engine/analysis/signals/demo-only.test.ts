import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { demoOnly } from './demo-only.ts';

describe('demo-only', () => {
  it('is present when the only way in is a demo', () => {
    const result = detectOn(demoOnly, { '/': '<a href="/demo">Request a demo</a><a href="/login">Log in</a>' });
    expect(result.present).toBe(true);
    expect(result.evidence[0]?.text).toBe('"Request a demo" -> https://acme.test/demo');
  });

  it('is present when "Get started" leads to a call-back form', () => {
    const result = detectOn(demoOnly, {
      '/': '<a href="/get-started">Get started</a>',
      '/get-started': '<p>A specialist will contact you.</p><form><input name="name"><input name="company"><input name="phone"><button>Submit</button></form>',
    });
    expect(result.present).toBe(true);
  });

  it('is absent when a signup sits beside the demo', () => {
    expect(detectOn(demoOnly, { '/': '<a href="/demo">Book a demo</a><a href="/signup">Start free trial</a>' }).present).toBe(false);
  });

  it('is absent when there is neither a demo nor a signup', () => {
    expect(detectOn(demoOnly, { '/': '<p>Status pages for small teams.</p>' })).toEqual({ present: false, evidence: [] });
  });

  it('is present when the only free trial must be requested and approved', () => {
    expect(detectOn(demoOnly, { '/': '<a href="/trial">Request a free trial</a><a href="/login">Log in</a>' }).present).toBe(true);
  });

  it('is absent when a quote request sits beside a checkout', () => {
    expect(detectOn(demoOnly, { '/': '<a href="/quote">Get a quote</a><a href="/checkout">Buy now</a>' }).present).toBe(false);
  });

  it('reads German: present with only "Rückruf anfordern"', () => {
    expect(detectOn(demoOnly, { '/': '<a href="/rueckruf">Rückruf anfordern</a>' }).present).toBe(true);
  });

  it('reads German: absent when "Konto erstellen" sits beside "Demo buchen"', () => {
    expect(detectOn(demoOnly, { '/': '<a href="/demo">Demo buchen</a><a href="/registrieren">Konto erstellen</a>' }).present).toBe(false);
  });

  it('reads French: present with only "Demandez une démo"', () => {
    expect(detectOn(demoOnly, { '/': '<a href="/demo">Demandez une démo</a>' }).present).toBe(true);
  });

  it('reads French: absent when "Commencer" leads into the app beside "Demandez une démo"', () => {
    expect(detectOn(demoOnly, { '/': '<a href="/demo">Demandez une démo</a><a href="https://app.acme.test/">Commencer</a>' }).present).toBe(false);
  });

  it('reads Spanish: present with only "Solicita una demo"', () => {
    expect(detectOn(demoOnly, { '/': '<a href="/demo">Solicita una demo</a>' }).present).toBe(true);
  });

  it('reads Spanish: absent when "Crea tu tienda" leads to a signup beside "Solicita una demo"', () => {
    expect(detectOn(demoOnly, { '/': '<a href="/demo">Solicita una demo</a><a href="/registro">Crea tu tienda</a>' }).present).toBe(false);
  });
});
