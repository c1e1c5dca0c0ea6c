import { describe, expect, it } from 'vitest';
import { detectOn } from '../testing/site-from-html.ts';
import { demoRequest } from './demo-request.ts';

describe('demo-request', () => {
  it('finds a "Book a demo" link', () => {
    const result = detectOn(demoRequest, { '/': '<a href="/demo">Book a demo</a>' });
    expect(result.evidence[0]).toEqual({ page: 'https://acme.test/', text: '"Book a demo" -> https://acme.test/demo' });
  });

  it('finds "Talk to sales" in the footer', () => {
    expect(detectOn(demoRequest, { '/': '<footer><a href="/sales">Talk to sales</a></footer>' }).present).toBe(true);
  });

  it('finds a pricing tier\'s "Contact us"', () => {
    expect(detectOn(demoRequest, { '/pricing': '<div class="plan"><h3>Enterprise</h3><a href="mailto:sales@acme.test">Contact us</a></div>' }).present).toBe(true);
  });

  it('finds a scheduling link', () => {
    const result = detectOn(demoRequest, { '/': '<a href="https://calendly.com/acme/intro">Pick a time</a>' });
    expect(result.evidence[0]?.text).toBe('Calendly booking link: https://calendly.com/acme/intro');
  });

  it('finds a "Get started" that turns out to be a call-back form', () => {
    const result = detectOn(demoRequest, {
      '/': '<a href="/get-started">Get started</a>',
      '/get-started': '<p>We will call you back.</p><form><input name="name"><input name="company"><input type="tel" name="phone"><button>Send</button></form>',
    });
    expect(result.present).toBe(true);
  });

  it('finds "Talk to our shipping experts"', () => {
    expect(detectOn(demoRequest, { '/pricing': '<p>Need more? <a href="/sales-team">Talk to our shipping experts</a>.</p>' }).present).toBe(true);
  });

  it('does not count a generic "Contact" link outside pricing', () => {
    expect(detectOn(demoRequest, { '/': '<footer><a href="mailto:hello@acme.test">Contact</a></footer>' }).present).toBe(false);
  });

  it('does not count "Watch the demo" or an interactive demo', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/video">Watch the demo</a><a href="/tour">Try the interactive demo</a>' }).present).toBe(false);
  });

  it('reads German: "Demo buchen"', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/demo">Demo buchen</a>' }).present).toBe(true);
  });

  it('reads French: "Demander une démo"', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/demo">Demander une démo</a>' }).present).toBe(true);
  });

  it('reads Spanish: "Solicitar una demo"', () => {
    expect(detectOn(demoRequest, { '/': '<a href="/demo">Solicitar una demo</a>' }).present).toBe(true);
  });
});
