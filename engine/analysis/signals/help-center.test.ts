import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { helpCenter } from './help-center.ts';

describe('help-center', () => {
  it('finds a docs subdomain link', () => {
    expect(detectOn(helpCenter, { '/': '<a href="https://docs.acme.test/">Docs</a>' }).evidence[0]?.text).toBe('"Docs" -> https://docs.acme.test/');
  });

  it('finds a fetched docs page with sections', () => {
    expect(detectOn(helpCenter, { '/docs': '<h1>Documentation</h1><h2>Install</h2><h2>Alerts</h2><h2>API</h2>' }).present).toBe(true);
  });

  it('finds a hosted help centre (Zendesk)', () => {
    expect(detectOn(helpCenter, { '/': '<a href="https://acme.zendesk.com/hc/en-us">Support</a>' }).present).toBe(true);
  });

  it('does not count a short FAQ block', () => {
    expect(detectOn(helpCenter, { '/pricing': '<h2>FAQ</h2><p><b>Is there a setup fee?</b> No.</p><a href="#faq">Help</a>' }).present).toBe(false);
  });

  it('does not count a help link that is an email address', () => {
    expect(detectOn(helpCenter, { '/': '<a href="mailto:help@acme.test">Help</a>' }).present).toBe(false);
  });

  it('does not count a docs link whose page is gone', () => {
    expect(detectOn(helpCenter, { '/': '<a href="/docs">Docs</a>', '/docs': { html: '', status: 404 } }).present).toBe(false);
  });

  it('reads German: "Hilfe-Center"', () => {
    expect(detectOn(helpCenter, { '/': '<a href="/hilfe">Hilfe-Center</a>' }).present).toBe(true);
  });

  it('reads French: "Centre d\'aide"', () => {
    expect(detectOn(helpCenter, { '/': '<a href="/aide">Centre d\'aide</a>' }).present).toBe(true);
  });

  it('reads Spanish: "Centro de ayuda"', () => {
    expect(detectOn(helpCenter, { '/': '<a href="/ayuda">Centro de ayuda</a>' }).present).toBe(true);
  });

  it('finds a wiki or a helpdesk', () => {
    expect(detectOn(helpCenter, { '/': '<footer><a href="https://wiki.acme.test/">Acme Wiki</a></footer>' }).present).toBe(true);
    expect(detectOn(helpCenter, { '/': '<nav><a href="https://erp.acme.test/helpdesk">Support</a></nav>' }).present).toBe(true);
  });

  it('does not count placeholder links ("#") nor a language switch to another support page', () => {
    expect(detectOn(helpCenter, { '/': '<footer><a href="#">Help Center</a><a href="#">Documentation</a></footer>' }).present).toBe(false);
    expect(detectOn(helpCenter, { '/': '<nav><a href="https://acme.test/en/support">EN</a></nav>' }).present).toBe(false);
  });

  it('does not count a support page that only says how to reach the company', () => {
    const support = {
      html: '<h1>Support</h1><p>Questions about your account?</p><h2>Kontakt</h2><p>Schreib uns an hello@acme.test.</p><h2>Häufige Themen</h2><ul><li>Konto löschen: in den Einstellungen.</li></ul>',
      kind: 'docs' as const,
    };
    expect(detectOn(helpCenter, { '/': '<nav><a href="/support">Support</a></nav>', '/support': support }).present).toBe(false);
  });
});
